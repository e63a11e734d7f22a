import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { COMPANY_DETAILS_SAVED_CLOSE_DELAY_MS } from '@/features/member/onboarding/companyDetailsTimings';
import { UNREGISTERED_COMPANY_NUMBER } from '../../mocks/api/backend-reference/companyDetailsUpdate';
import { COMPANY_TYPE_IDS } from '../../mocks/api/seed/companyTypes';
import { findErrorSummary, summaryLinks } from '../support/formErrors';
import { setupSimulator } from '../support/simulator';
import { COMPANY_DETAILS_TITLE, queryDialog, waitForSession } from './memberScreens';
import { serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { MemberPrompts } from '@/features/member/onboarding/MemberPrompts';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';

const renderPrompts = ({ onDashboard, ...options }: RenderOptions & { onDashboard: boolean }) =>
  renderWithProviders(<MemberPrompts onDashboard={onDashboard} />, { session: true, ...options });

const simulator = setupSimulator();

const NEW_MEMBER = 'LM100002';
const SAVE_URL = `${API_URL}/members/:membershipNumber/details/company-type`;
const SAVED = 'Your details have been successfully updated.';
const SAVE_FAILED = 'There was an error saving your company details.';
const GENERAL = 'Please ensure you have entered all required fields correctly.';
const TYPE_MESSAGE = 'Please enter the Company type';
const NUMBER_MESSAGE = 'Please enter the Company Registration Number or Charity Number in the correct format';
const VAT_MESSAGE = 'Please answer this question';

afterEach(() => {
  vi.useRealTimers();
});

/** Away from the dashboard, so the welcome never comes first. */
async function openPrompt(account = 'member-new') {
  const view = renderPrompts({ account, onDashboard: false, path: '/documents/company' });
  const dialog = await screen.findByRole('dialog', { name: COMPANY_DETAILS_TITLE });
  return { ...view, dialog, ...fieldsIn(dialog) };
}

function fieldsIn(dialog: HTMLElement) {
  const inDialog = within(dialog);
  return {
    companyType: () => inDialog.getByRole('combobox', { name: 'Company type' }),
    number: () => inDialog.queryByRole('textbox', { name: 'Registration or charity number' }),
    vatGroup: () => inDialog.getByRole('group', { name: 'VAT registered' }),
    yes: () => inDialog.getByRole('radio', { name: 'Yes' }),
    no: () => inDialog.getByRole('radio', { name: 'No' }),
    save: () => inDialog.getByRole('button', { name: /^(Save|Saving Changes\.\.\.)$/ }),
    close: () => inDialog.getByRole('button', { name: 'Close' }),
    generalMessage: () => inDialog.queryByText(GENERAL),
  };
}

/** Records call 5's bodies and lets the simulator answer as usual. */
function recordSaveBodies() {
  const bodies: unknown[] = [];
  simulator.server.use(
    http.put(SAVE_URL, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

describe('company details modal: opening', () => {
  it.each(['member-new', 'member-no-company-type', 'member-no-registration', 'member-no-vat-answer'])(
    'asks %s for their company details',
    async (account) => {
      await openPrompt(account);
    },
  );

  it('does not ask a member whose company details are complete', async () => {
    renderPrompts({ account: 'member-active', onDashboard: false });
    await waitForSession('ready with details');
    expect(queryDialog(COMPANY_DETAILS_TITLE)).not.toBeInTheDocument();
  });

  it('offers every company type except "Business not registered", after an empty choice', async () => {
    const { companyType } = await openPrompt();
    const options = within(companyType()).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choose…', 'Sole Trader', 'Limited Company', 'PLC', 'Charity', 'LLP', 'Partnerships']);
  });

  it('starts clean from the saved details, with Save disabled', async () => {
    const { companyType, number, yes, no, save } = await openPrompt('member-no-registration');
    expect(companyType()).toHaveDisplayValue('Limited Company');
    expect(number()).toHaveValue('');
    expect(yes()).toBeChecked();
    expect(no()).not.toBeChecked();
    expect(save()).toBeDisabled();
  });

  it('starts unchosen for "Business not registered" and an unanswered VAT question', async () => {
    const { companyType, number, yes, no, save, vatGroup } = await openPrompt('member-new');
    expect(companyType()).toHaveDisplayValue('Choose…');
    expect(number()).not.toBeInTheDocument();
    expect(vatGroup()).toBeInTheDocument();
    expect(yes()).not.toBeChecked();
    expect(no()).not.toBeChecked();
    expect(save()).toBeDisabled();
  });
});

describe('company details modal: form states', () => {
  it('becomes dirty with any edit, enabling Save', async () => {
    const { userEvent: user, no, save } = await openPrompt();
    await user.click(no());
    expect(save()).toBeEnabled();
  });

  it.each([
    ['Limited Company', true],
    ['PLC', true],
    ['Charity', true],
    ['Sole Trader', false],
    ['LLP', false],
    ['Partnerships', false],
  ])('shows the registration or charity number for %s: %s', async (type, shown) => {
    const { userEvent: user, companyType, number } = await openPrompt();
    await user.selectOptions(companyType(), type);
    if (shown) {
      expect(number()).toBeInTheDocument();
      expect(number()).toHaveAttribute('maxLength', '10');
    } else {
      expect(number()).not.toBeInTheDocument();
    }
  });

  it('refuses a missing company type with its message beside the field and the general message', async () => {
    const { userEvent: user, dialog, companyType, yes, save, generalMessage } = await openPrompt();
    await user.click(yes());
    await user.click(save());

    expect(companyType()).toHaveAttribute('aria-invalid', 'true');
    expect(companyType()).toHaveAccessibleDescription(TYPE_MESSAGE);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(GENERAL);
    expect(generalMessage()).toBeInTheDocument();
    expect(simulator.requestsTo('PUT', '/members/:n/details/company-type')).toHaveLength(0);
  });

  it('refuses a malformed number and an unanswered VAT question, each with its message', async () => {
    const { userEvent: user, companyType, number, yes, no, save, generalMessage } = await openPrompt();
    await user.selectOptions(companyType(), 'Limited Company');
    await user.type(number()!, 'XX12');
    await user.click(save());

    expect(number()).toHaveAttribute('aria-invalid', 'true');
    expect(number()).toHaveAccessibleDescription(expect.stringContaining(NUMBER_MESSAGE));
    for (const radio of [yes(), no()]) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAccessibleDescription(VAT_MESSAGE);
    }
    expect(companyType()).not.toHaveAttribute('aria-invalid');
    expect(generalMessage()).toBeInTheDocument();
    expect(simulator.requestsTo('PUT', '/members/:n/details/company-type')).toHaveLength(0);
  });

  it('sums the problems up at the top, under the general message, focused, each linked to its field', async () => {
    const { userEvent: user, dialog, companyType, number, yes, save } = await openPrompt();
    await user.selectOptions(companyType(), 'Limited Company');
    await user.click(save());

    const summary = await findErrorSummary(dialog);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent(GENERAL);
    expect(summaryLinks(dialog)).toEqual([NUMBER_MESSAGE, VAT_MESSAGE]);
    await user.click(within(summary).getByRole('link', { name: VAT_MESSAGE }));
    expect(yes()).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: NUMBER_MESSAGE }));
    expect(number()).toHaveFocus();
  });

  it('refuses a charity number of 5 digits, and clears the messages once the answers are put right', async () => {
    const { userEvent: user, companyType, number, no, save, generalMessage } = await openPrompt();
    await user.selectOptions(companyType(), 'Charity');
    await user.type(number()!, '12345');
    await user.click(no());
    await user.click(save());
    expect(number()).toHaveAccessibleDescription(expect.stringContaining(NUMBER_MESSAGE));
    expect(generalMessage()).toBeInTheDocument();

    await user.type(number()!, '6');
    expect(number()).not.toHaveAttribute('aria-invalid');
    expect(generalMessage()).not.toBeInTheDocument();
  });

  it('no longer asks for a number once the type changes to one that needs none', async () => {
    const { userEvent: user, companyType, number, yes, save, generalMessage } = await openPrompt();
    await user.selectOptions(companyType(), 'PLC');
    await user.click(yes());
    await user.click(save());
    expect(generalMessage()).toBeInTheDocument();

    await user.selectOptions(companyType(), 'Sole Trader');
    expect(number()).not.toBeInTheDocument();
    expect(generalMessage()).not.toBeInTheDocument();
  });

  it("shows 'Saving Changes...' while working, with both buttons disabled", async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    simulator.server.use(
      // Held until the test has seen the working state, then the simulator answers.
      http.put(SAVE_URL, async () => {
        await held;
      }),
    );
    const { userEvent: user, companyType, no, save, close } = await openPrompt();
    await user.selectOptions(companyType(), 'Sole Trader');
    await user.click(no());
    await user.click(save());

    await waitFor(() => expect(save()).toHaveAccessibleName('Saving Changes...'));
    expect(save()).toBeDisabled();
    expect(close()).toBeDisabled();

    answer();
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
  });
});

