import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalorAccount } from '@/domain/calor/calorAccount';
import type { CalorClaim } from '@/domain/calor/claim';
import type { CalorSignupRequest } from '@/domain/calor/calorSignupSchema';
import { purchaseDetailJson, type ClaimResponse, type ClaimSubmission } from '@/domain/calor/claimSubmission';
import { isSearchableRetailerQuery, type NewRetailer, type Retailer } from '@/domain/calor/retailer';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './loader';
import { rewardsMemberQueryKey } from './rewardsMember';

const calorMember = (membershipNumber: string) => `/calor/members/${encodeURIComponent(membershipNumber)}`;

const calorKeys = {
  all: (membershipNumber: string | undefined) => ['calor', membershipNumber] as const,
  retailerSearch: (membershipNumber: string | undefined, query: string) =>
    ['calor', membershipNumber, 'retailers', 'search', query] as const,
  claims: (membershipNumber: string | undefined) => ['calor', membershipNumber, 'claims'] as const,
  cashbackDeal: (membershipNumber: string | undefined) => ['calor', membershipNumber, 'cashbackDeal'] as const,
};

// ---------------------------------------------------------------------------------------------------------
// Call 8: submit a claim

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
 * POST /calor/members/{membershipNumber}/upload-claim (spec §7 call 8)
 * Payload: multipart/form-data: retailerId, vatNumber, purchaseDate (yyyy-MM-dd), receiptNumber,
 *   purchaseDetails ×4 (each a JSON string {quantity, pricePerCylinder, vatIncluded, cylinderIdentity}, in the
 *   order 13kgCommercial, 19kgCommercial, 47kgCommercial, 13kgPatio), receiptImage (the file).
 * Response 200: { claimReference }. 400 invalid field or file (type, over 10 MB); 401 / 403; 409 not signed
 *   up (no Approved account) or the receipt number already claimed for this retailer; 422 the purchase
 *   date's period is closed for claims.
 */
export function uploadClaim(api: ApiClient, membershipNumber: string, submission: ClaimSubmission): Promise<ClaimResponse> {
  return api.post<ClaimResponse>(`${calorMember(membershipNumber)}/upload-claim`, claimFormData(submission));
}

export function useUploadClaim(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: ClaimSubmission) => uploadClaim(api, membershipNumber, submission),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calorKeys.all(membershipNumber) }),
  });
}

// ---------------------------------------------------------------------------------------------------------
// Call 9: search retailers

/**
 * POST /calor/members/{membershipNumber}/retailers/search (spec §7 call 9)
 * Payload: JSON { retailerNameOrPostcodeQuery } (3 characters or more).
 * Response 200: [{ id, name, address, postCode, vatNumber? }], best matches first (may be empty).
 */
export function searchRetailers(api: ApiClient, membershipNumber: string, query: string, signal?: AbortSignal): Promise<Retailer[]> {
  return api.post<Retailer[]>(`${calorMember(membershipNumber)}/retailers/search`, { retailerNameOrPostcodeQuery: query }, { signal });
}

/**
 * Keyed by the query text, so an answer for an older query never shows under a newer one. Below 3
 * characters nothing is asked. Not retried: a failed search is only logged (spec §8).
 */
