// TEST DOUBLE, never shipped: what every handler module of the API simulator is built from.
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '../../../../src/api/openapi';
import type { Contract } from '../../../contract/contract';
import type { AccessTokenVerifier } from '../auth';
import type { RateLimitSettings } from '../backend-reference/rateLimit';
import type { CardProviderRefunds } from '../backend-reference/cardRefunds';
import type { SignInUserStatuses } from '../../idp/signInUserStatuses';
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
  /** The portal's origin, the only one card payments return to; the API's own origin unless given (the stand-ins serve both from one). */
  portalOrigin?: string;
  /** The card provider, as the API calls it to refund (the provider stand-in); without one, a refund fails the request. */
  cardProvider?: CardProviderRefunds;
  /** The API's clock when it checks a provider event's signature and records its result; the machine's unless a test moves it. */
  eventClock?: () => Date;
  /** The card provider's signing secrets the API holds as active now (two while one is rotated). */
  providerSigningSecrets?: () => readonly string[];
  /** The sign-in service's users, as the API updates them after changing an account status (Auth0's Management API). */
  signInUsers?: SignInUserStatuses;
}

/**
 * msw's `http`, typed by the API contract (api/openapi.yaml, through openapi-msw): a handler's path is one
 * the document holds (`/members/{membershipNumber}/units`), and its request body and answers are the
 * document's types, so the simulator cannot drift from what it stands in for.
 */
export const apiHttp = (options: Pick<ApiHandlerOptions, 'apiUrl'>) => createOpenApiHttp<paths>({ baseUrl: options.apiUrl });

/** The contract's shapes, for the simulator's store and answers. */
export type ApiSchemas = components['schemas'];
