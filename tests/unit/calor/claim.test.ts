import { describe, expect, it } from 'vitest';
import { canResubmit, resubmitDeadline } from '@/domain/calor/claim';

const TODAY = new Date(2026, 4, 31, 15); // 31 May 2026, afternoon

describe('resubmitting a rejected claim (spec §9: 30-day cut-off)', () => {
  it.each([
    { rejectedOn: '2026-05-31', allowed: true, why: 'rejected today' },
    { rejectedOn: '2026-05-01', allowed: true, why: 'rejected exactly 30 days ago' },
    { rejectedOn: '2026-04-30', allowed: false, why: 'rejected 31 days ago' },
  ])('$why: $allowed', ({ rejectedOn, allowed }) => {
    expect(canResubmit({ status: 'Rejected', rejectedOn }, TODAY)).toBe(allowed);
  });

  it.each(['Submitted', 'Approved', 'Paid'] as const)('is never offered for a %s claim', (status) => {
    expect(canResubmit({ status, rejectedOn: '2026-05-30' }, TODAY)).toBe(false);
    expect(resubmitDeadline({ status, rejectedOn: '2026-05-30' })).toBeUndefined();
  });

  it('is not offered again once the claim was resubmitted', () => {
    expect(canResubmit({ status: 'Rejected', rejectedOn: '2026-05-30', resubmittedAs: 'CLR-1' }, TODAY)).toBe(false);
  });

  it('runs to the 30th day after the rejection', () => {
    expect(resubmitDeadline({ status: 'Rejected', rejectedOn: '2026-05-01' })).toEqual(new Date(2026, 4, 31));
  });
});
