import { hasRole, memberRole } from './roles';

/**
 * Changes only the member themself may make, never staff acting for them (api/openapi.yaml, "Who may call
 * what": `signDocument` and `updateBankAccount` take `larderMember` alone), with what the portal says
 * where it does not offer them.
 */
export const MEMBER_ONLY_REASONS = {
  bankAccount: 'Only the member can change the account their payouts go to. Ask them to sign in and change it.',
  signDocument: 'Only the member can sign a document in their name. Ask them to sign in and sign it.',
} as const;

/** Whether the signed-in person is the member whose membership is in view (not staff acting for them). */
export function isTheMember(user: { roles: readonly string[]; membershipNumber?: string }, productKey: string, membershipNumber: string): boolean {
  return hasRole(user.roles, memberRole(productKey)) && user.membershipNumber === membershipNumber;
}
