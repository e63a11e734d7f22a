import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookerVouchersPage } from '@/features/rewards/vouchers/BookerVouchersPage';
import { renderWithProviders } from '../support/renderWithProviders';
import { setupSimulator } from '../support/simulator';

setupSimulator();

const render = (account = 'member-rewards-everything') => renderWithProviders(<BookerVouchersPage />, { account, path: '/rewards/vouchers/booker' });
const available = () => screen.findByRole('region', { name: 'Vouchers you can use' });
const liveRegion = () => screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite')!;

describe('Booker vouchers', () => {
  it('shows available vouchers first, soonest to expire first, with their codes and dates; used and expired ones out of the way', async () => {
    const { userEvent: user } = render();
    const section = await available();
    const cards = within(section).getAllByRole('region');
    // member-rewards-everything: £10 expiring today, £50 in 75 days (seed/rewards.ts).
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['£10 voucher', '£50 voucher']);
    expect(cards[0]).toHaveTextContent('BKR-8N4B-7GUS');
    expect(within(cards[0]!).getByText('Expires today')).toBeInTheDocument();
    expect(cards[1]).not.toHaveTextContent(/Expires/);

    expect(screen.getByRole('heading', { name: 'Used and expired vouchers (3)' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show them' });
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const past = screen.getByRole('table', { name: /used and expired/ });
    const rows = within(past).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)!.textContent)).toEqual([
      expect.stringMatching(/^Expired/),
      expect.stringMatching(/^Used on \d{2}\/\d{2}\/\d{4}$/),
      expect.stringMatching(/^Expired/),
    ]);
    expect(screen.getByRole('heading', { name: 'How to use a voucher at a Booker branch' })).toBeInTheDocument();
  });

  it('copies a code and says so politely to screen readers', async () => {
    const { userEvent: user } = render();
    const card = within(await available()).getByRole('region', { name: '£50 voucher' });
    expect(liveRegion()).toBeEmptyDOMElement();
    const button = within(card).getByRole('button', { name: 'Copy code' });
    expect(button).toHaveAccessibleDescription('BKR-6Q1W-3EYT');
    await user.click(button);
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Code BKR-6Q1W-3EYT copied.'));
    expect(within(card).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('BKR-6Q1W-3EYT');
  });

  it('says what to do instead when the browser refuses the clipboard', async () => {
    const { userEvent: user } = render();
    const card = within(await available()).getByRole('region', { name: '£50 voucher' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    await user.click(within(card).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Your browser did not let us copy code BKR-6Q1W-3EYT. Select the code and copy it yourself.'));
    expect(card).toHaveTextContent('Select the code and copy it yourself, or read it out at the till.');
    expect(within(card).getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  it('says so when there is no voucher to use', async () => {
    render('member-rewards-new');
    expect(await screen.findByRole('heading', { name: 'No vouchers to use right now' })).toBeInTheDocument();
    expect(screen.getByText('Vouchers Booker issues to you will show here.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Used and expired/ })).not.toBeInTheDocument();
  });
});
