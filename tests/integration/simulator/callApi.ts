// TEST DOUBLE support, never shipped: plain fetch against the simulated API, as any client would call it.
const API_URL: string = import.meta.env.VITE_API_URL;

export interface CallOptions {
  token?: string;
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as-is, for malformed bodies. */
  rawBody?: string;
}

export function callApi(path: string, { token, method = 'GET', body, rawBody }: CallOptions = {}): Promise<Response> {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined || rawBody !== undefined) headers.set('Content-Type', 'application/json');
  const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  return fetch(`${API_URL}${path}`, { method, headers, body: payload });
}
