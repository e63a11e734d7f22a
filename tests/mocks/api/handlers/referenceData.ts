// TEST DOUBLE, never shipped: call 1, the company-type reference data (any signed-in caller).
import { HttpResponse } from 'msw';
import { requireCaller } from '../auth';
import { apiHttp, type ApiHandlerOptions } from './options';

export function referenceDataHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  return [
    http.get('/members/reference-data/company-type', async ({ request }) => {
      await requireCaller(request, options);
      return HttpResponse.json(options.store.companyTypes);
    }),
  ];
}
