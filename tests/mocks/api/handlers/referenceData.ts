// TEST DOUBLE, never shipped: call 1, the company-type reference data (any signed-in caller).
import { http, HttpResponse } from 'msw';
import { requireCaller } from '../auth';
import type { ApiHandlerOptions } from './options';

export function referenceDataHandlers(options: ApiHandlerOptions) {
  return [
    http.get(`${options.apiUrl}/members/reference-data/company-type`, async ({ request }) => {
      await requireCaller(request, options);
      return HttpResponse.json(options.store.companyTypes);
    }),
  ];
}
