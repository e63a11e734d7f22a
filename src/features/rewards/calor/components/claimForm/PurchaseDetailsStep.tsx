import { useFormContext, useWatch } from 'react-hook-form';
import type { ClaimFormValues } from '@/domain/calor/claimFormSchema';
import { CLAIM_VAT_RATE_REDUCED, CLAIM_VAT_RATE_STANDARD, CLAIM_VAT_THRESHOLD_CYLINDERS } from '@/domain/calor/claimVat';
import { claimTotals } from '@/domain/calor/claimTotals';
import { formatMoney } from '@/domain/format/money';
import { formatPercent } from '@/domain/format/percent';
import { CLAIM_FIELD_IDS } from './claimFieldIds';
import { FieldError } from '@/components/forms/FieldError';
import { PurchaseDetailsRow } from './PurchaseDetailsRow';
import { StepCard } from './StepCard';

const TABLE_ERROR_ID = 'claim-purchase-details-error';
const VAT_NOTE_ID = 'claim-purchase-details-vat-note';

/** Step 3 (spec §2): the receipt number and the four cylinder lines, with totals including and excluding VAT. */
export function PurchaseDetailsStep() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ClaimFormValues>();
  const lines = useWatch({ control, name: 'purchaseDetails' });
  const totals = claimTotals(lines);
  const tableError = errors.purchaseDetails?.root?.message ?? errors.purchaseDetails?.message;

  return (
    <StepCard step={3} title="Purchase details">
      <div className="mb-4">
        <label htmlFor={CLAIM_FIELD_IDS.receiptNumber} className="form-label">
          Receipt number
        </label>
        <input
          id={CLAIM_FIELD_IDS.receiptNumber}
          type="text"
          autoComplete="off"
          className="form-control"
          style={{ maxWidth: '20rem' }}
          aria-describedby={`${CLAIM_FIELD_IDS.receiptNumber}-hint`}
          {...register('receiptNumber')}
        />
        <div id={`${CLAIM_FIELD_IDS.receiptNumber}-hint`} className="form-text">
          As printed on the receipt, if it has one.
        </div>
      </div>

      <div className="table-responsive">
        <table className="table align-middle mb-2" aria-describedby={[VAT_NOTE_ID, tableError && TABLE_ERROR_ID].filter(Boolean).join(' ')}>
          <caption className="caption-top text-body">Cylinders on the receipt</caption>
          <thead>
            <tr>
              <th scope="col">Cylinder</th>
              <th scope="col">Quantity</th>
              <th scope="col">Price per cylinder</th>
              <th scope="col" className="text-center">
                VAT included
              </th>
              <th scope="col" className="text-end">
                Total excl. VAT
              </th>
              <th scope="col" className="text-end">
                Total incl. VAT
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <PurchaseDetailsRow key={line.cylinderIdentity} index={index} cylinderIdentity={line.cylinderIdentity} totals={totals.lines[index]!} />
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-semibold">
              <th scope="row">Total</th>
              <td>
                {totals.totalCylinders} {totals.totalCylinders === 1 ? 'cylinder' : 'cylinders'}
              </td>
              <td colSpan={2}>VAT at {formatPercent(totals.vatRate)}</td>
              <td className="text-end">{formatMoney(totals.excludingVat)}</td>
              <td className="text-end">{formatMoney(totals.includingVat)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <FieldError id={TABLE_ERROR_ID} message={tableError} />
      <p id={VAT_NOTE_ID} className="form-text mb-0">
        Tick "VAT included" when the receipt price already includes VAT. VAT is worked out at{' '}
        {formatPercent(CLAIM_VAT_RATE_STANDARD)} when the claim has more than {CLAIM_VAT_THRESHOLD_CYLINDERS} cylinders in
        total, otherwise at {formatPercent(CLAIM_VAT_RATE_REDUCED)}. Cashback is paid only on prices excluding VAT.
      </p>
    </StepCard>
  );
}
