// TEST DOUBLE, never shipped: call 7, the rewards schemes a member is on.
import { http, HttpResponse } from 'msw';
import type { MemberScheme, SchemeStatus } from '../../../../src/domain/memberSchemes';
import { hasApprovedCalorAccount, hasPendingCalorAccount, type CalorAccount } from '../../../../src/domain/calor/calorAccount';
import { memberResolver } from './memberResolver';
import type { ApiHandlerOptions } from './options';

/**
 * The spec leaves call 7's answer open (§3, §7); designed here, one entry per supplier programme
 * (typed once, in src/domain/memberSchemes.ts):
 *
 *   GET /offers/members/{membershipNumber}/schemes
 *   200 [{ "schemeType": "calor", "name": "Calor gas cashback", "status": "SignedUp" }, ...]
 *
 * schemeType is the programme's key ('calor' | 'biopak' | 'nisbets' | 'booker'), as in /rewards/{schemeType}/…
 * and /wallet/schemes/{schemeType}; status is SignedUp (sign-up approved), Pending (awaiting approval) or
 * NotSignedUp.
 */
export function offerHandlers(options: ApiHandlerOptions) {
  return [
    http.get(
      `${options.apiUrl}/offers/members/:membershipNumber/schemes`,
      memberResolver(options, ({ member }) =>
        HttpResponse.json<MemberScheme[]>(
          member.schemes.map((scheme) =>
            scheme.schemeType === 'calor'
              ? { ...scheme, status: calorSchemeStatus(options.store.calor.accounts.get(member.membershipNumber)) }
              : scheme,
          ),
        ),
      ),
    ),
  ];
}

/** Calor's standing comes from the member's Calor accounts (the sign-up page's data), so the two never disagree. */
function calorSchemeStatus(accounts: readonly CalorAccount[] | undefined): SchemeStatus {
  if (hasApprovedCalorAccount(accounts)) return 'SignedUp';
  return hasPendingCalorAccount(accounts) ? 'Pending' : 'NotSignedUp';
}
