// TEST DOUBLE, never shipped: the demo data multiplied (LARDER_SCALE, docs/stand-ins.md), so that screens and
// the simulator's rules can be measured at the volumes real use brings. Scale 1 is the demo data as it is.
// Copy k (1 … scale-1) of a thing gets ids, numbers and references of its own, derived from the original's,
// so the same scale gives the same data on every run.
import { subYears } from 'date-fns';
import { formatApiDate } from '../../../../src/domain/format/date';
import type { ApiSchemas } from '../handlers/options';
import type { MemberRecord } from '../store';
import type { AccountStore, InvoiceRecord } from './account';
import { invoiceFor, invoiceNumberOf } from './account';
import type { CalorStore, StoredClaim } from './calor';
import { fingerprintOf } from './receipts';
import type { TrainingStore } from './training';
import type { UnitsStore } from './units';

/** The sizes the stand-ins are measured at; any whole number from 1 to 100 is taken. */
export const MAX_SCALE = 100;

/** LARDER_SCALE as a number: unset or empty is 1; anything but a whole number from 1 to 100 is refused. */
export function scaleFromSetting(value: string | undefined): number {
  const text = value?.trim();
  if (!text) return 1;
  const scale = Number(text);
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE)
    throw new Error(`LARDER_SCALE (${value}) must be a whole number from 1 to ${MAX_SCALE}, e.g. 10 or 100.`);
  return scale;
}

/** Copy k of a GUID-shaped seed id: its last twelve digits carry k in front of the original's number. */
export const copyId = (id: string, k: number) => `${id.slice(0, -12)}${String(k).padStart(3, '0')}${id.slice(-9)}`;

/**
 * The members copied to make the association bigger: copy k of demo member LM1000nn is LM1kk0nn (k ≥ 1),
 * named as the original with the copy's number after it.
 */
export const copiedMembershipNumber = (membershipNumber: string, k: number) =>
  `LM${100000 + k * 1000 + (Number(membershipNumber.slice(2)) - 100000)}`;

/** The demo member a copied member was copied from (itself for a demo member). */
export function originalMembershipNumber(membershipNumber: string): string {
  const n = Number(membershipNumber.slice(2)) - 100000;
  return n >= 1000 && /^LM\d{6}$/.test(membershipNumber) ? `LM${100000 + (n % 1000)}` : membershipNumber;
}

/** Which copy a membership number is (0: a demo member itself). */
export function copyNumberOf(membershipNumber: string): number {
  const n = Number(membershipNumber.slice(2)) - 100000;
  return n >= 1000 && /^LM\d{6}$/.test(membershipNumber) ? Math.floor(n / 1000) : 0;
}

/** A copied member's name: the original's with the copy's number (Sam Okafor 3); a demo member's unchanged. */
export function copiedMemberName(membershipNumber: string, originalName: string): string {
  const k = copyNumberOf(membershipNumber);
  return k ? `${originalName} ${k + 1}` : originalName;
}

/**
 * Copy k's receipt: the same file (copies share its bytes, to keep memory flat), but a fingerprint of its own,
 * so that copies are not all flagged as one file used twice.
 */
function copiedReceipt(receipt: StoredClaim['receiptImage'], k: number): StoredClaim['receiptImage'] {
  return receipt && { ...receipt, fingerprint: fingerprintOf(new TextEncoder().encode(`${receipt.fingerprint} copy ${k}`)) };
}

function copiedClaim(claim: StoredClaim, k: number, reference: string, receipts: Map<StoredClaim['receiptImage'], StoredClaim['receiptImage']>): StoredClaim {
  // Claims that shared one file (a photo used twice) share its copy too.
  let receipt = receipts.get(claim.receiptImage);
  if (!receipt) receipts.set(claim.receiptImage, (receipt = copiedReceipt(claim.receiptImage, k)));
  return {
    ...structuredClone({ ...claim, receiptImage: undefined }),
    claimReference: reference,
    receiptNumber: `${claim.receiptNumber}-${k + 1}`,
    receiptImage: receipt && { ...receipt, name: receipt.name.replace(claim.receiptNumber, `${claim.receiptNumber}-${k + 1}`) },
  };
}

/**
 * Calor claims × scale, before the audit, wallet and BACS files are derived from them: the active member's
 * own claims are copied to them (a longer history: My Claims), every other member's to copied members (more
 * members claiming: the review queue, the periods, the BACS files' lines). Copies are numbered CLR-300000 on.
 */
