/** The review view lives in the queue's own address (`?claim=CL100123`), beside the queue's filters. */
export const CLAIM_PARAM = 'claim';

/** The claim decided just before, when the reviewer moved on from it with Next claim: the way back to it. */
export const PREVIOUS_PARAM = 'previous';

/**
 * The address of a claim's review view, keeping the queue's filters for the way back; `previous` names the
 * claim the reviewer moves on from (Next claim), so the next one offers "Previous claim".
 */
export function reviewSearch(params: URLSearchParams, claimReference: string, previous?: string): string {
  const next = new URLSearchParams(params);
  next.set(CLAIM_PARAM, claimReference);
  if (previous) next.set(PREVIOUS_PARAM, previous);
  else next.delete(PREVIOUS_PARAM);
  return `?${next.toString()}`;
}

/** The queue's address, as it was filtered before the claim was opened. */
export function queueSearch(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete(CLAIM_PARAM);
  next.delete(PREVIOUS_PARAM);
  const text = next.toString();
  return text ? `?${text}` : '';
}