interface Answers {
  type: string;
  number?: string;
  vat: 'Yes' | 'No';
}

describe('company details modal: saving (call 5)', () => {
  it.each<[string, Answers, object]>([
    [
      'a charity with its number',
      { type: 'Charity', number: '1234567', vat: 'No' },
      { companyTypeId: COMPANY_TYPE_IDS.Charity, companyRegistrationOrCharityNumber: '1234567', vatRegistered: false },
    ],
    [
      'a limited company, its number trimmed',
      { type: 'Limited Company', number: ' SC123456 ', vat: 'Yes' },
      {
        companyTypeId: COMPANY_TYPE_IDS['Limited Company'],
        companyRegistrationOrCharityNumber: 'SC123456',
        vatRegistered: true,
      },
    ],
    [
      'a sole trader, with no number',
      { type: 'Sole Trader', vat: 'Yes' },
      { companyTypeId: COMPANY_TYPE_IDS['Sole Trader'], companyRegistrationOrCharityNumber: '', vatRegistered: true },
    ],
  ])('sends exactly the answers for %s', async (_case, answers, expectedBody) => {
    const bodies = recordSaveBodies();
    const { userEvent: user, companyType, number, dialog, save } = await openPrompt();
    await user.selectOptions(companyType(), answers.type);
    if (answers.number) await user.type(number()!, answers.number);
    await user.click(within(dialog).getByRole('radio', { name: answers.vat }));
    await user.click(save());

    await screen.findByText(SAVED);
    expect(bodies).toEqual([expectedBody]);
    expect(simulator.requestsTo('PUT', `/members/${NEW_MEMBER}/details/company-type`)).toHaveLength(1);
  });

  it('on success: toasts, refreshes the details, is clean again, and closes about 1.5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { dialog, companyType, number, no, save, unmount } = await openPrompt();
    await user.selectOptions(companyType(), 'Charity');
    await user.type(number()!, '1234567');
    await user.click(no());
    await user.click(save());

    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    await waitFor(() => expect(simulator.requestsTo('GET', `/members/${NEW_MEMBER}/details`)).toHaveLength(2));
    expect(save()).toHaveAccessibleName('Save');
    expect(save()).toBeDisabled(); // clean again: what was saved is the new starting point
    expect(companyType()).toHaveDisplayValue('Charity');

    // Still open just before the pause is over, although the refreshed details no longer need it.
    await act(() => vi.advanceTimersByTimeAsync(COMPANY_DETAILS_SAVED_CLOSE_DELAY_MS - 300));
    expect(dialog).toBeInTheDocument();
    expect(queryDialog(COMPANY_DETAILS_TITLE)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(300 + 1000)); // the pause, then the fade-out
    await waitFor(() => expect(queryDialog(COMPANY_DETAILS_TITLE)).not.toBeInTheDocument());

    // The next visit finds the saved details complete: no prompt.
    unmount();
    vi.useRealTimers();
    renderPrompts({ account: 'member-new', onDashboard: false });
    await waitForSession('ready with details');
    expect(queryDialog(COMPANY_DETAILS_TITLE)).not.toBeInTheDocument();
  });

  it('on a 400 (a number not on the register): error toast, and the form keeps exactly what was typed', async () => {
    const { userEvent: user, companyType, number, yes, no, save } = await openPrompt();
    await user.selectOptions(companyType(), 'Limited Company');
    await user.type(number()!, UNREGISTERED_COMPANY_NUMBER);
    await user.click(yes());
    await user.click(save());

    expect(await screen.findByText(SAVE_FAILED)).toBeInTheDocument();
    // Still dirty once the save has finished failing: the member can correct it and try again.
    await waitFor(() => expect(save()).toBeEnabled());
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
    expect(queryDialog(COMPANY_DETAILS_TITLE)).toBeInTheDocument();
    expect(companyType()).toHaveDisplayValue('Limited Company');
    expect(number()).toHaveValue(UNREGISTERED_COMPANY_NUMBER);
    expect(yes()).toBeChecked();
    expect(no()).not.toBeChecked();
    expect(simulator.requestsTo('GET', `/members/${NEW_MEMBER}/details`)).toHaveLength(1);
  });

  it('on any other failure: the same error toast, and the modal stays open', async () => {
    simulator.server.use(http.put(SAVE_URL, () => serverFailure('Server error')));
    const { userEvent: user, companyType, no, save } = await openPrompt();
    await user.selectOptions(companyType(), 'LLP');
    await user.click(no());
    await user.click(save());

    expect(await screen.findByText(SAVE_FAILED)).toBeInTheDocument();
    expect(queryDialog(COMPANY_DETAILS_TITLE)).toBeInTheDocument();
    expect(companyType()).toHaveDisplayValue('LLP');
  });
});

