import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
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
export function renewByDirectDebit(api: ApiClient, membershipNumber: string): Promise<DirectDebitRenewal> {
  return api.post<DirectDebitRenewal>(`${memberPath(membershipNumber)}/renewals`, { paymentMethod: 'DirectDebit' });
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
