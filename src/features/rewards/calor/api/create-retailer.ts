import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import type { ApiClient } from '@/api/loader';
import { idempotencyKeyFor } from '@/api/idempotencyKey';
import type { NewRetailer, Retailer } from '@/domain/calor/retailer';
import { calorMemberPath } from './calor-paths';

/**
 * Call 10: POST /calor/members/{membershipNumber}/retailers/create
 * Payload: JSON { name, address, postCode }.
 * Response 200: the created retailer { id, name, address, postCode, vatNumber? }. 400 a field missing;
 *   409 a retailer with this name and post code already exists.
 */
export async function createRetailer(api: ApiClient, membershipNumber: string, retailer: NewRetailer): Promise<Retailer> {
  const idempotencyKey = await idempotencyKeyFor('calor-retailer', membershipNumber, retailer);
  return api.post<Retailer>(`${calorMemberPath(membershipNumber)}/retailers/create`, retailer, { idempotencyKey });
}

export function useCreateRetailer(membershipNumber: string) {
  const api = useApiClient();
  return useMutation({ mutationFn: (retailer: NewRetailer) => createRetailer(api, membershipNumber, retailer) });
}
