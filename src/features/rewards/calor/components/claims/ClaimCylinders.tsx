import type { PurchaseDetailLine } from '@/domain/calor/purchaseDetails';
import { cylinderDisplayName } from '@/domain/cylinders';

/** The cylinders a claim is for, one line per type bought: '4 × 13kg Red Propane Cylinder'. */
export function ClaimCylinders({ lines }: { lines: PurchaseDetailLine[] }) {
  const bought = lines.filter((line) => line.quantity > 0);
  return (
    <ul className="list-unstyled mb-0">
      {bought.map((line) => (
        <li key={line.cylinderIdentity}>
          {line.quantity} × {cylinderDisplayName(line.cylinderIdentity)}
        </li>
      ))}
    </ul>
  );
}
