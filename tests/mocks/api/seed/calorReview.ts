// TEST DOUBLE, never shipped: the claims behind the Calor review queue and the audit of every
// seeded claim. Dates are relative to today: the open period is the current half-year, the paid one the
// half-year before.
import { addDays, addHours, formatISO, max, min, setHours, subDays, subHours, subMonths } from 'date-fns';
import { claimPeriodContaining } from '../../../../src/domain/calor/claimPeriod';
import type { ClaimStatus } from '../../../../src/domain/calor/claim';
import type { CylinderIdentity } from '../../../../src/domain/cylinders';
import type { StaffMember } from '../../../../src/domain/staffMember';
import { demoAccount } from '../../data/demoAccounts';
import type { ApiSchemas } from '../handlers/options';
import { simulatorGuid } from '../backend-reference/ids';
import { demoStaff, memberNameOf } from '../backend-reference/staffIdentity';
import { CALOR_CASHBACK_PERCENT, lines, retailer, storedClaim, type StoredClaim } from './calor';
import { fingerprintOf } from './receipts';

type ClaimActor = ApiSchemas['ClaimActor'];
type ClaimAuditAction = ApiSchemas['ClaimAuditAction'];
type ClaimAuditEntry = ApiSchemas['ClaimAuditEntry'];

/** A reviewer who is not a demo account: the audit has more than one person in it. */
export const SECOND_REVIEWER: StaffMember = { id: 'hannah-reid', name: 'Hannah Reid' };

type Line = Partial<Record<CylinderIdentity, [quantity: number, price: number, vatIncluded?: boolean]>>;

interface QueueSeed {
  status: ClaimStatus;
  /** When: days ago in the open period (purchase, submission), or days from the paid period's start. */
  when: { open: [purchase: number, submitted: number] } | { paid: [purchase: number, submitted: number] };
  retailer: number;
  receipt: string;
  lines: Line;
  pdf?: boolean;
  /** Uploaded with the very same file as this receipt number's claim (a photo used twice). */
  sameFileAs?: string;
  rejectionReason?: string;
}

