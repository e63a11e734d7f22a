import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { UpgradePage } from '@/features/member/upgrade/UpgradePage';
import { goToHostedPaymentPage } from '@/api/goToHostedPaymentPage';
import { formatDate } from '@/domain/format/date';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { setupSimulator } from '../support/simulator';
import { refusal } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';
import { findHolding } from '../support/queries';
import { watchCardPayments } from './cardPaymentCalls';

vi.mock('@/api/goToHostedPaymentPage', () => ({ goToHostedPaymentPage: vi.fn() }));

const simulator = setupSimulator();
const accountOf = (key: string) => simulator.store().account.accounts.get(demoAccount(key).membershipNumber!)!;

beforeEach(() => {
  vi.mocked(goToHostedPaymentPage).mockClear();
});

function renderUpgrade(account: string, options: RenderOptions = {}) {
  return renderWithProviders(<UpgradePage />, { session: true, account, path: '/myaccount/upgrade', ...options });
}

const tier = (name: string) => screen.findByRole('region', { name });

describe('upgrade: the four tiers', () => {
  it('shows the tiers side by side with price, what each includes, and the member’s own marked', async () => {
    renderUpgrade('member-tier-standard');
    const standard = await tier('Standard');
    expect(within(standard).getByText('Your tier')).toBeInTheDocument();
    expect(standard).toHaveTextContent('£180 a year, including VAT');
    expect(within(standard).queryByRole('button')).not.toBeInTheDocument();
    const pro = await tier('Pro');
    expect(pro).toHaveTextContent('£720 a year, including VAT');
    expect(within(pro).getAllByRole('listitem').map((item) => item.textContent)).toContain('A named account manager');
    expect(within(pro).getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Upgrade to/ })).toHaveLength(3);
  });

  it('shows the API’s pro-rata price to upgrade now', async () => {
    renderUpgrade('member-tier-standard');
    const premium = await tier('Premium');
    await waitFor(() => expect(premium).toHaveTextContent(/£\d[\d,.]* to upgrade now, for the rest of this membership year/));
  });

  it('offers nothing above Pro, says lower tiers are included, and how to ask for a downgrade', async () => {
    const { config } = renderUpgrade('member-tier-pro');
    expect(within(await tier('Pro')).getByText('Your tier')).toBeInTheDocument();
    expect(await tier('Premium')).toHaveTextContent('Included in your tier.');
    expect(screen.queryByRole('button', { name: /^Upgrade to/ })).not.toBeInTheDocument();
    const downgrade = screen.getByRole('region', { name: 'Moving to a lower tier' });
    expect(downgrade).toHaveTextContent("A move down can't be made online. Please contact us");
    expect(within(downgrade).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', config.links.contactUs);
  });

  it('says why upgrading online is not possible once the membership has ended, and offers to renew', async () => {
    renderUpgrade('status-expired-card');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your membership has ended. Please renew it before upgrading.');
    expect(within(notice).getByRole('link', { name: 'Renew Membership' })).toHaveAttribute('href', '/myaccount/renew');
    expect(screen.queryByRole('button', { name: /^Upgrade to/ })).not.toBeInTheDocument();
  });

  // A failed load is the fault layer's (tests/integration/faults): every route, every fault.
  it('shows a placeholder while the tiers load', async () => {
    renderUpgrade('member-tier-standard');
    const placeholder = await findHolding('status', 'Loading the membership tiers…');
    expect(await tier('Standard')).toBeInTheDocument();
    expect(placeholder).not.toBeInTheDocument();
  });
});

describe('upgrade: confirming and paying', () => {
  it('confirms in a modal, then opens a card payment for the upgrade and goes to the hosted page', async () => {
    const payments = watchCardPayments(simulator.server);
    const { userEvent, config } = renderUpgrade('member-tier-standard');
    await userEvent.click(within(await tier('Premium Plus')).getByRole('button', { name: 'Upgrade to Premium Plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium Plus?' });
    expect(dialog).toHaveTextContent(`until ${formatDate(accountOf('member-tier-standard').membershipEndDate)}`);
    expect(dialog).toHaveTextContent('From your next renewal, Premium Plus costs £480 a year.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(goToHostedPaymentPage).toHaveBeenCalledTimes(1));
    expect(await payments.requests()).toEqual([{ purpose: 'upgrade', tier: 3, returnUrl: `${window.location.origin}/myaccount/upgrade` }]);
    const [session] = await payments.sessions();
    expect(goToHostedPaymentPage).toHaveBeenCalledWith(config, session!.sessionId);
  });

  it('adds the upgrade to a Direct Debit member’s next collection instead', async () => {
    const { userEvent } = renderUpgrade('member-direct-debit');
    await userEvent.click(within(await tier('Pro')).getByRole('button', { name: 'Upgrade to Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Pro?' });
    expect(dialog).toHaveTextContent('We will add it to your next Direct Debit collection');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade and add to my Direct Debit' }));

    const done = await findHolding('status', 'You are now on Pro');
    expect(within(done).getByText(/has been added to your Direct Debit and will be collected on \d\d\/\d\d\/\d{4}/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(goToHostedPaymentPage).not.toHaveBeenCalled();
    expect(within(await tier('Pro')).getByText('Your tier')).toBeInTheDocument();
  });

  it('shows a refusal in the modal, with the working state gone', async () => {
    simulator.server.use(http.post(`${API_URL}/members/:n/card-payments`, () => refusal(409, 'already-on-tier', 'You are already on the Premium tier.')));
    const { userEvent } = renderUpgrade('member-tier-standard');
    await userEvent.click(within(await tier('Premium')).getByRole('button', { name: 'Upgrade to Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You are already on the Premium tier.');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('with card payments switched off: no card upgrade, and the reason', async () => {
    renderUpgrade('member-tier-standard', { config: { paymentsDisabled: true } });
    await tier('Premium');
    expect(screen.queryByRole('button', { name: /^Upgrade to/ })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Online card payments are switched off at the moment');
  });
});
