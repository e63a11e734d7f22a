// The routed half of the fault layer: a few real pages, one of each kind the portal has (a list, a
// detail, a form, a dashboard card), opened in the whole routed portal (renderPortal) while their call
// fails in each way the fault table (operationFaults.test.ts) holds. Each ends where the table says (the
// redirect page's heading with Try again, signing in again exactly once, the form's own message with what
// was typed kept, the card's own error while the rest of the dashboard stays), never on a blank screen.
// Each waits for its outcome (findBy*), not for the page to settle.
import { screen, waitFor, within } from '@testing-library/react';
import { subDays } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { markBackFromSignIn, recordSignInAgain } from '@/auth/signInAgain';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { seededTrainingOf } from '../../mocks/api/seed/training';
import { unitId } from '../../mocks/api/seed/units';
import { renderPortal } from '../support/renderPortal';
import { setupSimulator } from '../support/simulator';
import { typeDate } from '../training/trainingScreens';
import { contractOperation, operationName } from './apiOperations';
import { FAULTS, injectFault, type Fault } from './faults';
import { describeLoad, describeSubmission, LOAD_OUTCOMES, SUBMISSION_OUTCOMES, type LoadTarget } from './outcomes';

const simulator = setupSimulator();
const ACCOUNT = 'member-training';
// A whole portal opening under a busy machine (Vitest beside the browser journeys) can take more than the
// default findBy limit; a passing test never waits for it.
const OUTCOME = { timeout: 25_000 };
vi.setConfig({ testTimeout: 60_000 });

type View = ReturnType<typeof renderPortal>;

/** The error pages' titles (their one h1), by where spec §2 sends a failed load. */
const TITLES: Record<Exclude<LoadTarget, 'sign in again'>, string> = {
  [ERROR_PATHS.notFound]: 'Page not found',
  [ERROR_PATHS.serverError]: 'Something went wrong on our side',
  [ERROR_PATHS.unknown]: 'Unknown Error',
} as Record<Exclude<LoadTarget, 'sign in again'>, string>;

/** Opens `path` with `operation` failing with `fault` from the start. */
function openFailing(path: string, operation: string, fault: Fault): View {
  const { method, matcher } = contractOperation(operation);
  // Restored by the simulator's afterEach (handlers) and Vitest's restoreMocks (the timeout's fetch spy).
  injectFault(simulator.server, method, matcher, fault);
  return renderPortal(path, { account: ACCOUNT });
}

/** Never a blank screen: words, and a heading, an alert or a status saying what happened. */
function expectWordsOnScreen(view: View) {
  const words = document.body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  expect(words.length, `a page with words on it (it says "${words}" at ${view.location()})`).toBeGreaterThan(20);
  const landmarks = screen.queryAllByRole('heading').length + screen.queryAllByRole('alert').length + screen.queryAllByRole('status').length;
  expect(landmarks, 'a heading, an alert or a status says what happened').toBeGreaterThan(0);
}

/** The page a failed load ends on: the table's target, signing in again exactly once for a 401. */
async function expectLoadOutcome(view: View, target: LoadTarget, from: string) {
  if (target === 'sign in again') {
    expect(await screen.findByText('Signing you in again…', undefined, OUTCOME)).toBeInTheDocument();
    await waitFor(() => expect(view.auth.signInAgain).toHaveBeenCalledTimes(1));
    expect(vi.mocked(view.auth.signInAgain).mock.calls[0]![1], 'comes back to the page it left').toBe(from);
  } else {
    expect(await screen.findByRole('heading', { level: 1, name: TITLES[target] }, OUTCOME)).toBeInTheDocument();
    expect(view.location()).toBe(target);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', from);
    expect(view.auth.signInAgain).not.toHaveBeenCalled();
  }
  expectWordsOnScreen(view);
}

const TRAINEE = seededTrainingOf(ACCOUNT).trainees[0]!;

describe.each([
  { kind: 'a list (trainees)', path: '/training/trainees', operation: 'GET /members/{membershipNumber}/training/trainee-standings' },
  { kind: 'a detail (a trainee)', path: `/training/trainees/${TRAINEE.id}`, operation: 'GET /members/{membershipNumber}/trainees/{traineeId}' },
])('$kind whose data fails to load ends where the fault table says', ({ path, operation }) => {
  it.each(FAULTS.map((fault) => [fault, describeLoad(LOAD_OUTCOMES[fault]), LOAD_OUTCOMES[fault]] as const))('%s: %s', async (fault, _said, outcome) => {
    const view = openFailing(path, operation, fault);
    await expectLoadOutcome(view, outcome.route, path);
    if (fault !== 'timeout') {
      // Asked again once for a server or network failure, never for a refusal (the timeout never reaches the simulator).
      expect(simulator.requestsTo('GET', contractOperation(operation).path.replace(/\{(\w+)\}/g, ':$1'))).toHaveLength(outcome.attempts);
    }
  });
});

