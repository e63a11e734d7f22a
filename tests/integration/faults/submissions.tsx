// The forms the fault layer submits: what a person types, how they send it, and which call that makes.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { PROGRAMMES } from '@/domain/rewards/programmes';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { fillValidClaim, stubObjectUrls } from '../calor/claimFormHarness';

export interface Submission {
  name: string;
  path: string;
  account: string;
  /** The call the submission makes, as its api/ file documents it. */
  operation: string;
  /** Before the page opens (a modal dismissed for good, object URLs for previews). */
  prepare?: () => void;
  fill: (user: UserEvent) => Promise<void>;
  submit: (user: UserEvent) => Promise<void>;
  /** Fields and what was typed into them, which must still be there after any failure. */
  typed: [label: string, value: string][];
}

const byButton = (name: string) => async (user: UserEvent) => user.click(screen.getByRole('button', { name }));

export const SUBMISSIONS: Submission[] = [
  {
    name: 'Calor claim',
    path: '/rewards/calor/claim-form',
    account: 'member-active',
    operation: 'POST /calor/members/{membershipNumber}/upload-claim',
    prepare: () => {
      localStorage.setItem(STORAGE_KEYS.calorClaimInfoDontShowAgain, 'true');
      stubObjectUrls();
    },
    fill: async (user) => {
      await screen.findByRole('button', { name: 'Submit claim' });
      await fillValidClaim(user);
    },
    submit: byButton('Submit claim'),
    typed: [['Receipt number', 'INV-1001']],
  },
  {
    name: 'BioPak sign-up',
    path: '/rewards/biopak/signup',
    account: 'member-rewards-new',
    operation: 'POST /{programme}/members/{membershipNumber}/signup',
    fill: async (user) => {
      await user.type(await screen.findByLabelText(PROGRAMMES.biopak.accountNumber.label), 'bp 771 204');
      await user.click(screen.getByRole('checkbox', { name: 'Spice Route Takeaway (M14 5TQ)' }));
      await user.click(screen.getByRole('checkbox', { name: /I agree that BioPak may share/ }));
    },
    submit: byButton('Sign up'),
    typed: [[PROGRAMMES.biopak.accountNumber.label, 'bp 771 204']],
  },
  {
    name: 'No plan to renew',
    path: '/myaccount/no-plan-to-renew',
    account: 'member-plan-ending',
    operation: 'POST /members/{membershipNumber}/renewals/no-plan-to-renew',
    fill: async (user) => {
      const form = await screen.findByRole('form', { name: 'No plan to renew' });
      await user.click(within(form).getByRole('radio', { name: 'My business is closing or has closed' }));
      await user.type(within(form).getByRole('textbox', { name: /optional/ }), 'Retiring at Easter.');
    },
    submit: byButton('Send my answer'),
    typed: [['Anything else you would like to tell us? (optional)', 'Retiring at Easter.']],
  },
  {
    name: 'Reject a BioPak sign-up (staff)',
    path: '/biopak/signups?search=LM214001',
    account: 'larder-admin',
    operation: 'POST /{programme}/signups/{signupId}/reject',
    fill: async (user) => {
      const table = await screen.findByRole('table', { name: /^Pending BioPak sign-ups$/ });
      const row = within(table).getAllByRole('row')[1]!;
      await user.click(within(row).getByRole('button', { name: /^Reject / }));
      await user.type(within(screen.getByRole('dialog')).getByLabelText('Reason'), 'The customer number is not on BioPak’s records.');
    },
    submit: async (user) => user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject sign-up' })),
    typed: [['Reason', 'The customer number is not on BioPak’s records.']],
  },
  {
    name: 'Create New Unit',
    path: '/unit-premises/new',
    account: 'member-compliance-new',
    operation: 'POST /members/{membershipNumber}/units',
    fill: async (user) => {
      await user.type(await screen.findByLabelText('Unit name'), 'Quay Kiosk');
      await user.type(screen.getByLabelText('Address line 1'), '1 Quay Street');
      await user.type(screen.getByLabelText('Town or city'), 'Whitby');
      await user.type(screen.getByLabelText('Postcode'), 'YO21 1DH');
      await user.selectOptions(screen.getByLabelText('Type of business'), 'Takeaway');
      await user.click(within(screen.getByRole('group', { name: /Types of food handled/ })).getByLabelText('Fish and shellfish'));
      await user.type(screen.getByLabelText('Number of employees'), '3');
      await user.click(within(screen.getByRole('group', { name: 'Does the unit have a food hygiene rating?' })).getByLabelText('Not rated yet'));
      await user.click(within(screen.getByRole('group', { name: /Is this a mobile unit/ })).getByLabelText('No'));
    },
    submit: byButton('Create unit'),
    typed: [
      ['Unit name', 'Quay Kiosk'],
      ['Postcode', 'YO21 1DH'],
    ],
  },
];
