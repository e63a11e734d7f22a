import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AccountDetailsPage } from '@/features/member/account/AccountDetailsPage';
import { INVOICE_POSTCODE_MESSAGE, MAIL_POSTCODE_MESSAGE } from '@/domain/validation/postcode';
import { COMPANY_DETAILS_SAVE_FAILED_MESSAGE, COMPANY_DETAILS_SAVED_MESSAGE } from '@/domain/validation/companyDetailsSchema';
import { DELIBERATE_FAULT_HEADER } from '../../contract/contract';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { UNDELIVERABLE_POSTCODE } from '../../mocks/api/backend-reference/accountDetailsUpdate';
import { findInlineError, findErrorSummary, summaryLinks } from '../support/formErrors';
import { changePasswordEndpoint } from '../support/identityProvider';
import { testConfig, renderWithProviders, type RenderOptions } from '../support/renderWithProviders';
import { setupSimulator } from '../support/simulator';
import { waitForSession } from './memberScreens';
import { serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { findHolding } from '../support/queries';

const simulator = setupSimulator();
const DETAILS_PATH = `${API_URL}/members/:membershipNumber/account-details`;

function renderDetails(options: RenderOptions = {}) {
  return renderWithProviders(<AccountDetailsPage />, { session: true, route: 'accountDetails', account: 'member-active', path: '/myaccount/details', ...options });
}

const group = (name: string) => screen.getByRole('group', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

/** Records each body sent to a call, then lets the simulator answer it. */
function recordBodies(method: 'put' | 'post', path: string) {
  const bodies: unknown[] = [];
  simulator.server.use(
    http[method](path, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

async function renderLoaded(options: RenderOptions = {}) {
  const result = renderDetails(options);
  await screen.findByRole('form', { name: 'Account details' });
  return result;
}

describe('account details: loading, failing, nobody in view', () => {
  it('shows a placeholder while the details load', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    simulator.server.use(http.get(DETAILS_PATH, async () => void (await held)));
    renderDetails();
    expect(await findHolding('status', 'Loading your account details…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('form', { name: 'Account details' })).toBeInTheDocument();
  });

  it('tells staff with no member in view to choose one, and loads nothing', async () => {
    renderDetails({ account: 'account-manager' });
    await waitForSession('ready');
    expect(await screen.findByRole('heading', { name: 'No member selected' })).toBeInTheDocument();
    expect(screen.getByText("This page shows a member's account details. Open it while acting for a member to see theirs.")).toBeInTheDocument();
    expect(simulator.requestsTo('GET', '/members/:n/account-details')).toHaveLength(0);
  });
});

describe('account details: the filled form', () => {
  it("shows the business's details, contact and both addresses, with Save disabled while nothing has changed", async () => {
    await renderLoaded();
    expect(screen.getByRole('textbox', { name: 'Trading name' })).toHaveValue('The Larder Café');
    expect(screen.getByRole('combobox', { name: 'Company type' })).toHaveDisplayValue('Limited Company');
    expect(screen.getByRole('textbox', { name: 'Registration or charity number' })).toHaveValue('12345678');
    expect(within(group('VAT registered')).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'VAT number' })).toHaveValue('287431241');
    expect(within(group('Main contact')).getByRole('textbox', { name: 'Email' })).toHaveValue('member-active@demo.larder.local');
    expect(within(group('Mail address')).getByRole('textbox', { name: 'Postcode' })).toHaveValue('HG1 1AA');
    expect(screen.getByRole('checkbox', { name: 'Same as mail address' })).not.toBeChecked();
    expect(within(group('Invoice address')).getByRole('textbox', { name: 'Postcode' })).toHaveValue('HG1 1UF');
    expect(saveButton()).toBeDisabled();
  });

  it('starts with the invoice address the same as the mail address when the API says so', async () => {
    await renderLoaded({ account: 'member-direct-debit' });
    expect(screen.getByRole('checkbox', { name: 'Same as mail address' })).toBeChecked();
    expect(within(group('Invoice address')).queryByRole('textbox', { name: 'Postcode' })).not.toBeInTheDocument();
  });

  it('asks for everything an empty record lacks, each with its own message', async () => {
    // No server sends empty required fields (the contract forbids them), but the form must not trust that.
    simulator.server.use(
      http.get(DETAILS_PATH, () =>
        HttpResponse.json(
          {
            tradingName: '',
            vatNumber: null,
            mainContact: { name: '', email: '', phone: '', mobile: null },
            mailAddress: { line1: '', line2: null, town: '', county: null, postcode: '' },
            invoiceAddress: null,
          },
          { headers: { [DELIBERATE_FAULT_HEADER]: 'empty required fields' } },
        ),
      ),
    );
    const { userEvent } = await renderLoaded();
    await userEvent.type(within(group('Mail address')).getByRole('textbox', { name: 'Address line 2 (optional)' }), 'Unit 4');
    await userEvent.click(saveButton());
    await findErrorSummary();
    expect(summaryLinks()).toEqual([
      'Enter your trading name',
      'Enter your 9-digit VAT number',
      "Please enter the main contact's name",
      'Please enter a valid email address',
      'Please enter a valid UK telephone number',
      'Enter the first line of the mail address',
      'Enter the town or city of the mail address',
      MAIL_POSTCODE_MESSAGE,
    ]);
  });
});

describe('account details: the §5 field rules in this form', () => {
  it.each([
    { field: 'Email', within: 'Main contact', typed: 'priya.example.com', message: 'Please enter a valid email address' },
    { field: 'Phone', within: 'Main contact', typed: '0800 123 4567', message: 'Please enter a valid UK telephone number' },
    { field: 'Mobile (optional)', within: 'Main contact', typed: '07700 90012', message: 'Please enter a valid UK telephone number' },
    { field: 'Postcode', within: 'Mail address', typed: 'HG1/1AA', message: MAIL_POSTCODE_MESSAGE },
    { field: 'Postcode', within: 'Invoice address', typed: 'HG1-1UF', message: INVOICE_POSTCODE_MESSAGE },
  ])('$within $field "$typed": "$message"', async ({ field, within: section, typed, message }) => {
    const { userEvent } = await renderLoaded();
    const input = within(group(section)).getByRole('textbox', { name: field });
    await userEvent.clear(input);
    await userEvent.type(input, typed);
    await userEvent.click(saveButton());
    expect(await findInlineError(message, group(section))).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(simulator.requestsTo('PUT', '/members/:n/account-details')).toHaveLength(0);
  });
});

describe('account details: saving', () => {
  it('sends only the contacts when only they changed, toasts, and is clean again', async () => {
    const bodies = recordBodies('put', DETAILS_PATH);
    const { userEvent, unmount } = await renderLoaded();
    const phone = within(group('Main contact')).getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '(01423) 500 600');
    expect(saveButton()).toBeEnabled();
    await userEvent.click(saveButton());

    expect(await screen.findByText(COMPANY_DETAILS_SAVED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ mainContact: { phone: '(01423) 500 600' }, vatNumber: '287431241' });
    expect(simulator.requestsTo('PUT', '/members/:n/details/company-type')).toHaveLength(0);
    // Opened again, the page shows the saved number.
    unmount();
    await renderLoaded();
    expect(within(group('Main contact')).getByRole('textbox', { name: 'Phone' })).toHaveValue('(01423) 500 600');
  });

  it('saves a change of VAT answer through call 5, the company-details prompt’s call, then drops the VAT number', async () => {
    const companyBodies = recordBodies('put', `${API_URL}/members/:membershipNumber/details/company-type`);
    const contactBodies = recordBodies('put', DETAILS_PATH);
    const { userEvent } = await renderLoaded();
    await userEvent.click(within(group('VAT registered')).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: 'VAT number' })).not.toBeInTheDocument();
    await userEvent.click(saveButton());

    expect(await screen.findByText(COMPANY_DETAILS_SAVED_MESSAGE)).toBeInTheDocument();
    expect(companyBodies).toEqual([
      { companyTypeId: expect.any(String), companyRegistrationOrCharityNumber: '12345678', vatRegistered: false },
    ]);
    expect(contactBodies).toEqual([expect.objectContaining({ vatNumber: null })]);
  });

  it('moves invoices to their own address, tidying the postcode', async () => {
    const bodies = recordBodies('put', DETAILS_PATH);
    const { userEvent } = await renderLoaded({ account: 'member-direct-debit' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Same as mail address' }));
    const invoice = group('Invoice address');
    await userEvent.type(within(invoice).getByRole('textbox', { name: 'Address line 1' }), 'Ledger & Co, 3 Bank Street');
    await userEvent.type(within(invoice).getByRole('textbox', { name: 'Town or city' }), 'Leeds');
    await userEvent.type(within(invoice).getByRole('textbox', { name: 'Postcode' }), ' ls1 5ab ');
    await userEvent.click(saveButton());
    expect(await screen.findByText(COMPANY_DETAILS_SAVED_MESSAGE)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      invoiceAddress: { line1: 'Ledger & Co, 3 Bank Street', line2: null, town: 'Leeds', county: null, postcode: 'LS1 5AB' },
    });
  });

  it('takes a mail postcode in any case without its space, saving it as HG5 8AA (Enter straight from the box)', async () => {
    const bodies = recordBodies('put', DETAILS_PATH);
    const { userEvent } = await renderLoaded();
    const postcode = within(group('Mail address')).getByRole('textbox', { name: 'Postcode' });
    await userEvent.clear(postcode);
    await userEvent.type(postcode, 'hg58aa{Enter}');
    expect(await screen.findByText(COMPANY_DETAILS_SAVED_MESSAGE)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ mailAddress: { postcode: 'HG5 8AA' } });
    expect(postcode).toHaveValue('HG5 8AA');
  });

  it('says beside the disabled Save and Cancel why they are disabled, until something changes', async () => {
    const { userEvent } = await renderLoaded();
    const cancel = screen.getByRole('button', { name: 'Cancel changes' });
    expect(saveButton()).toHaveAccessibleDescription('Change a detail to save it.');
    expect(cancel).toHaveAccessibleDescription('Change a detail to save it.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Trading name' }), ' Ltd');
    expect(saveButton()).toBeEnabled();
    expect(saveButton()).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Change a detail to save it.')).not.toBeInTheDocument();
  });

  it("shows the register's refusal of a company number (call 5, company-not-registered) in the page's alert and beside the number", async () => {
    const { userEvent } = await renderLoaded();
    const number = screen.getByRole('textbox', { name: 'Registration or charity number' });
    await userEvent.clear(number);
    await userEvent.type(number, '00000000');
    await userEvent.click(saveButton());
    expect(await screen.findByText(COMPANY_DETAILS_SAVE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText(/The company number is not on the Companies House register: check it/)).toBeInTheDocument();
    expect(number).toHaveAccessibleDescription(expect.stringContaining('The company number is not on the Companies House register.'));
  });

  it('a refused save keeps every typed value, says why, and toasts the §8 error; Save works again', async () => {
    const { userEvent, unmount } = await renderLoaded();
    const trading = screen.getByRole('textbox', { name: 'Trading name' });
    await userEvent.clear(trading);
    await userEvent.type(trading, 'The Larder Café & Deli');
    const invoicePostcode = within(group('Invoice address')).getByRole('textbox', { name: 'Postcode' });
    await userEvent.clear(invoicePostcode);
    await userEvent.type(invoicePostcode, UNDELIVERABLE_POSTCODE);
    await userEvent.click(saveButton());

    expect(await screen.findByText(COMPANY_DETAILS_SAVE_FAILED_MESSAGE)).toBeInTheDocument();
    const alert = await findHolding('alert', 'Your changes have not been saved.');
    expect(alert).toHaveTextContent('Your changes have not been saved.');
    expect(alert).toHaveTextContent('A postcode is not a deliverable address: check the one marked.');
    expect(trading).toHaveValue('The Larder Café & Deli');
    expect(invoicePostcode).toHaveValue(UNDELIVERABLE_POSTCODE);
    // The refused field (postcode-undeliverable, naming invoiceAddress.postcode) is marked beside it.
    expect(invoicePostcode).toHaveAccessibleDescription(expect.stringContaining('Enter the postcode of an address we can deliver to'));
    expect(saveButton()).toBeEnabled();

    await userEvent.clear(invoicePostcode);
    await userEvent.type(invoicePostcode, 'HG1 1UF');
    await userEvent.click(saveButton());
    expect(await screen.findByText(COMPANY_DETAILS_SAVED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Your changes have not been saved.')).not.toBeInTheDocument());
    unmount();
    await renderLoaded();
    expect(screen.getByRole('textbox', { name: 'Trading name' })).toHaveValue('The Larder Café & Deli');
  });

  it('a server failure keeps the values too', async () => {
    simulator.server.use(http.put(DETAILS_PATH, () => serverFailure()));
    const { userEvent } = await renderLoaded();
    const name = within(group('Main contact')).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Priya S. Shah');
    await userEvent.click(saveButton());
    expect(await screen.findByText(COMPANY_DETAILS_SAVE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText(/Something went wrong on our side/)).toBeInTheDocument();
    expect(name).toHaveValue('Priya S. Shah');
  });

  it('Cancel changes puts the saved values back', async () => {
    const { userEvent } = await renderLoaded();
    const trading = screen.getByRole('textbox', { name: 'Trading name' });
    await userEvent.type(trading, ' Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel changes' }));
    expect(trading).toHaveValue('The Larder Café');
    expect(saveButton()).toBeDisabled();
  });
});

describe('account details: unsaved changes are kept as a draft', () => {
  it('brings back what was typed when the page opens again, with a notice and a way to discard it', async () => {
    const first = await renderLoaded();
    await first.userEvent.type(screen.getByRole('textbox', { name: 'Trading name' }), ' & Deli');
    first.unmount();

    const { userEvent } = await renderLoaded();
    const notice = await findHolding('status', 'Draft restored');
    expect(notice).toHaveTextContent('We kept the changes you made last time; they have not been saved yet.');
    expect(screen.getByRole('textbox', { name: 'Trading name' })).toHaveValue('The Larder Café & Deli');
    expect(saveButton()).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByRole('textbox', { name: 'Trading name' })).toHaveValue('The Larder Café');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });
});

