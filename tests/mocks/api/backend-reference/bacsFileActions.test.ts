import { describe, expect, it } from 'vitest';
import { BACS_FILE_STATES, type BacsFileState } from '../../../../src/domain/bacs/bacsFile';
import { BACS_FILE_ACTIONS, checkBacsFileAction, type BacsFileAction } from './bacsChecks';

const CREATOR = { id: 'larder-admin', name: 'Larder administrator' };
const SECOND = { id: 'larder-admin-2', name: 'Second Larder administrator' };
const TODAY = new Date(2026, 10, 26, 9);

const file = (state: BacsFileState, processingDate = '2026-12-01') => ({
  reference: 'BACS-00002',
  state,
  processingDate,
  created: { by: CREATOR, on: '2026-11-25T10:00:00Z' },
  approved: state === 'Draft' ? null : { by: SECOND, on: '2026-11-25T11:00:00Z' },
  submitted: state === 'Submitted' || state === 'ReturnsRecorded' ? { by: SECOND, on: '2026-11-25T12:00:00Z' } : null,
  returnsRecorded: state === 'ReturnsRecorded' ? { by: SECOND, on: '2026-11-26T08:00:00Z' } : null,
  checks: [],
});

/** Which actions each state allows (a second administrator acting, returns after the processing day). */
const ALLOWED: Record<BacsFileState, BacsFileAction[]> = {
  Draft: ['approve', 'discard'],
  Approved: ['download', 'submit'],
  Submitted: ['download', 'recordReturns'],
  ReturnsRecorded: ['download', 'recordReturns'],
};

describe('a BACS file’s state machine', () => {
  const cases = BACS_FILE_STATES.flatMap((state) => BACS_FILE_ACTIONS.map((action) => [state, action, ALLOWED[state].includes(action)] as const));
  it.each(cases)('%s, %s: allowed %s', (state, action, allowed) => {
    const result = checkBacsFileAction(file(state, '2026-11-20'), action, SECOND, TODAY);
    expect(result.ok).toBe(allowed);
    if (!result.ok) expect(result).toMatchObject({ status: 409, code: 'wrong-file-state' });
  });

  it('says who moved it on when an action comes too late', () => {
    expect(checkBacsFileAction(file('Approved'), 'approve', SECOND, TODAY)).toEqual({
      ok: false,
      status: 409,
      code: 'wrong-file-state',
      reason: 'BACS-00002 is approved by Second Larder administrator on 25/11/2026: this can only be done to a file that is draft.',
    });
  });

  it('never lets the creator approve their own file (403)', () => {
    expect(checkBacsFileAction(file('Draft'), 'approve', CREATOR, TODAY)).toEqual({
      ok: false,
      status: 403,
      code: 'creator-cannot-approve',
      reason: 'You created BACS-00002, so you cannot approve it: a second Larder administrator must.',
    });
  });

  it('refuses to approve a file failing its checks', () => {
    const failing = { ...file('Draft'), checks: [{ id: 'contra' as const, passed: false, summary: 'The contra is short.' }] };
    expect(checkBacsFileAction(failing, 'approve', SECOND, TODAY)).toEqual({ ok: false, status: 409, code: 'file-checks-failed', reason: 'BACS-00002 fails its checks: The contra is short.' });
  });

  it('records returns from the processing day on, not before', () => {
    expect(checkBacsFileAction(file('Submitted', '2026-11-27'), 'recordReturns', SECOND, TODAY).ok).toBe(false);
    expect(checkBacsFileAction(file('Submitted', '2026-11-26'), 'recordReturns', SECOND, TODAY).ok).toBe(true);
  });
});
