import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CalorCashbackDealPage } from '@/features/rewards/calor/CalorCashbackDealPage';
import { claimPeriodContaining } from '@/domain/calor/claimPeriod';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { setupSimulator } from '../support/simulator';
import { renderWithProviders } from '../support/renderWithProviders';
import { definitionOf } from '../support/queries';

const simulator = setupSimulator();

const renderDeal = (account: string) => renderWithProviders(<CalorCashbackDealPage />, { account, path: '/rewards/calor/cashback-deal' });
const definition = (term: string) => definitionOf(document.body, term);

describe('the Calor cashback deal', () => {
  it('shows the deal, the open period, its claim deadline and the cashback so far', async () => {
    renderDeal('member-active');
    expect(await screen.findByRole('heading', { name: 'The deal' })).toBeInTheDocument();
    expect(screen.getByText(/10% cashback/)).toBeInTheDocument();

    const period = claimPeriodContaining(new Date());
    expect(definition('Period')).toHaveTextContent(`${formatDate(period.start)} to ${formatDate(period.end)}`);
    expect(definition('Claim deadline')).toHaveTextContent(formatDate(period.end));

    const inPeriod = (purchaseDate: string) => claimPeriodContaining(new Date(`${purchaseDate}T12:00`)).start.getTime() === period.start.getTime();
    const claims = simulator.store().calor.claims.get('LM100001')!.filter((claim) => inPeriod(claim.purchaseDate));
    const earned = claims.filter((claim) => claim.status === 'Approved' || claim.status === 'Paid').reduce((sum, claim) => sum + claim.cashback, 0);
    expect(definition('Your cashback to date')).toHaveTextContent(formatMoney(earned));
    expect(await screen.findByRole('link', { name: 'Make a claim' })).toHaveAttribute('href', '/rewards/calor/claim-form');
  });

  it('points a member who is not signed up to the sign-up', async () => {
    renderDeal('member-calor-none');
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/rewards/calor/signup');
    expect(definition('Your cashback to date')).toHaveTextContent('£0');
  });
});
