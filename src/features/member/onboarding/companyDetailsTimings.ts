/** Spec §9: after a successful save the modal stays open this long, so the member sees it worked. */
export const COMPANY_DETAILS_SAVED_CLOSE_DELAY_MS = 1500;
