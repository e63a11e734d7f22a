import { cashbackFor } from '@/domain/calor/cashback';
import { claimTotals } from '@/domain/calor/claimTotals';
import type { StaffClaimDetail } from '@/domain/calor/claimReview';
import { cylinderDisplayName } from '@/domain/cylinders';
import { formatMoney } from '@/domain/format/money';
import { formatPercent } from '@/domain/format/percent';
import { TableFrame } from '@/components/lists/TableFrame';

/**
 * The claim's lines and totals, worked out here by the same rules as the member's claim form, so staff
 * and member see the same numbers; a difference from what the API stored is pointed out.
 */
export function ClaimLinesTable({ claim }: { claim: StaffClaimDetail }) {
  const totals = claimTotals(claim.purchaseDetails);
  const cashback = cashbackFor(totals.excludingVat, claim.cashbackPercent);
  const differs = Math.abs(totals.excludingVat - claim.totalExcludingVat) >= 0.005 || Math.abs(cashback - claim.cashback) >= 0.005;
  return (
    <>
      {/* Scrolls in its own box on a narrow screen (1024 px beside the receipt), a keyboard stop while it does. */}
      <TableFrame caption="Cylinders claimed" className="table-sm align-middle">
        <thead>
          <tr>
            <th scope="col">Cylinder</th>
            <th scope="col" className="text-end">
              Quantity
            </th>
            <th scope="col" className="text-end">
              Price each
            </th>
            <th scope="col" className="text-end">
              Excluding VAT
            </th>
            <th scope="col" className="text-end">
              Including VAT
            </th>
          </tr>
        </thead>
        <tbody>
          {claim.purchaseDetails.map((line, index) => (
            <tr key={line.cylinderIdentity} className={line.quantity ? undefined : 'text-body-secondary'}>
              <th scope="row" className="fw-normal">
                {cylinderDisplayName(line.cylinderIdentity)}
              </th>
              <td className="text-end">{line.quantity}</td>
              <td className="text-end larder-numeric">
                {line.quantity ? `${formatMoney(line.pricePerCylinder)} ${line.vatIncluded ? 'inc. VAT' : 'ex. VAT'}` : '–'}
              </td>
              <td className="text-end larder-numeric">{formatMoney(totals.lines[index]!.excludingVat)}</td>
              <td className="text-end larder-numeric">{formatMoney(totals.lines[index]!.includingVat)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total ({totals.totalCylinders} cylinders, VAT at {formatPercent(totals.vatRate)})</th>
            <td />
            <td />
            <td className="text-end fw-semibold larder-numeric">{formatMoney(totals.excludingVat)}</td>
            <td className="text-end fw-semibold larder-numeric">{formatMoney(totals.includingVat)}</td>
          </tr>
          <tr>
            <th scope="row">Cashback at {formatPercent(claim.cashbackPercent)} of the total excluding VAT</th>
            <td />
            <td />
            <td className="text-end fw-semibold larder-numeric">{formatMoney(cashback)}</td>
            <td />
          </tr>
        </tfoot>
      </TableFrame>
      {differs && (
        <div className="alert alert-warning" role="note">
          The stored totals differ from these: {formatMoney(claim.totalExcludingVat)} excluding VAT and {formatMoney(claim.cashback)} cashback. Check the lines before
          deciding.
        </div>
      )}
    </>
  );
}
