import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { ProgrammeCashbackPage } from '@/features/rewards/programmes/ProgrammeCashbackPage';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { periodsOf } from '../../mocks/api/seed/rewards';
import { setupSimulator } from '../support/simulator';
import { serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { renderWithProviders } from '../support/renderWithProviders';

const simulator = setupSimulator();

const render = (schemeType: SupplierReportedSchemeType, account = 'member-active') =>
  renderWithProviders(<ProgrammeCashbackPage schemeType={schemeType} />, { session: true, account, path: `/rewards/${schemeType}/cashback-deal` });
const periodsTable = () => screen.findByRole('table', { name: /cashback by period/ });

describe('a supplier-reported programme’s cashback page', () => {
  it('shows the rate, the current period with what was reported so far, and when the next payout is', async () => {
    render('biopak');
    await periodsTable();
    const store = simulator.store();
    const current = periodsOf(store.rewards.periods, 'biopak')[0]!;
    const thisPeriod = screen.getByRole('region', { name: 'This period' });
    expect(thisPeriod).toHaveTextContent(`${current.name} (${formatDate(current.startDate)} to ${formatDate(current.endDate)})`);
    // The member's approved cashback is in the demo's draft file: its processing day is expected, not yet promised.
    const approvedIds = new Set(store.wallet.transactions.filter((entry) => entry.membershipNumber === 'LM100001' && entry.state === 'Approved').map((entry) => entry.id));
    const carrying = store.bacs.files.find((file) => file.lines.some((line) => line.transactionIds.some((id) => approvedIds.has(id))))!;
    expect(thisPeriod).toHaveTextContent(`Next payoutExpected around ${formatDate(carrying.processingDate)}`);
    expect(screen.getByRole('region', { name: 'How BioPak cashback works' })).toHaveTextContent('2.5% cashback on BioPak compostable packaging');
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('lists each period newest first with its purchases, cashback and the cashback’s state', async () => {
    render('biopak');
    const table = await periodsTable();
    const rows = within(table).getAllByRole('row').slice(1);
    const periods = periodsOf(simulator.store().rewards.periods, 'biopak');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(periods.map((period) => expect.stringContaining(period.name)));
    // member-active: the current period an estimate, the last one calculated and waiting for approval, earlier ones paid (seed/wallet.ts).
    expect(within(rows[0]!).getByText('Estimate so far')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Paid')).toBeInTheDocument();
    const transaction = simulator.store().wallet.transactions.find((candidate) => candidate.membershipNumber === 'LM100001' && candidate.period.id === periods[1]!.id)!;
    expect(rows[1]).toHaveTextContent(formatMoney(transaction.amount));
    expect(screen.getByRole('link', { name: 'See payouts in your wallet' })).toHaveAttribute('href', '/wallet/schemes/biopak');
  });

  it('shows a period’s purchases on demand, and retries them in place when they fail to load', async () => {
    const { userEvent: user } = render('nisbets');
    const table = await periodsTable();
    const lastPeriod = periodsOf(simulator.store().rewards.periods, 'nisbets')[1]!;
    const row = within(table).getByRole('row', { name: new RegExp(lastPeriod.name) });
    simulator.server.use(http.get(`${API_URL}/nisbets/members/:membershipNumber/purchases`, () => serverFailure()));
    const toggle = within(row).getByRole('button', { name: 'Show purchases' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('heading', { name: 'The purchases could not be loaded' })).toBeInTheDocument();
    simulator.server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const purchases = await screen.findByRole('table', { name: `What Nisbets reported for ${lastPeriod.name}` });
    const reported = simulator.store().rewards.purchases.filter((purchase) => purchase.membershipNumber === 'LM100001' && purchase.periodId === lastPeriod.id);
    expect(within(purchases).getAllByRole('row')).toHaveLength(reported.length + 1);
    expect(purchases).toHaveTextContent('The Larder Café (HG1 1AA)');
    await user.click(within(row).getByRole('button', { name: 'Hide purchases' }));
    expect(screen.queryByRole('table', { name: /What Nisbets reported/ })).not.toBeInTheDocument();
  });

  it('shows why cashback was reversed or returned', async () => {
    render('biopak', 'member-rewards-everything');
    const table = await periodsTable();
    expect(within(table).getByText('Returned by your bank')).toBeInTheDocument();
    expect(table).toHaveTextContent('Your bank returned the payment: the account has been closed.');
    expect(within(table).getByText('Being paid')).toBeInTheDocument();
    expect(within(table).getByText('Waiting for approval')).toBeInTheDocument();
  });

  it.each([
    ['member-rewards-new', 'biopak', 'You are not signed up to BioPak cashback yet', 'Sign up'],
    ['member-rewards-mixed', 'biopak', 'Your application is waiting for approval', 'See your application'],
    ['member-rewards-mixed', 'nisbets', 'Your application was not approved', 'Correct and re-apply'],
  ] as const)('%s on %s: says where they stand and leads to the sign-up page', async (account, schemeType, message, action) => {
    render(schemeType, account);
    await periodsTable();
    expect(screen.getByText(new RegExp(message))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', `/rewards/${schemeType}/signup`);
  });

  it('leaves out the wallet link for a member without the wallet', async () => {
    render('biopak', 'member-no-wallet');
    await periodsTable();
    expect(screen.queryByRole('link', { name: 'See payouts in your wallet' })).not.toBeInTheDocument();
  });

  it('shows the programme’s configured links', async () => {
    render('biopak', demoAccount('member-active').key);
    await periodsTable();
    // .env.e2e sets BioPak's deal and FAQ links.
    expect(screen.getByRole('link', { name: 'BioPak deal details' })).toHaveAttribute('href', expect.stringMatching(/\/external\/biopak-deal$/));
  });
});
