// Every operation of the API contract (api/openapi.yaml, as bundled for the run), with what the fault
// layer needs to call it: the msw path its requests match, and how the portal reads its answer. The fault
// table covers a new operation as soon as the document holds it.
import type { Path } from 'msw';
import { inject } from 'vitest';
import type { ContractOperation } from '../../contract/contract';
import { apiContract } from '../support/apiContract';
import { API_URL } from '../../support/apiUrl';

export interface ApiOperation extends ContractOperation {
  /** The msw path that matches the call's requests. */
  matcher: Path;
  /** How the portal reads a success (the loader's parseAs), from the documented 2xx media type. */
  parseAs: 'json' | 'text' | 'blob';
}

type Json = Record<string, unknown>;
const document = inject('apiDocument') as Json;

/** `#/components/responses/NoContent` → the object it names. */
const resolve = (node: Json): Json =>
  typeof node.$ref === 'string' && node.$ref.startsWith('#/')
    ? resolve(node.$ref.slice(2).split('/').reduce<Json>((parent, key) => parent[key] as Json, document))
    : node;

/** JSON, or the text or file the portal's api/ functions read it as (a JSON-less 204 reads as JSON: nothing). */
function parseAsOf(operation: ContractOperation): ApiOperation['parseAs'] {
  const responses = ((document.paths as Json)[operation.path] as Json)[operation.method.toLowerCase()] as { responses: Json };
  const mediaTypes = Object.entries(responses.responses)
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, response]) => Object.keys((resolve(response as Json).content as Json | undefined) ?? {}));
  if (mediaTypes.length === 0 || mediaTypes.some((type) => type === 'application/json' || type.endsWith('+json'))) return 'json';
  return mediaTypes.every((type) => type === 'text/plain') ? 'text' : 'blob';
}

/** Every operation of the contract, those marked `x-portal-unused` included (their reason is printed). */
export const contractOperations: ApiOperation[] = apiContract.operations.map((operation) => ({
  ...operation,
  matcher: API_URL + operation.path.replace(/\{(\w+)\}/g, ':$1'),
  parseAs: parseAsOf(operation),
}));

export const operationName = (operation: Pick<ApiOperation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

/** The operation named `GET /members/{membershipNumber}/training/trainees`; throws when the contract has none. */
export function contractOperation(name: string): ApiOperation {
  const found = contractOperations.find((operation) => operationName(operation) === name);
  if (!found) throw new Error(`${name} is not an operation of the API contract (api/openapi.yaml)`);
  return found;
}
