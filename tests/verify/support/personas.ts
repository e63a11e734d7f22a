// The verification kit's people: the demo accounts whose data the document's examples are taken from
// (tests/mocks/data/demoAccounts.ts). A server under test holds the same people and data; its tokens for
// them are given to the kit by their keys (docs/api-verification.md).
import { DEMO_ACCOUNTS, type DemoAccount } from '../../mocks/data/demoAccounts';

/** Who makes a call for each role an operation lists (`x-roles`), the member's own role aside. */
export const PERSONA_FOR_ROLE = {
  larderAdmin: 'larder-admin',
  accountManager: 'account-manager',
  developer: 'developer',
  calorClaimsEmployee: 'calor-claims',
  calorAdmin: 'calor-admin',
  calorSignupsEmployee: 'calor-signups',
  bioPakEmployee: 'biopak-employee',
  nisbetsEmployee: 'nisbets-employee',
} as const;

/** The persona of a role an operation lists, if the kit has one. */
export const personaForRole = (role: string): string | undefined => (PERSONA_FOR_ROLE as Record<string, string | undefined>)[role];

/** The second administrator, for what needs two different people (a BACS file's creator cannot approve it). */
export const SECOND_ADMIN = 'larder-admin-2';
/** A signed-in person with no role at all. */
export const NO_ROLES = 'no-roles';

const members = DEMO_ACCOUNTS.filter((account) => account.membershipNumber);

/** The demo member holding this membership number. */
export function memberPersona(membershipNumber: string): DemoAccount | undefined {
  return members.find((account) => account.membershipNumber === membershipNumber);
}

/** A member who is not this one: refused another's records. */
export function otherMember(membershipNumber: string): DemoAccount {
  return members.find((account) => account.membershipNumber !== membershipNumber && account.accountStatus === 'Active')!;
}

/** Every persona the kit may call as: what a tokens file must hold. */
export function personaKeys(): string[] {
  return [...new Set([...Object.values(PERSONA_FOR_ROLE), SECOND_ADMIN, NO_ROLES, ...members.map((account) => account.key)])];
}
