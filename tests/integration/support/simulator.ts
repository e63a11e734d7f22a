// TEST DOUBLE, never shipped: runs the API simulator for one Vitest file, with a fresh store per test.
import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished } from 'vitest';
import { matchRequestUrl, type Path } from 'msw';
import { setupServer } from 'msw/node';
import { describeViolations, type ContractViolation } from '../../contract/contract';
import { createApiHandlers } from '../../mocks/api/handlers';
import { pathBelowApi } from '../../mocks/api/handlers/requestLog';
import { createSimulatorStore, type RequestLogEntry } from '../../mocks/api/store';
import { verifyTestToken } from '../../mocks/api/testTokens';
import { createSignInUserStatuses } from '../../mocks/idp/signInUserStatuses';
import { createCardProvider } from '../../mocks/payments/cardProvider';
import { createManualScheduler } from '../../mocks/payments/webhookScheduler';
import { apiContract as contract } from './apiContract';
import { API_URL } from '../../support/apiUrl';

/**
 * Call at the top of a test file. `requestsTo('GET', '/members/:membershipNumber/details')` lists the
 * current test's API requests matching an msw path (relative to VITE_API_URL, or a RegExp on that path),
 * including those answered by a `server.use(...)` override, which run before the store's own log.
 */
export function setupSimulator() {
  // One store object for the handlers to hold; refilled with fresh seed data after every test.
  const store = createSimulatorStore();
  let requests: RequestLogEntry[] = [];
  // The card provider stand-in, its webhooks sent through fetch to the handlers below; its clock moves only
  // when a test moves it (a retry, a refund settling).
  const webhooks = createManualScheduler();
  const cardProvider = createCardProvider({ notificationUrl: `${API_URL}/card-payments/notifications`, deliver: (request) => fetch(request), scheduler: webhooks });
  const signInUsers = createSignInUserStatuses();
  const server = setupServer(...createApiHandlers({
      apiUrl: API_URL,
      verifyAccessToken: verifyTestToken,
      store,
      contract,
      cardProvider,
      signInUsers,
      eventClock: webhooks.now,
      // The portal's own origin: jsdom's page in the integration tests, the stand-ins' in plain Node.
      portalOrigin: typeof window === 'undefined' ? new URL(API_URL).origin : window.location.origin,
    }));

  server.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(`${API_URL}/`)) {
      requests.push({ method: request.method, path: pathBelowApi(API_URL, request.url) });
    }
  });

  // Every request the portal sends and every answer it gets, held to the contract; a mismatch fails the
  // test that caused it, naming the operation and the field (once the test's own clean-up has run).
  let checks: Promise<ContractViolation[]>[] = [];
  server.events.on('request:start', ({ request }) => void checks.push(contract.checkRequest(request.clone())));
  server.events.on('response:mocked', ({ request, response }) => void checks.push(contract.checkResponse(request, response.clone())));
  beforeEach(() => {
    checks = [];
    onTestFinished(async () => {
      const violations = (await Promise.all(checks)).flat();
      if (violations.length) throw new Error(`The API contract (api/openapi.yaml) does not allow:\n${describeViolations(violations)}`);
    });
  });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    Object.assign(store, createSimulatorStore());
    cardProvider.reset();
    webhooks.reset();
    signInUsers.clear();
    requests = [];
  });
  afterAll(() => server.close());

  return {
    store: () => store,
    server,
    /** The card provider stand-in: pay, decline or abandon a session as its hosted page would, and read its webhooks. */
    cardProvider,
    /** The provider's clock: `advance` runs the retries and refunds that fall due. */
    webhooks,
    /** What the simulator told the sign-in service (an account status changed online). */
    signInUsers,
    requestsTo(method: string, pathPattern: Path): RequestLogEntry[] {
      const matches = (path: string) =>
        pathPattern instanceof RegExp
          ? pathPattern.test(path)
          : matchRequestUrl(new URL(API_URL + path), API_URL + pathPattern).matches;
      return requests.filter((entry) => entry.method === method.toUpperCase() && matches(entry.path));
    },
  };
}
