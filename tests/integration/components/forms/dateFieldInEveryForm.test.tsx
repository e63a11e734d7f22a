// Issue 37: a date typed in any of the portal's forms stays as typed. The calendar used to stay open over
// the fields below a whole typed date, so a click on the next field picked a day instead (a gas record typed
// 01/12/2026 became 12/12/2026). Each form with a date field, against the simulator: type a date, click the
// next field, and the date typed is still there.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_DEFINITIONS } from '@/domain/documents/documentDefinitions';
import { formatDate } from '@/domain/format/date';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { renderPortal } from '../../support/renderPortal';
import { setupSimulator } from '../../support/simulator';
import { CAFE_ID, storedDocument } from '../../compliance/complianceHarness';
import { samplePeopleOf } from '../../../mocks/api/seed/documents';
import { sampleAnswers } from '../../../mocks/api/seed/sampleDocumentAnswers';

const simulator = setupSimulator();

/** A calendar open on screen: react-datepicker's popup, a dialog named "Choose Date". */
const calendar = () => screen.queryByRole('dialog', { name: 'Choose Date' });
const inDialog = (name: string | RegExp) => screen.getByRole('dialog', { name });

/** A fire safety risk assessment draft, opened at a step (0-based), its answers complete and every part confirmed. */
function fireAssessmentAt(step: number) {
  const draft = storedDocument(simulator.store(), 'member-active', 'fireSafetyRiskAssessment', CAFE_ID)!.draft!;
  draft.answers = sampleAnswers('fireSafetyRiskAssessment', 'Larder Kitchens Ltd', samplePeopleOf('member-active'), { premises: 'A café.' });
  draft.confirmedSections = DOCUMENT_DEFINITIONS.fireSafetyRiskAssessment.sections.map((section) => section.id);
  draft.step = step;
  return `/documents/company/fire-safety-risk-assessment?unit=${CAFE_ID}&view=edit`;
}

interface DateForm {
  form: string;
  account: string;
  path: () => string;
  /** Opens the form and returns its date field and the field a person clicks next. */
  open: (user: UserEvent) => Promise<{ date: HTMLElement; next: HTMLElement }>;
}

const FORMS: DateForm[] = [
  {
    form: 'a gas safety record',
    account: 'member-training',
    path: () => '/my-gas-engineer',
    async open(user) {
      await user.click((await screen.findAllByRole('button', { name: 'Record an inspection' }))[0]!);
      const modal = within(inDialog(/Record a gas safety inspection/));
      return { date: modal.getByLabelText('Date of the inspection'), next: modal.getByLabelText("Engineer's name") };
    },
  },
  {
    form: 'a new trainee',
    account: 'member-training',
    path: () => '/training/trainees',
    async open(user) {
      await user.click(await screen.findByRole('button', { name: 'Add a trainee' }));
      // The trainees page's modals come with their code, fetched when first opened.
      const modal = within(await screen.findByRole('dialog', { name: 'Add a trainee' }));
      return { date: modal.getByLabelText('Start date'), next: modal.getByLabelText('Unit') };
    },
  },
  {
    form: 'a certificate',
    account: 'member-training',
    path: () => '/training/certificates',
    async open(user) {
      await user.click(await screen.findByRole('button', { name: 'Upload a certificate' }));
      // Its code comes when the form is first opened.
      const modal = within(await screen.findByRole('dialog', { name: /certificate/i }));
      const expiry = modal.getByRole('group', { name: /Does the certificate show an expiry date/ });
      return { date: modal.getByLabelText('Completion date'), next: within(expiry).getByLabelText('No') };
    },
  },
  {
    form: 'a company document upload',
    account: 'member-active',
    path: () => '/documents/company',
    async open(user) {
      const table = await screen.findByRole('table');
      await user.click(within(within(table).getByRole('row', { name: /Health & Safety Policy/ })).getByRole('button', { name: 'Upload' }));
      const modal = within(inDialog('Upload Health & Safety Policy'));
      return { date: modal.getByLabelText('Review by'), next: modal.getByLabelText('File') };
    },
  },
  {
    form: 'a new unit',
    account: 'member-active',
    path: () => '/unit-premises/new',
    async open() {
      const date = await screen.findByLabelText('Date registered with the local council (optional)');
      return { date, next: screen.getByLabelText('Number of employees') };
    },
  },
  {
    form: "a unit's details",
    account: 'member-active',
    path: () => `/unit-premises/${CAFE_ID}/details`,
    async open() {
      const date = await screen.findByLabelText('Date registered with the local council (optional)');
      return { date, next: screen.getByLabelText('Number of employees') };
    },
  },
  {
    form: 'a Calor claim',
    account: 'member-active',
    path: () => {
      localStorage.setItem(STORAGE_KEYS.calorClaimInfoDontShowAgain, 'true');
      return '/rewards/calor/claim-form';
    },
    async open() {
      const date = await screen.findByLabelText('Purchase date');
      return { date, next: screen.getAllByRole('spinbutton', { name: /^Quantity, / })[0]! };
    },
  },
  {
    form: "a risk assessment's action plan",
    account: 'member-active',
    path: () => fireAssessmentAt(5),
    async open(user) {
      await screen.findByRole('heading', { level: 2, name: 'Step 6 of 8: Action plan' });
      await user.click(screen.getByRole('button', { name: 'Add an action' }));
      const dates = screen.getAllByLabelText(/^By when/);
      const done = screen.getAllByRole('group', { name: /^Done/ });
      return { date: dates[dates.length - 1]!, next: within(done[done.length - 1]!).getByLabelText('No') };
    },
  },
  {
    form: 'the signing of a document',
    account: 'member-active',
    path: () => fireAssessmentAt(7),
    async open() {
      await screen.findByRole('heading', { level: 2, name: 'Step 8 of 8: Complete and sign' });
      return { date: screen.getByLabelText('Date signed'), next: screen.getByLabelText('Your full name') };
    },
  },
  {
    form: "a programme's next period",
    account: 'larder-admin',
    path: () => '/calor/periods',
    async open(user) {
      await user.click(await screen.findByRole('button', { name: 'Create the next period' }));
      const modal = within(inDialog(/period/i));
      return { date: modal.getByLabelText('First day'), next: modal.getByLabelText('Last day') };
    },
  },
  {
    form: 'a BACS payout file',
    account: 'larder-admin',
    path: () => '/finance/bacs-files-management',
    async open(user) {
      await user.click(await screen.findByRole('button', { name: 'Create a payout file' }));
      const date = await screen.findByLabelText('Processing day');
      const modal = within(screen.getByRole('dialog', { name: /payout file/i }));
      return { date, next: modal.getAllByRole('checkbox')[0]! };
    },
  },
];

describe('a date typed in a form stays as typed', () => {
  it.each(FORMS)('in $form: the calendar closes once the date is whole, and clicking the next field keeps it', async ({ account, path, open }) => {
    const { userEvent: user } = renderPortal(path(), { account });
    const { date, next } = await open(user);
    const typed = formatDate(subDays(new Date(), 3));

    await user.click(date);
    expect(calendar()).not.toBeNull();
    await user.clear(date);
    await user.type(date, typed);
    // A whole date typed: the calendar has closed, and covers nothing below.
    await waitFor(() => expect(calendar()).toBeNull());
    expect(date).toHaveFocus();
    await user.click(next);
    expect(date).toHaveValue(typed);
  });
});
