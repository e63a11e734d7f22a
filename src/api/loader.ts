import type { Client } from 'openapi-fetch';
import { API_VERSION } from './apiVersion';
import { HttpError, MalformedAnswerError } from './httpError';
import type { paths } from './openapi';

/**
 * The one loader every API call goes through (DESIGN.md §5), typed by the contract (api/openapi.yaml):
 * openapi-fetch's `Client` type over the generated `paths`, so a wrong path, a missing path parameter, a
 * wrong query or body does not compile. The runtime is this file's own small fetch (docs/decisions/
 * typed-loader.md: openapi-fetch's would add 2.3 KB gzip to the first load for features the portal does not
 * use): the bearer token, a time limit, asking again about a submission still being processed, and failures
 * thrown as HttpError or MalformedAnswerError, so every call either answers its documented data or throws.
 */
export type ApiClient = Pick<Client<paths>, 'GET' | 'POST' | 'PUT' | 'DELETE'>;

export const DEFAULT_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMEOUT_MS = 120_000;

/** The request got no answer in time: it may or may not have reached the server (fetch's TimeoutError). */
export const isTimeout = (error: unknown) => (error as { name?: unknown } | null)?.name === 'TimeoutError';

/** How long to wait before asking again about a submission whose first request is still being processed (409 `request-in-progress`). */
const IN_PROGRESS_WAITS_MS = [250, 500, 1000, 2000] as const;

/** Waits, unless the call's time runs out (or it is cancelled) first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** Supplies a bearer token; rejects when the user must sign in again. */
export type TokenGetter = () => Promise<string>;

type Value = string | number | boolean | null | undefined;

/** What a call may pass (the typed client checks each call against the contract). */
interface CallOptions {
  params?: { path?: Record<string, Value>; query?: Record<string, Value | readonly Value[]>; header?: Record<string, string> };
  body?: unknown;
  bodySerializer?: (body: never) => BodyInit;
  parseAs?: 'json' | 'text' | 'blob';
  signal?: AbortSignal;
}

const encode = (value: Value) => encodeURIComponent(String(value));
const ACCEPT = { json: 'application/json', text: 'text/plain', blob: '*/*' } as const;

/** `/members/{membershipNumber}/units` with its parameters filled in, then the query; empty values left out. */
export function buildUrl(baseUrl: string, path: string, { path: pathParams = {}, query = {} }: NonNullable<CallOptions['params']> = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_whole, name: string) => encode(pathParams[name]));
  const search = Object.entries(query)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).filter((item) => item !== undefined && item !== null).map((item) => `${encode(name)}=${encode(item)}`))
    .join('&');
  return `${baseUrl.replace(/\/+$/, '')}${filled}${search ? `?${search}` : ''}`;
}

async function readAnswer(response: Response, parseAs: NonNullable<CallOptions['parseAs']>, url: string, method: string): Promise<unknown> {
  if (parseAs === 'blob') return response.blob();
  const text = await response.text();
  if (parseAs === 'text') return text;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    // JSON promised but unreadable (cut short by a proxy, a gateway's HTML page): a broken answer, not data.
    throw new MalformedAnswerError(url, method, error);
  }
}

export function createApiClient({ baseUrl, getToken }: { baseUrl: string; getToken: TokenGetter }): ApiClient {
  const call =
    (method: 'GET' | 'POST' | 'PUT' | 'DELETE') =>
    async (path: string, { params, body, bodySerializer, parseAs = 'json', signal }: CallOptions = {}) => {
      const url = buildUrl(baseUrl, path, params);
      const headers = new Headers(params?.header);
      headers.set('Accept', ACCEPT[parseAs]);
      headers.set('Authorization', `Bearer ${await getToken()}`);
      headers.set('Larder-Version', API_VERSION);
      let payload: BodyInit | undefined;
      if (bodySerializer) payload = bodySerializer(body as never); // a multipart form: the browser sets its boundary
      else if (body !== undefined) {
        headers.set('Content-Type', 'application/json');
        payload = JSON.stringify(body);
      }
      // Never wait for ever: a request that hangs ends as a TimeoutError the screen can explain.
      const timeout = AbortSignal.timeout(payload instanceof FormData ? UPLOAD_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
      const limit = signal ? AbortSignal.any([signal, timeout]) : timeout;
      for (let asked = 0; ; asked += 1) {
        const response = await fetch(url, { method, headers, body: payload, signal: limit });
        if (response.ok) return { data: await readAnswer(response, parseAs, url, method), response };
        const error = new HttpError(response.status, await response.text(), url, method, response.headers.get('Retry-After') ?? undefined);
        // The same attempt is still being processed (a second press while the first is on its way): the
        // contract says to ask again shortly, and the answer is then the first request's.
        const wait = IN_PROGRESS_WAITS_MS[asked];
        if (error.code !== 'request-in-progress' || !headers.has('Idempotency-Key') || wait === undefined) throw error;
        await pause(wait, limit);
      }
    };
  // The calls implement the contract's typed client: what they accept and answer is checked per call.
  return { GET: call('GET'), POST: call('POST'), PUT: call('PUT'), DELETE: call('DELETE') } as unknown as ApiClient;
}

/** The documented answer of a call: every failure has already been thrown, so only the success is left. */
export async function dataOf<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  return (await call).data as T;
}
