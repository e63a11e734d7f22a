// TEST DOUBLE support, never shipped: plain fetch against the simulated API, as any client would call it.
import { DELIBERATE_FAULT_HEADER } from '../../contract/contract';
import { API_URL } from '../../support/apiUrl';

export interface CallOptions {
  token?: string;
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as-is, for malformed bodies. */
  rawBody?: string;
  /** Sent as a multipart body. */
  form?: FormData;
  /**
   * The submission attempt's Idempotency-Key: a new UUID for every POST unless given; null sends none
   * (to see the server refuse a submission without one).
   */
  idempotencyKey?: string | null;
  /**
   * A PUT's If-Match: the version the test read, or `*` (any) unless given, for tests about something else
   * (the version rule is tested on its own: contractGate.test.ts, backend-reference/versions.test.ts).
   */
  ifMatch?: string;
  /**
   * The request breaks the API contract on purpose, to see the simulator refuse it as a real server would:
   * its own check then leaves the request alone (the answer is still held to the contract).
   */
  outsideContract?: boolean;
}

export function callApi(path: string, { token, method = 'GET', body, rawBody, form, idempotencyKey, ifMatch, outsideContract }: CallOptions = {}): Promise<Response> {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined || rawBody !== undefined) headers.set('Content-Type', 'application/json');
  const key = idempotencyKey === undefined ? (method === 'POST' ? crypto.randomUUID() : null) : idempotencyKey;
  if (key) headers.set('Idempotency-Key', key);
  if (method === 'PUT') headers.set('If-Match', ifMatch ?? '*');
  if (outsideContract || !token || rawBody !== undefined) headers.set(DELIBERATE_FAULT_HEADER, 'request');
  const payload = form ?? rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  return fetch(`${API_URL}${path}`, { method, headers, body: payload });
}
