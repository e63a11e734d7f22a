// TEST DOUBLE, never shipped: the Calor cashback scheme's demo data, relative to today's date.
import { addHours, formatISO, max, min, setHours, subDays } from 'date-fns';
import { cashbackFor } from '../../../../src/domain/calor/cashback';
import type { ClaimStatus } from '../../../../src/domain/calor/claim';
import type { ClaimAuditEntry } from '../../../../src/domain/calor/claimReview';
import { claimPeriodContaining } from '../../../../src/domain/calor/claimPeriod';
import { claimTotals } from '../../../../src/domain/calor/claimTotals';
import { defaultPurchaseDetails, type PurchaseDetailLine } from '../../../../src/domain/calor/purchaseDetails';
import type { CylinderIdentity } from '../../../../src/domain/cylinders';
import { formatApiDate } from '../../../../src/domain/format/date';
import { DEMO_ACCOUNTS, demoAccount } from '../../data/demoAccounts';
import type { ApiSchemas } from '../handlers/options';
import { reviewQueueClaims, seededAudit } from './calorReview';
import { fingerprintOf, receiptFile } from './receipts';
import { scaleCalorClaims } from './scale';

/** An uploaded receipt as the simulator keeps it: its bytes (for staff to view) and their fingerprint. */
export interface StoredReceipt {
  name: string;
  type: string;
  size: number;
  bytes: Uint8Array;
  /** SHA-256 of the bytes, hex (seed/receipts.ts fingerprintOf). */
  fingerprint: string;
}

/** A claim as the claims list answers it (`version` goes up with every change: a decision must name the version it read), with its file. */
export type StoredClaim = ApiSchemas['CalorClaim'] & { receiptImage?: StoredReceipt };

/** The Calor slice of the simulator's store. */
export interface CalorStore {
  /** Every retailer known to the scheme, shared by all members. */
  retailers: ApiSchemas['Retailer'][];
  /** Each member's Calor accounts, by membership number (none: not signed up). */
  accounts: Map<string, ApiSchemas['CalorAccount'][]>;
  /** Each member's claims, by membership number. */
  claims: Map<string, StoredClaim[]>;
  /** Every submission, decision and change on every claim, oldest first (staff's claims audit). */
  audit: ClaimAuditEntry[];
  /** The deal: percent of a claim's total excluding VAT paid back. */
  cashbackPercent: number;
  nextClaimNumber: number;
  nextId: number;
  nextAuditNumber: number;
}

export const CALOR_CASHBACK_PERCENT = 10;

/** Searchable by name or post code; some carry a VAT number (it fills and locks the claim's VAT field). */
export const DEMO_RETAILERS: ApiSchemas['Retailer'][] = [
  { id: 'c0a1e000-0000-4000-8000-000000000001', name: 'Dales Gas Supplies', address: '4 Mill Lane, Skipton', postCode: 'BD23 1AA', vatNumber: '318472061' },
  { id: 'c0a1e000-0000-4000-8000-000000000002', name: 'Harbour Bottled Gas', address: '21 Quay Street, Whitby', postCode: 'YO21 3PU' },
  { id: 'c0a1e000-0000-4000-8000-000000000003', name: 'Pennine Propane', address: 'Station Road, Hebden Bridge', postCode: 'HX7 8AB', vatNumber: '246813551' },
  { id: 'c0a1e000-0000-4000-8000-000000000004', name: 'Riverside Garden and Gas', address: 'Unit 3, Riverside Park, York', postCode: 'YO1 6JT' },
  { id: 'c0a1e000-0000-4000-8000-000000000005', name: 'Market Street Hardware', address: '58 Market Street, Manchester', postCode: 'M1 1PW', vatNumber: '975318685' },
  { id: 'c0a1e000-0000-4000-8000-000000000006', name: 'Coastal Gas Centre', address: '9 Esplanade, Scarborough', postCode: 'YO11 2AQ' },
];

