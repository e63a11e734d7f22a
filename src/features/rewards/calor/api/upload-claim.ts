import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { dataOf, isTimeout, type ApiClient } from '@/api/loader';
import { formDataOf } from '@/api/formDataOf';
import { memberQueryKey, walletQueryKey } from '@/api/query-keys';
import { useSubmissionAttempt } from '@/api/submissionAttempt';
import { purchaseDetailJson, type ClaimResponse, type ClaimSubmission } from '@/domain/calor/claimSubmission';
import type { PurchaseDetailLine } from '@/domain/calor/purchaseDetails';
import type { CylinderIdentity } from '@/domain/cylinders';

/** The four purchaseDetails lines, always in CYLINDER_TYPES order (the spec's); a line not given is 0 cylinders. */
function purchaseDetailsOf(lines: readonly PurchaseDetailLine[]): [string, string, string, string] {
  const json = (cylinderIdentity: CylinderIdentity) =>
    purchaseDetailJson(lines.find((line) => line.cylinderIdentity === cylinderIdentity) ?? { cylinderIdentity, quantity: 0, pricePerCylinder: 0, vatIncluded: false });
  return [json('13kgCommercial'), json('19kgCommercial'), json('47kgCommercial'), json('13kgPatio')];
}

/**
 * Call 8's multipart fields (sent with formDataOf): the spec's, and on a resubmission the designed
 * correctsClaimReference; without a receiptImage the corrected claim's receipt is kept.
 */
export function claimUploadFields(submission: ClaimSubmission) {
  return {
    retailerId: submission.retailerId,
    vatNumber: submission.vatNumber,
    purchaseDate: submission.purchaseDate,
    receiptNumber: submission.receiptNumber,
    purchaseDetails: purchaseDetailsOf(submission.purchaseDetails),
    ...(submission.receiptImage ? { receiptImage: submission.receiptImage } : {}),
    ...(submission.correctsClaimReference ? { correctsClaimReference: submission.correctsClaimReference } : {}),
  };
}

/** Call 8 (uploadClaim): submits one claim; `idempotencyKey` names the attempt, so a retry never makes a second claim. */
export function uploadClaim(api: ApiClient, membershipNumber: string, submission: ClaimSubmission, idempotencyKey: string): Promise<ClaimResponse> {
  return dataOf(
    api.POST('/calor/members/{membershipNumber}/upload-claim', {
      params: { path: { membershipNumber }, header: { 'Idempotency-Key': idempotencyKey } },
      body: claimUploadFields(submission),
      bodySerializer: formDataOf,
    }),
  );
}

export function useUploadClaim(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useSubmissionAttempt(`calor-claim:${membershipNumber}`);
  return useMutation({
    mutationFn: (submission: ClaimSubmission) => uploadClaim(api, membershipNumber, submission, attempt.keyFor(submission)),
    // No answer in time: asking again with the same key is safe, and answers whether it arrived.
    retry: (failureCount, error) => isTimeout(error) && failureCount < 1,
    // The claim's cashback shows on the rewards home (call 7) and in the wallet, waiting for approval.
    onSuccess: () =>
      Promise.all(
        [memberQueryKey(membershipNumber, 'calor'), memberQueryKey(membershipNumber, 'rewards'), walletQueryKey(membershipNumber)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    onSettled: (_data, error) => attempt.settle(error),
  });
}
