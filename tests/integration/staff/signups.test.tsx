import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../support/renderPortal';
import { setupSimulator } from '../support/simulator';

const simulator = setupSimulator();

const queue = (name: RegExp) => screen.findByRole('table', { name });
/** The one row a BioPak queue (its tab) shows for a search, opened afresh as staff. */
async function onlyRowOf(status: 'Approved' | 'Rejected', search: string) {
  const view = renderPortal(`/biopak/signups?status=${status}&search=${search}`, { account: 'larder-admin' });
  const rows = within(await queue(new RegExp(`^${status} BioPak sign-ups$`))).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  view.unmount();
  return row!;
}

describe('sign-up queues', () => {
  it('opens on the pending queue, longest waiting first, and keeps the tab and search in the address across a reload', async () => {
    const first = renderPortal('/biopak/signups', { account: 'biopak-employee' });
    // The first screen of the file compiles and loads its lazy chunks cold: slow on a busy machine.
    const pending = await screen.findByRole('table', { name: /^Pending BioPak sign-ups$/ }, { timeout: 30_000 });
    expect(within(pending).getAllByRole('row').length).toBeGreaterThan(2);
    await first.userEvent.click(screen.getByRole('button', { name: /^Rejected/ }));
    await waitFor(() => expect(first.location()).toBe('/biopak/signups?status=Rejected'));
    await first.userEvent.type(screen.getByRole('searchbox', { name: 'Search sign-ups' }), 'BP741332{Enter}');
    await waitFor(() => expect(first.location()).toBe('/biopak/signups?status=Rejected&search=BP741332'));
    const address = first.location();
    first.unmount();

    renderPortal(address, { account: 'biopak-employee' });
    const rejected = await queue(/^Rejected BioPak sign-ups$/);
    expect(screen.getByRole('button', { name: /^Rejected/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('searchbox', { name: 'Search sign-ups' })).toHaveValue('BP741332');
    const rows = within(rejected).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('LM214036');
    expect(rows[0]).toHaveTextContent(/Reason: “.+”/);
  });

  it('rejects a sign-up with a reason the member then sees, asking for one first', async () => {
    const { userEvent: user, unmount } = renderPortal('/biopak/signups?search=LM214001', { account: 'larder-admin' });
    const table = await queue(/^Pending BioPak sign-ups$/);
    const row = within(table).getAllByRole('row')[1]!;
    const name = within(within(row).getByRole('rowheader')).getAllByText(/./)[0]!.textContent!;
    await user.click(within(row).getByRole('button', { name: `Reject ${name}` }));
    const dialog = screen.getByRole('dialog', { name: `Reject ${name}` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject sign-up' }));
    expect(await within(dialog).findAllByText('Give the reason: the member sees it on their sign-up page')).not.toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'The customer number is not on BioPak’s records. Check your latest invoice.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject sign-up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No pending sign-up matches “LM214001”')).toBeInTheDocument();
    unmount();
    expect(await onlyRowOf('Rejected', 'LM214001')).toHaveTextContent('Reason: “The customer number is not on BioPak’s records. Check your latest invoice.”');
  });

  it('bulk-approves the ticked sign-ups after confirming how many', async () => {
    const { userEvent: user, unmount } = renderPortal('/biopak/signups', { account: 'larder-admin' });
    const table = await queue(/^Pending BioPak sign-ups$/);
    const approveSelected = screen.getByRole('button', { name: 'Approve selected (0)' });
    expect(approveSelected).toBeDisabled();
    const rows = within(table).getAllByRole('row').slice(1, 4);
    const numbers = rows.map((row) => within(within(row).getByRole('rowheader')).getAllByText(/./).at(-1)!.textContent!);
    for (const row of rows) await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Approve selected (3)' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve 3 sign-ups' });
    expect(dialog).toHaveTextContent('You are approving 3 sign-ups.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve 3 sign-ups' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();
    for (const number of numbers) expect(await onlyRowOf('Approved', number!)).toHaveTextContent(number!);
  });

  it('tells a second reviewer who decided a sign-up first, instead of deciding it again', async () => {
    const { userEvent: user } = renderPortal('/calor/signups', { account: 'calor-signups' });
    const table = await queue(/^Pending Calor sign-ups$/);
    const row = within(table).getAllByRole('row')[1]!;
    const name = within(within(row).getByRole('rowheader')).getAllByText(/./)[0]!.textContent!;
    // Someone else approves it meanwhile, through the API.
    const account = [...simulator.store().calor.accounts.values()].flat().find((candidate) => candidate.accountStatus === 'Pending' && row.textContent!.includes(candidate.premises))!;
    account.accountStatus = 'Approved';
    simulator.store().programmeStaff.decisions.set(account.id, { decidedOn: new Date().toISOString(), decidedBy: 'Priya Shah' });
    await user.click(within(row).getByRole('button', { name: `Approve ${name}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await within(screen.getByRole('dialog')).findByText(/^This sign-up was already approved by Priya Shah on \d{2}\/\d{2}\/\d{4}\.$/)).toBeInTheDocument();
  });

  it('shows the consent column only where the programme asks for consent: BioPak does, Calor does not', async () => {
    const biopak = renderPortal('/biopak/signups', { account: 'larder-admin' });
    const biopakQueue = await queue(/^Pending BioPak sign-ups$/);
    expect(within(biopakQueue).getByRole('columnheader', { name: 'Consent to share data' })).toBeInTheDocument();
    biopak.unmount();

    renderPortal('/calor/signups', { account: 'larder-admin' });
    const calorQueue = await queue(/^Pending Calor sign-ups$/);
    expect(within(calorQueue).getByRole('columnheader', { name: 'Supplier account' })).toBeInTheDocument();
    expect(within(calorQueue).queryByRole('columnheader', { name: 'Consent to share data' })).not.toBeInTheDocument();
    expect(within(calorQueue).queryByText('Not asked (Calor)')).not.toBeInTheDocument();
  });

  it('is not open to another programme’s employee', async () => {
    const view = renderPortal('/calor/signups', { account: 'biopak-employee' });
    await waitFor(() => expect(view.location()).toBe('/errors/401'));
  });
});
