// What the member screens' tests share: the prompts' titles, acting for a new member, the session's state.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { demoAccount } from '../../mocks/data/demoAccounts';

export const WELCOME_TITLE = 'Welcome to your dashboard!';
export const COMPANY_DETAILS_TITLE = 'Please Enter Your Company Details';

/** The first-time member's impersonation override, as the /:membershipNumber route would set it. */
export const ACTING_FOR_NEW_MEMBER = {
  membershipNumber: demoAccount('member-new').membershipNumber!,
  accountId: demoAccount('member-new').accountId!,
};

/** Waits for the member session's state (rendered with the `session` option) to be this. */
export async function waitForSession(state: 'loading' | 'ready' | 'ready with details' | 'renewal') {
  await waitFor(() => expect(screen.getByLabelText('Session state')).toHaveTextContent(new RegExp(`^${state}$`)));
}

export function queryDialog(name: string) {
  return screen.queryByRole('dialog', { name });
}
