// LAYER: needs no DOM. It belongs in the node-environment project for tests/integration files that need
// none (the `simulator`/`api` project being split out of `integration`); until that project exists it
// runs in `integration` (jsdom), where it uses nothing of the DOM either.
//
// The fault table: EVERY operation of the API contract × every fault a careful tester injects (401, 403,
// 404, 408, 500, a lost network, no answer in time, a malformed answer), without rendering anything. Each
// call goes through the portal's real loader (src/api/loader.ts) to the API simulator with the fault
// injected, through the portal's query client (its retry rule) for a GET or as a submission for the others,
// and its error through the functions that decide what the person sees: the route error element's
// (routeFailureOutcome), a dashboard card's (partFailureOutcome), a submission's (refusalMessage, and the
// attempt's Idempotency-Key). Every cell is held to outcomes.ts; the table operation × fault → outcome is
// printed at the end. The routed tests (routedFaults.test.tsx) prove that real pages end where it says.
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partFailureOutcome, routeFailureOutcome } from '@/api/failedCall';
import { createApiClient, dataOf } from '@/api/loader';
import { createQueryClient } from '@/api/queryClient';
import { refusalMessage, TRY_AGAIN } from '@/api/refusalMessage';
import { submissionAttempt } from '@/api/submissionAttempt';
import { COMMON_REFUSALS } from '@/domain/refusal';
import { createApiHandlers } from '../../mocks/api/handlers';
import { createSimulatorStore } from '../../mocks/api/store';
import { verifyTestToken } from '../../mocks/api/testTokens';
import { apiContract } from '../support/apiContract';
import { contractOperations, operationName, type ApiOperation } from './apiOperations';
import { FAULTS, injectFault, type Fault } from './faults';
import {
  describeLoad,
  describeSubmission,
  LOAD_OUTCOMES,
  SUBMISSION_OUTCOMES,
  UNPARSED_MALFORMED,
  type LoadOutcome,
  type SubmissionOutcome,
} from './outcomes';
import { API_URL } from '../../support/apiUrl';

// The simulator with every request answered by the injected fault. The contract's checks of requests are
// left out: these calls carry placeholder parameters and bodies, not what the portal sends (the simulator's
// own tests and the screens' tests hold those), and every answer here is a deliberate fault.
const server = setupServer(...createApiHandlers({ apiUrl: API_URL, verifyAccessToken: verifyTestToken, store: createSimulatorStore(), contract: apiContract }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const api = createApiClient({ baseUrl: API_URL, getToken: () => Promise.resolve('fault-table-token') });

/** The portal's query client, retrying without the pause. */
function portalQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return client;
}

/** One call of the operation through the loader, with placeholder path parameters. */
function callOnce(operation: ApiOperation, signal?: AbortSignal) {
  const path = Object.fromEntries([...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, `fault-${name}`]));
  const call = api[operation.method] as (path: string, options: object) => Promise<{ data?: unknown; response: Response }>;
  return dataOf(call(operation.path, { params: { path }, body: operation.method === 'GET' ? undefined : {}, parseAs: operation.parseAs, signal }));
}

const SAYS: [SubmissionOutcome['says'], (message: string) => boolean][] = [
  ['not allowed', (message) => message === COMMON_REFUSALS['role-required']],
  ['no longer there', (message) => message === COMMON_REFUSALS['not-found']],
  ['try again', (message) => message === TRY_AGAIN],
];

/** A GET as a page's data: the query client asks (and asks again if its rule says so), then the error is routed. */
async function loadWith(operation: ApiOperation): Promise<LoadOutcome | typeof UNPARSED_MALFORMED> {
  let attempts = 0;
  const failure = await portalQueryClient()
    .fetchQuery({ queryKey: [operation.operationId], queryFn: ({ signal }) => (attempts++, callOnce(operation, signal)) })
    .then(() => undefined, (error: unknown) => ({ error }));
  if (!failure) return UNPARSED_MALFORMED;
  const route = routeFailureOutcome(failure.error);
  expect(route.kind, `${String(failure.error)} is a failed call, not a fault in the portal`).not.toBe('unknown-error-in-place');
  return {
    attempts: attempts as 1 | 2,
    route: route.kind === 'sign-in' ? 'sign in again' : (route as { path: LoadOutcome['route'] }).path,
    part: partFailureOutcome(failure.error) === 'sign-in' ? 'sign in again' : 'error in the part, with Try again',
  };
}

