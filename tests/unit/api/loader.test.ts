import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError, MalformedAnswerError, statusOf } from '@/api/httpError';
import { buildUrl, createApiClient, type HttpMethod } from '@/api/loader';

// Node's fetch needs an absolute address; the tests run with the e2e settings (.env.e2e).
const API: string = import.meta.env.VITE_API_URL;

interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  request: Request;
}

let seen: SeenRequest[] = [];
const server = setupServer();
server.events.on('request:start', ({ request }) => {
  seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, request: request.clone() });
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(() => server.close());

const TOKEN = 'token-abc';
const api = (getToken: () => Promise<string> = async () => TOKEN) => createApiClient({ baseUrl: API, getToken });

/** Answers every method on `path` with the given JSON. */
function answer(path: string, body: JsonBodyType, init?: ResponseInit) {
  server.use(http.all(`${API}${path}`, () => HttpResponse.json(body, init)));
}

const lastRequest = () => {
  const request = seen.at(-1);
  if (!request) throw new Error('no request reached the server');
  return request;
};

describe('the loader: methods and paths', () => {
  it.each<{ method: HttpMethod; call: (client: ReturnType<typeof api>) => Promise<unknown> }>([
    { method: 'GET', call: (client) => client.get('/things/1') },
    { method: 'POST', call: (client) => client.post('/things/1', { a: 1 }) },
    { method: 'PUT', call: (client) => client.put('/things/1', { a: 1 }) },
    { method: 'DELETE', call: (client) => client.delete('/things/1') },
  ])('sends $method to the API host and path', async ({ method, call }) => {
    answer('/things/1', { ok: true });
    await expect(call(api())).resolves.toEqual({ ok: true });
    expect(lastRequest().method).toBe(method);
    expect(lastRequest().url.href).toBe(`${API}/things/1`);
  });

  it('joins a base URL and a path without doubling or dropping the slash', () => {
    expect(buildUrl('https://api.example/v1/', '/things')).toBe('https://api.example/v1/things');
    expect(buildUrl('https://api.example/v1', 'things')).toBe('https://api.example/v1/things');
  });
});

