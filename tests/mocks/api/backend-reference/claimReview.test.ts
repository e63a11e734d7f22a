import { describe, expect, it } from 'vitest';
import type { ClaimAuditEntry } from '../../../../src/domain/calor/claimReview';
import { allClaims, applyDecision, calorPeriods, claimAuditCsvRows, claimFlags, claimFlagsOf, decideClaim, forFlags, recordSubmission, type DecidableClaim } from './claimReview';
import { claimIndex } from './claimIndex';
import { toCsv } from '../../../../src/domain/csv';
import { createSimulatorStore, type SimulatorStore } from '../store';

const ANNA = { id: 'anna', name: 'Anna Reviewer', kind: 'staff' as const };
const submitted: DecidableClaim = { claimReference: 'CLR-100020', status: 'Submitted', version: 1, lastChange: { by: { id: 'LM100075', name: 'Gareth Lloyd', kind: 'member' }, at: '2026-11-20T09:00:00', action: 'Submitted' } };

describe('deciding a claim (the API refuses what is not allowed)', () => {
  it.each([
    [{ decision: 'Approve', version: 1 }, { ok: true, toStatus: 'Approved', action: 'Approved', reason: null }],
    [{ decision: 'Reject', reason: '  Receipt unreadable ', version: 1 }, { ok: true, toStatus: 'Rejected', action: 'Rejected', reason: 'Receipt unreadable' }],
    [{ decision: 'MemberContacted', note: 'Phoned about the date', version: 1 }, { ok: true, toStatus: 'Submitted', action: 'MemberContacted', reason: 'Phoned about the date' }],
    [{ decision: 'Reject', reason: ' ', version: 1 }, { ok: false, status: 400, code: 'rejection-reason-required', reason: 'A rejection needs the reason the member will be shown.', field: 'reason' }],
    [{ decision: 'MemberContacted', version: 1 }, { ok: false, status: 400, code: 'contact-note-required', reason: 'Recording a contact needs a note of what was said.', field: 'note' }],
    [{ decision: 'Reject', reason: 'x'.repeat(501), version: 1 }, { ok: false, status: 400, code: 'invalid-request', reason: 'The reason or note must be 500 characters or fewer.', field: 'reason' }],
  ] as const)('%j on a submitted claim → %j', (request, outcome) => {
    expect(decideClaim(submitted, request)).toEqual(outcome);
  });

  it.each(['Approved', 'Rejected', 'Paid'] as const)('a claim already %s: 409, saying who decided it', (status) => {
    const decided = { ...submitted, status, version: 2, lastChange: { by: ANNA, at: '2026-11-21T10:15:00', action: 'Approved' as const } };
    expect(decideClaim(decided, { decision: 'Reject', reason: 'Too late', version: 1 })).toEqual({
      ok: false,
      status: 409,
      code: 'already-decided',
      reason: `CLR-100020 has already been decided by Anna Reviewer on 21/11/2026 10:15:00: it is ${status}.`,
    });
  });

  it('a claim changed since it was read (a contact recorded): 409, saying by whom', () => {
    const contacted = { ...submitted, version: 2, lastChange: { by: ANNA, at: '2026-11-21T10:15:00', action: 'MemberContacted' as const } };
    expect(decideClaim(contacted, { decision: 'Approve', version: 1 })).toEqual({
      ok: false,
      status: 409,
      code: 'claim-version-stale',
      reason: 'CLR-100020 was changed by Anna Reviewer on 21/11/2026 10:15:00 (member contacted) after you opened it. Check it again before deciding.',
    });
    expect(decideClaim(contacted, { decision: 'Approve', version: 2 }).ok).toBe(true);
  });
});

describe('the audit as CSV', () => {
  const entries: ClaimAuditEntry[] = [
    { id: '1', at: '2026-11-21T10:15:00', by: ANNA, claimReference: 'CLR-100020', membershipNumber: 'LM100075', action: 'Rejected', fromStatus: 'Submitted', toStatus: 'Rejected', reason: 'Receipt shows "19kg", not 47kg, please resubmit' },
    { id: '2', at: '2026-11-20T09:00:00', by: { id: 'LM100075', name: 'Gareth Lloyd', kind: 'member' }, claimReference: 'CLR-100020', membershipNumber: 'LM100075', action: 'Submitted', fromStatus: null, toStatus: 'Submitted', reason: null },
  ];

  it('starts with the byte-order mark and the heading row, then one row per entry, quoted where needed', () => {
    expect(toCsv(claimAuditCsvRows(entries))).toBe(
      '\uFEFFWhen,Who,Claim,Member,Decision or change,From,To,Reason or note\r\n' +
        '21/11/2026 10:15:00,Anna Reviewer,CLR-100020,LM100075,Rejected,Submitted,Rejected,"Receipt shows ""19kg"", not 47kg, please resubmit"\r\n' +
        '20/11/2026 09:00:00,Gareth Lloyd (member),CLR-100020,LM100075,Submitted,,Submitted,\r\n',
    );
  });
});

describe('the flags kept with each claim', () => {
  // What the rule says with every claim in view, against what the store keeps and the queue reads.
  const expectKeptFlagsToBeTheRules = (store: SimulatorStore) => {
    const claims = allClaims(store.calor);
    const periods = calorPeriods(store);
    const { flags } = claimIndex(store.calor);
    expect(flags.size).toBe(claims.length);
    for (const entry of claims) expect(claimFlagsOf(store, entry), entry.claim.claimReference).toEqual(claimFlags(forFlags(entry), claims.map(forFlags), periods));
  };
  const today = new Date('2026-12-07T10:00:00Z');

  it('are worked out with the store, and after a new claim and a decision are the rule\'s answer again, the index kept', () => {
    const store = createSimulatorStore();
    const index = claimIndex(store.calor);
    expectKeptFlagsToBeTheRules(store);

    // A second claim of a receipt already claimed by another member: both are flagged.
    const [membershipNumber, claims] = [...store.calor.claims].find(([, list]) => list.length > 3)!;
    const other = [...store.calor.claims].find(([number]) => number !== membershipNumber)![1][0]!;
    const claim = { ...claims[0]!, claimReference: 'CLR-999001', receiptNumber: other.receiptNumber, retailer: other.retailer, submittedOn: today.toISOString(), status: 'Submitted' as const, version: 1 };
    claims.push(claim);
    recordSubmission(store, claim, membershipNumber, { subject: membershipNumber, roles: ['member'], membershipNumber }, today);
    expect(claimIndex(store.calor)).toBe(index);
    expect(claimFlagsOf(store, { membershipNumber, claim }).map((flag) => flag.kind)).toContain('SameReceipt');
    expectKeptFlagsToBeTheRules(store);

    // Rejected, it leaves its member's usual quantities.
    applyDecision(store, { membershipNumber, claim: claims[1]! }, { toStatus: 'Rejected', action: 'Rejected', reason: 'Unreadable' }, { id: 'anna', name: 'Anna Reviewer' }, today);
    expect(claimIndex(store.calor)).toBe(index);
    expectKeptFlagsToBeTheRules(store);
  });
});
