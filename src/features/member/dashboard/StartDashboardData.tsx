import { hashKey, usePrefetchQuery, type UsePrefetchQueryOptions } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { useMemberSession } from '@/session/MemberSessionContext';
import { dashboardQueries } from './dashboardPageData';
import { useTrainingAndGasParts } from './useTrainingAndGasParts';

function PrefetchQuery({ options }: { options: UsePrefetchQueryOptions }) {
  usePrefetchQuery(options);
  return null;
}

/**
 * Starts every call of the dashboard together, outside its loading boundary. While the page waits in its
 * placeholder React renders none of the parts that would ask for their own data, so without this a card's
 * call could wait behind the membership's: a second round (DESIGN.md §7). After a click the route's loader
 * has started them already, and this asks for nothing.
 */
export function StartDashboardData({ membershipNumber }: { membershipNumber: string }) {
  const api = useApiClient();
  const { permissions } = useMemberSession();
  const { gas } = useTrainingAndGasParts();
  // One component per call, keyed by it: the list follows the permissions, and hooks may not vary in number.
  return dashboardQueries(api, membershipNumber, permissions, gas).map((options) => (
    <PrefetchQuery key={hashKey(options.queryKey)} options={options as UsePrefetchQueryOptions} />
  ));
}