export function getRetailerSearchQueryOptions(api: ApiClient, membershipNumber: string | undefined, query: string) {
  return queryOptions({
    queryKey: calorKeys.retailerSearch(membershipNumber, query),
    queryFn:
      membershipNumber && isSearchableRetailerQuery(query)
        ? ({ signal }) => searchRetailers(api, membershipNumber, query, signal)
        : skipToken,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useRetailerSearch(membershipNumber: string | undefined, query: string) {
  return useQuery(getRetailerSearchQueryOptions(useApiClient(), membershipNumber, query));
}

// ---------------------------------------------------------------------------------------------------------
// Call 10: create a retailer

/**
 * POST /calor/members/{membershipNumber}/retailers/create (spec §7 call 10)
 * Payload: JSON { name, address, postCode }.
 * Response 200: the created retailer { id, name, address, postCode, vatNumber? }. 400 a field missing;
 *   409 a retailer with this name and post code already exists.
 */
export function createRetailer(api: ApiClient, membershipNumber: string, retailer: NewRetailer): Promise<Retailer> {
  return api.post<Retailer>(`${calorMember(membershipNumber)}/retailers/create`, retailer);
}

export function useCreateRetailer(membershipNumber: string) {
  const api = useApiClient();
  return useMutation({ mutationFn: (retailer: NewRetailer) => createRetailer(api, membershipNumber, retailer) });
}

// ---------------------------------------------------------------------------------------------------------
// Claims list

/**
 * GET /calor/members/{membershipNumber}/claims (designed, DESIGN.md §5)
 * Payload: none.
 * Response 200: [{ claimReference, submittedOn (ISO date-time), purchaseDate (yyyy-MM-dd), receiptNumber,
 *   vatNumber, retailer {id, name, address, postCode, vatNumber?}, purchaseDetails [{cylinderIdentity,
 *   quantity, pricePerCylinder, vatIncluded}] ×4, totalCylinders, totalExcludingVat, totalIncludingVat,
 *   cashback, status: 'Submitted' | 'Approved' | 'Rejected' | 'Paid', rejectionReason?, rejectedOn?
 *   (yyyy-MM-dd), resubmittedAs? (the claim reference that replaced a rejected claim) }], any order.
 */
export function getCalorClaims(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<CalorClaim[]> {
  return api.get<CalorClaim[]>(`${calorMember(membershipNumber)}/claims`, { signal });
}

export function getCalorClaimsQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: calorKeys.claims(membershipNumber),
    queryFn: membershipNumber ? ({ signal }) => getCalorClaims(api, membershipNumber, signal) : skipToken,
  });
}

export function useCalorClaims(membershipNumber: string | undefined) {
  return useQuery(getCalorClaimsQueryOptions(useApiClient(), membershipNumber));
}

// ---------------------------------------------------------------------------------------------------------
// Sign up

/**
 * POST /calor/members/{membershipNumber}/signup (designed, DESIGN.md §5)
 * Payload: JSON { isDirectAccountHolder, accountNumber? (required when direct), premises }.
 * Response 201: the new account { id, accountStatus: 'Pending', isDirectAccountHolder, accountNumber?,
 *   premises }. 400 a field missing; 409 a Pending or Approved account already covers these premises
 *   or this account number.
 */
export function signUpToCalor(api: ApiClient, membershipNumber: string, request: CalorSignupRequest): Promise<CalorAccount> {
  return api.post<CalorAccount>(`${calorMember(membershipNumber)}/signup`, request);
}

export function useCalorSignup(membershipNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CalorSignupRequest) => signUpToCalor(api, membershipNumber, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardsMemberQueryKey(membershipNumber) }),
  });
}

// ---------------------------------------------------------------------------------------------------------
// Cashback deal

/** The current period's Calor deal, as the member sees it. */
export interface CalorCashbackDeal {
  /** Percent of each claim's total excluding VAT paid back (spec §2: cashback is on prices excluding VAT). */
  cashbackPercent: number;
  /** The claim period now open (spec §2 "date-range label"): e.g. 'January to June 2026'. */
  period: { name: string; startDate: string; endDate: string };
  /** yyyy-MM-dd: the last day claims for this period are accepted. */
  claimDeadline: string;
  /** Cashback from this period's Approved and Paid claims, in pounds. */
  cashbackToDate: number;
  /** How many of this period's claims are still waiting for approval, and what they would earn. */
  pendingClaims: number;
  pendingCashback: number;
}

/**
 * GET /calor/members/{membershipNumber}/cashback-deal (designed, DESIGN.md §5)
 * Payload: none.
 * Response 200: { cashbackPercent, period: { name, startDate, endDate } (yyyy-MM-dd), claimDeadline
 *   (yyyy-MM-dd), cashbackToDate, pendingClaims, pendingCashback }.
 */
export function getCalorCashbackDeal(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<CalorCashbackDeal> {
  return api.get<CalorCashbackDeal>(`${calorMember(membershipNumber)}/cashback-deal`, { signal });
}

export function getCalorCashbackDealQueryOptions(api: ApiClient, membershipNumber: string | undefined) {
  return queryOptions({
    queryKey: calorKeys.cashbackDeal(membershipNumber),
    queryFn: membershipNumber ? ({ signal }) => getCalorCashbackDeal(api, membershipNumber, signal) : skipToken,
  });
}

export function useCalorCashbackDeal(membershipNumber: string | undefined) {
  return useQuery(getCalorCashbackDealQueryOptions(useApiClient(), membershipNumber));
}
