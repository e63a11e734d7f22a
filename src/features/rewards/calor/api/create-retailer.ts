import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, type ApiClient } from '@/api/loader';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import type { NewRetailer, Retailer } from '@/domain/calor/retailer';

/** Call 10 (createRetailer): adds a retailer the search did not find; it becomes the claim's retailer. */
export function createRetailer(api: ApiClient, membershipNumber: string, retailer: NewRetailer, idempotencyKey: string): Promise<Retailer> {
  return dataOf(
    api.POST('/calor/members/{membershipNumber}/retailers/create', {
      params: { path: { membershipNumber }, header: { 'Idempotency-Key': idempotencyKey } },
      body: retailer,
    }),
  );
}

export function useCreateRetailer(membershipNumber: string) {
  const api = useApiClient();
  const attempt = useSubmissionAttempt(`calor-retailer:${membershipNumber}`);
  return useMutation({
    mutationFn: (retailer: NewRetailer) => createRetailer(api, membershipNumber, retailer, attempt.keyFor(retailer)),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
