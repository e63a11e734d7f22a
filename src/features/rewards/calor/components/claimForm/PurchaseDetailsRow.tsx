import { CheckboxField } from '@/components/forms/CheckboxField';
import { MoneyField } from '@/components/forms/MoneyField';
import { NumberField } from '@/components/forms/NumberField';
import type { MoneyTotals } from '@/domain/calor/claimTotals';
import { MAX_CYLINDER_QUANTITY } from '@/domain/calor/purchaseDetails';
import { cylinderDisplayName, type CylinderIdentity } from '@/domain/cylinders';
import { formatMoney } from '@/domain/format/money';

interface PurchaseDetailsRowProps {
  index: number;
  cylinderIdentity: CylinderIdentity;
  totals: MoneyTotals;
}

/**
 * One cylinder line: quantity, price per cylinder, VAT included, and its totals both ways (spec §2). The
 * column headings show the field names, so each label, with the row's cylinder, is read out but not shown.
 */
export function PurchaseDetailsRow({ index, cylinderIdentity, totals }: PurchaseDetailsRowProps) {
  const name = cylinderDisplayName(cylinderIdentity);
  const line = `purchaseDetails.${index}`;
  return (
    <tr>
      <th scope="row" className="fw-normal">
        {name}
      </th>
      <td style={{ minWidth: '6rem' }}>
        <NumberField name={`${line}.quantity`} label={`Quantity, ${name}`} hideLabel className="" min={0} max={MAX_CYLINDER_QUANTITY} />
      </td>
      <td style={{ minWidth: '9rem' }}>
        <MoneyField name={`${line}.pricePerCylinder`} label={`Price per cylinder, ${name}`} hideLabel className="" />
      </td>
      <td className="text-center">
        <CheckboxField name={`${line}.vatIncluded`} label={`VAT included, ${name}`} hideLabel className="" />
      </td>
      <td className="text-end larder-numeric">{formatMoney(totals.excludingVat)}</td>
      <td className="text-end larder-numeric">{formatMoney(totals.includingVat)}</td>
    </tr>
  );
}
