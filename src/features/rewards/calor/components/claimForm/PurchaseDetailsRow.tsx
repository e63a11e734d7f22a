import { useFormContext } from 'react-hook-form';
import type { ClaimFormValues } from '@/domain/calor/claimFormSchema';
import type { MoneyTotals } from '@/domain/calor/claimTotals';
import { MAX_CYLINDER_QUANTITY } from '@/domain/calor/purchaseDetails';
import { cylinderDisplayName, type CylinderIdentity } from '@/domain/cylinders';
import { formatMoney } from '@/domain/format/money';
import { CLAIM_FIELD_IDS, errorIdFor } from './claimFieldIds';
import { FieldError } from '@/components/forms/FieldError';

interface PurchaseDetailsRowProps {
  index: number;
  cylinderIdentity: CylinderIdentity;
  totals: MoneyTotals;
}

/** One cylinder line: quantity, price per cylinder, VAT included, and its totals both ways (spec §2). */
export function PurchaseDetailsRow({ index, cylinderIdentity, totals }: PurchaseDetailsRowProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ClaimFormValues>();
  const name = cylinderDisplayName(cylinderIdentity);
  const lineErrors = errors.purchaseDetails?.[index];
  const quantityId = CLAIM_FIELD_IDS.quantity(index);
  const priceId = CLAIM_FIELD_IDS.pricePerCylinder(index);
  const quantityError = lineErrors?.quantity?.message;
  const priceError = lineErrors?.pricePerCylinder?.message;

  return (
    <tr>
      <th scope="row" className="fw-normal">
        {name}
      </th>
      <td>
        <input
          id={quantityId}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_CYLINDER_QUANTITY}
          step={1}
          className={`form-control${quantityError ? ' is-invalid' : ''}`}
          style={{ minWidth: '5rem' }}
          aria-label={`Quantity, ${name}`}
          aria-invalid={quantityError ? true : undefined}
          aria-describedby={quantityError ? errorIdFor(quantityId) : undefined}
          {...register(`purchaseDetails.${index}.quantity`, { valueAsNumber: true })}
        />
        <FieldError id={errorIdFor(quantityId)} message={quantityError} />
      </td>
      <td>
        <div className="input-group has-validation" style={{ minWidth: '8rem' }}>
          <span className="input-group-text" aria-hidden="true">
            £
          </span>
          <input
            id={priceId}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            className={`form-control${priceError ? ' is-invalid' : ''}`}
            aria-label={`Price per cylinder, ${name}`}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={priceError ? errorIdFor(priceId) : undefined}
            {...register(`purchaseDetails.${index}.pricePerCylinder`, { valueAsNumber: true })}
          />
        </div>
        <FieldError id={errorIdFor(priceId)} message={priceError} />
      </td>
      <td className="text-center">
        <input
          id={CLAIM_FIELD_IDS.vatIncluded(index)}
          type="checkbox"
          className="form-check-input"
          aria-label={`VAT included, ${name}`}
          {...register(`purchaseDetails.${index}.vatIncluded`)}
        />
      </td>
      <td className="text-end">{formatMoney(totals.excludingVat)}</td>
      <td className="text-end">{formatMoney(totals.includingVat)}</td>
    </tr>
  );
}
