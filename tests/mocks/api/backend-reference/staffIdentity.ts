// TEST DOUBLE, never shipped: who a caller is, by name, as a real API would look them up from the token's subject.
import type { StaffMember } from '../../../../src/domain/staffMember';
import { DEMO_ACCOUNTS } from '../../data/demoAccounts';
import type { CallerClaims } from '../auth';
import { copiedMemberName, originalMembershipNumber } from '../seed/scale';

const DEMO_MEMBER_NAMES = new Map(DEMO_ACCOUNTS.flatMap((account) => (account.membershipNumber ? [[account.membershipNumber, account.name] as const] : [])));

/**
 * The sign-in stand-in's subjects are `auth0|<demo key>` (tests sign `demo|<key>` or `auth0|<key>`): the
 * same person either way. Anyone else is named by their subject.
 */
export function staffMemberOf(caller: CallerClaims): StaffMember {
  const id = caller.subject.includes('|') ? caller.subject.slice(caller.subject.indexOf('|') + 1) : caller.subject;
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === id);
  // The id is the subject as the identity provider gives it, which is what the portal's signed-in user carries.
  return account ? { id: `auth0|${account.key}`, name: account.name } : { id: caller.subject, name: caller.subject };
}

/** A demo member's name, for staff screens (the members API knows its members' names). */
export function memberNameOf(membershipNumber: string): string {
  const name = DEMO_MEMBER_NAMES.get(originalMembershipNumber(membershipNumber));
  return name ? copiedMemberName(membershipNumber, name) : membershipNumber;
}

/** A demo staff member as the seeds name them. */
export function demoStaff(key: string): StaffMember {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`No demo account with key ${key}`);
  return { id: `auth0|${key}`, name: account.name };
}
