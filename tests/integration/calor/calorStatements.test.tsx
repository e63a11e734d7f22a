// Calor Statements (/rewards/calor/statements): the member's Calor cashback, period by period, in the routed portal.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/config/paths';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { renderPortal } from '../support/renderPortal';
import { setupSimulator } from '../support/simulator';

const simulator = setupSimulator();

const CAPTION = 'Your Calor cashback by period';
const table = () => screen.findByRole('table', { name: CAPTION });
const rows = async () => within(await table()).getAllByRole('row').slice(1);
const periods = async () => (await rows()).map((row) => within(row).getByRole('rowheader').textContent);

/** Twenty-five more of the member's Calor periods, each one earlier than the last, with £1 of paid cashback. */
function addEarlierPeriods(account: string) {
  const membershipNumber = demoAccount(account).membershipNumber!;
  const transactions = simulator.store().wallet.transactions;
  const template = transactions.find((entry) => entry.membershipNumber === membershipNumber && entry.schemeType === 'calor')!;
  transactions.push(
    ...Array.from({ length: 25 }, (_, index) => {
      const year = 2000 + index;
      const period = { id: `5a1c0d2e-0000-4000-8000-${String(index).padStart(12, '0')}`, name: `January to June ${year}`, startDate: `${year}-01-01`, endDate: `${year}-06-30` };
      return { ...template, id: crypto.randomUUID(), period, amount: 1, state: 'Paid' as const, claimReference: `CLR-9${index}` };
    }),
  );
}

describe('Calor Statements', () => {
  it('shows each period’s claims, cashback, what has been paid and what is still to be paid', async () => {
    renderPortal(PATHS.calorStatements, { account: 'member-active' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calor Statements' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'My Claims' })).toHaveAttribute('href', PATHS.calorClaims);
    const headers = within(await table()).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Period', 'Claims', 'Cashback', 'Paid', 'To be paid', 'Last paid']);
    // Five claims: two rejected (no cashback), one paid (£27.62), one approved and one waiting (£164 between them).
    const [current] = await rows();
    expect(within(current!).getByRole('rowheader')).toHaveTextContent(/^Calor · \w+ to \w+ \d{4}$/);
    const cells = within(current!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['3', '£191.62', '£27.62', '£164', expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/)]);
  });

  it('pages the periods 25 at a time, newest first', async () => {
    addEarlierPeriods('member-active');
    const { userEvent, location } = renderPortal(PATHS.calorStatements, { account: 'member-active' });
    expect(await rows()).toHaveLength(25);
    expect((await periods())[1]).toBe('Calor · January to June 2024');
    const pages = screen.getByRole('navigation', { name: `Pages of ${CAPTION.charAt(0).toLowerCase()}${CAPTION.slice(1)}` });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Calor · January to June 2000' })).toBeInTheDocument();
    expect(await periods()).toEqual(['Calor · January to June 2000']);
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(location()).toBe(`${PATHS.calorStatements}?page=2`);
  });

  it('says there are no statements yet when the member has no Calor cashback', async () => {
    renderPortal(PATHS.calorStatements, { account: 'member-calor-none' });
    expect(await screen.findByText('No statements yet')).toBeInTheDocument();
    expect(screen.getByText('Your Calor cashback shows here, period by period, once you have made a claim.')).toBeInTheDocument();
  });
});
