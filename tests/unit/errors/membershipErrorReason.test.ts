import { describe, expect, it } from 'vitest';
import { membershipErrorReason } from '@/features/errors/pages/membershipErrorReason';

describe('membershipErrorReason (spec §8 by the account-status claim)', () => {
  it.each([
    { status: 'Archived', reason: 'lapsed' },
    { status: 'Cancelled', reason: 'lapsed' },
    { status: 'Expired', reason: 'lapsed' },
    { status: 'Suspended', reason: 'suspended' },
    // Members in good standing, staff and the signed out reach it only as the documents permissionsRedirect.
    { status: 'Active', reason: 'area-not-included' },
    { status: 'Renew Soon', reason: 'area-not-included' },
    { status: undefined, reason: 'area-not-included' },
    { status: 'expired', reason: 'area-not-included' },
  ])('$status → $reason', ({ status, reason }) => {
    expect(membershipErrorReason(status)).toBe(reason);
  });
});
