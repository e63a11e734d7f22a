// Tests of the API simulator (a test double): every demo account's data reaches the branch it is named for.
import { describe, expect, it } from 'vitest';
import { isCompanyDetailsNeeded } from '@/domain/companyDetailsNeeded';
import { isValidRegistrationOrCharityNumber } from '../mocks/api/backend-reference/companyDetailsUpdate';
import { DEMO_ACCOUNTS, demoAccount } from '../mocks/data/demoAccounts';
import { createSimulatorStore } from '../mocks/api/store';

const store = createSimulatorStore();
const record = (key: string) => store.members.get(demoAccount(key).membershipNumber!)!;

describe('the seeded members', () => {
  it('cover every demo account with a membership number, and no one else', () => {
    const numbers = DEMO_ACCOUNTS.flatMap((account) => account.membershipNumber ?? []);
    expect([...store.members.keys()].sort()).toEqual(numbers.sort());
    for (const account of DEMO_ACCOUNTS.filter((candidate) => candidate.membershipNumber)) {
      expect(record(account.key).accountId, account.key).toBe(account.accountId);
    }
  });

  it('hold only numbers the portal itself would accept', () => {
    for (const member of store.members.values()) {
      const { companyType, companyRegistrationOrCharityNumber: number } = member.details;
      if (!number) continue;
      expect(isValidRegistrationOrCharityNumber(companyType?.name, number), member.membershipNumber).toBe(true);
    }
  });

  // Spec §4 "Company details needed", asked of an active member who is not being impersonated.
  it.each([
    ['member-active', false],
    ['member-new', true],
    ['member-no-company-type', true],
    ['member-no-registration', true],
    ['member-no-vat-answer', true],
    ['member-no-trading-units', false],
    ['member-no-company-documents', false],
    ['member-no-training', false],
    ['member-no-wallet', false],
    ['member-no-rewards', false],
    ['member-calor-pending', false],
    ['member-calor-none', false],
    ['status-renew-soon', false],
  ])('%s needs the company details prompt: %s', (key, needed) => {
    expect(
      isCompanyDetailsNeeded({
        isImpersonating: false,
        companyTypes: store.companyTypes,
        isActiveMember: true,
        membershipInfo: record(key).details,
      }),
    ).toBe(needed);
  });

  it.each([
    ['member-no-trading-units', 'tradingUnits'],
    ['member-no-company-documents', 'companyDocuments'],
    ['member-no-training', 'training'],
    ['member-no-wallet', 'wallet'],
    ['member-no-rewards', 'rewards'],
  ])('%s lacks exactly the %s permission', (key, area) => {
    const lacking = Object.entries(record(key).permissions).filter(([, value]) => value !== 'FullAccess');
    expect(lacking).toEqual([[area, 'NoAccess']]);
  });

  // The membership error page (§8) and the renewal check (§4) read these.
  it.each([
    ['status-renew-soon', 'Current', 'Card Payment', 0, 'Ok'],
    ['status-archived', 'Lapsed', 'AAP', 0, 'Ok'],
    ['status-cancelled', 'Lapsed', 'AAP', 0, 'Ok'],
    ['status-expired-card', 'Lapsed', 'Card Payment', 0, 'Ok'],
    ['status-expired-current', 'Current', 'Card Payment', 0, 'Ok'],
    ['status-expired-other', 'Lapsed', 'CCA Monthly', 120, 'Ok'],
    ['status-expired-cannot-renew', 'Lapsed', 'Card Payment', 85, 'Outstanding balance'],
    ['status-suspended', 'Current', 'AAP', 250, 'Outstanding balance'],
  ])('%s: latest membership %s by %s, balance %d, renewal check %j', (key, status, paymentType, balance, canRenew) => {
    const member = record(key);
    expect(member.details.latestMembership).toEqual({ status, paymentType: { name: paymentType } });
    expect(member.details.balance).toBe(balance);
    expect(member.canRenew).toBe(canRenew);
  });

  it('are a fresh copy for every store, so one test cannot change another', () => {
    const first = createSimulatorStore();
    first.members.get('LM100001')!.details.balance = 999;
    first.members.get('LM100001')!.details.latestMembership!.status = 'Lapsed';
    const second = createSimulatorStore();
    expect(second.members.get('LM100001')!.details.balance).toBe(0);
    expect(second.members.get('LM100001')!.details.latestMembership!.status).toBe('Current');
  });
});
