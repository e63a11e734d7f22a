import { describe, expect, it } from 'vitest';
import { isRouteAllowed } from '@/router/access';
import { buildRouteTable, memberRouteCopies } from '@/router/routeTable';

/**
 * Spec §5 "Route access" and §6 roles, route by route: who may open each page of the route table.
 * Columns: one per role of §6, a signed-in person with no roles, and the developer.
 * Y = allowed, - = sent to the 401 page. Written out by hand from the spec, not computed.
 */
const MATRIX = `
path                                                    | developer | larderAdmin | accountManager | larderMember | bioPakEmployee | calorAdmin | calorClaimsEmployee | calorSignupsEmployee | nisbetsEmployee | none
/                                                       | Y | Y | Y | Y | Y | Y | Y | Y | Y | Y
/starter                                                | Y | Y | Y | Y | Y | Y | Y | Y | Y | Y
/redirect                                               | Y | Y | Y | Y | Y | Y | Y | Y | Y | Y
/account/logout                                         | Y | Y | Y | Y | Y | Y | Y | Y | Y | Y
/dashboard/home                                         | Y | - | Y | Y | - | - | - | - | - | Y
/my-gas-engineer                                        | Y | - | - | Y | - | - | - | - | - | -
/help/videos                                            | Y | - | Y | Y | - | - | - | - | - | -
/myaccount/details                                      | Y | - | Y | Y | - | - | - | - | - | -
/myaccount/payments                                     | Y | - | Y | Y | - | - | - | - | - | -
/myaccount/upgrade                                      | Y | - | Y | Y | - | - | - | - | - | -
/myaccount/renew                                        | Y | - | Y | Y | - | - | - | - | - | Y
/myaccount/plan-to-renew                                | Y | - | Y | Y | - | - | - | - | - | -
/myaccount/no-plan-to-renew                             | Y | - | Y | Y | - | - | - | - | - | -
/documents/risk-assessments                             | Y | - | Y | Y | - | - | - | - | - | -
/documents/company                                      | Y | - | Y | Y | - | - | - | - | - | -
/documents/inspection-pack                              | Y | - | Y | Y | - | - | - | - | - | -
/documents/company/health-and-safety-policy             | Y | - | Y | Y | - | - | - | - | - | -
/documents/company/coshh                                | Y | - | Y | Y | - | - | - | - | - | -
/documents/company/food-safety-risk-assessment          | Y | - | Y | Y | - | - | - | - | - | -
/documents/company/health-and-safety-risk-assessment    | Y | - | Y | Y | - | - | - | - | - | -
/documents/company/fire-safety-risk-assessment          | Y | - | Y | Y | - | - | - | - | - | -
/unit-premises                                          | Y | - | Y | Y | - | - | - | - | - | -
/unit-premises/new                                      | Y | - | Y | Y | - | - | - | - | - | -
/unit-premises/:unitId/details                          | Y | - | Y | Y | - | - | - | - | - | -
/unit-premises/:unitId/documents                        | Y | - | Y | Y | - | - | - | - | - | -
/unit-premises/overview                                 | Y | Y | Y | - | - | - | - | - | - | -
/training/trainees                                      | Y | - | Y | Y | - | - | - | - | - | -
/training/trainees/:id                                  | Y | - | Y | Y | - | - | - | - | - | -
/training/courses                                       | Y | - | Y | Y | - | - | - | - | - | -
/training/certificates                                  | Y | - | Y | Y | - | - | - | - | - | -
/wallet                                                 | Y | - | Y | Y | - | - | - | - | - | -
/wallet/schemes/:schemeType                             | Y | - | Y | Y | - | - | - | - | - | -
/rewards/home                                           | Y | - | Y | Y | - | - | - | - | - | -
/rewards/vouchers/booker                                | Y | - | Y | Y | - | - | - | - | - | -
/rewards/calor/cashback-deal                            | Y | - | Y | Y | - | - | - | - | - | -
/rewards/calor/signup                                   | Y | - | Y | Y | - | - | - | - | - | -
/rewards/calor/claims                                   | Y | - | Y | Y | - | - | - | - | - | -
/rewards/calor/claim-form                               | Y | - | Y | Y | - | - | - | - | - | -
/rewards/calor/statements                               | Y | - | Y | Y | - | - | - | - | - | -
/rewards/biopak/cashback-deal                           | Y | - | Y | Y | - | - | - | - | - | -
/rewards/biopak/signup                                  | Y | - | Y | Y | - | - | - | - | - | -
/rewards/nisbets/cashback-deal                          | Y | - | Y | Y | - | - | - | - | - | -
/rewards/nisbets/signup                                 | Y | - | Y | Y | - | - | - | - | - | -
/rewards/booker/cashback-deal                           | Y | - | - | - | - | - | - | - | - | -
/rewards/booker/signup                                  | Y | - | - | - | - | - | - | - | - | -
/biopak/periods                                         | Y | Y | - | - | - | - | - | - | - | -
/biopak/periods/:periodId                               | Y | Y | - | - | - | - | - | - | - | -
/biopak/signups                                         | Y | Y | - | - | Y | - | - | - | - | -
/booker/periods                                         | Y | - | - | - | - | - | - | - | - | -
/booker/periods/:periodId                               | Y | - | - | - | - | - | - | - | - | -
/booker/signups                                         | Y | - | - | - | - | - | - | - | - | -
/calor/periods                                          | Y | Y | - | - | - | - | - | - | - | -
/calor/periods/:periodId                                | Y | Y | - | - | - | - | - | - | - | -
/calor/signups                                          | Y | Y | - | - | - | - | - | Y | - | -
/calor/claims                                           | Y | - | - | - | - | - | Y | - | - | -
/calor/claims/audit                                     | Y | - | - | - | - | Y | - | - | - | -
/nisbets/periods                                        | Y | Y | - | - | - | - | - | - | - | -
/nisbets/periods/:periodId                              | Y | Y | - | - | - | - | - | - | - | -
/nisbets/signups                                        | Y | Y | - | - | - | - | - | - | Y | -
/finance/bacs-files-management                          | Y | Y | - | - | - | - | - | - | - | -
/default-documents/food-safety                          | Y | Y | - | - | - | - | - | - | - | -
/maintenance                                            | Y | - | - | - | - | - | - | - | - | -
/test                                                   | Y | - | - | - | - | - | - | - | - | -
/icons                                                  | Y | - | - | - | - | - | - | - | - | -
/error/404                                              | Y | Y | Y | Y | Y | Y | Y | Y | Y | Y
/error/500                                              | Y | Y | Y | Y | Y | Y | Y | Y | Y | Y
/errors/401                                             | Y | Y | Y | Y | Y | Y | Y | Y | Y | Y
/error/unknown                                          | Y | Y | Y | Y | Y | Y | Y | Y | Y | Y
/error/contactus                                        | Y | Y | Y | Y | Y | Y | Y | Y | Y | Y
/error/bad-permissions                                  | Y | Y | Y | Y | Y | Y | Y | Y | Y | Y
/error/loginissue                                       | Y | Y | Y | Y | Y | Y | Y | Y | Y | Y
/errors/Membership                                      | Y | Y | Y | Y | Y | Y | Y | Y | Y | Y
/:membershipNumber/dashboard/home                       | Y | - | Y | - | - | - | - | - | - | -
/:membershipNumber/unit-premises/new                    | Y | - | Y | - | - | - | - | - | - | -
/:membershipNumber/unit-premises/:unitId/details        | Y | - | Y | - | - | - | - | - | - | -
/:membershipNumber/unit-premises/:unitId/documents      | Y | - | Y | - | - | - | - | - | - | -
`;

function parseMatrix(text: string) {
  const [header, ...rows] = text.trim().split('\n').map((line) => line.split('|').map((cell) => cell.trim()));
  const columns = header!.slice(1);
  return rows.map(([path, ...cells]) => ({
    path: path!,
    expected: Object.fromEntries(columns.map((column, index) => [column, cells[index] === 'Y'])),
  }));
}

const table = buildRouteTable('larder');
const allRoutes = [...table, ...memberRouteCopies(table)];
const rows = parseMatrix(MATRIX);
const rolesOf = (column: string) => (column === 'none' ? [] : [column]);

describe('route access matrix (spec §5, §6)', () => {
  it('covers every route in the table, and nothing else', () => {
    expect(rows.map((row) => row.path).sort()).toEqual(allRoutes.map((route) => route.path).sort());
  });

  it.each(rows)('$path', ({ path, expected }) => {
    const route = allRoutes.find((candidate) => candidate.path === path)!;
    const actual = Object.fromEntries(Object.keys(expected).map((column) => [column, isRouteAllowed(route, rolesOf(column))]));
    expect(actual).toEqual(expected);
  });
});
