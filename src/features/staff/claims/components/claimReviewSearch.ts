/** The review view lives in the queue's own address (`?claim=CL100123`), beside the queue's filters. */
export const CLAIM_PARAM = 'claim';

/** The address of a claim's review view, keeping the queue's filters for the way back. */
export function reviewSearch(params: URLSearchParams, claimReference: string): string {
  const next = new URLSearchParams(params);
  next.set(CLAIM_PARAM, claimReference);
  return `?${next.toString()}`;
}

/** The queue's address, as it was filtered before the claim was opened. */
export function queueSearch(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete(CLAIM_PARAM);
  const text = next.toString();
  return text ? `?${text}` : '';
}
