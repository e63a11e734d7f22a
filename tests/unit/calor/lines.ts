import { defaultPurchaseDetails, type PurchaseDetailLine } from '@/domain/calor/purchaseDetails';
import type { CylinderIdentity } from '@/domain/cylinders';

/** The four claim lines with some filled in: { '13kgCommercial': [quantity, price, vatIncluded?] }. */
export function claimLines(
  given: Partial<Record<CylinderIdentity, [quantity: number, price: number, vatIncluded?: boolean]>>,
): PurchaseDetailLine[] {
  return defaultPurchaseDetails().map((line) => {
    const values = given[line.cylinderIdentity];
    return values ? { ...line, quantity: values[0], pricePerCylinder: values[1], vatIncluded: values[2] ?? false } : line;
  });
}
