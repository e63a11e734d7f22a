// TEST DOUBLE, never shipped: what every handler module of the API simulator is built from.
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '../../../../src/api/openapi';
import type { Contract } from '../../../contract/contract';
import type { AccessTokenVerifier } from '../auth';
import type { RateLimitSettings } from '../backend-reference/rateLimit';
import type { SimulatorStore } from '../store';

export interface ApiHandlerOptions {
  /** The API's base address, e.g. http://localhost:4173/api (no trailing slash). */
  apiUrl: string;
  /** Checks a bearer token; null when it is not valid (wrong signature, issuer, audience, or expired). */
  verifyAccessToken: AccessTokenVerifier;
  store: SimulatorStore;
  /** The contract (api/openapi.yaml, bundled): the simulator reads each operation's roles and limits from it. */
  contract: Contract;
  /** Requests one caller may make in a window (backend-reference/rateLimit.ts); generous by default. */
  rateLimit?: RateLimitSettings;
}

/**
 * msw's `http`, typed by the API contract (api/openapi.yaml, through openapi-msw): a handler's path is one
 * the document holds (`/members/{membershipNumber}/units`), and its request body and answers are the
 * document's types, so the simulator cannot drift from what it stands in for.
 */
export const apiHttp = (options: Pick<ApiHandlerOptions, 'apiUrl'>) => createOpenApiHttp<paths>({ baseUrl: options.apiUrl });

/** The contract's shapes, for the simulator's store and answers. */
export type ApiSchemas = components['schemas'];
