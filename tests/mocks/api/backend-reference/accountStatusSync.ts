// TEST DOUBLE, never shipped: a change of account status made by the API reaches the sign-in service. The
// portal's guards read the status from the token's claims, so after renewing online or paying off a
// suspension the backend updates the user at the sign-in service (Auth0's Management API), and the portal's
// silent refresh then brings the new status without a sign-out (api/areas/payments.yaml).
import type { SignInUserStatuses } from '../../idp/signInUserStatuses';
import type { SimulatorStore } from '../store';

/**
 * Runs a change and, when it moved the membership's account status, tells the sign-in service the status the
 * records now hold. Returns what the change returned.
 */
export function withAccountStatusSync<T>(
  store: Pick<SimulatorStore, 'account'>,
  membershipNumber: string | undefined,
  signInUsers: SignInUserStatuses | undefined,
  change: () => T,
): T {
  const statusNow = () => (membershipNumber ? store.account.accounts.get(membershipNumber)?.accountStatus : undefined);
  const before = statusNow();
  const result = change();
  const after = statusNow();
  if (membershipNumber && after && after !== before) signInUsers?.update(membershipNumber, after);
  return result;
}
