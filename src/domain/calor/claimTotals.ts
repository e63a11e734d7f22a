import { roundToPence } from '../rounding';
import { addVat, removeVat } from '../vat';
import { claimVatRate } from './claimVat';
import { countable, totalCylinders, type PurchaseDetailLine } from './purchaseDetails';

export interface MoneyTotals {
  includingVat: number;
  excludingVat: number;
}

export interface ClaimTotals extends MoneyTotals {
  totalCylinders: number;
  /** The claim's VAT rate in percent (spec §9: 5 or 20). */
  vatRate: number;
  /** One entry per purchase line, in the same order. */
  lines: MoneyTotals[];
}

/**
 * A line's amount both ways (spec §2). The receipt price is taken as it is on the side the member said
 * (VAT included or not), and converted to the other side at the claim's VAT rate, to the penny.
 */
export function lineTotals(line: PurchaseDetailLine, vatRate: number): MoneyTotals {
  const amount = roundToPence(Math.max(0, countable(line.quantity)) * Math.max(0, countable(line.pricePerCylinder)));
  return line.vatIncluded
    ? { includingVat: amount, excludingVat: removeVat(amount, vatRate) }
    : { includingVat: addVat(amount, vatRate), excludingVat: amount };
}

/** The totals the claim form shows: per line and for the whole claim. Cashback is worked out on excludingVat. */
export function claimTotals(lines: readonly PurchaseDetailLine[]): ClaimTotals {
  const cylinders = totalCylinders(lines);
  const vatRate = claimVatRate(cylinders);
  const lineAmounts = lines.map((line) => lineTotals(line, vatRate));
  const sum = (pick: (totals: MoneyTotals) => number) => roundToPence(lineAmounts.reduce((total, line) => total + pick(line), 0));
  return {
    totalCylinders: cylinders,
    vatRate,
    lines: lineAmounts,
    includingVat: sum((line) => line.includingVat),
    excludingVat: sum((line) => line.excludingVat),
  };
}
