import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { memberQueryKey } from '@/api/query-keys';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { DirectDebitUpgrade } from '@/domain/account/upgrade';
import type { MembershipTier } from '@/domain/membershipTiers';

/** upgradeByDirectDebit: the tier changes now and the pro-rata price joins a Direct Debit collection. */
export function upgradeByDirectDebit(api: ApiClient, membershipNumber: string, tier: MembershipTier, idempotencyKey: string): Promise<DirectDebitUpgrade> {
  return dataOf(
    api.POST('/members/{membershipNumber}/upgrades', {
      params: { path: { membershipNumber }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { tier },
    }),
  );
}

export function useUpgradeByDirectDebit(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`upgradeByDirectDebit:${membershipNumber}`);
  return useMutation({
    mutationFn: (tier: MembershipTier) => upgradeByDirectDebit(api, membershipNumber, tier, attempt.keyFor({ tier })),
    // The tier, the quotes, the schedule and the summary all change.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberQueryKey(membershipNumber) }),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
