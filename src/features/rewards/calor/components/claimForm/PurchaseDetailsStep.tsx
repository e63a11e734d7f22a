import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FieldError } from '@/components/forms/FieldError';
import { TextField } from '@/components/forms/TextField';
import { useField } from '@/components/forms/useField';
import type { ClaimFormValues } from '@/domain/calor/claimFormSchema';
import { CLAIM_VAT_RATE_REDUCED, CLAIM_VAT_RATE_STANDARD, CLAIM_VAT_THRESHOLD_CYLINDERS } from '@/domain/calor/claimVat';
import { claimTotals } from '@/domain/calor/claimTotals';
import { formatMoney } from '@/domain/format/money';
import { formatPercent } from '@/domain/format/percent';
import { PurchaseDetailsRow } from './PurchaseDetailsRow';
import { StepCard } from './StepCard';
import { REQUEST_LIMITS } from '@/domain/contractLimits';
import { TableFrame } from '@/components/lists/TableFrame';

/** Step 3 (spec §2): the receipt number and the four cylinder lines, with totals including and excluding VAT. */
export function PurchaseDetailsStep() {
  const lines = useWatch<ClaimFormValues, 'purchaseDetails'>({ name: 'purchaseDetails' });
  const totals = claimTotals(lines);
  // The lines' own message ('Purchase details required') describes the table; its summary link focuses the first line.
  const table = useField('purchaseDetails');
  const vatNoteId = useId();

  return (
    <StepCard step={3} title="Purchase details">
      <TextField name="receiptNumber" label="Receipt number" hint="As printed on the receipt, if it has one." autoComplete="off" className="mb-4" style={{ maxWidth: '20rem' }} maxLength={REQUEST_LIMITS.ClaimUploadForm.receiptNumber.maxLength} />

      <TableFrame caption="Cylinders on the receipt" captionClassName="caption-top text-body" className="align-middle mb-2" id={table.id} describedBy={[vatNoteId, table.error && table.errorId].filter(Boolean).join(' ')}>
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
            <td className="text-end larder-numeric">{formatMoney(totals.excludingVat)}</td>
            <td className="text-end larder-numeric">{formatMoney(totals.includingVat)}</td>
          </tr>
        </tfoot>
      </TableFrame>
      <FieldError id={table.errorId} message={table.error} />
      <p id={vatNoteId} className="form-text mb-0">
        Tick "VAT included" when the receipt price already includes VAT. VAT is worked out at{' '}
        {formatPercent(CLAIM_VAT_RATE_STANDARD)} when the claim has more than {CLAIM_VAT_THRESHOLD_CYLINDERS} cylinders in
        total, otherwise at {formatPercent(CLAIM_VAT_RATE_REDUCED)}. Cashback is paid only on prices excluding VAT.
      </p>
    </StepCard>
  );
}
