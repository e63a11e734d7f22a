import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/domain/format/money';
import { RewardsHomePage } from '@/features/rewards/home/RewardsHomePage';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { NISBETS_REJECTION } from '../../mocks/api/seed/rewards';
import { renderWithProviders } from '../support/renderWithProviders';
import { setupSimulator } from '../support/simulator';

const simulator = setupSimulator();
const NAMES = {
  calor: 'Calor gas cashback',
  biopak: 'BioPak packaging cashback',
  nisbets: 'Nisbets catering equipment cashback',
  booker: 'Booker wholesale cashback',
};

const render = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<RewardsHomePage />, { account: 'member-active', path: '/rewards/home', ...options });
const card = (name: string) => screen.getByRole('region', { name });
const findCard = (name: string) => screen.findByRole('region', { name });

describe('rewards home', () => {
  it('shows one card per programme a member can use; Booker (work-in-progress) is left out', async () => {
    render();
    await findCard(NAMES.calor);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      NAMES.calor,
      NAMES.biopak,
      NAMES.nisbets,
      ' Booker vouchers',
    ]);
    expect(screen.queryByRole('region', { name: NAMES.booker })).not.toBeInTheDocument();
  });

  it('shows a developer acting for a member the work-in-progress programme, marked', async () => {
    render({ account: 'developer', override: { membershipNumber: demoAccount('member-rewards-everything').membershipNumber!, accountId: demoAccount('member-rewards-everything').accountId! } });
    const booker = await findCard(NAMES.booker);
    expect(booker).toHaveTextContent('Work in progress: only developers see this programme.');
    expect(booker).toHaveTextContent('1.5% cashback on your Booker wholesale shopping');
    expect(within(booker).getByRole('link', { name: 'See your cashback' })).toHaveAttribute('href', '/rewards/booker/cashback-deal');
  });

  it("a signed-up member: the deal, this period's cashback, waiting, to date, and the next step", async () => {
    const store = simulator.store();
    render();
    const calor = await findCard(NAMES.calor);
    expect(calor).toHaveTextContent('10% cashback on Calor gas cylinders, claimed with your receipts.');
    expect(within(calor).getByText('Signed up')).toBeInTheDocument();
    // The member's submitted claims wait for approval in the wallet (seeded from tests/mocks/api/seed/calor.ts).
    const pending = store.wallet.transactions
      .filter((transaction) => transaction.membershipNumber === 'LM100001' && transaction.schemeType === 'calor' && transaction.state === 'Pending')
      .reduce((total, transaction) => total + transaction.amount, 0);
    expect(pending).toBeGreaterThan(0);
    expect(calor).toHaveTextContent(`Waiting for approval${formatMoney(pending)}`);
    expect(within(calor).getByRole('link', { name: 'Make a claim' })).toHaveAttribute('href', '/rewards/calor/claim-form');
    expect(within(calor).getByRole('link', { name: 'See the deal' })).toHaveAttribute('href', '/rewards/calor/cashback-deal');

    const biopak = card(NAMES.biopak);
    expect(biopak).toHaveTextContent('2.5% cashback on BioPak compostable packaging');
    expect(biopak).toHaveTextContent('So far this period (estimate)');
    expect(biopak).toHaveTextContent(/This period: \w+ to \w+ \d{4} \(\d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}\)/);
    expect(within(biopak).getByRole('link', { name: 'See your cashback' })).toHaveAttribute('href', '/rewards/biopak/cashback-deal');
  });

  it('a member with a pending sign-up and a rejected one: the standing, the reason and the step for each', async () => {
    render({ account: 'member-rewards-mixed' });
    const biopak = await findCard(NAMES.biopak);
    expect(within(biopak).getByText('Waiting for approval')).toBeInTheDocument();
    expect(biopak).toHaveTextContent(/Your application of \d{2}\/\d{2}\/\d{4} is waiting for approval/);
    expect(within(biopak).getByRole('link', { name: 'See your application' })).toHaveAttribute('href', '/rewards/biopak/signup');

    const nisbets = card(NAMES.nisbets);
    expect(within(nisbets).getByText('Not approved', { selector: '.badge' })).toBeInTheDocument();
    expect(nisbets).toHaveTextContent(NISBETS_REJECTION);
    expect(within(nisbets).getByRole('link', { name: 'Correct and re-apply' })).toHaveAttribute('href', '/rewards/nisbets/signup');

    const calor = card(NAMES.calor);
    expect(within(calor).getByText('Not signed up')).toBeInTheDocument();
    expect(within(calor).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/rewards/calor/signup');
    expect(calor).not.toHaveTextContent('Earned to date');
  });

  it('shows the configured deal and FAQ links only where they are set', async () => {
    render({
      config: { programmeLinks: { biopak: { deal: 'https://biopak.example/deal', faq: 'https://biopak.example/faq' }, nisbets: { faq: 'https://nisbets.example/faq' } } },
    });
    const biopak = await findCard(NAMES.biopak);
    expect(within(biopak).getByRole('link', { name: 'BioPak deal details' })).toHaveAttribute('href', 'https://biopak.example/deal');
    expect(within(biopak).getByRole('link', { name: 'BioPak questions and answers' })).toHaveAttribute('href', 'https://biopak.example/faq');
    expect(within(card(NAMES.nisbets)).queryByRole('link', { name: 'Nisbets deal details' })).not.toBeInTheDocument();
    expect(within(card(NAMES.nisbets)).getByRole('link', { name: 'Nisbets questions and answers' })).toHaveAttribute('href', 'https://nisbets.example/faq');
    expect(within(card(NAMES.calor)).queryByRole('link', { name: /Calor deal details|questions and answers/ })).not.toBeInTheDocument();
    // External links open in the same tab.
    expect(within(biopak).getByRole('link', { name: 'BioPak deal details' })).not.toHaveAttribute('target');
  });

  // A failed load is the fault layer's (tests/integration/faults): every route, every fault.
  it('shows a spinner while loading, then the cards', async () => {
    render();
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('Loading your rewards…');
    expect(await findCard(NAMES.calor)).toBeInTheDocument();
    expect(loading).not.toBeInTheDocument();
  });

  it('tells staff with no member in view to act for one (its route row needs a member)', async () => {
    renderWithProviders(<RewardsHomePage />, { route: 'rewardsHome', account: 'account-manager', path: '/rewards/home' });
    expect(await screen.findByRole('heading', { name: 'No member selected' })).toBeInTheDocument();
  });
});
