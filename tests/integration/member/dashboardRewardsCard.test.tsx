import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/domain/format/money';
import { DashboardPage } from '@/features/member/dashboard/DashboardPage';
import { roundToPence } from '@/domain/rounding';
import { memberSchemes } from '../../mocks/api/backend-reference/rewards';
import { deferred } from '../components/deferred';
import { setupSimulator } from '../support/simulator';
import { waitForSession } from './memberScreens';
import { serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { renderWithProviders } from '../support/renderWithProviders';

const simulator = setupSimulator();
const SCHEMES = '/offers/members/:membershipNumber/schemes';

const render = (account: string) => renderWithProviders(<DashboardPage />, { session: true, account, path: '/dashboard/home' });
const findCard = () => screen.findByRole('region', { name: 'Rewards' });

describe("the dashboard's rewards card", () => {
  it("sums this period's cashback and what waits for approval over the programmes the member can use, and suggests the next step", async () => {
    render('member-active');
    const card = await findCard();
    // Booker is work-in-progress, so it counts for nobody but developers.
    const schemes = memberSchemes(simulator.store(), 'LM100001', new Date()).filter((scheme) => scheme.schemeType !== 'booker');
    const thisPeriod = roundToPence(schemes.filter((scheme) => scheme.status === 'SignedUp').reduce((total, scheme) => total + scheme.cashbackThisPeriod, 0));
    const pending = roundToPence(schemes.reduce((total, scheme) => total + scheme.pendingCashback, 0));
    await waitFor(() => expect(card).toHaveTextContent(`Cashback this period, so far${formatMoney(thisPeriod)}`));
    expect(card).toHaveTextContent(`Waiting for approval${formatMoney(pending)}`);
    expect(within(card).getByRole('link', { name: 'Make a claim (Calor)' })).toHaveAttribute('href', '/rewards/calor/claim-form');
    expect(within(card).getByRole('link', { name: 'Go to rewards' })).toHaveAttribute('href', '/rewards/home');
  });

  it('puts a rejected application first', async () => {
    render('member-rewards-mixed');
    const card = await findCard();
    expect(await within(card).findByRole('link', { name: 'Correct and re-apply (Nisbets)' })).toHaveAttribute('href', '/rewards/nisbets/signup');
  });

  it('is not shown, and call 7 not made, without the rewards permission', async () => {
    render('member-no-rewards');
    await waitForSession('ready with details');
    expect(await screen.findByRole('region', { name: 'Your membership' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rewards' })).not.toBeInTheDocument();
    expect(simulator.requestsTo('GET', SCHEMES)).toHaveLength(0);
  });

  it('keeps a failure inside the card, with a retry', async () => {
    simulator.server.use(http.get(`${API_URL}${SCHEMES}`, () => serverFailure()));
    const { userEvent: user } = render('member-active');
    // The card's place says so (its own part of the dashboard), while the rest carries on.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your rewards could not be loaded just now');
    expect(await screen.findByRole('region', { name: 'Your membership' })).toBeInTheDocument();
    simulator.server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(await findCard()).findByText(/Cashback this period/)).toBeInTheDocument();
  });

  it('asks for its data in the second round: only once the permissions (first round) have answered', async () => {
    const permissions = deferred();
    simulator.server.use(
      http.get(`${API_URL}/members/:membershipNumber/permissions`, async () => {
        await permissions.promise;
        return HttpResponse.json(simulator.store().members.get('LM100001')!.permissions);
      }),
    );
    render('member-active');
    await waitFor(() => expect(simulator.requestsTo('GET', '/members/:membershipNumber/details')).toHaveLength(1));
    expect(simulator.requestsTo('GET', SCHEMES)).toHaveLength(0);
    permissions.resolve();
    await findCard();
    await waitFor(() => expect(simulator.requestsTo('GET', SCHEMES)).toHaveLength(1));
  });
});
