import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { ApiClient } from '@/api/loader';
import { memberPath, memberQueryKey } from '@/api/query-keys';
import type { DirectDebitRenewal } from '@/domain/account/renewal';

/**
 * POST /members/{membershipNumber}/renewals (designed, DESIGN.md §5). Card renewals go through
 * POST card-payments { purpose: 'renewal' } instead.
 * Payload: { paymentMethod: 'DirectDebit' }. Response 201: { periodEnd, firstCollectionDate, amount }: the
 *   membership is Current from now, the fee collected after the Direct Debit notice period.
 * Refusals: 400 another paymentMethod; 409 as the quote, or no active Direct Debit.
 */
export async function renewByDirectDebit(api: ApiClient, membershipNumber: string): Promise<DirectDebitRenewal> {
  // A membership is renewed once: a second click or a retry gets the first renewal's answer.
  const idempotencyKey = await idempotencyKeyFor('renewal-direct-debit', membershipNumber);
  return api.post<DirectDebitRenewal>(`${memberPath(membershipNumber)}/renewals`, { paymentMethod: 'DirectDebit' }, { idempotencyKey });
}

export function useRenewByDirectDebit(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewByDirectDebit(api, membershipNumber),
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: memberQueryKey(membershipNumber),
        // The quote would now answer 'already renewed'; the confirmation is what this page shows.
        predicate: (query) => query.queryKey[2] !== 'renewal-quote',
      }),
  });
}
