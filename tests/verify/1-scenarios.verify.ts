// (d) The rules a server must keep beyond the shapes, as the simulator keeps them
// (tests/mocks/api/backend-reference/): idempotent replays and a duplicate in flight, a stale If-Match,
// BACS dual approval, claim decisions at the version read, the claim resubmission window, and card
// payment sessions superseding each other. Each finds what it needs through the API, in the demo data.
import { formatISO } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, operationNamed, examplePlan, portalOrigin, resetDemoData, send, type Answer, type RequestPlan } from './support/kit';
import { PERSONA_FOR_ROLE, SECOND_ADMIN } from './support/personas';

beforeAll(resetDemoData);

/** The example request of an operation, with these changes. */
function plan(operationId: string, change: (plan: RequestPlan) => void = () => {}): RequestPlan {
  const made = examplePlan(operationNamed(operationId));
  change(made);
  return made;
}

const ok = (answer: Answer) => expect(answer.status, answer.text.slice(0, 400)).toBeLessThan(300);
const MEMBER = 'member-active';
const MEMBERSHIP = 'LM100001';
const traineeBody = (lastName: string) => ({ ...(examplePlan(operationNamed('createTrainee')).json as object), lastName });

describe('versions', () => {
  it('refuses a Larder-Version it does not know: 400 unsupported-version', async () => {
    const answer = await send(plan('getMembershipDetails', (made) => void (made.headers['Larder-Version'] = '1999-01-01')), MEMBER);
    expectProblem(answer, 400, 'unsupported-version');
  });
});

describe('Idempotency-Key: one submission attempt is made once', () => {
  it('answers a repeat of an accepted request with the stored answer, marked Idempotent-Replayed', async () => {
    const key = crypto.randomUUID();
    const once = plan('createTrainee', (made) => {
      made.path.membershipNumber = MEMBERSHIP;
      made.headers['Idempotency-Key'] = key;
      made.json = traineeBody('Replay');
    });
    const first = await send(once, MEMBER);
    ok(first);
    expect(first.headers.get('Idempotent-Replayed')).toBe('false');
    const again = await send(once, MEMBER);
    expect({ status: again.status, body: again.json, replayed: again.headers.get('Idempotent-Replayed') }).toEqual({ status: first.status, body: first.json, replayed: 'true' });
  });

  it('refuses the same key with another body: 400 idempotency-key-reused', async () => {
    const key = crypto.randomUUID();
    const made = (lastName: string) =>
      plan('createTrainee', (changed) => {
        changed.path.membershipNumber = MEMBERSHIP;
        changed.headers['Idempotency-Key'] = key;
        changed.json = traineeBody(lastName);
      });
    ok(await send(made('Original'), MEMBER));
    expectProblem(await send(made('Changed'), MEMBER), 400, 'idempotency-key-reused');
  });

  it('makes one of several identical requests sent at once; the others replay it or are told it is in progress (409 request-in-progress)', async () => {
    const key = crypto.randomUUID();
    const lastName = `Inflight${key.slice(0, 6)}`;
    const made = plan('createTrainee', (changed) => {
      changed.path.membershipNumber = MEMBERSHIP;
      changed.headers['Idempotency-Key'] = key;
      changed.json = traineeBody(lastName);
    });
    const answers = await Promise.all(Array.from({ length: 4 }, () => send(made, MEMBER)));
    const processed = answers.filter((answer) => answer.status < 300 && answer.headers.get('Idempotent-Replayed') === 'false');
    expect(processed).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status >= 300) expectProblem(answer, 409, 'request-in-progress');
      else expect(answer.json).toEqual(processed[0]!.json);
    }
    const list = await send(plan('getTrainees', (changed) => void (changed.path.membershipNumber = MEMBERSHIP)), MEMBER);
    const items = ((list.json?.items ?? list.json) as { lastName?: string }[]) ?? [];
    expect(items.filter((trainee) => trainee.lastName === lastName)).toHaveLength(1);
  });
});

describe('If-Match: a change made from a stale read is refused', () => {
  it('answers 412 version-mismatch when the ETag sent is not the current one, and takes the current one', async () => {
    const read = await send(plan('getBankAccount', (made) => void (made.path.membershipNumber = MEMBERSHIP)), MEMBER);
    ok(read);
    const etag = read.headers.get('ETag');
    expect(etag, 'the read answers an ETag').toBeTruthy();
    const update = (ifMatch: string) =>
      plan('updateBankAccount', (made) => {
        made.path.membershipNumber = MEMBERSHIP;
        made.headers['If-Match'] = ifMatch;
      });
    expectProblem(await send(update('"stale-version"'), MEMBER), 412, 'version-mismatch');
    ok(await send(update(etag!), MEMBER));
    // The change made a new version: the old ETag is now stale too.
    expectProblem(await send(update(etag!), MEMBER), 412, 'version-mismatch');
  });
});

