/**
 * What a page view reports for a route (DESIGN.md §10): its pattern as the route table writes it
 * (`/:membershipNumber/dashboard/home`, `/unit-premises/:unitId/details`), never the address itself, so no
 * membership number, id or query reaches an analytics service. The sign-in callback (`/redirect`, whose
 * address carries the sign-in code) is never reported; an unknown path is reported as `/*`.
 */
export function pageViewPathOf(pattern: string | undefined): string | undefined {
  if (!pattern || pattern === '/redirect') return undefined;
  return pattern.startsWith('/') ? pattern : `/${pattern}`;
}
