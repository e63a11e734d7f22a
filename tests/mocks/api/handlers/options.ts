// TEST DOUBLE, never shipped: what every handler module of the API simulator is built from.
import type { AccessTokenVerifier } from '../auth';
import type { SimulatorStore } from '../store';

export interface ApiHandlerOptions {
  /** The API's base address, e.g. http://localhost:4173/api (no trailing slash). */
  apiUrl: string;
  /** Checks a bearer token; null when it is not valid (wrong signature, issuer, audience, or expired). */
  verifyAccessToken: AccessTokenVerifier;
  store: SimulatorStore;
}
