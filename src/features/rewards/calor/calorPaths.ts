/** Where the Calor screens live (the route table mounts them here); links between them use these. */
export const CALOR_PATHS = {
  claimForm: '/rewards/calor/claim-form',
  myClaims: '/rewards/calor/claims',
  signup: '/rewards/calor/signup',
  cashbackDeal: '/rewards/calor/cashback-deal',
} as const;
