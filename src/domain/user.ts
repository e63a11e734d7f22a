/** The signed-in user of spec §3, built from ID-token claims (see src/auth). */
export interface SignedInUser {
  /** The identity provider's subject, or 'unknown' for the signed-out placeholder. */
  id: string;
  name?: string;
  email?: string;
  roles: string[];
  membershipNumber?: string;
  accountId?: string;
  /** The {product}AccountStatus claim. */
  accountStatus?: string;
  /** The member-type claim, e.g. 'Caterer'. */
  memberType?: string;
}

export const UNKNOWN_USER_ID = 'unknown';

export const UNKNOWN_USER: SignedInUser = Object.freeze({ id: UNKNOWN_USER_ID, roles: [] }) as SignedInUser;

export function isUnknownUser(user: SignedInUser): boolean {
  return user.id === UNKNOWN_USER_ID;
}
