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

describe('the login issue page after the API refused the person again right after signing in', () => {
  const refusedAgain = { call: 'GET /api/members/LM100001/details', firstCall: 'GET /api/members/LM100001/permissions', at: '2026-11-26T10:15:30' };

  it('says so plainly with the details a support person needs, and Try again signs in afresh to the same page', async () => {
    sessionStorage.setItem('larder.signInAgain', JSON.stringify({ call: refusedAgain.firstCall, sentAt: '2026-11-26T10:15:00', returnedAt: '2026-11-26T10:15:20' }));
    const { auth, userEvent } = renderWithProviders(null, {
      routes: [{ path: '/error/loginissue', element: <LoginIssuePage /> }],
      path: '/error/loginissue',
      state: { from: '/dashboard/home?tab=1', refusedAgain },
    });
    expectErrorPageFrame("We couldn't sign you in");
    expect(screen.getByText(/We signed you in, but the members' service did not accept it/)).toBeInTheDocument();
    expect(screen.getByText('26/11/2026 10:15:30')).toBeInTheDocument();
    expect(screen.getByText(refusedAgain.call)).toBeInTheDocument();
    expect(screen.getByText(refusedAgain.firstCall)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Bearer|eyJ/); // never a token

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(sessionStorage.getItem('larder.signInAgain')).toBeNull();
    expect(auth.login).toHaveBeenCalledExactlyOnceWith('/dashboard/home?tab=1');
  });
});
