import { describe, expect, it } from 'vitest';
import type { SchemeType } from '@/domain/rewards/schemes';
import { canMakeStaffChange, type StaffChange } from '@/domain/staffChanges';

// As the operations' x-roles say (api/openapi.yaml): developers see every staff screen but change nothing.
describe('who may make a staff change', () => {
  it.each<[string[], StaffChange, SchemeType | undefined, boolean]>([
    [['larderAdmin'], 'bacsFiles', undefined, true],
    [['developer'], 'bacsFiles', undefined, false],
    [['developer', 'larderAdmin'], 'bacsFiles', undefined, true],
    [['calorClaimsEmployee'], 'claimDecisions', undefined, true],
    [['larderAdmin'], 'claimDecisions', undefined, false],
    [['developer'], 'claimDecisions', undefined, false],
    [['larderAdmin'], 'periods', undefined, true],
    [['developer'], 'periods', undefined, false],
    [['larderAdmin'], 'defaultDocuments', undefined, true],
    [['developer'], 'defaultDocuments', undefined, false],
    [['larderAdmin'], 'signups', 'biopak', true],
    [['bioPakEmployee'], 'signups', 'biopak', true],
    [['bioPakEmployee'], 'signups', 'nisbets', false],
    [['calorSignupsEmployee'], 'signups', 'calor', true],
    [['developer'], 'signups', 'calor', false],
    [['accountManager'], 'bacsFiles', undefined, false],
  ])('%j: %s (%s) → %s', (roles, change, programme, allowed) => {
    expect(canMakeStaffChange(roles, 'larder', change, programme)).toBe(allowed);
  });

  it('reads the administrator role with the configured product key', () => {
    expect(canMakeStaffChange(['acmeAdmin'], 'acme', 'periods')).toBe(true);
    expect(canMakeStaffChange(['larderAdmin'], 'acme', 'periods')).toBe(false);
  });
});