describe('BACS payout files need two different administrators', () => {
  it("refuses the creator's approval (403 creator-cannot-approve) and takes a second administrator's", async () => {
    const admin = PERSONA_FOR_ROLE.larderAdmin;
    const files = await send(plan('getBacsFiles', (made) => void (made.query.state = 'Draft')), admin);
    ok(files);
    const draft = (files.json?.items as { id: string; created: { by: { name: string } } }[]).find((file) => file.created.by.name === 'Lee Harper');
    expect(draft, 'a draft the first administrator created').toBeDefined();
    const approve = (persona: string) => send(plan('approveBacsFile', (made) => void (made.path.fileId = draft!.id)), persona);
    expectProblem(await approve(admin), 403, 'creator-cannot-approve');
    const approved = await approve(SECOND_ADMIN);
    ok(approved);
    expect(approved.json?.state).toBe('Approved');
  });
});

describe('claim decisions are made at the version the reviewer read', () => {
  it('refuses a decision on a version that is no longer current (409), and takes the current one', async () => {
    const reviewer = PERSONA_FOR_ROLE.calorClaimsEmployee;
    const queue = await send(plan('getClaimQueue'), reviewer);
    ok(queue);
    const [first] = queue.json?.items as { claimReference: string }[];
    const detail = await send(plan('getStaffClaim', (made) => void (made.path.claimReference = first!.claimReference)), reviewer);
    ok(detail);
    const decide = (version: number) =>
      send(
        plan('submitClaimDecision', (made) => {
          made.path.claimReference = first!.claimReference;
          made.json = { decision: 'MemberContacted', note: 'Called the member about the receipt.', version };
        }),
        reviewer,
      );
    const stale = await decide(Number(detail.json?.version) - 1);
    expectProblem(stale, 409, operationNamed('submitClaimDecision').problemCodes['409'] ?? []);
    ok(await decide(Number(detail.json?.version)));
  });
});

describe('a rejected claim can be resubmitted for 30 days', () => {
  it('refuses a correction of a claim rejected more than 30 days ago (409 resubmission-window-passed)', async () => {
    const claims = await send(
      plan('getCalorClaims', (made) => {
        made.path.membershipNumber = MEMBERSHIP;
        made.query.status = 'Rejected';
        made.query.pageSize = '100';
      }),
      MEMBER,
    );
    ok(claims);
    const list = (claims.json as { items: { claimReference: string; status: string; rejectedOn?: string }[] }).items;
    const longAgo = list.find((claim) => claim.status === 'Rejected' && claim.rejectedOn && Date.now() - Date.parse(claim.rejectedOn) > 31 * 86_400_000);
    expect(longAgo, 'a claim rejected more than 30 days ago').toBeDefined();
    const answer = await send(
      plan('uploadClaim', (made) => {
        made.path.membershipNumber = MEMBERSHIP;
        made.form!.purchaseDate = formatISO(new Date(), { representation: 'date' });
        made.form!.correctsClaimReference = longAgo!.claimReference;
      }),
      MEMBER,
    );
    expectProblem(answer, 409, 'resubmission-window-passed');
  });
});

describe('card payment sessions', () => {
  it('a new session for the same items supersedes the earlier one', async () => {
    const member = 'member-failed-payment';
    const membership = 'LM100031';
    const overdue = await send(
      plan('getPayments', (made) => {
        made.path.membershipNumber = membership;
        made.query.view = 'overdue';
      }),
      member,
    );
    ok(overdue);
    const owed = (overdue.json?.items as { kind: string; payment: { id: string } }[]).map((entry) => entry.payment);
    expect(owed.length, 'a payment still owed').toBeGreaterThan(0);
    const open = () =>
      send(
        plan('createCardPayment', (made) => {
          made.path.membershipNumber = membership;
          made.json = { purpose: 'payment', paymentIds: owed.map((payment) => payment.id), returnUrl: `${portalOrigin}/myaccount/payments` };
        }),
        member,
      );
    const first = await open();
    ok(first);
    const second = await open();
    ok(second);
    const earlier = await send(
      plan('getCardPayment', (made) => {
        made.path.membershipNumber = membership;
        made.path.id = String(first.json?.id);
      }),
      member,
    );
    expect({ status: earlier.json?.status, replacedBy: earlier.json?.replacedBy }).toEqual({ status: 'Superseded', replacedBy: second.json?.id });
  });

  it('a return address on another origin than the portal’s is refused: the hosted page is never an open redirect', async () => {
    const answer = await send(
      plan('createCardPayment', (made) => {
        made.path.membershipNumber = 'LM100023';
        made.json = { purpose: 'renewal', returnUrl: 'https://evil.example/phish' };
      }),
      'status-expired-card',
    );
    expectProblem(answer, 400, 'return-url-not-allowed');
  });
});
