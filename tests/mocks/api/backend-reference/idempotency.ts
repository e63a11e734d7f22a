// TEST DOUBLE, never shipped: the simulator honours the Idempotency-Key header as the contract says
// (api/openapi.yaml, "Idempotency"): a key is one submission attempt. The answer is stored once the
// request has been accepted (2xx) and replayed for the same key, caller, method and path; while the first
// is still being processed, the same key is refused 409 `request-in-progress`. A refusal (4xx) or a failure
// (5xx) stores nothing, so the attempt may be sent again once the cause is put right. The same key with a
// different body is refused 400 `idempotency-key-reused`.
import { createHash } from 'node:crypto';
import type { CallerClaims } from '../auth';
import { problem } from '../responses';

interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

interface Slot {
  /** What was sent, so a key reused for another request is caught. */
  bodyHash: string;
  answer: Promise<StoredAnswer>;
  /** Until the first request with the key has its answer. */
  inFlight: boolean;
}

/** The answers kept while the simulator runs, by caller, method, path and key. */
export type IdempotencyStore = Map<string, Slot>;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What was sent, however it was framed: a multipart body gets a new boundary every time it is sent, so a
 * form is compared by its fields (each file by its name, type and bytes), anything else by its bytes.
 */
async function bodyHashOf(request: Request): Promise<string> {
  const hash = createHash('sha256');
  const isForm = (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data');
  const form = isForm ? await request.clone().formData().catch(() => null) : null;
  if (!form) return hash.update(new Uint8Array(await request.clone().arrayBuffer())).digest('hex');
  const part = (text: string) => hash.update(`${text.length}:${text};`);
  for (const [name, value] of form) {
    part(name);
    if (typeof value === 'string') part(value);
    else {
      part(value.name);
      part(value.type);
      hash.update(`${value.size}:`).update(new Uint8Array(await value.arrayBuffer()));
    }
  }
  return hash.digest('hex');
}

async function answerOf(response: Response): Promise<StoredAnswer> {
  return { status: response.status, headers: [...response.headers.entries()], body: await response.arrayBuffer() };
}

/**
 * Wraps a resolver that knows its caller (inside memberResolver or staffResolver):
 * `memberResolver(options, idempotent(() => store.idempotency, ({ member }) => …))`. The header is
 * required: every submission that must happen once sends one.
 */
export function idempotent<Args extends { request: Request; caller: CallerClaims }, Result extends Response>(
  store: () => IdempotencyStore,
  resolve: (args: Args) => Result | Promise<Result>,
) {
  // A replay is the stored answer itself, so it has the answer's type.
  const replay = ({ status, headers, body }: StoredAnswer, replayed: boolean) =>
    new Response(body.slice(0), { status, headers: [...headers, ['Idempotent-Replayed', String(replayed)]] }) as Result;

  return async (args: Args): Promise<Result> => {
    const key = args.request.headers.get(IDEMPOTENCY_HEADER);
    if (key === null || !UUID.test(key))
      throw problem(400, 'invalid-request', `${IDEMPOTENCY_HEADER} is required: a new UUID for each submission attempt`, {
        errors: [{ in: 'header', name: IDEMPOTENCY_HEADER, detail: key === null ? 'is required' : 'must be a UUID' }],
      });
    const slotName = [args.caller.subject, args.request.method, new URL(args.request.url).pathname, key].join(' ');
    const bodyHash = await bodyHashOf(args.request);

    const earlierSlot = store().get(slotName);
    if (earlierSlot) {
      if (earlierSlot.bodyHash !== bodyHash) throw problem(400, 'idempotency-key-reused', `This ${IDEMPOTENCY_HEADER} was used for a different request`);
      if (earlierSlot.inFlight) throw problem(409, 'request-in-progress', `A request with this ${IDEMPOTENCY_HEADER} is still being processed: try again shortly`);
      const earlier = await earlierSlot.answer;
      // The first request was refused or failed meanwhile: nothing was kept, so this one is processed.
      if (earlier.status < 300) return replay(earlier, true);
    }

    // A refusal may be thrown (msw answers with a thrown Response): it is an answer like any other.
    const answer = Promise.resolve()
      .then(() => resolve(args))
      .then(answerOf, (thrown: unknown) => {
        if (thrown instanceof Response) return answerOf(thrown);
        throw thrown;
      });
    // Set before anything is awaited, so a second request with the key meanwhile finds it in flight.
    const slot = { bodyHash, answer, inFlight: true };
    store().set(slotName, slot);
    let settled: StoredAnswer;
    try {
      settled = await answer;
    } catch (failure) {
      // The server failed (5xx): nothing is kept.
      if (store().get(slotName) === slot) store().delete(slotName);
      throw failure;
    } finally {
      slot.inFlight = false;
    }
    if (settled.status >= 300 && store().get(slotName) === slot) store().delete(slotName);
    return replay(settled, false);
  };
}
