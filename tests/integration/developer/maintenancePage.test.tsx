import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaintenancePage } from '@/features/developer/maintenance/MaintenancePage';
import { renderPortal } from '../support/renderPortal';
import { renderWithProviders, testConfig } from '../support/renderWithProviders';
import { setupSimulator } from '../support/simulator';

setupSimulator();

const config = testConfig();

describe('the maintenance page', () => {
  it('says maintenance is under way, when to come back and how to reach us', () => {
    renderWithProviders(<MaintenancePage />, { path: '/maintenance' });

    expect(screen.getByRole('heading', { level: 2, name: "We're carrying out maintenance" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByText(/Please come back in a little while/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: config.officePhone })).toHaveAttribute('href', 'tel:01614960000');
    expect(screen.getByRole('link', { name: 'contact us online' })).toHaveAttribute('href', config.links.contactUs);
    expect(screen.getByRole('link', { name: 'ask us to call you back' })).toHaveAttribute('href', config.callbackUrl);
  });

  it('leaves out the help list when no contact option is configured', () => {
    renderWithProviders(<MaintenancePage />, { config: { links: {}, officePhone: undefined, callbackUrl: undefined } });
    expect(screen.queryByText(/If you need help/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lets signed-out staff sign in, returning home when they came straight here', async () => {
    const { auth, userEvent } = renderWithProviders(<MaintenancePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Staff sign in' }));
    expect(auth.login).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('returns a developer to the page first asked for, when maintenance mode sent them here', async () => {
    const { location, userEvent, auth } = renderPortal('/test?tab=session', { config: { maintenanceMode: true } });
    await waitFor(() => expect(location()).toBe('/maintenance'));
    await userEvent.click(await screen.findByRole('button', { name: 'Staff sign in' }));
    expect(auth.login).toHaveBeenCalledExactlyOnceWith('/test?tab=session');
  });

  it('offers no sign-in to someone already signed in', () => {
    renderWithProviders(<MaintenancePage />, { account: 'member-active' });
    expect(screen.queryByRole('button', { name: 'Staff sign in' })).not.toBeInTheDocument();
  });

  it('offers no sign-in while the sign-in state is still unknown', () => {
    renderWithProviders(<MaintenancePage />, { auth: { isLoading: true } });
    expect(screen.queryByRole('button', { name: 'Staff sign in' })).not.toBeInTheDocument();
  });
});
