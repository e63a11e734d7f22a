/**
 * TEST DOUBLE DATA. The demo people of the local sign-in stand-in (DESIGN.md §6). Their claims go into
 * the ID and access tokens; their members' data lives in tests/mocks/api/seed. Every password is the
 * same because these accounts exist only on a developer's machine.
 */
export const DEMO_PASSWORD = 'larder-demo';

export type DemoGroup = 'Members' | 'Account status' | 'Staff' | 'Other';

export interface DemoAccount {
  /** Stable key used by tests and seeds. */
  key: string;
  /** The login page's button name: who this is. */
  label: string;
  group: DemoGroup;
  email: string;
  name: string;
  roles: string[];
  membershipNumber?: string;
  accountId?: string;
  /** The {product}AccountStatus claim. */
  accountStatus?: string;
  memberType?: string;
}

const member = (
  key: string,
  label: string,
  n: number,
  extra: Partial<DemoAccount> = {},
): DemoAccount => ({
  key,
  label,
  group: 'Members',
  email: `${key}@demo.larder.local`,
  name: label,
  roles: ['larderMember'],
  membershipNumber: `LM${100000 + n}`,
  accountId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  accountStatus: 'Active',
  memberType: 'Caterer',
  ...extra,
});

/** Staff who record decisions carry a person's name, which is what audits and "approved by" show. */
const staff = (key: string, label: string, roles: string[], name = label): DemoAccount => ({
  key,
  label,
  group: 'Staff',
  email: `${key}@demo.larder.local`,
  name,
  roles,
});

export const DEMO_ACCOUNTS: DemoAccount[] = [
  member('member-active', 'Active member, all permissions', 1, { name: 'Priya Shah' }),
  member('member-new', 'First-time member (welcome and company details prompts)', 2, { name: 'Tom Ellis' }),
  member('member-no-company-type', 'Member with no company type', 3),
  member('member-no-registration', 'Limited company member without a registration number', 4),
  member('member-no-vat-answer', 'Member who has not answered VAT registered', 5),
  member('member-no-trading-units', 'Member without trading units permission', 6),
  member('member-no-company-documents', 'Member without company documents permission', 7),
  member('member-no-training', 'Member without training permission', 8),
  member('member-no-wallet', 'Member without wallet permission', 9),
  member('member-no-rewards', 'Member without rewards permission', 10),
  member('member-calor-pending', 'Member with a pending Calor account', 11),
  member('member-calor-none', 'Member not signed up to Calor', 12),
  // Membership, payments and renewal (n = 30–39).
  member('member-direct-debit', 'Member paying by Direct Debit, all payments on time (Premium)', 30, { name: 'Dev Patel' }),
  member('member-failed-payment', 'Member with a failed Direct Debit payment to pay now (Standard)', 31, { name: 'Grace Okafor' }),
  member('member-plan-ending', 'Member whose payment plan ends within 60 days (Premium Plus)', 32, { name: 'Owen Price' }),
  member('member-tier-standard', 'Member on the Standard tier, paying by card', 33, { name: 'Hannah Cole' }),
  member('member-tier-pro', 'Member on the Pro tier, paying yearly by Direct Debit', 34, { name: 'Marcus Reid' }),
  // Compliance records: n = 40–49.
  member('member-compliance-mix', 'Member with two units and current, due and overdue documents', 40, { name: 'Megan Whitaker' }),
  member('member-compliance-new', 'New member with no units or documents yet', 41, { name: 'Ruth Evans' }),
  member('member-coffee-franchise', 'Coffee franchise member (franchise unit created for them)', 42, { name: 'Marco Bianchi' }),
  member('member-multi-site', 'Catering group with many units', 43, { name: 'Helen Park' }),
  // Training and gas safety: n = 50–59.
  member('member-training', 'Member with trainees in every training status and gas inspections in date, due and overdue', 50, {
    name: 'Aled Morgan',
  }),
  member('member-training-empty', 'Member with units but no trainees or gas records yet', 51, { name: 'Nia Roberts' }),
  member('member-rewards-everything', 'Member on every rewards programme, cashback in every state', 60, { name: 'Sam Okafor' }),
  member('member-rewards-mixed', 'Member with a pending BioPak sign-up and a rejected Nisbets one', 61, { name: 'Alys Pritchard' }),
  member('member-rewards-new', 'Member with no rewards yet', 62, { name: 'Dev Malhotra' }),
  member('member-signups-pending', 'Member whose sign-ups to every programme wait for staff', 70, { name: 'Joanna Hollins' }),
  // Calor claimants behind the staff review queue and the BACS payout files.
  member('member-calor-usual', 'Calor member with a claim far above their usual quantities', 75, { name: 'Gareth Lloyd' }),
  member('member-calor-same-receipt', "Calor member claiming a receipt another member claimed", 76, { name: 'Nadia Hussain' }),
  member('member-calor-same-file', 'Calor member who uploaded one receipt file with two claims', 77, { name: 'Owen Price' }),
  member('member-calor-no-bank', 'Calor member with approved cashback but no bank details', 78, { name: 'Fiona Mackay' }),
  member('member-calor-bad-account', 'Calor member whose bank account fails the modulus check', 79, { name: 'Tariq Aziz' }),
  member('status-renew-soon', 'Member, renew soon', 20, { group: 'Account status', accountStatus: 'Renew Soon' }),
  member('status-archived', 'Archived member', 21, { group: 'Account status', accountStatus: 'Archived' }),
  member('status-cancelled', 'Cancelled member', 22, { group: 'Account status', accountStatus: 'Cancelled' }),
  member('status-expired-card', 'Expired member, card payment renewal offer', 23, {
    group: 'Account status',
    accountStatus: 'Expired',
  }),
  member('status-expired-current', 'Expired member, renewed by phone (latest membership current)', 24, {
    group: 'Account status',
    accountStatus: 'Expired',
  }),
  member('status-expired-other', 'Expired member, no online renewal (direct debit)', 25, {
    group: 'Account status',
    accountStatus: 'Expired',
  }),
  member('status-expired-cannot-renew', 'Expired member, renewal check refused', 26, {
    group: 'Account status',
    accountStatus: 'Expired',
  }),
  member('status-suspended', 'Suspended member', 27, { group: 'Account status', accountStatus: 'Suspended' }),
  staff('account-manager', 'Account manager', ['accountManager']),
  staff('larder-admin', 'Larder administrator', ['larderAdmin'], 'Lee Harper'),
  staff('larder-admin-2', 'Second Larder administrator (approves BACS files)', ['larderAdmin'], 'Jo Brennan'),
  staff('biopak-employee', 'BioPak programme employee', ['bioPakEmployee']),
  staff('calor-admin', 'Calor administrator (claims audit)', ['calorAdmin'], 'Aisha Patel'),
  staff('calor-claims', 'Calor claims employee', ['calorClaimsEmployee'], 'Chris Morgan'),
  staff('calor-signups', 'Calor signups employee', ['calorSignupsEmployee']),
  staff('nisbets-employee', 'Nisbets programme employee', ['nisbetsEmployee']),
  staff('developer', 'Developer', ['developer']),
  {
    key: 'no-roles',
    label: 'Signed-in person with no roles',
    group: 'Other',
    email: 'no-roles@demo.larder.local',
    name: 'Sam Visitor',
    roles: [],
  },
];

export function demoAccount(key: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`No demo account with key ${key}`);
  return account;
}
