// TEST DOUBLE, never shipped: part of the API simulator (tests/mocks/api).
import { HttpResponse } from 'msw';

/** RFC 9457 problem details: every refusal of the API (api/openapi.yaml, "Refusals"). */
export const PROBLEM_MEDIA_TYPE = 'application/problem+json';
const PROBLEM_TYPE_BASE = 'https://api.larder.example/problems/';

export interface ProblemFieldError {
  in: 'path' | 'query' | 'header' | 'body';
  name: string;
  detail: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors?: ProblemFieldError[];
}

/** A code's title, the same for every occurrence: `receipt-already-claimed` → "Receipt already claimed". */
const titleOf = (code: string) => code.charAt(0).toUpperCase() + code.slice(1).replaceAll('-', ' ');

/**
 * A refusal: its status, the stable `code` a program acts on (the document's table, or the operation's
 * `x-problem-codes`) and a sentence for a person. Thrown from a resolver (msw answers with a thrown
 * Response) or returned.
 */
export function problem(
  status: number,
  code: string,
  detail: string,
  { errors, headers }: { errors?: ProblemFieldError[]; headers?: Record<string, string> } = {},
): HttpResponse<ProblemBody> {
  const body: ProblemBody = { type: `${PROBLEM_TYPE_BASE}${code}`, title: titleOf(code), status, detail, code, ...(errors?.length && { errors }) };
  return HttpResponse.json(body, { status, headers: { 'Content-Type': PROBLEM_MEDIA_TYPE, ...headers } });
}

/** The code of a refusal that has no reason of its own yet, by status. Prefer `problem` with the operation's code. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid-request',
  401: 'unauthenticated',
  403: 'role-required',
  404: 'not-found',
  409: 'conflict',
  413: 'too-large',
  422: 'unprocessable',
};

/** A refusal named only by its status: `problem` with the status's generic code. */
export function errorResponse(status: number, message: string): HttpResponse<ProblemBody> {
  return problem(status, CODE_BY_STATUS[status] ?? 'internal-error', message);
}

/**
 * `Content-Disposition` for a file answer (RFC 6266): an ASCII fallback name for old clients, and the name
 * as given, in UTF-8 (RFC 8187 `filename*`), so a receipt named in Japanese or with an emoji keeps its name.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback =
    fileName
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]|["\\%;]/g, '_')
      .trim() || 'download';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * A file answer: its bytes as they are (jsdom's Blob, under the integration tests, cannot be streamed into a
 * response; the contract types a file as the Blob the portal reads, hence the cast), its media type, and
 * how to offer it.
 */
export function fileResponse(
  bytes: Uint8Array | string,
  contentType: string,
  disposition?: { kind: 'attachment' | 'inline'; fileName: string },
): HttpResponse<Blob> {
  const body = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes.slice();
  return new Response(body.buffer, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(body.byteLength),
      ...(disposition && { 'Content-Disposition': contentDisposition(disposition.kind, disposition.fileName) }),
    },
  }) as HttpResponse<Blob>;
}
