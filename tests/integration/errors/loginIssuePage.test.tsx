import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginIssuePage } from '@/features/errors/pages/LoginIssuePage';
import { renderWithProviders } from '../support/renderWithProviders';
import { expectErrorPageFrame } from './errorPageExpectations';

describe('the login issue page (a failed sign-in callback)', () => {
  it('explains, and Try signing in again starts sign-in returning home', async () => {
    const { auth, userEvent } = renderWithProviders(<LoginIssuePage />, { path: '/error/loginissue' });
    expectErrorPageFrame("We couldn't sign you in");
    expect(screen.getByText(/sign-in didn't complete/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try signing in again' }));
    expect(auth.login).toHaveBeenCalledExactlyOnceWith('/');
  });

  it("shows the callback's error to developers outside production only", () => {
    const error = new Error('Invalid state');
    const { unmount } = renderWithProviders(<LoginIssuePage />, { auth: { error }, config: { environment: 'local' } });
    expect(screen.getByText('Error: Invalid state')).toBeInTheDocument();
    unmount();

    renderWithProviders(<LoginIssuePage />, { auth: { error }, config: { environment: 'production' } });
    expect(screen.queryByText(/Invalid state/)).not.toBeInTheDocument();
  });
});
