import { CYLINDER_TYPES, isCylinderIdentity, type CylinderIdentity } from '../cylinders';

/** Spec §3: one cylinder line of a claim. */
export interface PurchaseDetailLine {
  cylinderIdentity: CylinderIdentity;
  /** Whole cylinders, 0 to 99 (§9). */
  quantity: number;
  /** Pounds per cylinder, as on the receipt. */
  pricePerCylinder: number;
  /** Whether pricePerCylinder already includes VAT. */
  vatIncluded: boolean;
}

/** Spec §9. */
export const MAX_CYLINDER_QUANTITY = 99;

/** Spec §3 defaults: the four lines in CYLINDER_TYPES order, each quantity 0, price 0, VAT not included. */
export function defaultPurchaseDetails(): PurchaseDetailLine[] {
  return CYLINDER_TYPES.map((cylinderIdentity) => ({ cylinderIdentity, quantity: 0, pricePerCylinder: 0, vatIncluded: false }));
}

/** A number the member typed, or 0 while the field is empty or unreadable (totals never show NaN). */
export function countable(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

export function totalCylinders(lines: readonly Pick<PurchaseDetailLine, 'quantity'>[]): number {
  return lines.reduce((total, line) => total + Math.max(0, countable(line.quantity)), 0);
}

const finiteNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/**
 * The four lines from untrusted storage or navigation state: each known cylinder's line where given,
 * the default line otherwise, always in CYLINDER_TYPES order. Undefined when nothing usable is there.
 */
export function readPurchaseDetails(value: unknown): PurchaseDetailLine[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const given = new Map<CylinderIdentity, Record<string, unknown>>();
  for (const entry of value as unknown[]) {
    const line = typeof entry === 'string' ? safeJsonParse(entry) : entry;
    if (typeof line !== 'object' || line === null) continue;
    const record = line as Record<string, unknown>;
    if (isCylinderIdentity(record.cylinderIdentity)) given.set(record.cylinderIdentity, record);
  }
  if (given.size === 0) return undefined;
  return defaultPurchaseDetails().map((line) => {
    const record = given.get(line.cylinderIdentity);
    if (!record) return line;
    return {
      cylinderIdentity: line.cylinderIdentity,
      quantity: finiteNumber(record.quantity) ?? 0,
      pricePerCylinder: finiteNumber(record.pricePerCylinder) ?? 0,
      vatIncluded: record.vatIncluded === true,
    };
  });
}

function safeJsonParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