/** Each member's claims, oldest first. Thirty are Submitted (with the active member's one): the queue. */
const QUEUE: Record<string, QueueSeed[]> = {
  // Usually 2 to 4 × 13kg; one claim for 24 (far above usual).
  'member-calor-usual': [
    { status: 'Paid', when: { paid: [20, 22] }, retailer: 2, receipt: 'PP-51877', lines: { '13kgCommercial': [2, 31] } },
    { status: 'Approved', when: { paid: [95, 97] }, retailer: 2, receipt: 'PP-53120', lines: { '13kgCommercial': [3, 31.5] } },
    { status: 'Approved', when: { open: [70, 68] }, retailer: 2, receipt: 'PP-55910', lines: { '13kgCommercial': [4, 32] } },
    {
      status: 'Rejected',
      when: { open: [60, 59] },
      retailer: 2,
      receipt: 'PP-56002',
      lines: { '13kgCommercial': [3, 32] },
      rejectionReason: 'The receipt shows 19kg cylinders, not 13kg. Please claim them as 19kg cylinders.',
    },
    { status: 'Submitted', when: { open: [40, 39] }, retailer: 2, receipt: 'PP-57114', lines: { '13kgCommercial': [3, 32.5] } },
    { status: 'Submitted', when: { open: [30, 29] }, retailer: 2, receipt: 'PP-57560', lines: { '13kgCommercial': [2, 32.5], '47kgCommercial': [1, 88] } },
    { status: 'Submitted', when: { open: [20, 18] }, retailer: 2, receipt: 'PP-58231', lines: { '13kgCommercial': [24, 30] }, pdf: true },
    { status: 'Submitted', when: { open: [12, 11] }, retailer: 2, receipt: 'PP-58690', lines: { '13kgCommercial': [4, 32.5] } },
    { status: 'Submitted', when: { open: [6, 5] }, retailer: 2, receipt: 'PP-59005', lines: { '19kgCommercial': [2, 41] } },
  ],
  // Claims receipt CGC-11872 from Coastal Gas Centre, which Sam Okafor claimed first.
  'member-calor-same-receipt': [
    { status: 'Paid', when: { paid: [40, 42] }, retailer: 0, receipt: 'DGS-18220', lines: { '19kgCommercial': [2, 40] } },
    { status: 'Approved', when: { paid: [120, 121] }, retailer: 0, receipt: 'DGS-19050', lines: { '19kgCommercial': [3, 40] } },
    { status: 'Approved', when: { open: [50, 49] }, retailer: 0, receipt: 'DGS-19877', lines: { '19kgCommercial': [2, 41] } },
    { status: 'Submitted', when: { open: [44, 43] }, retailer: 0, receipt: 'DGS-20011', lines: { '19kgCommercial': [2, 41] } },
    { status: 'Submitted', when: { open: [34, 33] }, retailer: 5, receipt: 'CGC-11872', lines: { '47kgCommercial': [1, 87], '13kgCommercial': [2, 31] } },
    { status: 'Submitted', when: { open: [25, 24] }, retailer: 0, receipt: 'DGS-20230', lines: { '19kgCommercial': [3, 41] }, pdf: true },
    { status: 'Submitted', when: { open: [15, 14] }, retailer: 0, receipt: 'DGS-20391', lines: { '19kgCommercial': [2, 41.5] } },
    { status: 'Submitted', when: { open: [4, 3] }, retailer: 0, receipt: 'DGS-20477', lines: { '19kgCommercial': [2, 41.5] } },
  ],
  // One photo of one receipt uploaded with two claims.
  'member-calor-same-file': [
    { status: 'Approved', when: { paid: [60, 61] }, retailer: 3, receipt: 'RGG-0712', lines: { '13kgCommercial': [2, 30] } },
    { status: 'Approved', when: { open: [55, 54] }, retailer: 3, receipt: 'RGG-0801', lines: { '13kgCommercial': [2, 30] } },
    {
      status: 'Rejected',
      when: { open: [47, 46] },
      retailer: 3,
      receipt: 'RGG-0833',
      lines: { '47kgCommercial': [1, 85] },
      rejectionReason: 'The receipt is for a cylinder delivered to a home address, not to your business premises.',
    },
    { status: 'Submitted', when: { open: [36, 35] }, retailer: 3, receipt: 'RGG-0850', lines: { '13kgCommercial': [2, 30.5] } },
    { status: 'Submitted', when: { open: [27, 26] }, retailer: 3, receipt: 'RGG-0866', lines: { '13kgCommercial': [2, 30.5] }, sameFileAs: 'RGG-0850' },
    { status: 'Submitted', when: { open: [18, 17] }, retailer: 3, receipt: 'RGG-0880', lines: { '13kgCommercial': [1, 30.5], '13kgPatio': [2, 27] } },
    { status: 'Submitted', when: { open: [9, 8] }, retailer: 1, receipt: 'HBG-8120', lines: { '13kgCommercial': [2, 31] } },
    { status: 'Submitted', when: { open: [2, 1] }, retailer: 3, receipt: 'RGG-0902', lines: { '13kgCommercial': [2, 30.5] }, pdf: true },
  ],
  // Approved cashback, but no bank details: left out of the draft BACS file.
  'member-calor-no-bank': [
    { status: 'Approved', when: { open: [65, 64] }, retailer: 4, receipt: 'MSH-4410', lines: { '13kgCommercial': [3, 30, true] } },
    { status: 'Approved', when: { open: [45, 44] }, retailer: 4, receipt: 'MSH-4502', lines: { '13kgCommercial': [2, 30, true] } },
    { status: 'Submitted', when: { open: [38, 37] }, retailer: 4, receipt: 'MSH-4577', lines: { '13kgCommercial': [2, 30, true] } },
    { status: 'Submitted', when: { open: [28, 27] }, retailer: 4, receipt: 'MSH-4630', lines: { '13kgCommercial': [3, 30, true] }, pdf: true },
    { status: 'Submitted', when: { open: [16, 16] }, retailer: 4, receipt: 'MSH-4701', lines: { '13kgPatio': [3, 27.5, true] } },
    { status: 'Submitted', when: { open: [7, 6] }, retailer: 4, receipt: 'MSH-4760', lines: { '13kgCommercial': [2, 30, true] } },
  ],
  // Approved cashback, but the bank account fails the modulus check: left out of the draft BACS file.
  'member-calor-bad-account': [
    { status: 'Approved', when: { open: [62, 61] }, retailer: 1, receipt: 'HBG-7702', lines: { '47kgCommercial': [1, 86] } },
    { status: 'Approved', when: { open: [41, 40] }, retailer: 1, receipt: 'HBG-7790', lines: { '47kgCommercial': [1, 86] } },
    { status: 'Submitted', when: { open: [110, 16] }, retailer: 1, receipt: 'HBG-7215', lines: { '47kgCommercial': [1, 84] } },
    { status: 'Submitted', when: { open: [33, 32] }, retailer: 1, receipt: 'HBG-7850', lines: { '47kgCommercial': [1, 86] } },
    { status: 'Submitted', when: { open: [21, 20] }, retailer: 1, receipt: 'HBG-7901', lines: { '47kgCommercial': [2, 86] }, pdf: true },
    { status: 'Submitted', when: { open: [10, 9] }, retailer: 1, receipt: 'HBG-7966', lines: { '47kgCommercial': [1, 86.5] } },
  ],
  'member-rewards-everything': [
    { status: 'Submitted', when: { open: [39, 37] }, retailer: 5, receipt: 'CGC-11872', lines: { '47kgCommercial': [1, 87], '13kgCommercial': [2, 31] } },
    { status: 'Submitted', when: { open: [35, 34] }, retailer: 5, receipt: 'CGC-11901', lines: { '13kgCommercial': [3, 31] } },
    { status: 'Submitted', when: { open: [26, 25] }, retailer: 2, receipt: 'PP-57020', lines: { '19kgCommercial': [2, 40] }, pdf: true },
    { status: 'Submitted', when: { open: [17, 15] }, retailer: 5, receipt: 'CGC-11944', lines: { '13kgCommercial': [2, 31] } },
    { status: 'Submitted', when: { open: [8, 7] }, retailer: 5, receipt: 'CGC-11990', lines: { '47kgCommercial': [1, 87.5] } },
    { status: 'Submitted', when: { open: [3, 2] }, retailer: 5, receipt: 'CGC-12011', lines: { '13kgCommercial': [3, 31] } },
  ],
};

