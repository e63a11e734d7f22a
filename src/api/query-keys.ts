/**
 * The one query-key factory. Everything about a member is rooted at ['member', membershipNumber], so
 * stopping or switching an impersonation drops all of one member's queries with one call and nothing
 * of one member can be read under another's key. Reference data and staff lists have roots of their own.
 */
export const MEMBER_ROOT = 'member';

/** Every query about one member: ['member', membershipNumber, ...parts]. */
export function memberQueryKey<const Parts extends readonly unknown[]>(membershipNumber: string | undefined, ...parts: Parts) {
  return [MEMBER_ROOT, membershipNumber, ...parts] as const;
}

/** Lists that belong to nobody in particular, e.g. company types. */
export function referenceDataQueryKey<const Parts extends readonly unknown[]>(...parts: Parts) {
  return ['reference-data', ...parts] as const;
}

/** Staff screens' data, across members. */
export function staffQueryKey<const Parts extends readonly unknown[]>(...parts: Parts) {
  return ['staff', ...parts] as const;
}

/** Everything in one member's wallet (transactions, payouts, bank account): what a new cashback or claim changes. */
export const walletQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'wallet');
