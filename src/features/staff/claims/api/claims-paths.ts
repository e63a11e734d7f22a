/** The staff claim review calls' root: /calor/claims (the member's own claims live under /calor/members/…). */
export const STAFF_CLAIMS_PATH = '/calor/claims';

export const staffClaimPath = (claimReference: string) => `${STAFF_CLAIMS_PATH}/${encodeURIComponent(claimReference)}`;
