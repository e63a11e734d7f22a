// The account pages inside the whole routed portal: account-status gating and the renewal-refused screen.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPortal } from '../support/renderPortal';
import { setupSimulator } from '../support/simulator';

setupSimulator();

const findRegion = (name: string | RegExp) => screen.findByRole('region', { name, hidden: true });

describe('account pages in the portal', () => {
  it('a suspended member (renewal check refused) still opens Payments & Invoices and sees what is overdue', async () => {
    const { location } = renderPortal('/myaccount/payments', { account: 'status-suspended' });
    const overdue = await findRegion('£250 is overdue');
    expect(overdue).toHaveTextContent('Your membership is suspended because of this.');
    expect(location()).toBe('/myaccount/payments');
    expect(screen.queryByRole('region', { name: 'Renew your membership', hidden: true })).not.toBeInTheDocument();
  });

  it('a member whose renewal check refuses gets the renewal-refused screen on the renew page, which leads to payments', async () => {
    const { userEvent, location } = renderPortal('/myaccount/renew', { account: 'status-expired-cannot-renew' });
    const refused = await findRegion('Renew your membership');
    expect(refused).toHaveTextContent('Reason: Outstanding balance');
    await userEvent.click(within(refused).getByRole('link', { name: 'Payments & Invoices', hidden: true }));
    expect(location()).toBe('/myaccount/payments');
    expect(await findRegion('£85 is overdue')).toBeInTheDocument();
  });

  it('the lapsed card member reaches the renew page with the quote', async () => {
    renderPortal('/myaccount/renew', { account: 'status-expired-card' });
    expect(await findRegion('Your renewal')).toHaveTextContent('£300 for the year');
  });

  it('the dashboard shows the membership card inside the layout', async () => {
    renderPortal('/dashboard/home', { account: 'member-plan-ending' });
    expect(await findRegion(/^Your payment plan ends on/)).toBeInTheDocument();
    expect(await findRegion('Your membership')).toBeInTheDocument();
  });
});
