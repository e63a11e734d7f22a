import type { CalorClaim } from '@/domain/calor/claim';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { ClaimCylinders } from './ClaimCylinders';
import { ClaimStatusBadge } from '@/components/rewards/ClaimStatusBadge';
import { ResubmitAction } from './ResubmitAction';
import { TableScrollBox } from '@/components/lists/TableScrollBox';

/** My Claims, newest first (the caller sorts and filters): what was claimed, what it earns, where it stands. */
export function ClaimsTable({ claims, today }: { claims: CalorClaim[]; today: Date }) {
  return (
    <TableScrollBox label="Your Calor claims, newest first">
      <table className="table align-top">
        <caption className="visually-hidden">Your Calor claims, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Purchase date</th>
            <th scope="col">Retailer</th>
            <th scope="col">Cylinders</th>
            <th scope="col" className="text-end">
              Total excl. VAT
            </th>
            <th scope="col" className="text-end">
              Cashback
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {claims.map((claim) => {
            const referenceId = `claim-${claim.claimReference}`;
            return (
              <tr key={claim.claimReference}>
                <th scope="row" id={referenceId} className="text-nowrap">
                  {claim.claimReference}
                </th>
                <td className="text-nowrap">{formatDate(claim.purchaseDate)}</td>
                <td>{claim.retailer.name}</td>
                <td className="small">
                  <ClaimCylinders lines={claim.purchaseDetails} />
                </td>
                <td className="text-end larder-numeric">{formatMoney(claim.totalExcludingVat)}</td>
                <td className="text-end larder-numeric">{formatMoney(claim.cashback)}</td>
                <td>
                  <ClaimStatusBadge status={claim.status} />
                  {claim.rejectionReason && <p className="small mb-0 mt-1">{claim.rejectionReason}</p>}
                </td>
                <td>
                  <ResubmitAction claim={claim} today={today} describedBy={referenceId} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScrollBox>
  );
}
