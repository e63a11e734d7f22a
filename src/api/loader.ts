import { HttpError, MalformedAnswerError } from './httpError';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type ResponseType = 'json' | 'text' | 'blob';

export interface RequestOptions {
  /** JSON-serialisable value, or FormData for multipart uploads. */
  body?: unknown;
  query?: Record<string, QueryValue | QueryValue[]>;
  /** How to read a successful answer: JSON (default), plain text, or a Blob (a file to download). */
  responseType?: ResponseType;
  signal?: AbortSignal;
  /** Makes a submission happen once, however often it is sent (see idempotencyKey.ts). */
  idempotencyKey?: string;
  /** How long to wait for an answer; by default 30 s, or 2 minutes for an upload. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMEOUT_MS = 120_000;

/** The request got no answer in time: it may or may not have reached the server (fetch's TimeoutError). */
export const isTimeout = (error: unknown) => (error as { name?: unknown } | null)?.name === 'TimeoutError';

/** Supplies a bearer token; rejects when the user must sign in again. */
export type TokenGetter = () => Promise<string>;

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
}

export function buildUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, raw] of Object.entries(query ?? {})) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value !== undefined && value !== null) url.searchParams.append(key, String(value));
    }
  }
  return url.toString();
}

const ACCEPT: Record<ResponseType, string> = { json: 'application/json', text: 'text/plain', blob: '*/*' };

async function readBody(response: Response, responseType: ResponseType, url: string, method: HttpMethod): Promise<unknown> {
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (responseType === 'text') return text;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    // JSON announced but unreadable: a broken answer, not data.
    if (/\bjson\b/i.test(response.headers.get('Content-Type') ?? '')) throw new MalformedAnswerError(url, method, error);
    // Some endpoints answer plain text where JSON was asked for (spec §7 call 5's content is not shown).
    return text;
  }
}

/** The one fetch loader every API call goes through (DESIGN.md §5). */
export function createApiClient({ baseUrl, getToken }: { baseUrl: string; getToken: TokenGetter }): ApiClient {
  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const { body, query, responseType = 'json', signal, idempotencyKey, timeoutMs } = options;
    const url = buildUrl(baseUrl, path, query);
    const headers = new Headers({ Accept: ACCEPT[responseType] });
    headers.set('Authorization', `Bearer ${await getToken()}`);
    if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);

    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body; // the browser sets the multipart boundary itself
    else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }

    // Never wait for ever: a request that hangs ends as a TimeoutError the screen can explain.
    const timeout = AbortSignal.timeout(timeoutMs ?? (body instanceof FormData ? UPLOAD_TIMEOUT_MS : DEFAULT_TIMEOUT_MS));
    const response = await fetch(url, { method, headers, body: payload, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    if (!response.ok) throw new HttpError(response.status, await response.text(), url, method);
    return (await readBody(response, responseType, url, method)) as T;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}