describe("company details modal: saying why (the API's reason, the disabled Save)", () => {
  const SAVE_DISABLED_REASON = 'Change an answer to save.';

  it('says beside the disabled Save why it is disabled, and stops once there is something to save', async () => {
    const { userEvent: user, dialog, no, save } = await openPrompt();
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription(SAVE_DISABLED_REASON);
    expect(within(dialog).getByText(SAVE_DISABLED_REASON)).toBeVisible();

    await user.click(no());
    expect(save()).toBeEnabled();
    expect(save()).not.toHaveAccessibleDescription();
    expect(within(dialog).queryByText(SAVE_DISABLED_REASON)).not.toBeInTheDocument();
  });

  it("shows the API's refusal inside the dialog beside the §8 toast, until dismissed", async () => {
    const { userEvent: user, dialog, companyType, number, yes, close } = await openPrompt();
    await user.selectOptions(companyType(), 'Limited Company');
    await user.type(number()!, UNREGISTERED_COMPANY_NUMBER);
    await user.click(yes());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SAVE_FAILED)).toBeInTheDocument();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your details were not saved: The company number is not on the Companies House register. Check it, or contact us if it is right.');

    await user.click(within(alert).getByRole('button', { name: 'Dismiss error' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(close()).toBeEnabled();
  });

  it('says in the dialog that nothing was saved when the failure is on our side', async () => {
    simulator.server.use(http.put(SAVE_URL, () => serverFailure('Server error')));
    const { userEvent: user, dialog, companyType, no, save } = await openPrompt();
    await user.selectOptions(companyType(), 'LLP');
    await user.click(no());
    await user.click(save());

    expect(await screen.findByText(SAVE_FAILED)).toBeInTheDocument();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your details were not saved because of a problem on our side. Please try again.');
  });
});

describe('company details modal: Close', () => {
  it('puts the prompt off for the rest of this visit; the next visit asks again', async () => {
    const { userEvent: user, close, router, unmount } = await openPrompt();
    await user.click(close());
    await waitFor(() => expect(queryDialog(COMPANY_DETAILS_TITLE)).not.toBeInTheDocument());

    await act(() => router.navigate('/training/courses'));
    await waitForSession('ready with details');
    expect(queryDialog(COMPANY_DETAILS_TITLE)).not.toBeInTheDocument();
    expect(simulator.requestsTo('PUT', '/members/:n/details/company-type')).toHaveLength(0);

    unmount();
    renderPrompts({ account: 'member-new', onDashboard: false });
    expect(await screen.findByRole('dialog', { name: COMPANY_DETAILS_TITLE })).toBeInTheDocument();
  });
});
