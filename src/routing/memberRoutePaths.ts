/**
 * The /:membershipNumber copy of a member-route page (spec §2): an account manager opening it acts for that
 * member, then lands on the page itself. `path` comes from pathTo, e.g. pathTo('unitDetails', { unitId }).
 */
export function actingForMemberPath(membershipNumber: string, path: string): string {
  return `/${encodeURIComponent(membershipNumber)}${path}`;
}
