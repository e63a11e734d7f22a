// Renders member screens inside the start-up data they read, against the API simulator.
import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { MemberPrompts } from '@/features/member/onboarding/MemberPrompts';
import { buildRouteTable } from '@/router/routeTable';
import { RouteScreen } from '@/router/shell/RouteScreen';
import { MemberSessionProvider, useMemberSession } from '@/session/MemberSessionContext';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';

export const WELCOME_TITLE = 'Welcome to your dashboard!';
export const COMPANY_DETAILS_TITLE = 'Please Enter Your Company Details';

/** The first-time member's impersonation override, as the /:membershipNumber route would set it. */
export const ACTING_FOR_NEW_MEMBER = {
  membershipNumber: demoAccount('member-new').membershipNumber!,
  accountId: demoAccount('member-new').accountId!,
};

/** Says when the start-up data has settled, so a test can tell "no prompt" from "not yet". */
function SessionState() {
  const { startupState, details } = useMemberSession();
  return <output aria-label="Session state">{`${startupState}${details ? ' with details' : ''}`}</output>;
}

const ROUTES = buildRouteTable('larder');

/** A screen as its route shows it: the route's notice when it needs a member and none is in view. */
export function onRoute(id: string, ui: ReactElement) {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route ${id}`);
  return <RouteScreen route={route}>{ui}</RouteScreen>;
}

export function renderInSession(ui: ReactElement, options: RenderOptions) {
  return renderWithProviders(
    <MemberSessionProvider>
      {ui}
      <SessionState />
    </MemberSessionProvider>,
    options,
  );
}

export function renderPrompts({ onDashboard, ...options }: RenderOptions & { onDashboard: boolean }) {
  return renderInSession(<MemberPrompts onDashboard={onDashboard} />, options);
}

export async function waitForSession(state: 'loading' | 'ready' | 'ready with details' | 'renewal') {
  await waitFor(() => expect(screen.getByRole('status', { name: 'Session state' })).toHaveTextContent(new RegExp(`^${state}$`)));
}

export function queryDialog(name: string) {
  return screen.queryByRole('dialog', { name });
}
