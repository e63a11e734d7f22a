// TEST DOUBLE, never shipped: the simulator honours the Idempotency-Key header as a payments API does.
// The first request with a key is processed; any later one with the same key (from the same person, to the
// same method and path) gets the first answer again, even while the first is still being processed;
// a 5xx answer is not kept, so a retry after a server failure is processed afresh.
import type { CallerClaims } from '../auth';

interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** The first answer to each key, kept while the simulator runs. */
export type IdempotencyStore = Map<string, Promise<StoredAnswer>>;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Wraps a resolver that knows its caller (inside memberResolver or a staff check):
 * `memberResolver(options, idempotent(() => store.idempotency, ({ member }) => …))`. Requests without the
 * header are processed as they come (the portal sends one with every submission that must happen once).
 */
export function idempotent<Args extends { request: Request; caller: CallerClaims }>(
  store: () => IdempotencyStore,
  resolve: (args: Args) => Response | Promise<Response>,
) {
  return async (args: Args): Promise<Response> => {
    const key = args.request.headers.get(IDEMPOTENCY_HEADER);
    if (!key) return resolve(args);
    const slot = [args.request.method, new URL(args.request.url).pathname, args.caller.subject, key].join(' ');
    const replayed = store().has(slot);
    if (!replayed) {
      store().set(
        slot,
        Promise.resolve(resolve(args)).then(async (response) => ({
          status: response.status,
          headers: [...response.headers.entries()],
          body: await response.arrayBuffer(),
        })),
      );
    }
    const { status, headers, body } = await store().get(slot)!;
    // A server failure did not happen as far as the caller can tell: the same key may try again.
    if (status >= 500) store().delete(slot);
    return new Response(body.slice(0), { status, headers: [...headers, ['Idempotent-Replayed', String(replayed)]] });
  };
}
