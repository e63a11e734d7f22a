import { CURRENT_MEMBERSHIP_STATUS } from './membership';

/** What the start-up data flow of spec §4 does for the person signed in. */
export type StartupPlan =
  | { kind: 'pass-through' } // no roles or signed out: nothing is loaded
  | { kind: 'no-membership' } // renders without membership details
  | { kind: 'check-renewal'; membershipNumber: string } // load details only if the renewal check says 'Ok'
  | { kind: 'load-details'; membershipNumber: string };

export interface StartupInput {
  isSignedIn: boolean;
  roles: readonly string[];
  isActiveMember: boolean;
  /** The user's own membership number. */
  membershipNumber?: string;
  /** Set while staff act for a member. */
  overrideMembershipNumber?: string;
  /** latestMembership.status, when membership info is already known (it is not on a fresh start). */
  latestMembershipStatus?: string | null;
}

/** Spec §4 "Start-up data flow", in its order. */
export function planStartup(input: StartupInput): StartupPlan {
  if (!input.isSignedIn || input.roles.length === 0) return { kind: 'pass-through' };
  const membershipNumber = input.overrideMembershipNumber ?? input.membershipNumber;
  if (!membershipNumber) return { kind: 'no-membership' };
  if (
    !input.isActiveMember &&
    input.latestMembershipStatus !== CURRENT_MEMBERSHIP_STATUS &&
    !input.overrideMembershipNumber
  )
    return { kind: 'check-renewal', membershipNumber };
  return { kind: 'load-details', membershipNumber };
}
