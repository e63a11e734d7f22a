import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { Skeleton, SkeletonLine } from '@/components/states/Skeleton';
import { formatDate, formatDateTime } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import type { SchemeType } from '@/domain/rewards/schemes';
import { PartBoundary } from '@/session/PartBoundary';
import { getPeriodMemberQueryOptions } from '../api/get-period-member';
import { TableFrame } from '@/components/lists/TableFrame';

interface BreakdownProps {
  schemeType: SchemeType;
  periodId: string;
  membershipNumber: string;
}

/**
 * One member's purchases (or Calor claims) in the period and the adjustments made to their cashback, opened
 * beneath their line: it loads, and may fail, on its own, with the rest of the list still there.
 */
export function PeriodMemberBreakdown(props: BreakdownProps) {
  return (
    <PartBoundary
      failedTitle="The member’s purchases could not be loaded"
      fallback={
        <Skeleton label="Loading the member’s purchases…" minHeight="8rem">
          <div className="row g-3">
            <div className="col-lg-7">
              {Array.from({ length: 4 }, (_, line) => (
                <SkeletonLine key={line} width={line ? '90%' : '40%'} />
              ))}
            </div>
            <div className="col-lg-5">
              <SkeletonLine width="50%" />
              <SkeletonLine width="80%" />
            </div>
          </div>
        </Skeleton>
      }
    >
      <Breakdown {...props} />
    </PartBoundary>
  );
}

function Breakdown({ schemeType, periodId, membershipNumber }: BreakdownProps) {
  const { data: member } = useSuspenseQuery(getPeriodMemberQueryOptions(useApiClient(), schemeType, periodId, membershipNumber));
  const { purchases, claims, adjustments } = member;
  return (
    <div className="row g-3">
      <div className="col-lg-7">
        {claims.length > 0 ? (
          <TableFrame caption={`Claims of ${member.memberName}`} captionClassName="caption-top" className="table-sm mb-0">
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
                  <td className="reference">{claim.claimReference}</td>
                  <td>{formatDate(claim.purchaseDate)}</td>
                  <td>{claim.status}</td>
                  <td className="text-end larder-numeric">{formatMoney(claim.totalExcludingVat)}</td>
                  <td className="text-end larder-numeric">{formatMoney(claim.cashback)}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        ) : purchases.length > 0 ? (
          <TableFrame caption={`Invoices reported for ${member.memberName}`} captionClassName="caption-top" className="table-sm mb-0">
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
                  <td className="text-end larder-numeric">{formatMoney(purchase.amountExcludingVat)}</td>
                  <td>{formatDate(purchase.reportedOn)}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
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
