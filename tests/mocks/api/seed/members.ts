// TEST DOUBLE, never shipped: the members' data behind the demo accounts, one branch of the spec each.
import { DEMO_ACCOUNTS } from '../../data/demoAccounts';
import {
  FULL_ACCESS,
  NO_ACCESS,
  PERMISSION_AREAS,
  type PermissionArea,
  type Permissions,
} from '../../../../src/domain/permissions';
import type { PaymentMethod } from '../../../../src/domain/paymentMethod';
import type { ApiSchemas } from '../handlers/options';
import type { MemberRecord } from '../store';

type MembershipInfo = ApiSchemas['MembershipInfo'];
import { companyTypeOf } from './companyTypes';

/** How one demo member differs from a complete, paid-up member with every permission. */
interface MemberSeed {
  details?: Partial<MembershipInfo>;
  noAccess?: PermissionArea;
  canRenew?: string;
}

/** A number the portal's format check accepts (Companies House style: eight digits). */
export const VALID_COMPANY_NUMBER = '12345678';

const latestMembership = (status: 'Current' | 'Lapsed', paymentType: PaymentMethod) => ({
  latestMembership: { status, paymentType: { name: paymentType } },
});

const COMPLETE_DETAILS: MembershipInfo = {
  ...companyTypeOf('Limited Company'),
  companyRegistrationOrCharityNumber: VALID_COMPANY_NUMBER,
  vatRegistered: true,
  ...latestMembership('Current', 'Card Payment'),
  balance: 0,
};

const MEMBER_SEEDS: Record<string, MemberSeed> = {
  'member-active': {},
  'member-new': {
    details: {
      ...companyTypeOf('Business not registered'),
      companyRegistrationOrCharityNumber: null,
      vatRegistered: null,
    },
  },
  'member-no-company-type': {
    details: { companyTypeId: null, companyType: null, companyRegistrationOrCharityNumber: null },
  },
  'member-no-registration': { details: { companyRegistrationOrCharityNumber: '' } },
  // undefined, not null: JSON leaves the key out, so the answer has no vatRegistered at all.
  'member-no-vat-answer': { details: { vatRegistered: undefined } },
  'member-no-trading-units': { noAccess: 'tradingUnits' },
  'member-no-company-documents': { noAccess: 'companyDocuments' },
  'member-no-training': { noAccess: 'training' },
  'member-no-wallet': { noAccess: 'wallet' },
  'member-no-rewards': { noAccess: 'rewards' },
  'member-calor-pending': {},
  'member-calor-none': {},
  'member-direct-debit': { details: { ...latestMembership('Current', 'CCA Monthly') } },
  // The balance is the failed collection (seed/account.ts).
  'member-failed-payment': { details: { ...latestMembership('Current', 'CCA Monthly'), balance: 15 } },
  'member-plan-ending': {},
  'member-tier-standard': { details: { ...companyTypeOf('Sole Trader'), companyRegistrationOrCharityNumber: null, vatRegistered: false } },
  'member-tier-pro': { details: { ...latestMembership('Current', 'AAP') } },
  'member-training': {},
  'member-training-empty': {},
  'member-rewards-everything': {},
  'member-rewards-mixed': {},
  'member-rewards-new': {},
  'member-calor-usual': {},
  'member-calor-same-receipt': {},
  'member-calor-same-file': {},
  'member-calor-no-bank': {},
  'member-calor-bad-account': {},
  'member-compliance-mix': {},
  'member-compliance-new': {},
  'member-coffee-franchise': {},
  'member-multi-site': {},
  'member-signups-pending': {},
  'status-renew-soon': {},
  // Renewal check 'Ok' so their details load and the membership error page can decide what to offer.
  'status-archived': { details: { ...latestMembership('Lapsed', 'AAP') } },
  'status-cancelled': { details: { ...latestMembership('Lapsed', 'AAP') } },
  'status-expired-card': { details: { ...latestMembership('Lapsed', 'Card Payment') } },
  'status-expired-current': {},
  'status-expired-other': { details: { ...latestMembership('Lapsed', 'CCA Monthly'), balance: 120 } },
  'status-expired-cannot-renew': {
    details: { ...latestMembership('Lapsed', 'Card Payment'), balance: 85 },
    canRenew: 'Outstanding balance',
  },
  'status-suspended': {
    details: { ...latestMembership('Current', 'AAP'), balance: 250 },
    canRenew: 'Outstanding balance',
  },
};

function permissionsWithout(noAccess: PermissionArea | undefined): Permissions {
  return Object.fromEntries(
    PERMISSION_AREAS.map((area) => [area, area === noAccess ? NO_ACCESS : FULL_ACCESS]),
  ) as Permissions;
}

function memberRecord(membershipNumber: string, accountId: string, seed: MemberSeed): MemberRecord {
  return {
    membershipNumber,
    accountId,
    details: { ...structuredClone(COMPLETE_DETAILS), ...structuredClone(seed.details) },
    canRenew: seed.canRenew ?? 'Ok',
    permissions: permissionsWithout(seed.noAccess),
  };
}

/** A fresh record for every demo account with a membership number; staff and no-roles accounts have none. */
export function seedMembers(): Map<string, MemberRecord> {
  const members = new Map<string, MemberRecord>();
  for (const account of DEMO_ACCOUNTS) {
    if (!account.membershipNumber) continue;
    const seed = MEMBER_SEEDS[account.key];
    // A new demo member without data would only fail later, confusingly, in a screen; fail here instead.
    if (!seed || !account.accountId)
      throw new Error(`The API simulator has no seed for demo account ${account.key}`);
    members.set(account.membershipNumber, memberRecord(account.membershipNumber, account.accountId, seed));
  }
  return members;
}
