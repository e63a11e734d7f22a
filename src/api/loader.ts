import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { HttpError, MalformedAnswerError } from './httpError';
import type { paths } from './openapi';

/**
 * The one loader every API call goes through (DESIGN.md §5): openapi-fetch typed by the contract
 * (api/openapi.yaml), so a wrong path, a missing path parameter, a wrong query or body is a compile
 * error. Around it: the bearer token, a time limit, and failures thrown as HttpError or
 * MalformedAnswerError, so every call either answers its documented data or throws.
 */
export type ApiClient = Client<paths>;

export const DEFAULT_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMEOUT_MS = 120_000;

/** The request got no answer in time: it may or may not have reached the server (fetch's TimeoutError). */
export const isTimeout = (error: unknown) => (error as { name?: unknown } | null)?.name === 'TimeoutError';

/** Supplies a bearer token; rejects when the user must sign in again. */
export type TokenGetter = () => Promise<string>;

const isUpload = (request: Request) => (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data');

function bearerToken(getToken: TokenGetter): Middleware {
  return {
    async onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${await getToken()}`);
      return request;
    },
  };
}

/** A refusal or failure becomes HttpError; JSON that cannot be read becomes MalformedAnswerError, never data. */
const failures: Middleware = {
  async onResponse({ request, response, options }) {
    if (!response.ok) throw new HttpError(response.status, await response.text(), request.url, request.method);
    if (options.parseAs !== 'json' || response.status === 204) return undefined;
    const text = await response.text();
    try {
      if (text) JSON.parse(text);
    } catch (error) {
      throw new MalformedAnswerError(request.url, request.method, error);
    }
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  },
};

/** Never wait for ever: a request that hangs ends as a TimeoutError the screen can explain. */
function fetchWithTimeout(request: Request): Promise<Response> {
  const timeout = AbortSignal.timeout(isUpload(request) ? UPLOAD_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
  // globalThis.fetch is read at each call, so a test's interception installed later is used.
  return globalThis.fetch(request, { signal: AbortSignal.any([request.signal, timeout]) });
}

export function createApiClient({ baseUrl, getToken }: { baseUrl: string; getToken: TokenGetter }): ApiClient {
  const client = createClient<paths>({ baseUrl, fetch: fetchWithTimeout });
  client.use(bearerToken(getToken), failures);
  return client;
}

/**
 * The documented answer of a call. Every failure has already been thrown by the loader's middleware, so
 * only the success branch of openapi-fetch's result is left.
 */
export async function dataOf<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  return (await call).data as T;
}

type FormValue = string | number | boolean | Blob | null | undefined;

/**
 * A multipart body from the contract's field object: a Blob is a file (with its name), an array is a
 * field sent once per item (the claim's four purchaseDetails), an empty value is left out.
 */
export function formDataOf(body: Record<string, FormValue | readonly FormValue[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) form.append(name, item, item instanceof File ? item.name : 'file');
      else if (item !== undefined && item !== null) form.append(name, String(item));
    }
  }
  return form;
}