export const retailer = (index: number): ApiSchemas['Retailer'] => structuredClone(DEMO_RETAILERS[index]!);

export function lines(quantities: Partial<Record<CylinderIdentity, [quantity: number, price: number, vatIncluded?: boolean]>>): PurchaseDetailLine[] {
  return defaultPurchaseDetails().map((line) => {
    const given = quantities[line.cylinderIdentity];
    return given ? { ...line, quantity: given[0], pricePerCylinder: given[1], vatIncluded: given[2] ?? false } : line;
  });
}

export interface ClaimSeed {
  reference: string;
  status: ClaimStatus;
  purchaseDate: Date;
  submittedOn: Date;
  retailer: ApiSchemas['Retailer'];
  receiptNumber: string;
  purchaseDetails: PurchaseDetailLine[];
  rejectionReason?: string;
  rejectedOn?: Date;
  /** The receipt's kind: a photo (PNG, the default) or a PDF. */
  receiptType?: 'image/png' | 'application/pdf';
}

/** A stored claim with the totals and cashback the server works out, as the claims list answers it. */
export function storedClaim(seed: ClaimSeed, cashbackPercent: number): StoredClaim {
  const totals = claimTotals(seed.purchaseDetails);
  const type = seed.receiptType ?? 'image/png';
  const bytes = receiptFile({ retailer: seed.retailer, receiptNumber: seed.receiptNumber, purchaseDate: formatApiDate(seed.purchaseDate), lines: seed.purchaseDetails }, type);
  return {
    claimReference: seed.reference,
    submittedOn: formatISO(seed.submittedOn),
    purchaseDate: formatApiDate(seed.purchaseDate),
    receiptNumber: seed.receiptNumber,
    vatNumber: seed.retailer.vatNumber ?? '',
    retailer: seed.retailer,
    purchaseDetails: seed.purchaseDetails,
    totalCylinders: totals.totalCylinders,
    totalExcludingVat: totals.excludingVat,
    totalIncludingVat: totals.includingVat,
    cashback: cashbackFor(totals.excludingVat, cashbackPercent),
    status: seed.status,
    ...(seed.rejectionReason ? { rejectionReason: seed.rejectionReason } : {}),
    ...(seed.rejectedOn ? { rejectedOn: formatApiDate(seed.rejectedOn) } : {}),
    receiptImage: {
      name: `${seed.receiptNumber}.${type === 'application/pdf' ? 'pdf' : 'png'}`,
      type,
      size: bytes.length,
      bytes,
      fingerprint: fingerprintOf(bytes),
    },
    version: 1,
  };
}

/**
 * The active member's claims, one in every status and two rejected: one rejected 5 days ago (still
 * resubmittable, its purchase inside the open period so the prefilled form can be sent), one rejected
 * 60 days ago (past the 30-day cut-off).
 */
