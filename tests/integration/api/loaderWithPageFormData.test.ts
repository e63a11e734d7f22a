// The loader with the page's own FormData: in the browser (jsdom here) it is not Node's, and must still
// go out as multipart. The rest of the loader is pure and tested in plain Node (tests/unit/api).
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from '@/api/loader';
import { formDataOf } from '@/api/formDataOf';
import { API_URL } from '../../support/apiUrl';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it("sends the page's own FormData (jsdom's here) as multipart too", async () => {
  let retailerId: unknown;
  let contentType: string | null = null;
  server.use(
    http.post(`${API_URL}/calor/members/:membershipNumber/upload-claim`, async ({ request }) => {
      contentType = request.headers.get('content-type');
      retailerId = (await request.formData()).get('retailerId');
      return HttpResponse.json({ claimReference: 'CLR-1' });
    }),
  );
  await createApiClient({ baseUrl: API_URL, getToken: async () => 'token-abc' }).POST('/calor/members/{membershipNumber}/upload-claim', {
    params: { path: { membershipNumber: 'LM100001' }, header: { 'Idempotency-Key': crypto.randomUUID() } },
    body: { retailerId: 'r-2', vatNumber: '', purchaseDate: '2026-11-01', receiptNumber: '', purchaseDetails: [], receiptImage: new File(['x'], 'r.png') },
    bodySerializer: formDataOf,
  });
  expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(retailerId).toBe('r-2');
});
