// TEST DOUBLE, never shipped: the simulator's last handler, so unknown API paths answer as a server would.
import { http } from 'msw';
import { problem } from '../responses';
import type { ApiHandlerOptions } from './options';

export function notFoundHandler({ apiUrl }: ApiHandlerOptions) {
  return http.all(`${apiUrl}/*`, ({ request }) =>
    problem(404, 'not-found', `No API resource at ${new URL(request.url).pathname}`),
  );
}
