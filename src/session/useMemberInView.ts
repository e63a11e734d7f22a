import { useActingMember } from './useActingMember';

/**
 * The membership number of the member whose data the page shows. Only for pages whose route needs a
 * member in view (`needsMember`): the route shows its notice before such a page renders without one.
 */
export function useMemberInView(): string {
  const { membershipNumber } = useActingMember();
  if (!membershipNumber) throw new Error('useMemberInView needs a route with needsMember: no member is in view');
  return membershipNumber;
}
