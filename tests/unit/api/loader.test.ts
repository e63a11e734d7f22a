import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError, MalformedAnswerError, statusOf } from '@/api/httpError';
import { createApiClient, dataOf, DEFAULT_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '@/api/loader';
import { formDataOf } from '@/api/formDataOf';
import { API_URL } from '../../support/apiUrl';

// The one loader, typed by the contract: these tests call real operations of api/openapi.yaml against
// answers made up here (the API simulator is not involved). Node's fetch needs an absolute address.

let seen: Request[] = [];
const server = setupServer();
server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(() => server.close());

const TOKEN = 'token-abc';
const api = (getToken: () => Promise<string> = async () => TOKEN) => createApiClient({ baseUrl: API_URL, getToken });
const member = { params: { path: { membershipNumber: 'LM100001' } } };
const lastRequest = () => {
  const request = seen.at(-1);
  if (!request) throw new Error('no request reached the server');
  return request;
};
const DETAILS = { companyTypeId: null, companyType: null, companyRegistrationOrCharityNumber: null, latestMembership: { status: 'Current', paymentType: { name: 'Card Payment' } }, balance: 0 };

describe('the loader: paths and methods from the contract', () => {
  it('fills the path parameters in, encoded', async () => {
    server.use(http.get(`${API_URL}/members/:membershipNumber/details`, () => HttpResponse.json(DETAILS)));
    await dataOf(api().GET('/members/{membershipNumber}/details', { params: { path: { membershipNumber: 'LM 1/2' } } }));
    expect(new URL(lastRequest().url).pathname).toBe('/api/members/LM%201%2F2/details');
  });

  it.each([
    ['GET', () => api().GET('/members/{membershipNumber}/details', member)],
    ['PUT', () => api().PUT('/members/{memberId}/details/company-type', { params: { path: { memberId: 'LM100001' }, header: { 'If-Match': '"v1"' } }, body: { companyTypeId: 'x', companyRegistrationOrCharityNumber: null, vatRegistered: true } })],
    ['DELETE', () => api().DELETE('/finance/bacs-files/{fileId}', { params: { path: { fileId: 'f-1' } } })],
  ])('sends %s with the bearer token from the getter', async (method, call) => {
    server.use(http.all(`${API_URL}/*`, () => HttpResponse.json(DETAILS)));
    await call();
    expect(lastRequest().method).toBe(method);
    expect(lastRequest().headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('asks the getter for a token on every call', async () => {
    server.use(http.get(`${API_URL}/members/:membershipNumber/details`, () => HttpResponse.json(DETAILS)));
    let issued = 0;
    const getToken = vi.fn(async () => `token-${++issued}`);
    const client = api(getToken);
    await client.GET('/members/{membershipNumber}/details', member);
    await client.GET('/members/{membershipNumber}/details', member);
    expect(seen.map((request) => request.headers.get('authorization'))).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('makes no request when the token getter rejects, and passes its error on', async () => {
    const signInAgain = Object.assign(new Error('Login required'), { error: 'login_required' });
    await expect(api(() => Promise.reject(signInAgain)).GET('/members/{membershipNumber}/details', member)).rejects.toBe(signInAgain);
    expect(seen).toHaveLength(0);
  });
});

describe('the loader: what it sends', () => {
  it('sends a JSON body, saying so in Content-Type, and the Idempotency-Key header', async () => {
    server.use(http.post(`${API_URL}/calor/members/:membershipNumber/retailers/create`, () => HttpResponse.json({}, { status: 201 })));
    const key = crypto.randomUUID();
    await api().POST('/calor/members/{membershipNumber}/retailers/create', {
      params: { path: { membershipNumber: 'LM100001' }, header: { 'Idempotency-Key': key } },
      body: { name: 'Moorland Gas', address: '1 Moor Lane', postCode: 'BD24 9AA' },
    });
    expect(lastRequest().headers.get('content-type')).toBe('application/json');
    expect(lastRequest().headers.get('idempotency-key')).toBe(key);
    expect(await lastRequest().json()).toEqual({ name: 'Moorland Gas', address: '1 Moor Lane', postCode: 'BD24 9AA' });
  });

  it.each([
    { query: { search: 'hg1' }, search: '?search=hg1' },
    { query: { search: 'a b&c=d', page: 2 }, search: '?search=a%20b%26c%3Dd&page=2' },
    { query: { search: undefined, page: 3 }, search: '?page=3' },
    { query: {}, search: '' },
  ])('sends the query $query as "$search"', async ({ query, search }) => {
    server.use(http.get(`${API_URL}/units/overview`, () => HttpResponse.json({})));
    await api().GET('/units/overview', { params: { query } });
    expect(new URL(lastRequest().url).search).toBe(search);
  });

  it('sends an upload as multipart: fields, a field once per item, and the file with its name', async () => {
    server.use(http.post(`${API_URL}/calor/members/:membershipNumber/upload-claim`, () => HttpResponse.json({ claimReference: 'CLR-1' })));
    const receipt = new File(['receipt bytes'], 'receipt.png', { type: 'image/png' });
    await api().POST('/calor/members/{membershipNumber}/upload-claim', {
      params: { path: { membershipNumber: 'LM100001' }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: { retailerId: 'r-1', vatNumber: '', purchaseDate: '2026-11-01', receiptNumber: 'INV-1', purchaseDetails: ['{"quantity":1}', '{"quantity":2}'], receiptImage: receipt },
      bodySerializer: formDataOf,
    });
    expect(lastRequest().headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await lastRequest().formData();
    const file = form.get('receiptImage') as File;
    expect({ vatNumber: form.get('vatNumber'), lines: form.getAll('purchaseDetails'), name: file.name, type: file.type, text: await file.text() }).toEqual({
      vatNumber: '',
      lines: ['{"quantity":1}', '{"quantity":2}'],
      name: 'receipt.png',
      type: 'image/png',
      text: 'receipt bytes',
    });
  });

  it.each([
    ['a reading call', () => api().GET('/members/{membershipNumber}/details', member), DEFAULT_TIMEOUT_MS],
    [
      'an upload',
      () =>
        api().POST('/calor/members/{membershipNumber}/upload-claim', {
          params: { path: { membershipNumber: 'LM100001' }, header: { 'Idempotency-Key': crypto.randomUUID() } },
          body: { retailerId: 'r', vatNumber: '', purchaseDate: '2026-11-01', receiptNumber: '', purchaseDetails: [], receiptImage: new Blob(['x']) },
          bodySerializer: formDataOf,
        }),
      UPLOAD_TIMEOUT_MS,
    ],
  ])('gives %s a time limit of its own', async (_case, call, limit) => {
    server.use(http.all(`${API_URL}/*`, () => HttpResponse.json(DETAILS)));
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await call();
    expect(timeout).toHaveBeenCalledWith(limit);
  });
});

describe('the loader: answers', () => {
  it('reads JSON, and a JSON string (call 2)', async () => {
    server.use(
      http.get(`${API_URL}/members/:membershipNumber/details`, () => HttpResponse.json(DETAILS)),
      http.get(`${API_URL}/members/:membershipNumber/details/account-id`, () => HttpResponse.json('acc-123')),
    );
    await expect(dataOf(api().GET('/members/{membershipNumber}/details', member))).resolves.toEqual(DETAILS);
    await expect(dataOf(api().GET('/members/{membershipNumber}/details/account-id', member))).resolves.toBe('acc-123');
  });

  it('reads text when asked to (call 3), even text that looks like JSON', async () => {
    server.use(http.get(`${API_URL}/members/:membershipNumber/renewals/can-renew`, () => HttpResponse.text('{"a":1}')));
    await expect(dataOf(api().GET('/members/{membershipNumber}/renewals/can-renew', { ...member, parseAs: 'text' }))).resolves.toBe('{"a":1}');
  });

  it('reads a file as a Blob, its bytes and type intact', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xa3]); // %PDF- then bytes text would mangle
    server.use(http.get(`${API_URL}/members/:membershipNumber/invoices/:number/pdf`, () => new HttpResponse(bytes, { headers: { 'Content-Type': 'application/pdf' } })));
    const blob = await dataOf(api().GET('/members/{membershipNumber}/invoices/{number}/pdf', { params: { path: { membershipNumber: 'LM100001', number: 'INV-1' } }, parseAs: 'blob' }));
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it.each([
    { status: 204, what: 'a 204 with no body' },
    { status: 200, what: 'a 200 with an empty body' },
  ])('answers undefined for $what', async ({ status }) => {
    server.use(http.delete(`${API_URL}/finance/bacs-files/:fileId`, () => new HttpResponse(null, { status })));
    await expect(dataOf(api().DELETE('/finance/bacs-files/{fileId}', { params: { path: { fileId: 'f-1' } } }))).resolves.toBeUndefined();
  });

  it.each([
    ['cut short', '{"items": [1, 2', 'application/json; charset=utf-8'],
    ['an HTML page from a gateway', '<html><body>Bad gateway</body></html>', 'text/html'],
  ])('throws MalformedAnswerError for JSON %s, naming the call', async (_case, body, contentType) => {
    server.use(http.get(`${API_URL}/members/:membershipNumber/details`, () => new HttpResponse(body, { headers: { 'Content-Type': contentType } })));
    const failure = api().GET('/members/{membershipNumber}/details', member);
    await expect(failure).rejects.toBeInstanceOf(MalformedAnswerError);
    await expect(failure).rejects.toMatchObject({ call: 'GET /api/members/LM100001/details' });
  });
});

describe('the loader: failures', () => {
  it.each([
    { status: 400, body: 'vatRegistered is required', flag: 'isBadRequest' },
    { status: 401, body: 'Missing bearer token', flag: 'isUnauthorised' },
    { status: 403, body: 'Not your membership', flag: 'isForbidden' },
    { status: 404, body: 'No such member', flag: 'isNotFound' },
    { status: 408, body: 'Request timeout', flag: 'isTimeout' },
    { status: 500, body: 'Server exploded', flag: 'isServerError' },
  ] as const)('throws an HttpError for $status carrying its status and body text', async ({ status, body, flag }) => {
    server.use(http.get(`${API_URL}/members/:membershipNumber/details`, () => HttpResponse.text(body, { status })));
    const error = await api()
      .GET('/members/{membershipNumber}/details', member)
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status, body, call: 'GET /api/members/LM100001/details', [flag]: true });
    expect(statusOf(error)).toBe(status);
  });

  it('keeps a JSON refusal as its text, and refuses a text or file call the same way', async () => {
    server.use(
      http.put(`${API_URL}/members/:memberId/details/company-type`, () => HttpResponse.json({ errors: ['bad'] }, { status: 400 })),
      http.get(`${API_URL}/members/:membershipNumber/renewals/can-renew`, () => HttpResponse.text('nope', { status: 404 })),
      http.get(`${API_URL}/members/:membershipNumber/invoices/:number/pdf`, () => HttpResponse.text('No invoice INV-1', { status: 404 })),
    );
    await expect(
      api().PUT('/members/{memberId}/details/company-type', { params: { path: { memberId: 'LM1' }, header: { 'If-Match': '"v1"' } }, body: { companyTypeId: 'x', companyRegistrationOrCharityNumber: null, vatRegistered: true } }),
    ).rejects.toMatchObject({ status: 400, body: '{"errors":["bad"]}' });
    await expect(api().GET('/members/{membershipNumber}/renewals/can-renew', { ...member, parseAs: 'text' })).rejects.toMatchObject({ status: 404, body: 'nope' });
    await expect(
      api().GET('/members/{membershipNumber}/invoices/{number}/pdf', { params: { path: { membershipNumber: 'LM1', number: 'INV-1' } }, parseAs: 'blob' }),
    ).rejects.toMatchObject({ status: 404, body: 'No invoice INV-1' });
  });

  it('asks again about a submission still being processed (409 request-in-progress), and answers the first request’s answer', async () => {
    const inProgress = { type: 'https://api.larder.example/problems/request-in-progress', title: 'Request in progress', status: 409, detail: 'still', code: 'request-in-progress' };
    let asked = 0;
    server.use(
      http.post(`${API_URL}/calor/members/:membershipNumber/retailers/create`, () =>
        ++asked < 3
          ? HttpResponse.json(inProgress, { status: 409, headers: { 'Content-Type': 'application/problem+json' } })
          : HttpResponse.json({ id: 'r1', name: 'Moorland Gas', address: '1 Moor Lane', postCode: 'BD24 9AA' }, { status: 201, headers: { 'Idempotent-Replayed': 'true' } }),
      ),
    );
    const body = { name: 'Moorland Gas', address: '1 Moor Lane', postCode: 'BD24 9AA' };
    const key = crypto.randomUUID();
    const created = await dataOf(api().POST('/calor/members/{membershipNumber}/retailers/create', { ...member, params: { ...member.params, header: { 'Idempotency-Key': key } }, body }));
    expect(created).toMatchObject({ id: 'r1' });
    expect(seen.map((request) => request.headers.get('Idempotency-Key'))).toEqual([key, key, key]);
  });

  it('passes any other conflict on at once', async () => {
    const exists = { type: 'https://api.larder.example/problems/retailer-exists', title: 'Retailer exists', status: 409, detail: 'exists', code: 'retailer-exists' };
    server.use(http.post(`${API_URL}/calor/members/:membershipNumber/retailers/create`, () => HttpResponse.json(exists, { status: 409, headers: { 'Content-Type': 'application/problem+json' } })));
    const call = api().POST('/calor/members/{membershipNumber}/retailers/create', {
      ...member,
      params: { ...member.params, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: { name: 'Moorland Gas', address: '1 Moor Lane', postCode: 'BD24 9AA' },
    });
    await expect(call).rejects.toMatchObject({ status: 409, code: 'retailer-exists' });
    expect(seen).toHaveLength(1);
  });

  it('passes a network failure on as it is, with no status', async () => {
    server.use(http.get(`${API_URL}/members/:membershipNumber/details`, () => HttpResponse.error()));
    const error = await api()
      .GET('/members/{membershipNumber}/details', member)
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(TypeError);
    expect(statusOf(error)).toBeUndefined();
  });

  it('aborts a request whose signal aborts, and never sends one aborted already', async () => {
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.get(`${API_URL}/members/:membershipNumber/details`, async () => {
        arrived();
        return new Promise<never>(() => undefined); // never answers: the call can only end by its abort
      }),
    );
    const controller = new AbortController();
    const call = api().GET('/members/{membershipNumber}/details', { ...member, signal: controller.signal });
    await arrival;
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    seen = [];
    await expect(api().GET('/members/{membershipNumber}/details', { ...member, signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(0);
  });
});