describe('a form (adding a trainee) whose submission fails says so in place and keeps what was typed', () => {
  const operation = 'POST /members/{membershipNumber}/trainees';
  it.each(FAULTS.map((fault) => [fault, describeSubmission(SUBMISSION_OUTCOMES[fault]), SUBMISSION_OUTCOMES[fault]] as const))('%s: %s', async (fault, _said, outcome) => {
    const view = renderPortal('/training/trainees', { account: ACCOUNT });
    const user = view.userEvent;
    await user.click(await screen.findByRole('button', { name: 'Add a trainee' }, OUTCOME));
    const modal = await screen.findByRole('dialog', { name: 'Add a trainee' }, OUTCOME);
    await user.type(within(modal).getByLabelText('First name'), 'Gwen');
    await user.type(within(modal).getByLabelText('Last name'), 'Hall');
    await user.selectOptions(within(modal).getByLabelText(/Job role/), 'Chef');
    await user.selectOptions(within(modal).getByLabelText(/Unit/), unitId(5001));
    await typeDate(user, 'Start date', subDays(new Date(), 7));
    const { method, matcher } = contractOperation(operation);
    injectFault(simulator.server, method, matcher, fault);
    await user.click(within(modal).getByRole('button', { name: 'Add trainee' }));

    const said = { 'no longer there': /no longer on your records/, 'not allowed': /Your role does not allow this change/, 'try again': /could not be saved\. Please try again/ }[outcome.says];
    expect(await within(modal).findByText(said, undefined, OUTCOME)).toBeInTheDocument();
    expect(within(modal).getByLabelText('First name')).toHaveValue('Gwen');
    expect(within(modal).getByLabelText('Last name')).toHaveValue('Hall');
    expect(within(modal).getByLabelText(/Unit/)).toHaveValue(unitId(5001));
    expect(view.location(), 'no redirect').toBe('/training/trainees');
    expect(view.auth.signInAgain, 'a submission never signs in again').not.toHaveBeenCalled();
    if (fault !== 'timeout') expect(simulator.requestsTo('POST', '/members/:n/trainees'), 'sent once').toHaveLength(outcome.attempts);
    expectWordsOnScreen(view);
  });
});

describe('a dashboard card whose data fails says so in the card while the rest of the dashboard stays', () => {
  const operation = 'GET /members/{membershipNumber}/training-and-gas/summary';
  const openCard = async (fault: Fault) => {
    const view = openFailing('/dashboard/home', operation, fault);
    const card = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes('Training and gas safety figures are not available at the moment'));
      expect(found, "the card's own error in its place").toBeDefined();
      return found!;
    }, OUTCOME);
    return { view, card };
  };

  it.each(FAULTS.filter((fault) => LOAD_OUTCOMES[fault].part !== 'sign in again').map((fault) => [fault, LOAD_OUTCOMES[fault].part] as const))(
    '%s: %s',
    async (fault) => {
      const { view, card } = await openCard(fault);
      expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Your membership' }), 'the rest of the dashboard stays').toBeInTheDocument();
      expect(view.location()).toBe('/dashboard/home');
      expect(view.auth.signInAgain).not.toHaveBeenCalled();
      expectWordsOnScreen(view);
    },
  );

  // A session that is over is the whole page's business, not the card's (spec §2; partFailureOutcome).
  it('401: sign in again', async () => {
    const view = openFailing('/dashboard/home', operation, '401');
    await expectLoadOutcome(view, 'sign in again', '/dashboard/home');
  });
});

describe('signing in again happens at most once', () => {
  it('a 401 right after coming back from signing in again goes to the login-issue page, not round again', async () => {
    const list = contractOperation('GET /members/{membershipNumber}/training/trainee-standings');
    recordSignInAgain(`GET ${list.path}`, new Date());
    markBackFromSignIn(new Date());
    const view = openFailing('/training/trainees', operationName(list), '401');
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't sign you in" }, OUTCOME)).toBeInTheDocument();
    expect(view.location()).toBe(ERROR_PATHS.loginIssue);
    expect(view.auth.signInAgain).not.toHaveBeenCalled();
    expectWordsOnScreen(view);
  });
});
