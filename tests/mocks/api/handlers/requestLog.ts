// TEST DOUBLE, never shipped: records every API request in the store, then lets the next handler answer.
import { http } from 'msw';
import type { ApiHandlerOptions } from './options';

/** The part of a request address below the API's, e.g. `/members/LM100001/details`. */
export function pathBelowApi(apiUrl: string, requestUrl: string): string {
  const basePath = new URL(apiUrl).pathname.replace(/\/+$/, '');
  return new URL(requestUrl).pathname.slice(basePath.length);
}

export function requestLogHandler({ apiUrl, store }: ApiHandlerOptions) {
  return http.all(`${apiUrl}/*`, ({ request }) => {
    store.requests.push({ method: request.method, path: pathBelowApi(apiUrl, request.url) });
    // Answering nothing passes the request on to the handlers after this one.
  });
}
