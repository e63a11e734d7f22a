import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { ApiClient } from '@/api/loader';
import { memberPath, memberQueryKey } from '@/api/query-keys';
import type { DirectDebitUpgrade } from '@/domain/account/upgrade';
import type { MembershipTier } from '@/domain/membershipTiers';

/**
 * POST /members/{membershipNumber}/upgrades (designed, DESIGN.md §5), for members paying by Direct Debit
 * Payload: { tier }. Response 200: { tier, amount, collectionDate }: the tier changes now and the pro-rata
 *   price joins the first collection at least 10 working days away.
 * Refusals: 400 an unknown tier; 409 the current or a lower tier ("can't be done online"), no active Direct
 *   Debit (pay by card instead), a membership that has ended.
 */
export async function upgradeByDirectDebit(api: ApiClient, membershipNumber: string, tier: MembershipTier): Promise<DirectDebitUpgrade> {
  // An upgrade to a tier happens once: a second click or a retry gets the first upgrade's answer.
  const idempotencyKey = await idempotencyKeyFor('upgrade-direct-debit', membershipNumber, tier);
  return api.post<DirectDebitUpgrade>(`${memberPath(membershipNumber)}/upgrades`, { tier }, { idempotencyKey });
}

export function useUpgradeByDirectDebit(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tier: MembershipTier) => upgradeByDirectDebit(api, membershipNumber, tier),
    // The tier, the quotes, the schedule and the summary all change.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberQueryKey(membershipNumber) }),
  });
}
