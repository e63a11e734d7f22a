import { describe, expect, it } from 'vitest';
import type { ClaimAuditEntry } from '../../../../src/domain/calor/claimReview';
import { claimAuditCsvRows, decideClaim, type DecidableClaim } from './claimReview';
import { toCsv } from '../../../../src/domain/csv';

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
