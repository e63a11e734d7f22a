// One claim's review (the decision form, the form libraries and the receipt viewer with it) is fetched when a
// claim is opened, not with the queue: the route's data module starts it beside the claim's data.
export const loadClaimReview = () => import('./ClaimReview').then((module) => module.ClaimReview);
