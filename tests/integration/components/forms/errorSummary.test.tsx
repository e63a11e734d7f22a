import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../support/renderWithProviders';
import { errorSummary, findErrorSummary, getInlineError, queryErrorSummary, summaryLinks } from '../../support/formErrors';
import { applicationDefaults, MembershipApplicationForm, MESSAGES, type ApplicationValues } from './MembershipApplicationForm';

function renderApplication(options: { defaultValues?: ApplicationValues; mode?: 'onSubmit' | 'onTouched' } = {}) {
  const send = vi.fn(async (_values: ApplicationValues) => {});
  const rendered = renderWithProviders(<MembershipApplicationForm send={send} {...options} />);
  return { ...rendered, send, user: rendered.userEvent };
}

const apply = () => screen.getByRole('button', { name: 'Apply' });

/** Apply, refused: waits for the summary to show and take focus. */
async function applyRefused(user: UserEvent) {
  await user.click(apply());
  await findErrorSummary();
  await waitFor(() => expect(errorSummary()).toHaveFocus());
}
const summaryLink = (message: string) => within(errorSummary()).getByRole('link', { name: message });

/** Every required field left empty, in the order the form shows them. */
const EMPTY_FORM_MESSAGES = [
  MESSAGES.businessName,
  MESSAGES.businessType,
  MESSAGES.vatRegistered,
  MESSAGES.contactBy,
  MESSAGES.postcode,
  MESSAGES.openedOn,
  MESSAGES.weeklyTurnover,
  MESSAGES.sites,
  MESSAGES.confirmations,
  MESSAGES.certificate,
  MESSAGES.agreesToTerms,
];

