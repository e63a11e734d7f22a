// TEST DOUBLE, never shipped: call 5, saving a member's company type, number and VAT answer.
import { HttpResponse } from 'msw';
import { refused } from '../responses';
import { checkCompanyDetailsUpdate } from '../backend-reference/companyDetailsUpdate';
import { memberResolver } from './memberResolver';
import { apiHttp, type ApiHandlerOptions } from './options';

/** Answers 200 with the updated membership info (what call 4 answers from now on), or 400 with the reason's code and the field. */
export function companyDetailsHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  return [
    http.put(
      '/members/{memberId}/details/company-type',
      memberResolver(
        options,
        async ({ request, member }) => {
          const body: unknown = await request.json().catch(() => undefined);
          const check = checkCompanyDetailsUpdate(body, options.store.companyTypes);
          if (!check.ok) throw refused(check);

          const { companyType, companyRegistrationOrCharityNumber, vatRegistered } = check.update;
          member.details = {
            ...member.details,
            companyTypeId: companyType.id,
            companyType: { id: companyType.id, name: companyType.text },
            companyRegistrationOrCharityNumber,
            vatRegistered,
          };
          return HttpResponse.json(member.details);
        },
        { param: 'memberId' },
      ),
    ),
  ];
}
