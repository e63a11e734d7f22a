import { LoadingState } from '@/components/states/LoadingState';
import { formatDate, formatDateTime } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import type { SchemeType } from '@/domain/rewards/schemes';
import { usePeriodMember } from '../api/get-period-member';

/** One member's purchases (or Calor claims) in the period and the adjustments made to their cashback. */
export function PeriodMemberBreakdown({ schemeType, periodId, membershipNumber }: { schemeType: SchemeType; periodId: string; membershipNumber: string }) {
  const member = usePeriodMember(schemeType, periodId, membershipNumber);
  if (member.isPending) return <LoadingState label="Loading the member’s purchases…" />;
  if (member.isError)
    return (
      <p className="text-danger mb-0" role="alert">
        The member’s purchases could not be loaded.{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void member.refetch()}>
          Try again
        </button>
      </p>
    );
  const { purchases, claims, adjustments } = member.data;
  return (
    <div className="row g-3">
      <div className="col-lg-7">
        {claims.length > 0 ? (
          <table className="table table-sm mb-0">
            <caption className="caption-top">Claims of {member.data.memberName}</caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Purchase date</th>
                <th scope="col">Status</th>
                <th scope="col" className="text-end">
                  Excl. VAT
                </th>
                <th scope="col" className="text-end">
                  Cashback
                </th>
              </tr>
            </thead>
            <tbody>
              {claims.map((claim) => (
                <tr key={claim.claimReference}>
                  <td>{claim.claimReference}</td>
                  <td>{formatDate(claim.purchaseDate)}</td>
                  <td>{claim.status}</td>
                  <td className="text-end">{formatMoney(claim.totalExcludingVat)}</td>
                  <td className="text-end">{formatMoney(claim.cashback)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : purchases.length > 0 ? (
          <table className="table table-sm mb-0">
            <caption className="caption-top">Invoices reported for {member.data.memberName}</caption>
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Invoice date</th>
                <th scope="col" className="text-end">
                  Excl. VAT
                </th>
                <th scope="col">Reported</th>
              </tr>
            </thead>
            <tbody>
              {purchases.map((purchase) => (
                <tr key={purchase.id}>
                  <td>{purchase.invoiceNumber}</td>
                  <td>{formatDate(purchase.invoiceDate)}</td>
                  <td className="text-end">{formatMoney(purchase.amountExcludingVat)}</td>
                  <td>{formatDate(purchase.reportedOn)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mb-0">No purchases or claims: only adjustments.</p>
        )}
      </div>
      <div className="col-lg-5">
        <h3 className="h6">Adjustments</h3>
        {adjustments.length === 0 ? (
          <p className="mb-0 text-body-secondary">None.</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {adjustments.map((adjustment) => (
              <li key={adjustment.id} className="mb-2">
                <span className="fw-semibold">
                  {adjustment.amount > 0 ? '+' : '−'}
                  {formatMoney(Math.abs(adjustment.amount))}
                </span>{' '}
                “{adjustment.reason}”
                <span className="d-block small text-body-secondary">
                  {adjustment.madeBy}, {formatDateTime(adjustment.madeOn)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
