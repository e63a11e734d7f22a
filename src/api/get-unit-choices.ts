import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { tradingUnitsQueryKey } from './get-trading-units';
import { dataOf, type ApiClient } from './loader';

/**
 * getUnitChoices: every unit of the member named and addressed, open first, without the premises fields;
 * shared by every area whose records belong to a unit (documents, training, gas safety, the inspection
 * pack, rewards sign-ups) to offer a unit picker or name a unit. Small and unpaged by the contract.
 */
export function getUnitChoices(api: ApiClient, membershipNumber: string, signal?: AbortSignal): Promise<TradingUnit[]> {
  return dataOf(api.GET('/members/{membershipNumber}/unit-choices', { params: { path: { membershipNumber } }, signal }));
}

/** Under the units' root key, so whatever refreshes the units refreshes the choices too. */
export const unitChoicesQueryKey = (membershipNumber: string | undefined) => [...tradingUnitsQueryKey(membershipNumber), 'choices'] as const;

export function getUnitChoicesQueryOptions(api: ApiClient, membershipNumber: string) {
  return queryOptions({
    queryKey: unitChoicesQueryKey(membershipNumber),
    queryFn: ({ signal }) => getUnitChoices(api, membershipNumber, signal),
  });
}

/**
 * A unit just created or changed, in the choices at once (its name, address and status): a page opened next
 * (the document builder for a new unit) may look the unit up there before the choices are fetched again.
 */
export function putUnitChoice(queryClient: QueryClient, membershipNumber: string, unit: TradingUnit) {
  const { id, name, addressLine1, addressLine2, town, postcode, status, isFranchiseUnit } = unit;
  const choice: TradingUnit = { id, name, addressLine1, ...(addressLine2 === undefined ? {} : { addressLine2 }), town, postcode, status, isFranchiseUnit };
  queryClient.setQueryData(unitChoicesQueryKey(membershipNumber), (choices: TradingUnit[] | undefined) =>
    choices && (choices.some((other) => other.id === id) ? choices.map((other) => (other.id === id ? choice : other)) : [...choices, choice]),
  );
}