function activeMemberClaims(today: Date): StoredClaim[] {
  const daysAgo = (days: number) => setHours(subDays(today, days), 10);
  const periodStart = setHours(claimPeriodContaining(today).start, 10);
  const recent = (days: number) => max([periodStart, daysAgo(days)]);
  const recentRejectedPurchase = recent(12);
  const seeds: ClaimSeed[] = [
    {
      reference: 'CLR-100005',
      status: 'Submitted',
      purchaseDate: recent(6),
      // An hour after the rejected claim below at the latest, so 'newest first' is the same on every day.
      submittedOn: min([addHours(max([recent(6), daysAgo(2)]), 1), today]),
      retailer: retailer(0),
      receiptNumber: 'DGS-20415',
      purchaseDetails: lines({ '13kgCommercial': [4, 32.5], '47kgCommercial': [1, 89.99] }),
    },
    {
      reference: 'CLR-100004',
      status: 'Rejected',
      purchaseDate: recentRejectedPurchase,
      submittedOn: recentRejectedPurchase,
      rejectedOn: max([recentRejectedPurchase, daysAgo(5)]),
      rejectionReason: 'The receipt image is too blurred to read the prices. Please upload a clearer photo.',
      retailer: retailer(1),
      receiptNumber: 'HBG-7781',
      purchaseDetails: lines({ '19kgCommercial': [3, 41, true], '13kgPatio': [2, 29.5, true] }),
    },
    {
      reference: 'CLR-100003',
      status: 'Approved',
      purchaseDate: daysAgo(40),
      submittedOn: daysAgo(38),
      retailer: retailer(2),
      receiptNumber: 'PP-55102',
      purchaseDetails: lines({ '47kgCommercial': [12, 85], '19kgCommercial': [10, 40] }),
    },
    {
      reference: 'CLR-100002',
      status: 'Rejected',
      purchaseDate: daysAgo(75),
      submittedOn: daysAgo(73),
      rejectedOn: daysAgo(60),
      rejectionReason: 'The receipt does not show which cylinders were bought.',
      retailer: retailer(3),
      receiptNumber: 'RGG-0931',
      purchaseDetails: lines({ '13kgCommercial': [2, 31] }),
    },
    {
      reference: 'CLR-100001',
      status: 'Paid',
      purchaseDate: daysAgo(120),
      submittedOn: daysAgo(118),
      retailer: retailer(4),
      receiptNumber: 'MSH-3310',
      purchaseDetails: lines({ '13kgCommercial': [6, 30, true], '13kgPatio': [4, 27.5, true] }),
    },
  ];
  return seeds.map((seed) => storedClaim(seed, CALOR_CASHBACK_PERCENT));
}

const account = (n: number, accountStatus: ApiSchemas['CalorAccountStatus'], premises: string): ApiSchemas['CalorAccount'] => ({
  id: `ca10a000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  accountStatus,
  isDirectAccountHolder: false,
  accountNumber: null,
  premises,
});

/**
 * Every demo member has an Approved account (they are on the scheme, as call 7 says), except: the
 * pending member (awaiting approval), and the members who have not signed up (none at all).
 */
function seedAccounts(): Map<string, ApiSchemas['CalorAccount'][]> {
  const notSignedUp = new Set(['member-calor-none', 'member-new', 'member-compliance-new', 'member-rewards-mixed', 'member-rewards-new']);
  const accounts = new Map<string, ApiSchemas['CalorAccount'][]>();
  DEMO_ACCOUNTS.forEach((demo, index) => {
    if (!demo.membershipNumber) return;
    if (notSignedUp.has(demo.key)) accounts.set(demo.membershipNumber, []);
    else if (demo.key === 'member-calor-pending')
      accounts.set(demo.membershipNumber, [account(index + 1, 'Pending', 'The Corner Café, 3 Bridge Street, Ripon HG4 1AA')]);
    else accounts.set(demo.membershipNumber, [account(index + 1, 'Approved', 'The Old Bakehouse, 12 High Street, York YO1 7HU')]);
  });
  return accounts;
}

export function seedCalor(today: Date = new Date(), scale = 1): CalorStore {
  const activeMember = demoAccount('member-active').membershipNumber!;
  // The staff review queue's claims: other members', numbered in a range of their own
  // (CLR-2000xx), so the portal's next claim is still CLR-100006 after the active member's five.
  const queue = reviewQueueClaims(today, 200001);
  const claims = new Map([[activeMember, activeMemberClaims(today)], ...queue.claims]);
  const accounts = seedAccounts();
  // LARDER_SCALE: more claims (and claiming members) before the audit is written from them.
  scaleCalorClaims({ claims, accounts }, scale, activeMember);
  return {
    retailers: structuredClone(DEMO_RETAILERS),
    accounts,
    claims,
    audit: seededAudit(claims, queue.contacts),
    cashbackPercent: CALOR_CASHBACK_PERCENT,
    nextClaimNumber: 100006,
    nextId: 1,
    nextAuditNumber: 1,
  };
}