describe('the error summary (GOV.UK pattern)', () => {
  it('is not there before a submit, even when a field has already been judged on leaving it', async () => {
    const { user } = renderApplication({ mode: 'onTouched' });
    await user.click(screen.getByLabelText('Business name'));
    await user.tab();
    expect(getInlineError(MESSAGES.businessName)).toBeInTheDocument();
    expect(queryErrorSummary()).not.toBeInTheDocument();
  });

  it("after a refused submit: 'There is a problem', focused, one link per invalid field in form order, in the inline words", async () => {
    const { user, send } = renderApplication();
    await applyRefused(user);

    expect(within(errorSummary()).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(errorSummary()).toHaveTextContent('Check the answers below.');
    expect(summaryLinks()).toEqual(EMPTY_FORM_MESSAGES);
    for (const message of EMPTY_FORM_MESSAGES) expect(getInlineError(message)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("links each field by its control's id", async () => {
    const { user } = renderApplication();
    await applyRefused(user);
    expect(summaryLink(MESSAGES.businessName)).toHaveAttribute('href', `#${screen.getByLabelText('Business name').id}`);
    expect(summaryLink(MESSAGES.businessType)).toHaveAttribute('href', `#${screen.getByLabelText('Type of business').id}`);
    expect(summaryLink(MESSAGES.vatRegistered)).toHaveAttribute('href', `#${screen.getByRole('radio', { name: 'Yes' }).id}`);
    expect(summaryLink(MESSAGES.openedOn)).toHaveAttribute('href', `#${screen.getByLabelText('Date opened').id}`);
    expect(summaryLink(MESSAGES.sites)).toHaveAttribute('href', `#${screen.getByRole('button', { name: 'Add a site' }).id}`);
  });

  it.each<{ message: string; field: () => HTMLElement }>([
    { message: MESSAGES.businessName, field: () => screen.getByRole('textbox', { name: 'Business name' }) },
    { message: MESSAGES.businessType, field: () => screen.getByRole('combobox', { name: 'Type of business' }) },
    { message: MESSAGES.vatRegistered, field: () => screen.getByRole('radio', { name: 'Yes' }) },
    { message: MESSAGES.contactBy, field: () => screen.getByRole('radio', { name: 'Email' }) },
    { message: MESSAGES.postcode, field: () => screen.getByRole('textbox', { name: 'Postcode' }) },
    { message: MESSAGES.openedOn, field: () => screen.getByLabelText('Date opened') },
    { message: MESSAGES.weeklyTurnover, field: () => screen.getByRole('spinbutton', { name: 'Weekly turnover' }) },
    { message: MESSAGES.sites, field: () => screen.getByRole('button', { name: 'Add a site' }) },
    { message: MESSAGES.confirmations, field: () => screen.getByRole('checkbox', { name: 'I own or run this business' }) },
    { message: MESSAGES.certificate, field: () => screen.getByLabelText('Hygiene certificate') },
    { message: MESSAGES.agreesToTerms, field: () => screen.getByRole('checkbox', { name: 'I agree to the membership terms' }) },
  ])('the link "$message" moves focus to its field', async ({ message, field }) => {
    const { user } = renderApplication();
    await applyRefused(user);
    await user.click(summaryLink(message));
    expect(field()).toHaveFocus();
  });

  it('names nested fields of repeating rows, and focuses them', async () => {
    const { user } = renderApplication();
    await user.click(screen.getByRole('button', { name: 'Add a site' }));
    await user.click(screen.getByRole('button', { name: 'Add a site' }));
    await user.type(screen.getByLabelText('Site 1 name'), 'High Street');
    await user.type(screen.getByLabelText('Site 1 covers'), '40');
    await applyRefused(user);

    const links = summaryLinks();
    expect(links).not.toContain(MESSAGES.sites);
    // Site 2's messages come where the sites are, between the turnover and the declarations.
    expect(links.slice(links.indexOf(MESSAGES.weeklyTurnover), links.indexOf(MESSAGES.confirmations) + 1)).toEqual([
      MESSAGES.weeklyTurnover,
      MESSAGES.siteName,
      MESSAGES.siteCovers,
      MESSAGES.confirmations,
    ]);
    expect(screen.getByLabelText('Site 2 covers')).toHaveAccessibleDescription(MESSAGES.siteCovers);
    await user.click(summaryLink(MESSAGES.siteCovers));
    expect(screen.getByLabelText('Site 2 covers')).toHaveFocus();
  });

  it('keeps to form order when a field goes wrong after the submit', async () => {
    const { user } = renderApplication();
    await user.type(screen.getByLabelText('Postcode'), 'SW1A 1AA');
    await applyRefused(user);
    expect(summaryLinks()).not.toContain(MESSAGES.postcode);

    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), 'nowhere');
    await waitFor(() => expect(summaryLinks()).toContain(MESSAGES.postcode));
    const links = summaryLinks();
    expect(links.indexOf(MESSAGES.postcode)).toBe(links.indexOf(MESSAGES.contactBy) + 1);
  });

  it('goes once everything is put right, and takes focus again at each refused submit', async () => {
    const { user } = renderApplication({
      defaultValues: { ...applicationDefaults(), businessType: 'cafe', vatRegistered: 'no', contactBy: 'email', postcode: 'SW1A 1AA', openedOn: new Date(2020, 0, 1), weeklyTurnover: 900, sites: [{ name: 'High Street', covers: 40 }], confirmations: { ownsBusiness: true, hasHygieneRating: true }, certificate: new File(['%PDF'], 'certificate.pdf', { type: 'application/pdf' }), agreesToTerms: true },
    });
    await applyRefused(user);
    expect(summaryLinks()).toEqual([MESSAGES.businessName]);

    await user.click(screen.getByLabelText('Business name'));
    expect(screen.getByLabelText('Business name')).toHaveFocus();
    await applyRefused(user);

    await user.type(screen.getByLabelText('Business name'), 'The Corner Café');
    await waitFor(() => expect(queryErrorSummary()).not.toBeInTheDocument());
  });

  it('sends the values once they are valid, with no summary', async () => {
    const { user, send } = renderApplication();
    await user.type(screen.getByLabelText('Business name'), '  The Corner Café ');
    await user.selectOptions(screen.getByLabelText('Type of business'), 'Café');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Postcode'), 'hg4 1aa');
    await user.type(screen.getByLabelText('Date opened'), '27/03/2019');
    await user.type(screen.getByLabelText('Weekly turnover'), '1250.50');
    await user.clear(screen.getByLabelText('Number of staff'));
    await user.type(screen.getByLabelText('Number of staff'), '4');
    await user.type(screen.getByLabelText('About your premises'), 'A café by the bridge');
    await user.click(screen.getByRole('button', { name: 'Add a site' }));
    await user.type(screen.getByLabelText('Site 1 name'), 'Bridge Street');
    await user.type(screen.getByLabelText('Site 1 covers'), '30');
    await user.click(screen.getByRole('checkbox', { name: 'I own or run this business' }));
    await user.click(screen.getByRole('checkbox', { name: 'The business has a food hygiene rating' }));
    await user.upload(screen.getByLabelText('Hygiene certificate'), new File(['%PDF'], 'certificate.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the membership terms' }));
    await user.click(apply());

    expect(await screen.findByRole('status')).toHaveTextContent('Application sent');
    expect(queryErrorSummary()).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    const sent = send.mock.calls[0]![0];
    expect(sent).toMatchObject({
      businessName: 'The Corner Café',
      businessType: 'cafe',
      vatRegistered: 'yes',
      contactBy: 'phone',
      postcode: 'HG4 1AA',
      weeklyTurnover: 1250.5,
      staff: 4,
      premisesNotes: 'A café by the bridge',
      sites: [{ name: 'Bridge Street', covers: 30 }],
      confirmations: { ownsBusiness: true, hasHygieneRating: true },
      agreesToTerms: true,
    });
    expect(sent.openedOn).toEqual(new Date(2019, 2, 27));
    expect(sent.certificate?.name).toBe('certificate.pdf');
  });

  it('shows the working state of the mutation the form starts', async () => {
    let finish!: () => void;
    const send = () => new Promise<void>((resolve) => (finish = resolve));
    const { userEvent: user } = renderWithProviders(
      <MembershipApplicationForm
        send={send}
        defaultValues={{ ...applicationDefaults(), businessName: 'Café', businessType: 'cafe', vatRegistered: 'no', contactBy: 'email', postcode: 'SW1A 1AA', openedOn: new Date(2020, 0, 1), weeklyTurnover: 900, sites: [{ name: 'High Street', covers: 40 }], confirmations: { ownsBusiness: true, hasHygieneRating: true }, certificate: new File(['%PDF'], 'c.pdf', { type: 'application/pdf' }), agreesToTerms: true }}
      />,
    );
    await user.click(apply());
    const working = await screen.findByRole('button', { name: 'Applying…' });
    expect(working).toBeDisabled();
    // eslint-disable-next-line testing-library/no-node-access -- the spinner is decoration (aria-hidden); the busy state is announced by the status text
    expect(working.querySelector('.spinner-border')).not.toBeNull();
    finish();
    await waitFor(() => expect(apply()).toBeEnabled());
  });
});