describe('account details: change password', () => {
  it('asks first, then sends Auth0 the client id, email and connection (no bearer token), and says an email is on its way', async () => {
    const { userEvent, config } = await renderLoaded();
    const requests = changePasswordEndpoint(simulator.server, config);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your password?' });
    expect(dialog).toHaveTextContent(`We'll email a link to ${demoAccount('member-active').email}.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email me a link' }));

    expect(await screen.findByText(/We've emailed you a link to change your password/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toEqual([
      {
        clientId: config.auth0.clientId,
        email: demoAccount('member-active').email,
        connection: config.auth0.changePasswordConnection,
        receivedAt: expect.any(String),
        authorization: null,
      },
    ]);
  });

  it('keeps the modal open with the error when the identity provider refuses', async () => {
    const { userEvent, config } = await renderLoaded();
    simulator.server.use(
      http.post(`${config.auth0.domain}/dbconnections/change_password`, () => HttpResponse.json({ error: 'too_many_requests' }, { status: 429 })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your password?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email me a link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We have sent several emails already.');
  });

  it('is not offered without a configured connection', async () => {
    renderDetails({ config: { auth0: { ...testConfig().auth0, changePasswordConnection: undefined } } });
    await screen.findByRole('form', { name: 'Account details' });
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('is not offered to staff acting for a member: it would change their own password', async () => {
    renderDetails({
      account: 'account-manager',
      override: { membershipNumber: 'LM100001', accountId: demoAccount('member-active').accountId! },
    });
    await screen.findByRole('form', { name: 'Account details' });
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
