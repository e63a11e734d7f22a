import { describe, expect, it } from 'vitest';
import type { CallerClaims } from '../auth';
import { idempotent, type IdempotencyStore } from './idempotency';

const CALLER: CallerClaims = { subject: 'auth0|member-active', roles: ['larderMember'], membershipNumber: 'LM100001' };
const ADDRESS = 'https://api.larder.test/members/LM100001/units';

const request = (key: string, body: unknown) =>
  new Request(ADDRESS, { method: 'POST', headers: { 'Idempotency-Key': key, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** What the wrapped call answers, a thrown refusal included: its status, the replay header and the problem's code. */
async function outcome(answer: Promise<Response>) {
  const response = await answer.catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
  const body = (await response.json()) as { code?: string; made?: number };
  return { status: response.status, replayed: response.headers.get('Idempotent-Replayed'), code: body.code, made: body.made };
}

/** A submission that makes one thing per call, finishing only when told to; `started` resolves once one is being made. */
function submission() {
  const store: IdempotencyStore = new Map();
  let made = 0;
  const pending: (() => void)[] = [];
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const handle = idempotent(
    () => store,
    async ({ request: sent }: { request: Request; caller: CallerClaims }) => {
      await sent.json();
      const finished = new Promise<void>((finish) => pending.push(finish));
      markStarted();
      await finished;
      return Response.json({ made: ++made }, { status: 201 });
    },
  );
  return {
    send: (key: string, body: unknown) => handle({ request: request(key, body), caller: CALLER }),
    started,
    finishAll: () => pending.splice(0).forEach((finish) => finish()),
    made: () => made,
  };
}

describe('an Idempotency-Key while its first request is still being processed', () => {
  it('refuses the same key 409 request-in-progress, then replays the answer once there is one: one thing made', async () => {
    const { send, started, finishAll, made } = submission();
    const key = crypto.randomUUID();
    const first = send(key, { name: 'Harbour Kiosk' });
    await started;
    expect(await outcome(send(key, { name: 'Harbour Kiosk' }))).toEqual({ status: 409, replayed: null, code: 'request-in-progress', made: undefined });
    finishAll();
    expect(await outcome(first)).toEqual({ status: 201, replayed: 'false', code: undefined, made: 1 });
    expect(await outcome(send(key, { name: 'Harbour Kiosk' }))).toEqual({ status: 201, replayed: 'true', code: undefined, made: 1 });
    expect(made()).toBe(1);
  });

  it('refuses the same key with another body 400 idempotency-key-reused, in flight or answered, never the operation’s own refusal', async () => {
    const { send, started, finishAll, made } = submission();
    const key = crypto.randomUUID();
    const first = send(key, { name: 'Harbour Kiosk' });
    await started;
    expect(await outcome(send(key, { name: 'Pier Cart' }))).toMatchObject({ status: 400, code: 'idempotency-key-reused' });
    finishAll();
    await first;
    expect(await outcome(send(key, { name: 'Pier Cart' }))).toMatchObject({ status: 400, code: 'idempotency-key-reused' });
    expect(made()).toBe(1);
  });
});
