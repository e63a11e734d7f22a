// What each fault must end in, written out from the spec (§2 "Redirects after failed data loads", §8) and
// the portal's rules for retries (src/api/queryClient.ts) and submissions (DESIGN.md §5): the fault table
// (operationFaults.test.ts) holds every operation of the contract to it, and the routed tests
// (routedFaults.test.tsx) prove the real pages end there.
import { ERROR_PATHS } from '@/domain/errorRoutes';
import type { Fault } from './faults';

/** Where a failed load (a GET behind a route, or a dashboard card) sends the person. */
export type LoadTarget = 'sign in again' | (typeof ERROR_PATHS)[keyof typeof ERROR_PATHS];

export interface LoadOutcome {
  /** How many times the call is made: a server or network failure is asked once more, a refusal never. */
  attempts: 1 | 2;
  /** Where the route's error element sends the person (each error page has Try again). */
  route: LoadTarget;
  /** What a part of a page failing on its own (a dashboard card) does. */
  part: 'sign in again' | 'error in the part, with Try again';
}

/** Spec §2: 401 signs in again, 404 to not-found, 500 to the server-error page, any other to the generic one. */
export const LOAD_OUTCOMES: Record<Fault, LoadOutcome> = {
  '401': { attempts: 1, route: 'sign in again', part: 'sign in again' },
  '403': { attempts: 1, route: ERROR_PATHS.unknown, part: 'error in the part, with Try again' },
  '404': { attempts: 1, route: ERROR_PATHS.notFound, part: 'error in the part, with Try again' },
  '408': { attempts: 1, route: ERROR_PATHS.unknown, part: 'error in the part, with Try again' },
  '500': { attempts: 2, route: ERROR_PATHS.serverError, part: 'error in the part, with Try again' },
  network: { attempts: 2, route: ERROR_PATHS.unknown, part: 'error in the part, with Try again' },
  timeout: { attempts: 2, route: ERROR_PATHS.unknown, part: 'error in the part, with Try again' },
  malformed: { attempts: 2, route: ERROR_PATHS.unknown, part: 'error in the part, with Try again' },
};

/**
 * A file or text the portal does not parse (parseAs blob or text) is not checked for being JSON: the
 * deliberately broken answer is read as the file or text it came as.
 */
export const UNPARSED_MALFORMED = 'read as sent (not parsed as JSON)';

export interface SubmissionOutcome {
  /** Submissions are never sent again by themselves (mutations: retry false). */
  attempts: 1;
  /** What staff are told in place (src/api/refusalMessage.ts); member forms word it their own way. */
  says: 'not allowed' | 'no longer there' | 'try again';
  /** No answer, or none readable: the server may have acted, so sending again reuses the attempt's Idempotency-Key. */
  sameKeyOnRetry: boolean;
}

/** Spec §8: a submission's failure is said in place (no redirect, no sign-in), what was typed kept. */
export const SUBMISSION_OUTCOMES: Record<Fault, SubmissionOutcome> = {
  '401': { attempts: 1, says: 'try again', sameKeyOnRetry: false },
  '403': { attempts: 1, says: 'not allowed', sameKeyOnRetry: false },
  '404': { attempts: 1, says: 'no longer there', sameKeyOnRetry: false },
  '408': { attempts: 1, says: 'try again', sameKeyOnRetry: false },
  '500': { attempts: 1, says: 'try again', sameKeyOnRetry: false },
  network: { attempts: 1, says: 'try again', sameKeyOnRetry: true },
  timeout: { attempts: 1, says: 'try again', sameKeyOnRetry: true },
  malformed: { attempts: 1, says: 'try again', sameKeyOnRetry: true },
};

/** A load outcome as one cell of the printed table. */
export function describeLoad(outcome: LoadOutcome): string {
  const where = outcome.route === 'sign in again' ? 'sign in again' : `→ ${outcome.route}`;
  return outcome.attempts === 2 ? `retried once, ${where}` : where;
}

export function describeSubmission(outcome: SubmissionOutcome): string {
  return `inline "${outcome.says}"${outcome.sameKeyOnRetry ? ', same key' : ''}`;
}