/** A contact recorded on a Submitted claim (by receipt number), some hours after it came in. */
interface ContactSeed {
  receipt: string;
  by: StaffMember;
  note: string;
}

const CONTACTS: ContactSeed[] = [
  {
    receipt: 'HBG-7215',
    by: SECOND_REVIEWER,
    note: 'Phoned Tariq: the receipt turned up in the van after three months. Asked him to email the delivery note to confirm the date.',
  },
];

export interface QueueSeedResult {
  claims: [membershipNumber: string, claims: StoredClaim[]][];
  contacts: { claimReference: string; by: StaffMember; note: string }[];
  nextClaimNumber: number;
}

/** The queue's claims, numbered from `firstNumber` in order of submission across members. */
export function reviewQueueClaims(today: Date, firstNumber: number): QueueSeedResult {
  const openStart = claimPeriodContaining(today).start;
  const paidStart = subMonths(openStart, 6);
  const at = (day: Date, hour: number) => setHours(day, hour);
  const dates = (seed: QueueSeed, index: number): { purchase: Date; submitted: Date } => {
    const hour = 9 + (index % 8);
    if ('paid' in seed.when) return { purchase: at(addDays(paidStart, seed.when.paid[0]), 10), submitted: at(addDays(paidStart, seed.when.paid[1]), hour) };
    const purchase = at(max([openStart, subDays(today, seed.when.open[0])]), 10);
    return { purchase, submitted: min([max([purchase, at(subDays(today, seed.when.open[1]), hour)]), subHours(today, 1)]) };
  };

  const drafted = Object.entries(QUEUE).flatMap(([key, seeds]) =>
    seeds.map((seed, index) => ({ key, seed, ...dates(seed, index) })),
  );
  drafted.sort((a, b) => a.submitted.getTime() - b.submitted.getTime());

  let number = firstNumber;
  const byMember = new Map<string, StoredClaim[]>();
  const byReceipt = new Map<string, StoredClaim>();
  for (const { key, seed, purchase, submitted } of drafted) {
    const membershipNumber = demoAccount(key).membershipNumber!;
    const claim = storedClaim(
      {
        reference: `CLR-${number++}`,
        status: seed.status,
        purchaseDate: purchase,
        submittedOn: submitted,
        retailer: retailer(seed.retailer),
        receiptNumber: seed.receipt,
        purchaseDetails: lines(seed.lines),
        receiptType: seed.pdf ? 'application/pdf' : 'image/png',
        ...(seed.rejectionReason ? { rejectionReason: seed.rejectionReason, rejectedOn: min([addDays(submitted, 3), today]) } : {}),
      },
      CALOR_CASHBACK_PERCENT,
    );
    const original = seed.sameFileAs ? byReceipt.get(seed.sameFileAs) : undefined;
    if (original?.receiptImage) claim.receiptImage = { ...original.receiptImage, name: `${seed.receipt}.png`, fingerprint: fingerprintOf(original.receiptImage.bytes) };
    byReceipt.set(seed.receipt, claim);
    byMember.set(membershipNumber, [...(byMember.get(membershipNumber) ?? []), claim]);
  }

  const contacts = CONTACTS.map((contact) => ({ claimReference: byReceipt.get(contact.receipt)!.claimReference, by: contact.by, note: contact.note }));
  return { claims: [...byMember.entries()], contacts, nextClaimNumber: number };
}

