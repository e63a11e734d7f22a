// One cashback ledger (tests/mocks/api/backend-reference/ledger.ts): the Calor period pages, the BACS file views and the
// member's wallet show the same figures for the demo data, each a sum of the same wallet entries.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { WalletPage } from '@/features/member/wallet/WalletPage';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { renderPortal } from '../support/renderPortal';
import { renderWithProviders } from '../support/renderWithProviders';
import { setupSimulator } from '../support/simulator';

const simulator = setupSimulator();
const GARETH = demoAccount('member-calor-usual').membershipNumber!;
const NADIA = demoAccount('member-calor-same-receipt').membershipNumber!;

const lastHalfYear = () => simulator.store().rewards.periods.filter((period) => period.schemeType === 'calor').sort((a, b) => b.startDate.localeCompare(a.startDate))[1]!;
const thisHalfYear = () => simulator.store().rewards.periods.find((period) => period.schemeType === 'calor' && period.state === 'Open')!;

/** The files whose credits carry a member's entries of a period, with what those entries add up to in each. */
function filesPaying(membershipNumber: string, periodId: string) {
  const { wallet, bacs } = simulator.store();
  const entries = wallet.transactions.filter((entry) => entry.membershipNumber === membershipNumber && entry.period.id === periodId);
  return bacs.files.flatMap((file) =>
    file.lines
      .filter((line) => !line.returned && line.membershipNumber === membershipNumber)
      .map((line) => ({ file, line, carried: entries.filter((entry) => line.transactionIds.includes(entry.id)) }))
      .filter(({ carried }) => carried.length > 0),
  );
}

const pence = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;

async function periodMemberRow(periodId: string, memberName: string) {
  renderPortal(`/calor/periods/${periodId}`, { account: 'larder-admin' });
  // The first screen of the file loads its lazy chunks cold: slow on a busy machine.
  const table = await screen.findByRole('table', { name: /^Members of/ }, { timeout: 30_000 });
  return within(table).getByRole('row', { name: new RegExp(memberName) });
}

describe('a Calor half-year that is paid', () => {
  it('says Paid, and not "approved for payout", once all its approved cashback is in submitted files', async () => {
    const period = lastHalfYear();
    expect(period.state).toBe('Paid');
    renderPortal(`/calor/periods/${period.id}`, { account: 'larder-admin' });
    expect(await screen.findByText('Every approved entry of its cashback is in a submitted BACS file.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByText('Approved for payout: the cashback goes out in the next BACS file.')).not.toBeInTheDocument();
  });

  it('lists a member’s cashback as the sum of what the submitted files paid them for it', async () => {
    const period = lastHalfYear();
    const paying = filesPaying(GARETH, period.id);
    // Two files: one paid an earlier claim, the submitted one pays the latest.
    expect(paying.length).toBe(2);
    expect(paying.every(({ file }) => file.state === 'Submitted' || file.state === 'ReturnsRecorded')).toBe(true);
    const paid = pence(paying.flatMap(({ carried }) => carried.map((entry) => entry.amount)));

    const row = await periodMemberRow(period.id, 'Gareth Lloyd');
    expect(row).toHaveTextContent(formatMoney(paid));
  });
});

describe('an open Calor half-year', () => {
  it('shows an approved claim’s cashback as approved on the period page, and the draft file carries it', async () => {
    const period = thisHalfYear();
    const [draft] = filesPaying(NADIA, period.id);
    expect(draft?.file.state).toBe('Draft');
    const approved = pence(draft!.carried.map((entry) => entry.amount));

    const row = await periodMemberRow(period.id, 'Nadia Hussain');
    expect(row).toHaveTextContent(formatMoney(approved));
    expect(row).toHaveTextContent('Approved');
    expect(row).not.toHaveTextContent('Waiting for approval');
  });

  it('the draft file’s credit to the member is that cashback', async () => {
    const period = thisHalfYear();
    const [draft] = filesPaying(NADIA, period.id);
    renderPortal(`/finance/bacs-files-management?file=${draft!.file.id}`, { account: 'larder-admin' });
    const credits = await screen.findByRole('table', { name: 'Credits in the file' }, { timeout: 30_000 });
    const row = within(credits).getByRole('row', { name: new RegExp(NADIA) });
    expect(row).toHaveTextContent(formatMoney(draft!.line.amount));
    expect(draft!.line.amount).toBe(pence(draft!.carried.map((entry) => entry.amount)));
  });

  it('the member’s wallet expects it on the draft file’s processing day, promising nothing before approval', async () => {
    const [draft] = filesPaying(NADIA, thisHalfYear().id);
    renderWithProviders(<WalletPage />, { account: 'member-calor-same-receipt', path: '/wallet' });
    const next = await screen.findByRole('region', { name: 'What happens next' }, { timeout: 30_000 });
    expect(next).toHaveTextContent(`${formatMoney(draft!.line.amount)} will be paid in the next payout, expected around ${formatDate(draft!.file.processingDate)}`);
  });
});
