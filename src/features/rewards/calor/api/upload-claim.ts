import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { isTimeout, type ApiClient } from '@/api/loader';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import { memberQueryKey, walletQueryKey } from '@/api/query-keys';
import { purchaseDetailJson, type ClaimResponse, type ClaimSubmission } from '@/domain/calor/claimSubmission';
import { calorMemberPath } from './calor-paths';

/** The multipart body of call 8: exactly the spec §7 fields, the four lines in CYLINDER_TYPES order. */
export function claimFormData(submission: ClaimSubmission): FormData {
  const body = new FormData();
  body.append('retailerId', submission.retailerId);
  body.append('vatNumber', submission.vatNumber);
  body.append('purchaseDate', submission.purchaseDate);
  body.append('receiptNumber', submission.receiptNumber);
  for (const line of submission.purchaseDetails) body.append('purchaseDetails', purchaseDetailJson(line));
  body.append('receiptImage', submission.receiptImage, submission.receiptImage.name);
  return body;
}

/**
 * Call 8: POST /calor/members/{membershipNumber}/upload-claim
 * Payload: multipart/form-data: retailerId, vatNumber, purchaseDate (yyyy-MM-dd), receiptNumber,
 *   purchaseDetails ×4 (each a JSON string {quantity, pricePerCylinder, vatIncluded, cylinderIdentity}, in the
 *   order 13kgCommercial, 19kgCommercial, 47kgCommercial, 13kgPatio), receiptImage (the file).
 * Response 200: { claimReference }. 400 invalid field or file (type, over 10 MB); 401 / 403; 409 not signed
 *   up (no Approved account) or the receipt number already claimed for this retailer; 422 the purchase
 *   date's period is closed for claims.
 */
export async function uploadClaim(api: ApiClient, membershipNumber: string, submission: ClaimSubmission): Promise<ClaimResponse> {
  // The same claim sent twice (a double click, a retry, a reload during submit) is made once.
  const idempotencyKey = await idempotencyKeyFor('calor-claim', membershipNumber, submission);
  return api.post<ClaimResponse>(`${calorMemberPath(membershipNumber)}/upload-claim`, claimFormData(submission), { idempotencyKey });
}

export function useUploadClaim(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: ClaimSubmission) => uploadClaim(api, membershipNumber, submission),
    // No answer in time: asking again with the same key is safe, and answers whether it arrived.
    retry: (failureCount, error) => isTimeout(error) && failureCount < 1,
    // The claim's cashback shows on the rewards home (call 7) and in the wallet, waiting for approval.
    onSuccess: () =>
      Promise.all(
        [memberQueryKey(membershipNumber, 'calor'), memberQueryKey(membershipNumber, 'rewards'), walletQueryKey(membershipNumber)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