/** Anything else as a submission: sent once with its attempt's key, the error said in place. */
async function submitWith(operation: ApiOperation): Promise<SubmissionOutcome> {
  let attempts = 0;
  const client = portalQueryClient();
  expect(client.getDefaultOptions().mutations?.throwOnError, 'a failed submission stays with its form').toBeFalsy();
  const attempt = submissionAttempt(`fault-table:${operation.operationId}`);
  const key = attempt.keyFor({});
  const observer = new MutationObserver(client, { mutationFn: () => (attempts++, callOnce(operation)) });
  const error = await observer.mutate().then(() => null, (failure: unknown) => failure);
  expect(error, 'the submission fails').not.toBeNull();
  attempt.settle(error);
  const sameKeyOnRetry = attempt.keyFor({}) === key;
  attempt.settle(null);
  const message = refusalMessage(error);
  const says = SAYS.find(([, matches]) => matches(message))?.[0];
  expect(says, `"${message}" is one of the refusal messages`).toBeDefined();
  return { attempts: attempts as 1, says: says!, sameKeyOnRetry };
}

/** operation name → fault → the cell as printed, set only once the cell has been held. */
const held = new Map<string, Map<Fault, string>>();

describe('the fault table: every operation of the contract × every fault ends where the spec says', () => {
  it.each(contractOperations.map((operation) => [operationName(operation), operation] as const))('%s', async (name, operation) => {
    const row = new Map<Fault, string>();
    for (const fault of FAULTS) {
      const restore = injectFault(server, operation.method, operation.matcher, fault);
      try {
        if (operation.method === 'GET') {
          const expected = fault === 'malformed' && operation.parseAs !== 'json' ? UNPARSED_MALFORMED : LOAD_OUTCOMES[fault];
          const actual = await loadWith(operation);
          expect(actual, `${name} × ${fault}`).toEqual(expected);
          row.set(fault, typeof expected === 'string' ? expected : describeLoad(expected));
        } else {
          const expected = SUBMISSION_OUTCOMES[fault];
          expect(await submitWith(operation), `${name} × ${fault}`).toEqual(expected);
          row.set(fault, describeSubmission(expected));
        }
      } finally {
        restore();
      }
    }
    held.set(name, row);
  });

  // Runs after the rows (tests in a file run in order): a contract operation without a held row fails here.
  it('has held every cell of every operation of the contract', () => {
    const missing = apiContract.operations.flatMap((operation) =>
      FAULTS.filter((fault) => !held.get(operationName(operation))?.has(fault)).map((fault) => `${operationName(operation)} × ${fault}`),
    );
    expect(missing).toEqual([]);
    expect(held.size).toBe(apiContract.operations.length);
  });

  afterAll(() => {
    const unused = new Map(contractOperations.map((operation) => [operationName(operation), operation.unusedBecause]));
    const names = [...held.keys()].sort();
    const width = Math.max(...names.map((name) => name.length));
    const cells = FAULTS.map((fault) => Math.max(fault.length, ...names.map((name) => held.get(name)!.get(fault)!.length)));
    const line = (first: string, values: string[]) => `${first.padEnd(width)} | ${values.map((value, index) => value.padEnd(cells[index]!)).join(' | ')}`;
    console.info(
      [
        `Fault table: ${held.size} of ${apiContract.operations.length} contract operations × ${FAULTS.length} faults = ${held.size * FAULTS.length} cells held`,
        `GET: as a page's data (retries by the query client's rule; → the route error element's page; a dashboard card: ${LOAD_OUTCOMES['401'].part} on 401, else ${LOAD_OUTCOMES['500'].part}).`,
        'Others: as a submission (sent once; said in place as refusalMessage words it; "same key": sending again reuses the Idempotency-Key).',
        line('operation', [...FAULTS]),
        ...names.map((name) => line(name, FAULTS.map((fault) => held.get(name)!.get(fault)!))),
        ...[...unused].filter(([, reason]) => reason).map(([name, reason]) => `not called by the portal (x-portal-unused), held all the same: ${name}: ${reason}`),
      ].join('\n'),
    );
  });
});
