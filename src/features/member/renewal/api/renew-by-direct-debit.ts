import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { DirectDebitRenewal } from '@/domain/account/renewal';

/** The one body of a Direct Debit renewal: card renewals go through createCardPayment instead. */
const DIRECT_DEBIT_RENEWAL = { paymentMethod: 'DirectDebit' } as const;

/** renewByDirectDebit: renews the membership now, the year's fee collected by Direct Debit after the notice period. */
export function renewByDirectDebit(api: ApiClient, membershipNumber: string, idempotencyKey: string): Promise<DirectDebitRenewal> {
  return dataOf(
    api.POST('/members/{membershipNumber}/renewals', {
      params: { path: { membershipNumber }, header: { 'Idempotency-Key': idempotencyKey } },
      body: DIRECT_DEBIT_RENEWAL,
    }),
  );
}

export function useRenewByDirectDebit(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`renewByDirectDebit:${membershipNumber}`);
  return useMutation({
    mutationFn: () => renewByDirectDebit(api, membershipNumber, attempt.keyFor(DIRECT_DEBIT_RENEWAL)),
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: memberQueryKey(membershipNumber),
        // The quote would now answer 'already renewed'; the confirmation is what this page shows.
        predicate: (query) => query.queryKey[2] !== 'renewal-quote',
      }),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
