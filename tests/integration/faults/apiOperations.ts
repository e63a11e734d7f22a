// The API operations the portal calls, read from the API contract (api/openapi.yaml): the fault layer
// covers a new operation as soon as the document holds it.
import type { Path } from 'msw';
import type { ContractOperation } from '../../contract/contract';
import { API_URL, apiContract } from '../support/apiContract';

export interface ApiOperation extends ContractOperation {
  /** The msw path that matches the call's requests. */
  matcher: Path;
}

/** Every operation the portal calls (those marked `x-portal-unused` left out), with its msw matcher. */
export const apiOperations: ApiOperation[] = apiContract.operations
  .filter((operation) => !operation.unusedBecause)
  .map((operation) => ({ ...operation, matcher: API_URL + operation.path.replace(/\{(\w+)\}/g, ':$1') }));

/** The operation a request is for: a literal segment wins over a parameter (/calor/claims/audit). */
export const operationOf = (method: string, url: string) => {
  const found = apiContract.operationFor(method, url);
  return found && apiOperations.find((operation) => operation.operationId === found.operationId);
};

export const operationName = (operation: Pick<ApiOperation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;
