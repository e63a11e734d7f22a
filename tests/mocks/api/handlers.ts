// TEST DOUBLE, never shipped: the API simulator's msw handlers, shared by `npm start` and Vitest.
import type { RequestHandler } from 'msw';
import { bacsFileHandlers } from './handlers/bacsFiles';
import { accountHandlers } from './handlers/account';
import { calorHandlers } from './handlers/calor';
import { contractGateHandler } from './handlers/contractGate';
import { cardPaymentNotificationHandlers } from './handlers/cardPaymentNotifications';
import { cardRefundHandlers } from './handlers/cardRefunds';
import { calorClaimsReviewHandlers } from './handlers/calorClaimsReview';
import { companyDetailsHandlers } from './handlers/companyDetails';
import { documentHandlers } from './handlers/documents';
import { gasHandlers } from './handlers/gas';
import { memberHandlers } from './handlers/members';
import { notFoundHandler } from './handlers/notFound';
import { offerHandlers } from './handlers/offers';
import type { ApiHandlerOptions } from './handlers/options';
import { permissionHandlers } from './handlers/permissions';
import { programmePeriodHandlers } from './handlers/programmePeriods';
import { supplierProgrammeHandlers } from './handlers/programmes';
import { programmeSignupHandlers } from './handlers/programmeSignups';
import { referenceDataHandlers } from './handlers/referenceData';
import { requestLogHandler } from './handlers/requestLog';
import { trainingHandlers } from './handlers/training';
import { trainingAndGasSummaryHandlers } from './handlers/trainingAndGasSummary';
import { unitHandlers } from './handlers/units';
import { voucherHandlers } from './handlers/vouchers';
import { walletHandlers } from './handlers/wallet';

/**
 * Every handler of the simulated members API. Order matters: the request log sees everything first; the
 * contract gate then checks the caller, the roles and the request against the document before the
 * resources' own handlers answer, the catch-all 404 last, so a new resource module goes in between (one line).
 */
export function createApiHandlers(options: ApiHandlerOptions): RequestHandler[] {
  const resolved = { ...options, apiUrl: options.apiUrl.replace(/\/+$/, '') };
  return [
    requestLogHandler(resolved),
    contractGateHandler(resolved, [
      ...referenceDataHandlers(resolved),
      ...memberHandlers(resolved),
      ...companyDetailsHandlers(resolved),
      ...permissionHandlers(resolved),
      ...offerHandlers(resolved),
      ...unitHandlers(resolved),
      ...documentHandlers(resolved),
      ...calorHandlers(resolved),
      ...trainingHandlers(resolved),
      ...gasHandlers(resolved),
      ...trainingAndGasSummaryHandlers(resolved),
      ...supplierProgrammeHandlers(resolved),
      ...voucherHandlers(resolved),
      ...walletHandlers(resolved),
      ...calorClaimsReviewHandlers(resolved),
      ...bacsFileHandlers(resolved),
      ...accountHandlers(resolved),
      ...cardPaymentNotificationHandlers(resolved),
      ...cardRefundHandlers(resolved),
      ...programmePeriodHandlers(resolved),
      ...programmeSignupHandlers(resolved),
      notFoundHandler(resolved),
    ]),
  ];
}
