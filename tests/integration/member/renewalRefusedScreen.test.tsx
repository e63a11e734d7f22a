import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RenewalRefusedScreen } from '@/features/member/renewal/RenewalRefusedScreen';
import { setupSimulator } from '../support/simulator';
import { waitForSession } from './memberScreens';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';

setupSimulator();

const HEADING = 'Renew your membership';

function renderPlanToRenew(options: RenderOptions) {
  return renderWithProviders(<RenewalRefusedScreen />, { session: true, path: '/training/courses', ...options });
}

describe('the renewal-refused screen (spec §4)', () => {
  it("explains that renewal is not possible online, with the renewal check's answer as the reason", async () => {
    renderPlanToRenew({ account: 'status-expired-cannot-renew' });
    await waitForSession('renewal');
    const page = screen.getByRole('region', { name: HEADING });
    expect(within(page).getByRole('heading', { level: 2, name: HEADING })).toBeInTheDocument();
    expect(page).toHaveTextContent("Your membership can't be renewed online at the moment");
    expect(page).toHaveTextContent('Reason: Outstanding balance');
  });

  it('says that what is owed can still be seen and paid on Payments & Invoices', async () => {
    renderPlanToRenew({ account: 'status-expired-cannot-renew' });
    await waitForSession('renewal');
    const page = screen.getByRole('region', { name: HEADING });
    expect(within(page).getByRole('link', { name: 'Payments & Invoices' })).toHaveAttribute('href', '/myaccount/payments');
  });

  it('offers every configured way to get in touch, and Logout', async () => {
    const { config } = renderPlanToRenew({ account: 'status-expired-cannot-renew' });
    await waitForSession('renewal');
    const page = screen.getByRole('region', { name: HEADING });
    expect(within(page).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', config.links.contactUs);
    expect(within(page).getByRole('link', { name: 'Call us on 0161 496 0000' })).toHaveAttribute('href', 'tel:01614960000');
    expect(within(page).getByRole('link', { name: 'Request a callback' })).toHaveAttribute('href', config.callbackUrl);
    expect(within(page).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/account/logout');
  });

  it('leaves out contact options that are not configured', async () => {
    renderPlanToRenew({
      account: 'status-expired-cannot-renew',
      config: { links: {}, officePhone: undefined, callbackUrl: undefined },
    });
    await waitForSession('renewal');
    const links = within(screen.getByRole('region', { name: HEADING })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Payments & Invoices', 'Logout']);
  });

});
