import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { RETAILER_SEARCH_DEBOUNCE_MS } from '@/features/rewards/calor/components/claimForm/RetailerSearch';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { errorSummary, findInlineError, getInlineError, summaryLinks } from '../support/formErrors';
import { setupSimulator } from '../support/simulator';
import { chooseRetailer, retailerSearch, CLAIM_FORM_PATH, dismissClaimInformationForGood } from './claimFormHarness';
import { gatewayFailure, refusal, serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { ClaimFormPage } from '@/features/rewards/calor/ClaimFormPage';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';

/** The claim form for the active member, its information already dismissed for good. */
async function renderClaimForm(options: RenderOptions = {}) {
  dismissClaimInformationForGood();
  const rendered = renderWithProviders(<ClaimFormPage />, { account: 'member-active', path: CLAIM_FORM_PATH, ...options });
  await screen.findByRole('button', { name: 'Submit claim' });
  return rendered;
}

const simulator = setupSimulator();
const MEMBER = demoAccount('member-active').membershipNumber!;
const SEARCH = `/calor/members/${MEMBER}/retailers/search`;
const SEARCH_URL = `${API_URL}/calor/members/:membershipNumber/retailers/search`;

/** The debounce's time passes (on the fake clock), so a search that was going to start has started. */
const afterDebounce = () => act(() => vi.advanceTimersByTimeAsync(RETAILER_SEARCH_DEBOUNCE_MS));

/** Types every key in one go (no timer between keys), so however slow the machine, no pause reaches the debounce. */
const typeInOneBurst = (user: UserEvent, text: string) => user.setup({ delay: null }).type(retailerSearch(), text);

const selectedRetailer = () => screen.queryByRole('group', { name: 'Selected retailer' });
const vatNumber = () => screen.getByLabelText('VAT number');

describe('the retailer search (spec §2/§5, call 9)', () => {
  // The debounce runs on a fake clock that also moves with real time (so Testing Library's waits work)
  // and that the tests move on by hand: "after the debounce" is then exact, never a guess.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks nothing at 2 characters and asks once at 3', async () => {
    const { userEvent: user } = await renderClaimForm();
    await typeInOneBurst(user, 'Da');
    await afterDebounce();
    expect(simulator.requestsTo('POST', SEARCH)).toHaveLength(0);
    expect(screen.getByText('Type at least 3 characters to search.')).toBeInTheDocument();

    await user.type(retailerSearch(), 'l');
    expect(await screen.findByRole('option', { name: /Dales Gas Supplies/ })).toBeInTheDocument();
    await afterDebounce();
    expect(screen.getByText('1 retailer found. Choose one from the list.')).toBeInTheDocument();
    expect(simulator.requestsTo('POST', SEARCH)).toHaveLength(1);
  });

  it('sends the typed text as retailerNameOrPostcodeQuery, once typing pauses', async () => {
    let bodies: unknown[] = [];
    simulator.server.use(
      http.post(SEARCH_URL, async ({ request }) => {
        bodies = [...bodies, await request.json()];
        return HttpResponse.json([]);
      }),
    );
    const { userEvent: user } = await renderClaimForm();
    await typeInOneBurst(user, 'YO21 3PU');
    await afterDebounce();
    expect(await screen.findByText(/No retailers match “YO21 3PU”/)).toBeInTheDocument();
    expect(bodies).toEqual([{ retailerNameOrPostcodeQuery: 'YO21 3PU' }]);
  });

  it('finds retailers by postcode', async () => {
    const { userEvent: user } = await renderClaimForm();
    await user.type(retailerSearch(), 'yo21');
    expect(await screen.findByRole('option', { name: /Harbour Bottled Gas, 21 Quay Street, Whitby, YO21 3PU/ })).toBeInTheDocument();
  });

  it('never shows an answer to an older query once a newer one is asked', async () => {
    // The first query's answer is held back until the newer one's is on screen, then let go.
    let releaseStaleAnswer!: () => void;
    const staleAnswerReleased = new Promise<void>((resolve) => (releaseStaleAnswer = resolve));
    let stale: { request: Request; requestId: string } | undefined;
    simulator.server.use(
      http.post(SEARCH_URL, async ({ request, requestId }) => {
        const { retailerNameOrPostcodeQuery: query } = (await request.json()) as { retailerNameOrPostcodeQuery: string };
        if (query === 'Pen') {
          stale = { request, requestId };
          await staleAnswerReleased;
        }
        const [id, name] = query === 'Pen' ? ['5e1d0000-0000-4000-8000-0000000000a1', 'Stale Answer Ltd'] : ['5e1d0000-0000-4000-8000-0000000000a2', 'Pennine Propane'];
        return HttpResponse.json([{ id, name, address: 'Somewhere', postCode: 'HX7 8AB' }]);
      }),
    );
    // The older request is over once the portal has dropped it (aborted) or its answer has reached it.
    const staleRequestOver = new Promise<void>((resolve) => {
      const onResponse = ({ requestId }: { requestId: string }) => requestId === stale?.requestId && resolve();
      simulator.server.events.on('response:mocked', onResponse);
      onTestFinished(() => simulator.server.events.removeListener('response:mocked', onResponse));
      void staleAnswerReleased.then(() => {
        if (stale!.request.signal.aborted) resolve();
        else stale!.request.signal.addEventListener('abort', () => resolve());
      });
    });

    const { userEvent: user } = await renderClaimForm();
    await typeInOneBurst(user, 'Pen');
    await afterDebounce();
    await waitFor(() => expect(stale).toBeDefined()); // the 'Pen' search has reached the simulator
    await typeInOneBurst(user, 'nine');
    expect(await screen.findByRole('option', { name: /Pennine Propane/ })).toBeInTheDocument();

    releaseStaleAnswer();
    await staleRequestOver;
    await afterDebounce(); // anything the late answer set off (its timers, its re-render) has run
    expect(screen.queryByRole('option', { name: /Stale Answer/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('only logs a failed search: the member sees no error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    simulator.server.use(http.post(SEARCH_URL, () => serverFailure('boom')));
    const { userEvent: user } = await renderClaimForm();
    await user.type(retailerSearch(), 'Dales');
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('Retailer search for "Dales" failed'), expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByText(/No retailers match/)).not.toBeInTheDocument();
  });

  it('lets a retailer be chosen with the arrow keys and Enter, without submitting the claim', async () => {
    const { userEvent: user } = await renderClaimForm();
    await user.type(retailerSearch(), 'Gas');
    await screen.findByRole('option', { name: /Dales Gas Supplies/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(retailerSearch()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(selectedRetailer()).toHaveTextContent('Harbour Bottled Gas');
    expect(screen.queryByText('Retailer selection required')).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('Enter in the retailer search never submits the claim', () => {
  it.each([
    { why: 'fewer than 3 characters typed', typed: 'Da' },
    { why: 'nothing found yet', typed: 'zzz' },
    { why: 'the list open with nothing highlighted', typed: 'Gas', waitForList: true },
  ])('$why', async ({ typed, waitForList }) => {
    const { userEvent: user } = await renderClaimForm();
    // The browser submits a form on Enter synchronously, so a submit listener sees it at once if it happens.
    const submitted = vi.fn();
    screen.getByRole('form', { name: 'Calor claim' }).addEventListener('submit', submitted);
    await user.type(retailerSearch(), typed);
    if (waitForList) await screen.findByRole('option', { name: /Dales Gas Supplies/ });
    await user.keyboard('{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(screen.queryByText('Retailer selection required')).not.toBeInTheDocument();
    expect(retailerSearch()).toHaveValue(typed);
  });
});

describe("the retailer's VAT number (spec §4)", () => {
  it('fills and locks the VAT field; a retailer without one clears and unlocks it', async () => {
    const { userEvent: user } = await renderClaimForm();
    await user.type(vatNumber(), '111111111');

    await chooseRetailer(user, 'Dales', /Dales Gas Supplies/);
    expect(vatNumber()).toHaveValue('318472061');
    expect(vatNumber()).toBeDisabled();
    expect(screen.getByText("Filled in from the retailer's details.")).toBeInTheDocument();

    await chooseRetailer(user, 'Pennine', /Pennine Propane/);
    expect(vatNumber()).toHaveValue('246813551');
    expect(vatNumber()).toBeDisabled();

    await chooseRetailer(user, 'Harbour', /Harbour Bottled Gas/);
    expect(vatNumber()).toHaveValue('');
    expect(vatNumber()).toBeEnabled();
    expect(selectedRetailer()).toHaveTextContent('Harbour Bottled Gas');
  });
});

describe('adding a retailer by hand (spec §2/§5/§8, call 10)', () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Add a new retailer' });

  async function openAddRetailer() {
    const rendered = await renderClaimForm();
    await rendered.userEvent.click(screen.getByRole('button', { name: 'Add a new retailer' }));
    await screen.findByRole('dialog', { name: 'Add a new retailer' });
    return rendered;
  }

  async function enterRetailer(user: Awaited<ReturnType<typeof renderClaimForm>>['userEvent'], name = 'Moorland Gas') {
    await user.type(within(dialog()).getByLabelText('Retailer name'), name);
    await user.type(within(dialog()).getByLabelText('Retailer address'), '1 Moor Road, Settle');
    await user.type(within(dialog()).getByLabelText('Retailer post code'), 'BD24 9AA');
    await user.click(within(dialog()).getByRole('button', { name: 'Add retailer' }));
  }

  it('needs a name, an address and a post code', async () => {
    const { userEvent: user } = await openAddRetailer();
    await user.click(within(dialog()).getByRole('button', { name: 'Add retailer' }));
    expect(await findInlineError('Retailer name is required', dialog())).toBeInTheDocument();
    expect(getInlineError('Retailer address is required', dialog())).toBeInTheDocument();
    expect(getInlineError('Retailer post code is required', dialog())).toBeInTheDocument();
    await waitFor(() => expect(errorSummary(dialog())).toHaveFocus());
    expect(summaryLinks(dialog())).toEqual(['Retailer name is required', 'Retailer address is required', 'Retailer post code is required']);
    expect(within(dialog()).getByLabelText('Retailer name')).toHaveAccessibleDescription('Retailer name is required');
    expect(simulator.requestsTo('POST', `/calor/members/${MEMBER}/retailers/create`)).toHaveLength(0);
    // The claim form behind was not submitted.
    expect(screen.queryByText('Retailer selection required')).not.toBeInTheDocument();
  });

  it('creates the retailer and makes it the selected one', async () => {
    const { userEvent: user } = await openAddRetailer();
    await enterRetailer(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectedRetailer()).toHaveTextContent('Moorland Gas');
    expect(selectedRetailer()).toHaveTextContent('1 Moor Road, Settle, BD24 9AA');
    expect(vatNumber()).toBeEnabled();
    expect(screen.queryByText('Retailer selection required')).not.toBeInTheDocument();
    // Saved: the retailer search finds it.
    await user.clear(retailerSearch());
    await user.type(retailerSearch(), 'Moorland');
    expect(await screen.findByRole('option', { name: /Moorland Gas/ })).toBeInTheDocument();
  });

  it('takes a post code in any case without its space, saved and shown as BD24 9AA', async () => {
    const { userEvent: user } = await openAddRetailer();
    await user.type(within(dialog()).getByLabelText('Retailer name'), 'Moorland Gas');
    await user.type(within(dialog()).getByLabelText('Retailer address'), '1 Moor Road, Settle');
    await user.type(within(dialog()).getByLabelText('Retailer post code'), 'bd249aa');
    await user.click(within(dialog()).getByRole('button', { name: 'Add retailer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectedRetailer()).toHaveTextContent('1 Moor Road, Settle, BD24 9AA');
    // Saved as shown: the retailer search finds it with that post code.
    await user.clear(retailerSearch());
    await user.type(retailerSearch(), 'Moorland');
    expect(await screen.findByRole('option', { name: /Moorland Gas.*BD24 9AA/ })).toBeInTheDocument();
  });

  it('refuses a post code that is not one, in words naming the retailer', async () => {
    const { userEvent: user } = await openAddRetailer();
    await user.type(within(dialog()).getByLabelText('Retailer post code'), 'BD24-9AA');
    await user.click(within(dialog()).getByRole('button', { name: 'Add retailer' }));
    expect(await findInlineError('Enter a real postcode for the retailer, like HG5 8AA', dialog())).toBeInTheDocument();
    expect(simulator.requestsTo('POST', `/calor/members/${MEMBER}/retailers/create`)).toHaveLength(0);
  });

  it('refuses a retailer that already exists (409 from the simulator)', async () => {
    const { userEvent: user } = await openAddRetailer();
    await user.type(within(dialog()).getByLabelText('Retailer name'), 'dales gas supplies');
    await user.type(within(dialog()).getByLabelText('Retailer address'), 'Elsewhere');
    await user.type(within(dialog()).getByLabelText('Retailer post code'), 'bd231aa');
    await user.click(within(dialog()).getByRole('button', { name: 'Add retailer' }));
    expect(await within(dialog()).findByText('The retailer details already exist.')).toBeInTheDocument();
  });

  // By the refusal's code (spec §8's statuses carry them); a status with no code of the portal's gets §8's "Other".
  it.each([
    { status: 404, code: 'not-found', message: 'There was an error while creating the retailer.' },
    { status: 500, code: 'internal-error', message: 'There was an error while creating the retailer.' },
    { status: 409, code: 'retailer-exists', message: 'The retailer details already exist.' },
    { status: 400, code: 'invalid-request', message: 'Unexpected error with status code 400.' },
    { status: 503, code: undefined, message: 'Unexpected error with status code 503.' },
  ])('$status $code: "$message" in the dialog, with what was typed kept', async ({ status, code, message }) => {
    simulator.server.use(http.post(`${API_URL}/calor/members/:membershipNumber/retailers/create`, () => (code ? refusal(status, code, 'no') : gatewayFailure(status))));
    const { userEvent: user } = await openAddRetailer();
    await enterRetailer(user);
    expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Retailer name')).toHaveValue('Moorland Gas');
    expect(selectedRetailer()).not.toBeInTheDocument();

    // Spec §8 "Modal actions": the alert clears when the modal closes.
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Add a new retailer' }));
    await screen.findByRole('dialog', { name: 'Add a new retailer' });
    expect(within(dialog()).queryByText(message)).not.toBeInTheDocument();
  });
});
