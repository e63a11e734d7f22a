import { Link, useSearchParams } from 'react-router';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { useListState } from '@/components/lists/useListState';
import { ClaimStatusBadge } from '@/components/rewards/ClaimStatusBadge';
import { EmptyState } from '@/components/states/EmptyState';
import { CLAIM_FLAG_LABELS } from '@/domain/calor/claimFlags';
import { CLAIM_QUEUE_LIST, type ClaimQueueSort, type StaffClaimSummary } from '@/domain/calor/claimReview';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { useClaimQueue } from '../api/get-claim-queue';
import { useClaimQueueOptions } from '../api/get-claim-queue-options';
import { reviewSearch } from './claimReviewSearch';
import { ClaimQueueFilters } from './ClaimQueueFilters';
import { StatusBadge } from '@/components/states/StatusBadge';

/** The review queue: Submitted claims first, oldest first; paged, sorted and filtered by the API. */
export function ClaimQueue() {
  const list = useListState(CLAIM_QUEUE_LIST);
  const [params] = useSearchParams();
  const claims = useClaimQueue(list.query);
  // The filters' choices: the filters work without them (each offers "any" until they come).
  const options = useClaimQueueOptions();

  // Dense and on one line where it matters (spec §2 staff claims): references never wrap, long names are
  // cut with an ellipsis (whole in the page), so every column fits at 1024 px without sideways scrolling.
  const columns: Column<StaffClaimSummary, ClaimQueueSort>[] = [
    {
      header: 'Claim',
      sort: 'reference',
      isRowHeader: true,
      className: 'text-nowrap',
      cell: (claim) => (
        <Link to={{ search: reviewSearch(params, claim.claimReference) }} aria-label={`Review claim ${claim.claimReference}`} className="reference">
          {claim.claimReference}
        </Link>
      ),
    },
    {
      header: 'Member',
      sort: 'member',
      cell: (claim) => (
        <>
          {/* Whole, wrapping if need be (issue 37: cut short, "Nadia Huss…" could be anyone). */}
          <bdi className="larder-wrap-name">{claim.member.name}</bdi>
          <div className="small text-body-secondary text-nowrap">{claim.member.membershipNumber}</div>
        </>
      ),
    },
    {
      // Both dates in one column: the queue's order is by the day the claim came in.
      header: 'Submitted',
      sort: 'queue',
      cell: (claim) => (
        <>
          <span className="text-nowrap">{formatDate(claim.submittedOn)}</span>
          <div className="small text-body-secondary text-nowrap">Bought {formatDate(claim.purchaseDate)}</div>
        </>
      ),
    },
    {
      header: 'Retailer',
      cell: (claim) => (
        <>
          <bdi className="larder-wrap-name">{claim.retailer.name}</bdi>
          <div className="small text-body-secondary text-nowrap">
            Receipt <bdi>{claim.receiptNumber}</bdi>
          </div>
        </>
      ),
    },
    { header: 'Cashback', sort: 'cashback', numeric: true, cell: (claim) => formatMoney(claim.cashback) },
    {
      header: 'Status',
      phone: 'status',
      cell: (claim) => (
        <>
          <ClaimStatusBadge status={claim.status} />
          {claim.lastContactedOn && (
            <div className="small text-body-secondary">
              Contacted <span className="text-nowrap">{formatDate(claim.lastContactedOn)}</span>
            </div>
          )}
        </>
      ),
    },
    {
      header: 'Flags',
      cell: (claim) =>
        claim.flags.length === 0 ? (
          <span className="text-body-secondary">None</span>
        ) : (
          <ul className="list-unstyled mb-0">
            {claim.flags.map((flag) => (
              <li key={flag}>
                <StatusBadge tone="attention" className="text-wrap text-start">{CLAIM_FLAG_LABELS[flag]}</StatusBadge>
              </li>
            ))}
          </ul>
        ),
    },
  ];

  return (
    <>
      <p className="text-body-secondary">Claims waiting for a decision come first, oldest first. Open a claim to see its receipt and decide it.</p>
      <ClaimQueueFilters list={list} options={options.data} />
      <ServerTable
        caption="Calor claims"
        result={claims}
        columns={columns}
        rowKey={(claim) => claim.claimReference}
        compact
        query={list.query}
        onSort={list.setSort}
        onPage={list.setPage}
        loadingLabel="Loading claims…"
        errorTitle="The claims could not be loaded"
        empty={
          <EmptyState
            title="No claims match"
            message={Object.keys(list.query.filters).length ? 'Try other filters, or clear them.' : 'No member has submitted a Calor claim yet.'}
          />
        }
      />
    </>
  );
}