describe('the loader: request bodies', () => {
  it('serialises a JSON body and says so in Content-Type', async () => {
    let received: unknown;
    server.use(
      http.post(`${API}/things`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ id: 7 });
      }),
    );
    await expect(api().post('/things', { name: 'Pie', tags: ['a'], vat: false })).resolves.toEqual({ id: 7 });
    expect(received).toEqual({ name: 'Pie', tags: ['a'], vat: false });
    expect(lastRequest().headers.get('content-type')).toBe('application/json');
  });

  it('serialises falsy JSON bodies too', async () => {
    let received: unknown = 'untouched';
    server.use(
      http.put(`${API}/flag`, async ({ request }) => {
        received = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await api().put('/flag', false);
    expect(received).toBe(false);
  });

  it('sends no body and no Content-Type when there is no body', async () => {
    answer('/things', []);
    await api().post('/things');
    expect(lastRequest().headers.get('content-type')).toBeNull();
    expect(await lastRequest().request.text()).toBe('');
  });

  it('sends FormData as multipart, with its fields and file, not as JSON', async () => {
    // Node's own FormData and fetch, a matching pair as in a browser (jsdom's FormData is checked in
    // tests/integration/api/loader.test.ts).
    const receipt = await new Response('receipt bytes', { headers: { 'Content-Type': 'image/png' } }).blob();

    let fields: Record<string, unknown> = {};
    server.use(
      http.post(`${API}/upload`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('receiptImage') as File;
        fields = {
          retailerId: form.get('retailerId'),
          purchaseDetails: form.getAll('purchaseDetails'),
          fileName: file.name,
          fileType: file.type,
          fileText: await file.text(),
        };
        return HttpResponse.json({ claimReference: 'CR-1' });
      }),
    );
    const form = new FormData();
    form.append('retailerId', 'r-1');
    form.append('purchaseDetails', '{"quantity":1}');
    form.append('purchaseDetails', '{"quantity":2}');
    form.append('receiptImage', receipt, 'receipt.png');

    await expect(api().post('/upload', form)).resolves.toEqual({ claimReference: 'CR-1' });
    expect(lastRequest().headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(fields).toEqual({
      retailerId: 'r-1',
      purchaseDetails: ['{"quantity":1}', '{"quantity":2}'],
      fileName: 'receipt.png',
      fileType: 'image/png',
      fileText: 'receipt bytes',
    });
  });
});

describe('the loader: query parameters', () => {
  it.each([
    { query: { q: 'pie' }, search: '?q=pie' },
    { query: { page: 2, active: true }, search: '?page=2&active=true' },
    { query: { id: ['a', 'b', 'c'] }, search: '?id=a&id=b&id=c' },
    { query: { id: ['a', null, undefined, 'b'] }, search: '?id=a&id=b' },
    { query: { gone: null, missing: undefined, kept: 0 }, search: '?kept=0' },
    { query: { empty: '' }, search: '?empty=' },
    { query: { text: 'a b&c=d' }, search: '?text=a+b%26c%3Dd' },
    { query: {}, search: '' },
  ])('sends $query as "$search"', async ({ query, search }) => {
    answer('/search', []);
    await api().get('/search', { query });
    expect(lastRequest().url.search).toBe(search);
  });
});

describe('the loader: responses', () => {
  it('parses a JSON answer', async () => {
    answer('/details', { membershipNumber: 'LM1', balance: 0, flags: [true] });
    await expect(api().get('/details')).resolves.toEqual({ membershipNumber: 'LM1', balance: 0, flags: [true] });
    expect(lastRequest().headers.get('accept')).toBe('application/json');
  });

  it('parses a JSON string answer (the account id call)', async () => {
    answer('/account-id', 'acc-123');
    await expect(api().get('/account-id')).resolves.toBe('acc-123');
  });

  it("returns text when asked for responseType 'text'", async () => {
    server.use(http.get(`${API}/can-renew`, () => HttpResponse.text('Ok')));
    await expect(api().get('/can-renew', { responseType: 'text' })).resolves.toBe('Ok');
    expect(lastRequest().headers.get('accept')).toBe('text/plain');
  });

  it("returns the bytes and their type as a Blob when asked for responseType 'blob' (a file to download)", async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    server.use(http.get(`${API}/file`, () => new HttpResponse(bytes, { headers: { 'Content-Type': 'application/pdf' } })));
    const blob = await api().get<Blob>('/file', { responseType: 'blob' });
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(lastRequest().headers.get('accept')).toBe('*/*');
  });

  it("still fails with the status and body text when a 'blob' request is refused", async () => {
    server.use(http.get(`${API}/file`, () => HttpResponse.text('No uploaded file', { status: 404 })));
    await expect(api().get('/file', { responseType: 'blob' })).rejects.toMatchObject({ status: 404, body: 'No uploaded file' });
  });

  it.each([
    ['cut short', '{"items": [1, 2'],
    ['an HTML page from a gateway', '<html><body>Bad gateway</body></html>'],
  ])('rejects an answer announced as JSON but %s, naming the call', async (_case, body) => {
    server.use(http.get(`${API}/broken`, () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json; charset=utf-8' } })));
    const failure = api().get('/broken');
    await expect(failure).rejects.toBeInstanceOf(MalformedAnswerError);
    await expect(failure).rejects.toMatchObject({ call: 'GET /api/broken' });
  });

  it('still reads plain text answered where JSON was asked for', async () => {
    server.use(http.get(`${API}/plain`, () => HttpResponse.text('Ok')));
    await expect(api().get('/plain')).resolves.toBe('Ok');
  });

  it("returns JSON-looking text unparsed when asked for responseType 'text'", async () => {
    server.use(http.get(`${API}/raw`, () => HttpResponse.text('{"a":1}')));
    await expect(api().get('/raw', { responseType: 'text' })).resolves.toBe('{"a":1}');
  });

  it("returns a Blob, bytes intact, with the bearer token, when asked for responseType 'blob'", async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xa3]); // %PDF- then bytes text would mangle
    server.use(http.get(`${API}/invoice.pdf`, () => new HttpResponse(bytes, { headers: { 'Content-Type': 'application/pdf' } })));
    const blob = await api().get<Blob>('/invoice.pdf', { responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(lastRequest().headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(lastRequest().headers.get('accept')).toBe('*/*');
  });

  it("throws HttpError with the body text when a 'blob' answer fails", async () => {
    server.use(http.get(`${API}/invoice.pdf`, () => HttpResponse.text('No invoice INV-1', { status: 404 })));
    await expect(api().get('/invoice.pdf', { responseType: 'blob' })).rejects.toMatchObject({ status: 404, body: 'No invoice INV-1' });
  });

  it.each([
    { status: 204, what: 'a 204 with no body' },
    { status: 200, what: 'a 200 with an empty body' },
  ])('returns undefined for $what', async ({ status }) => {
    server.use(http.put(`${API}/save`, () => new HttpResponse(null, { status })));
    await expect(api().put('/save', { a: 1 })).resolves.toBeUndefined();
  });

  it('returns the text when an answer expected as JSON is not JSON', async () => {
    server.use(http.put(`${API}/save`, () => HttpResponse.text('Saved')));
    await expect(api().put('/save', { a: 1 })).resolves.toBe('Saved');
  });
});

describe('the loader: bearer token', () => {
  it('sends Authorization: Bearer with the token from the getter on every call', async () => {
    answer('/a', {});
    let issued = 0;
    const getToken = vi.fn(async () => `token-${++issued}`);
    const client = api(getToken);
    await client.get('/a');
    await client.post('/a', {});
    await client.put('/a', {});
    await client.delete('/a');
    expect(seen.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
      'Bearer token-3',
      'Bearer token-4',
    ]);
    expect(getToken).toHaveBeenCalledTimes(4);
  });

  it('makes no request when the token getter rejects, and passes its error on', async () => {
    answer('/a', {});
    const signInAgain = Object.assign(new Error('Login required'), { error: 'login_required' });
    await expect(api(() => Promise.reject(signInAgain)).get('/a')).rejects.toBe(signInAgain);
    expect(seen).toHaveLength(0);
  });
});

describe('the loader: cancellation', () => {
  it('aborts the request when its signal aborts', async () => {
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.get(`${API}/slow`, async () => {
        arrived();
        return new Promise<never>(() => undefined); // never answers: the call can only end by its abort
      }),
    );
    const controller = new AbortController();
    const call = api().get('/slow', { signal: controller.signal });
    await arrival;
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('never sends a request whose signal has already aborted', async () => {
    answer('/a', {});
    const controller = new AbortController();
    controller.abort();
    const call = api().get('/a', { signal: controller.signal });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(0);
  });
});

describe('the loader: failures', () => {
  it.each([
    { status: 400, body: 'Bad request: vatRegistered is required', flag: 'isBadRequest' },
    { status: 401, body: 'Missing bearer token', flag: 'isUnauthorised' },
    { status: 403, body: 'Not your membership', flag: 'isForbidden' },
    { status: 404, body: 'No such member', flag: 'isNotFound' },
    { status: 408, body: 'Request timeout', flag: 'isTimeout' },
    { status: 500, body: 'Server exploded', flag: 'isServerError' },
  ] as const)('throws an HttpError for $status carrying its status and body text', async ({ status, body, flag }) => {
    server.use(http.get(`${API}/fails`, () => HttpResponse.text(body, { status })));
    const error = await api()
      .get('/fails')
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(error).toBeInstanceOf(HttpError);
    const httpError = error as HttpError;
    expect(httpError.status).toBe(status);
    expect(statusOf(httpError)).toBe(status);
    expect(httpError.body).toBe(body);
    expect(httpError.message).toBe(`Request to ${API}/fails failed with status ${status}`);
    expect(httpError[flag]).toBe(true);
  });

  it('keeps a JSON error body as its text', async () => {
    server.use(http.post(`${API}/fails`, () => HttpResponse.json({ errors: ['bad'] }, { status: 400 })));
    await expect(api().post('/fails', {})).rejects.toMatchObject({ status: 400, body: '{"errors":["bad"]}' });
  });

  it('throws an HttpError for a failing text request too', async () => {
    server.use(http.get(`${API}/can-renew`, () => HttpResponse.text('nope', { status: 404 })));
    await expect(api().get('/can-renew', { responseType: 'text' })).rejects.toMatchObject({ status: 404, body: 'nope' });
  });

  it('passes a network failure on as it is, with no status', async () => {
    server.use(http.get(`${API}/down`, () => HttpResponse.error()));
    const error = await api()
      .get('/down')
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(TypeError);
    expect(statusOf(error)).toBeUndefined();
  });
});
