import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { WalletSchemePage } from '@/features/member/wallet/WalletSchemePage';
import { renderPortal } from '../support/renderPortal';
import { renderWithProviders } from '../support/renderWithProviders';
import { setupSimulator } from '../support/simulator';

const simulator = setupSimulator();

const render = (schemeType: string, account = 'member-active') =>
  renderWithProviders(null, {
    account,
    path: `/wallet/schemes/${schemeType}`,
    routes: [{ path: '/wallet/schemes/:schemeType', element: <WalletSchemePage /> }],
  });

describe('wallet scheme breakdown', () => {
  // Nisbets: the demo member's last half-year is approved (in the draft file), older ones paid.
  it("shows a programme's periods, each with its totals and the payout that settled it", async () => {
    render('nisbets');
    expect(await screen.findByRole('heading', { name: 'Nisbets cashback' })).toBeInTheDocument();
    const transactions = simulator.store().wallet.transactions.filter((transaction) => transaction.membershipNumber === 'LM100001' && transaction.schemeType === 'nisbets');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      [...transactions].sort((a, b) => b.period.startDate.localeCompare(a.period.startDate)).map((transaction) => `Nisbets · ${transaction.period.name}`),
    );
    const paid = transactions.find((transaction) => transaction.state === 'Paid')!;
    const payout = simulator.store().wallet.payouts.find((candidate) => candidate.id === paid.payoutId)!;
    const paidPeriod = screen.getByRole('region', { name: `Nisbets · ${paid.period.name}` });
    expect(paidPeriod).toHaveTextContent(`Paid${formatMoney(paid.amount)}`);
    expect(paidPeriod).toHaveTextContent('1 transaction');
    expect(paidPeriod).toHaveTextContent(`${payout.reference}: ${formatMoney(payout.amount)} paid into Larder Cafe Ltd, sort code ••-••-76`);
    expect(paidPeriod).toHaveTextContent(`processed ${formatDate(payout.processingDate)}.`);
    const approved = transactions.find((transaction) => transaction.state === 'Approved')!;
    expect(screen.getByRole('region', { name: `Nisbets · ${approved.period.name}` })).toHaveTextContent('Not paid yet.');
  });

  it("lists the programme's transactions a page at a time, narrowed to one period in the address", async () => {
    // A long Calor history: copies of the member's Calor cashback, a day older each.
    const store = simulator.store().wallet;
    const calor = store.transactions.filter((transaction) => transaction.membershipNumber === 'LM100001' && transaction.schemeType === 'calor');
    for (let copy = 0; copy < 30; copy += 1)
      store.transactions.push({ ...calor[copy % calor.length]!, id: `00000000-0000-4000-8000-${String(copy).padStart(12, '0')}`, createdOn: '2020-01-01' });
    const all = store.transactions.filter((transaction) => transaction.membershipNumber === 'LM100001' && transaction.schemeType === 'calor');
    const { userEvent: user, router } = render('calor');
    const list = await screen.findByRole('table', { name: 'Your Calor transactions, newest first' });
    expect(within(list).getAllByRole('row')).toHaveLength(25 + 1);
    expect(screen.getByText(`Showing 1 to 25 of ${all.length}`)).toBeInTheDocument();

    const period = all[0]!.period;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), `Calor · ${period.name}`);
    expect(router.state.location.search).toBe(`?period=${period.id}`);
    const inPeriod = all.filter((transaction) => transaction.period.id === period.id).length;
    expect(await screen.findByText(`Showing 1 to ${Math.min(25, inPeriod)} of ${inPeriod}`)).toBeInTheDocument();
  });

  it('shows a returned payout with the bank’s reason', async () => {
    render('biopak', 'member-rewards-everything');
    await screen.findByRole('heading', { name: 'BioPak cashback' });
    expect(screen.getAllByText('Your bank returned the payment: the account has been closed. Please check your bank details.').length).toBeGreaterThan(0);
    expect(document.body).toHaveTextContent(/sent to Everything Catering Ltd, .*, processed \d{2}\/\d{2}\/\d{4}, and returned by the bank\./);
  });

  it('says so when the programme has nothing in the wallet yet', async () => {
    render('booker');
    expect(await screen.findByRole('heading', { name: 'No Booker cashback in your wallet yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your wallet' })).toHaveAttribute('href', '/wallet');
  });

  it('shows the not-found page for a schemeType that names no programme', async () => {
    const { location } = renderPortal('/wallet/schemes/gas-bottles', { account: 'member-active' });
    expect(await screen.findByRole('heading', { name: /Page not found/ })).toBeInTheDocument();
    expect(location()).toBe('/error/404');
    expect(simulator.requestsTo('GET', '/members/:membershipNumber/wallet')).toHaveLength(0);
  });

  it('opens for a known programme through the routed portal', async () => {
    const { location } = renderPortal('/wallet/schemes/calor', { account: 'member-active' });
    expect(await screen.findByRole('heading', { name: 'Calor cashback' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/wallet/schemes/calor'));
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet Scheme Breakdown' })).toBeInTheDocument();
  });
});