/**
 * The audit of every seeded claim, oldest first: its submission by the member, then the decisions (two
 * reviewers take turns), payments and contacts. Each claim's version counts its changes.
 */
export function seededAudit(claims: Map<string, StoredClaim[]>, contacts: QueueSeedResult['contacts']): ClaimAuditEntry[] {
  const reviewers = [demoStaff('calor-claims'), SECOND_REVIEWER];
  const finance = demoStaff('larder-admin');
  const entries: Omit<ClaimAuditEntry, 'id'>[] = [];
  let turn = 0;
  const now = new Date();
  for (const [membershipNumber, memberClaims] of claims) {
    const member: ClaimActor = { id: membershipNumber, name: memberNameOf(membershipNumber), kind: 'member' };
    for (const claim of memberClaims) {
      const submitted = new Date(claim.submittedOn);
      const firstEntry = entries.length;
      const entry = (at: Date, by: ClaimActor, action: ClaimAuditAction, fromStatus: ClaimStatus | null, toStatus: ClaimStatus, reason: string | null = null) =>
        entries.push({ at: formatISO(min([at, now])), by, claimReference: claim.claimReference, membershipNumber, action, fromStatus, toStatus, reason });
      entry(submitted, member, 'Submitted', null, 'Submitted');
      const reviewer: ClaimActor = { ...reviewers[turn++ % reviewers.length]!, kind: 'staff' };
      const decidedAt = addHours(submitted, 26);
      if (claim.status === 'Approved' || claim.status === 'Paid') entry(decidedAt, reviewer, 'Approved', 'Submitted', 'Approved');
      if (claim.status === 'Paid') entry(addDays(decidedAt, 20), { ...finance, kind: 'staff' }, 'Paid', 'Approved', 'Paid', 'Paid in a BACS payout');
      if (claim.status === 'Rejected')
        entry(claim.rejectedOn ? setHours(new Date(claim.rejectedOn), 11) : decidedAt, reviewer, 'Rejected', 'Submitted', 'Rejected', claim.rejectionReason ?? null);
      const contact = contacts.find((candidate) => candidate.claimReference === claim.claimReference);
      if (contact) entry(addHours(submitted, 5), { ...contact.by, kind: 'staff' }, 'MemberContacted', 'Submitted', 'Submitted', contact.note);
      claim.version = entries.length - firstEntry;
    }
  }
  return entries
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((entry, index) => ({ id: simulatorGuid('a0d17000', index + 1), ...entry }));
}
