import { addDays } from 'date-fns';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { BANK_DETAILS_MESSAGES } from '@/domain/wallet/bankDetails';
import { walletTotals } from '../../mocks/api/backend-reference/ledger';
import { WALLET_STATE_LABELS, WALLET_TRANSACTION_STATES } from '@/domain/wallet/walletTransaction';
import { MEMBER_ONLY_REASONS } from '@/domain/memberOnlyChanges';
import { BANK_DETAILS_SAVE_FAILED } from '@/features/member/wallet/components/BankDetailsForm';
import { WalletPage } from '@/features/member/wallet/WalletPage';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { BANK_DETAILS_HOLD_DAYS, nextPayoutOn } from '../../mocks/api/backend-reference/wallet';
import { findErrorSummary, summaryLinks } from '../support/formErrors';
import { renderWithProviders } from '../support/renderWithProviders';
import { setupSimulator } from '../support/simulator';
import { serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';

const simulator = setupSimulator();
const ACTIVE = demoAccount('member-active').membershipNumber!;

const render = (account = 'member-active') => renderWithProviders(<WalletPage />, { account, path: '/wallet' });
const findTotals = () => screen.findByRole('region', { name: 'Your cashback' });
const bankSection = () => screen.getByRole('region', { name: 'Your bank account for payouts' });
const transactionsOf = (membershipNumber: string) => simulator.store().wallet.transactions.filter((transaction) => transaction.membershipNumber === membershipNumber);

describe('wallet', () => {
  it("totals the member's cashback in every state", async () => {
    render();
    const totals = await findTotals();
    const expected = walletTotals(transactionsOf(ACTIVE));
    for (const state of WALLET_TRANSACTION_STATES) expect(totals).toHaveTextContent(`${WALLET_STATE_LABELS[state]}${formatMoney(expected[state])}`);
  });

  it('totals each programme, each row leading to its breakdown', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Your cashback by programme and state' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Calor', 'BioPak', 'Nisbets']);
    const biopak = walletTotals(transactionsOf(ACTIVE).filter((transaction) => transaction.schemeType === 'biopak'));
    expect(rows[1]).toHaveTextContent(formatMoney(biopak.Paid));
    expect(within(rows[0]!).getByRole('link', { name: 'See breakdown' })).toHaveAttribute('href', '/wallet/schemes/calor');
  });

  it('lists the latest transactions a page of 25 at a time, and narrows them to a state, both kept in the address', async () => {
    const RICH = demoAccount('member-rewards-everything').membershipNumber!;
    // Enough transactions for a second page: copies of the member's own, a day older each.
    const store = simulator.store().wallet;
    const own = transactionsOf(RICH);
    for (let copy = 0; store.transactions.filter((transaction) => transaction.membershipNumber === RICH).length <= 30; copy += 1) {
      const original = own[copy % own.length]!;
      store.transactions.push({ ...original, id: `00000000-0000-4000-8000-${String(copy).padStart(12, '0')}`, createdOn: '2020-01-01' });
    }
    const all = transactionsOf(RICH);
    const { userEvent: user, router } = render('member-rewards-everything');
    const table = await screen.findByRole('table', { name: /latest wallet transactions/ });
    expect(within(table).getAllByRole('row')).toHaveLength(25 + 1);
    expect(screen.getByText(`Showing 1 to 25 of ${all.length}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText(`Showing 26 to ${all.length} of ${all.length}`)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: /latest wallet transactions/ })).getAllByRole('row')).toHaveLength(all.length - 25 + 1);
    expect(router.state.location.search).toBe('?page=2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Reversed');
    expect(router.state.location.search).toBe('?state=Reversed');
    const reversedCount = all.filter((transaction) => transaction.state === 'Reversed').length;
    expect(await screen.findByText(`Showing 1 to ${reversedCount} of ${reversedCount}`)).toBeInTheDocument();
    const reversed = screen.getByRole('table', { name: /latest wallet transactions/ });
    expect(within(reversed).getAllByRole('row')).toHaveLength(reversedCount + 1);
    expect(reversed).toHaveTextContent('Nisbets credited these orders back');
  });

  it('says what happens next in plain words; while only a draft file carries the approved cashback, its day is expected, not promised', async () => {
    render();
    const next = await screen.findByRole('region', { name: 'What happens next' });
    const totals = walletTotals(transactionsOf(ACTIVE));
    // The demo's draft file carries the member's approved cashback: nobody has approved it, so its day is no promise.
    const approvedIds = transactionsOf(ACTIVE).filter((transaction) => transaction.state === 'Approved').map((transaction) => transaction.id);
    const carrying = simulator.store().bacs.files.find((file) => file.lines.some((line) => line.transactionIds.some((id) => approvedIds.includes(id))))!;
    expect(carrying.state).toBe('Draft');
    expect(next).toHaveTextContent(`${formatMoney(totals.Pending)} is waiting for approval.`);
    expect(next).toHaveTextContent(
      `${formatMoney(totals.Approved)} will be paid in the next payout, expected around ${formatDate(carrying.processingDate)}, into Larder Cafe Ltd, sort code ••-••-76, account ••••0368`,
    );
  });

  it('gives the payout day as a promise once a second administrator has approved the file carrying the money', async () => {
    const approvedIds = transactionsOf(ACTIVE).filter((transaction) => transaction.state === 'Approved').map((transaction) => transaction.id);
    const carrying = simulator.store().bacs.files.find((file) => file.lines.some((line) => line.transactionIds.some((id) => approvedIds.includes(id))))!;
    carrying.state = 'Approved';
    render();
    const next = await screen.findByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent(`will be paid on ${formatDate(carrying.processingDate)}, into Larder Cafe Ltd`);
  });

  it('shows the bank account masked, never its numbers', async () => {
    render();
    await findTotals();
    expect(bankSection()).toHaveTextContent('Payouts go to Larder Cafe Ltd, sort code ••-••-76, account ••••0368');
    expect(document.body).not.toHaveTextContent('41920368');
    expect(document.body).not.toHaveTextContent('401276');
  });

  it('changes the bank details after the safety hold, and says from when', async () => {
    const { userEvent: user, unmount } = render();
    await findTotals();
    await user.click(within(bankSection()).getByRole('button', { name: 'Change bank details' }));
    await waitFor(() => expect(screen.getByLabelText('Name on the account')).toHaveFocus());
    expect(bankSection()).toHaveTextContent(`new bank details take effect after a ${BANK_DETAILS_HOLD_DAYS}-day safety hold`);

    await user.type(screen.getByLabelText('Name on the account'), 'Larder Cafe Ltd');
    await user.type(screen.getByLabelText('Sort code'), '20-00-00');
    await user.type(screen.getByLabelText('Account number'), '5566 7788');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));

    const effectiveFrom = formatDate(nextPayoutOn(addDays(new Date(), BANK_DETAILS_HOLD_DAYS)));
    expect(await within(bankSection()).findByText(/Change waiting for its safety hold/)).toBeInTheDocument();
    expect(bankSection()).toHaveTextContent(`From ${effectiveFrom}, payouts go to Larder Cafe Ltd, sort code ••-••-00, account ••••7788`);
    expect(bankSection()).toHaveTextContent('Any payout before then goes to your current account.');
    expect(bankSection()).toHaveTextContent('Payouts go to Larder Cafe Ltd, sort code ••-••-76');
    expect(await screen.findByText(`Bank details saved. Payouts from ${effectiveFrom} go to the new account.`)).toBeInTheDocument();

    // Kept by the API: opened again, the wallet shows the change waiting.
    unmount();
    render();
    await findTotals();
    expect(bankSection()).toHaveTextContent(`From ${effectiveFrom}, payouts go to Larder Cafe Ltd, sort code ••-••-00, account ••••7788`);
  });

  it('checks the sort code and account number for shape before sending', async () => {
    const { userEvent: user } = render();
    await findTotals();
    await user.click(within(bankSection()).getByRole('button', { name: 'Change bank details' }));
    await user.type(screen.getByLabelText('Sort code'), '20-00');
    await user.type(screen.getByLabelText('Account number'), '123');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    await findErrorSummary();
    expect(summaryLinks()).toEqual([BANK_DETAILS_MESSAGES.nameRequired, BANK_DETAILS_MESSAGES.sortCodeFormat, BANK_DETAILS_MESSAGES.accountNumberFormat]);
    expect(simulator.requestsTo('PUT', '/members/:membershipNumber/wallet/bank-account')).toHaveLength(0);
  });

  it('refuses a name a Bacs payment cannot carry, saying what to enter, and takes accents', async () => {
    const { userEvent: user } = render();
    await findTotals();
    await user.click(within(bankSection()).getByRole('button', { name: 'Change bank details' }));
    const name = screen.getByLabelText('Name on the account');
    await user.type(name, '李小龙 Ltd');
    await user.type(screen.getByLabelText('Sort code'), '20-00-00');
    await user.type(screen.getByLabelText('Account number'), '55667788');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    await findErrorSummary();
    expect(summaryLinks()).toEqual([BANK_DETAILS_MESSAGES.nameCharacters]);
    expect(name).toHaveAccessibleDescription(expect.stringContaining(BANK_DETAILS_MESSAGES.nameCharacters));
    expect(name).toHaveValue('李小龙 Ltd');
    expect(simulator.requestsTo('PUT', '/members/:membershipNumber/wallet/bank-account')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'José Müller');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    await waitFor(() => expect(simulator.requestsTo('PUT', '/members/:membershipNumber/wallet/bank-account')).toHaveLength(1));
  });

  it('keeps every typed value when the save fails', async () => {
    simulator.server.use(http.put(`${API_URL}/members/:membershipNumber/wallet/bank-account`, () => serverFailure()));
    const { userEvent: user } = render();
    await findTotals();
    await user.click(within(bankSection()).getByRole('button', { name: 'Change bank details' }));
    await user.type(screen.getByLabelText('Name on the account'), 'Larder Cafe Ltd');
    await user.type(screen.getByLabelText('Sort code'), '200000');
    await user.type(screen.getByLabelText('Account number'), '55667788');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BANK_DETAILS_SAVE_FAILED);
    expect(screen.getByLabelText('Name on the account')).toHaveValue('Larder Cafe Ltd');
    expect(screen.getByLabelText('Sort code')).toHaveValue('200000');
    expect(screen.getByLabelText('Account number')).toHaveValue('55667788');
  });

  it('a member with nothing yet: empty lists, and a prompt to add bank details', async () => {
    const { userEvent: user } = render('member-rewards-new');
    await findTotals();
    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /by programme/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent('Nothing is waiting right now.');
    expect(bankSection()).toHaveTextContent('We do not have your bank details yet.');
    await user.click(within(bankSection()).getByRole('button', { name: 'Add bank details' }));
    await user.type(screen.getByLabelText('Name on the account'), 'Spice Route Ltd');
    await user.type(screen.getByLabelText('Sort code'), '309430');
    await user.type(screen.getByLabelText('Account number'), '00733445');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(await within(bankSection()).findByText(/Change waiting for its safety hold/)).toBeInTheDocument();
    expect(bankSection()).toHaveTextContent('Payouts wait until then.');
  });

  // A failed load is the fault layer's (tests/integration/faults): every route, every fault.
  it('shows a spinner while loading, then the wallet', async () => {
    render();
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('Loading your wallet…');
    expect(await findTotals()).toBeInTheDocument();
    expect(loading).not.toBeInTheDocument();
  });

  it('offers an account manager acting for the member no change of the payout account: only the member may', async () => {
    renderWithProviders(<WalletPage />, { account: 'account-manager', path: '/wallet', override: { membershipNumber: ACTIVE, accountId: demoAccount('member-active').accountId! } });
    await findTotals();
    expect(bankSection()).toHaveTextContent(MEMBER_ONLY_REASONS.bankAccount);
    expect(within(bankSection()).queryByRole('button', { name: /bank details/ })).not.toBeInTheDocument();
  });
});