export function scaleCalorClaims(calor: Pick<CalorStore, 'claims' | 'accounts'>, scale: number, activeMember: string) {
  if (scale <= 1) return;
  let number = 300000;
  const originals = [...calor.claims].map(([membershipNumber, claims]) => [membershipNumber, [...claims]] as const);
  for (let k = 1; k < scale; k++) {
    const receipts = new Map<StoredClaim['receiptImage'], StoredClaim['receiptImage']>();
    for (const [membershipNumber, claims] of originals) {
      const copies = claims.map((claim) => copiedClaim(claim, k, `CLR-${number++}`, receipts));
      if (membershipNumber === activeMember) {
        calor.claims.get(membershipNumber)!.push(...copies);
        continue;
      }
      const copy = copiedMembershipNumber(membershipNumber, k);
      calor.claims.set(copy, copies);
      calor.accounts.set(copy, structuredClone(calor.accounts.get(membershipNumber) ?? []).map((account) => ({ ...account, id: copyId(account.id, k) })));
    }
  }
}

/** The copied members' records (the ones with claims: scaleCalorClaims), copied from their originals'. */
export function addCopiedMembers(store: { members: Map<string, MemberRecord>; account: AccountStore }, calor: Pick<CalorStore, 'claims'>) {
  for (const copy of calor.claims.keys()) {
    if (!copyNumberOf(copy)) continue;
    const original = originalMembershipNumber(copy);
    const k = copyNumberOf(copy);
    const member = store.members.get(original);
    if (member) store.members.set(copy, { ...structuredClone(member), membershipNumber: copy, accountId: copyId(member.accountId, k) });
    const account = store.account.accounts.get(original);
    if (account) store.account.accounts.set(copy, { ...structuredClone({ ...account, payments: [], invoices: [] }) });
  }
}

/** Every member's units × scale: copy k of "Riverside Kitchen" is "Riverside Kitchen 2" and so on. */
export function scaleUnits(units: UnitsStore, scale: number) {
  if (scale <= 1) return;
  for (const [membershipNumber, own] of units.units) {
    const copies = [];
    for (let k = 1; k < scale; k++) for (const unit of own) copies.push({ ...structuredClone(unit), id: copyId(unit.id, k), name: `${unit.name} ${k + 1}` });
    units.units.set(membershipNumber, [...own, ...copies]);
  }
}

/** Every member's trainees and certificates × scale, each copy working at the copy of their unit. */
export function scaleTraining(training: TrainingStore, scale: number) {
  if (scale <= 1) return;
  for (const [membershipNumber, trainees] of training.trainees) {
    const certificates = training.certificates.get(membershipNumber) ?? [];
    const copiedTrainees: ApiSchemas['Trainee'][] = [];
    const copiedCertificates: typeof certificates = [];
    for (let k = 1; k < scale; k++) {
      for (const trainee of trainees)
        copiedTrainees.push({ ...trainee, id: copyId(trainee.id, k), lastName: `${trainee.lastName} ${k + 1}`, unitId: trainee.unitId && copyId(trainee.unitId, k) });
      for (const certificate of certificates) {
        const id = copyId(certificate.id, k);
        const file = training.files.get(certificate.id);
        if (file) training.files.set(id, file);
        copiedCertificates.push({ ...structuredClone(certificate), id, traineeId: copyId(certificate.traineeId, k) });
      }
    }
    training.trainees.set(membershipNumber, [...trainees, ...copiedTrainees]);
    training.certificates.set(membershipNumber, [...certificates, ...copiedCertificates]);
  }
}

/**
 * Every member's settled payments × scale, copy k a year before the original per k (years of history), each
 * with its invoice, numbered INV-500000 on (new invoices keep the demo's numbering).
 */
export function scaleAccountHistory(account: AccountStore, scale: number, today: Date) {
  if (scale <= 1) return;
  let number = 500000;
  const settled = (status: string) => status === 'Successful' || status === 'Failed - Paid';
  for (const record of account.accounts.values()) {
    const customerOf = new Map(record.invoices.map((invoice) => [invoice.number, invoice.customer]));
    const payments = [];
    const invoices: InvoiceRecord[] = [];
    for (let k = 1; k < scale; k++) {
      for (const payment of record.payments) {
        const customer = payment.invoiceNumber ? customerOf.get(payment.invoiceNumber) : undefined;
        if (!settled(payment.status) || !customer) continue;
        const shift = (date: string | null) => (date ? formatApiDate(subYears(new Date(`${date}T12:00:00`), k)) : date);
        const invoiceNumber = invoiceNumberOf(number++);
        const copy = { ...structuredClone(payment), id: copyId(payment.id, k), dueDate: shift(payment.dueDate)!, paidOn: shift(payment.paidOn), invoiceNumber };
        payments.push(copy);
        invoices.push(invoiceFor(copy, invoiceNumber, today, customer));
      }
    }
    record.payments.push(...payments);
    record.invoices.push(...invoices);
  }
}
