// The API operations the portal calls, read from its one-file-per-operation convention (README, code
// layout): every operation file names its call in its doc comment ("GET /members/{membershipNumber}/units").
import type { Path } from 'msw';

export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As documented, e.g. /members/{membershipNumber}/units/{unitId}. */
  path: string;
  file: string;
  /** The msw path that matches the call's requests. */
  matcher: Path;
}

const SOURCES = import.meta.glob(['/src/api/*.ts', '/src/features/**/api/*.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** Files in api/ folders that are not an operation of their own: helpers, and loads made of other operations. */
const NOT_OPERATIONS = /\/(loader|httpError|callOf|idempotencyKey|query-keys|queryClient|signInRequired|ApiClientContext|[a-z-]+-paths|invalidate-[a-z-]+|get-premises-reference-lists)\.tsx?$/;

const OPERATION_LINE = /^\s*(?:\/\*\*|\*)\s*(?:Call \d+: )?(GET|POST|PUT|DELETE) (\/[^\s(,;]*)/m;

export function apiOperations(apiUrl: string): { operations: ApiOperation[]; undocumented: string[] } {
  const operations: ApiOperation[] = [];
  const undocumented: string[] = [];
  for (const [file, source] of Object.entries(SOURCES)) {
    if (NOT_OPERATIONS.test(file)) continue;
    const line = OPERATION_LINE.exec(source);
    if (!line) {
      undocumented.push(file);
      continue;
    }
    const [, method, path] = line as unknown as [string, ApiOperation['method'], string];
    const bare = path.split('?')[0]!;
    operations.push({ method, path: bare, file, matcher: apiUrl + bare.replace(/\{(\w+)\}/g, ':$1') });
  }
  return { operations: operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)), undocumented };
}

export const operationName = (operation: Pick<ApiOperation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;
