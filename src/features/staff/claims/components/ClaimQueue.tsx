import { Link, useSearchParams } from 'react-router';
import { Pagination } from '@/components/lists/Pagination';
import { SortableHeader } from '@/components/lists/SortableHeader';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { ErrorState } from '@/components/states/ErrorState';
import { LoadingState } from '@/components/states/LoadingState';
import { CLAIM_FLAG_LABELS } from '@/domain/calor/claimFlags';
import { CLAIM_QUEUE_LIST } from '@/domain/calor/claimReview';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { useClaimQueue } from '../api/get-claim-queue';
import { useClaimQueueOptions } from '../api/get-claim-queue-options';
import { ClaimQueueFilters } from './ClaimQueueFilters';
import { ClaimStatusBadge } from '@/components/rewards/ClaimStatusBadge';
import { reviewSearch } from './claimReviewSearch';

/** The review queue: Submitted claims first, oldest first; paged, sorted and filtered by the API. */
export function ClaimQueue() {
  const list = useListState(CLAIM_QUEUE_LIST);
  const [params] = useSearchParams();
  const claims = useClaimQueue(list.query);
  const options = useClaimQueueOptions();

  return (
    <>
      <p className="text-body-secondary">Claims waiting for a decision come first, oldest first. Open a claim to see its receipt and decide it.</p>
      <ClaimQueueFilters key={list.query.filters.member ?? ''} query={list.query} options={options.data} onFilter={list.setFilter} onClear={list.clearFilters} />
      {claims.isPending ? (
        <LoadingState label="Loading claims…" />
      ) : claims.isError ? (
        <ErrorState message="The claims could not be loaded." onRetry={() => void claims.refetch()} />
      ) : claims.data.total === 0 ? (
        <EmptyState
          title="No claims match"
          message={Object.keys(list.query.filters).length ? 'Try other filters, or clear them.' : 'No member has submitted a Calor claim yet.'}
        />
      ) : (
        <>
          <div className="table-responsive">
            <table className="table table-hover align-middle" aria-busy={claims.isPlaceholderData}>
              <caption className="visually-hidden">Calor claims</caption>
              <thead>
                <tr>
                  <SortableHeader sort="reference" query={list.query} onSort={list.setSort}>
                    Claim
                  </SortableHeader>
                  <SortableHeader sort="member" query={list.query} onSort={list.setSort}>
                    Member
                  </SortableHeader>
                  <SortableHeader sort="queue" query={list.query} onSort={list.setSort}>
                    Submitted
                  </SortableHeader>
                  <SortableHeader sort="purchaseDate" query={list.query} onSort={list.setSort}>
                    Purchased
                  </SortableHeader>
                  <th scope="col">Retailer</th>
                  <th scope="col">Period</th>
                  <SortableHeader sort="cashback" query={list.query} onSort={list.setSort} className="text-end">
                    Cashback
                  </SortableHeader>
                  <th scope="col">Status</th>
                  <th scope="col">Flags</th>
                </tr>
              </thead>
              <tbody>
                {claims.data.items.map((claim) => (
                  <tr key={claim.claimReference}>
                    <th scope="row">
                      <Link to={{ search: reviewSearch(params, claim.claimReference) }} aria-label={`Review claim ${claim.claimReference}`}>
                        {claim.claimReference}
                      </Link>
                    </th>
                    <td>
                      {claim.member.name}
                      <div className="small text-body-secondary">{claim.member.membershipNumber}</div>
                    </td>
                    <td>{formatDate(claim.submittedOn)}</td>
                    <td>{formatDate(claim.purchaseDate)}</td>
                    <td>
                      {claim.retailer.name}
                      <div className="small text-body-secondary">Receipt {claim.receiptNumber}</div>
                    </td>
                    <td>{claim.period?.name ?? 'None'}</td>
                    <td className="text-end">{formatMoney(claim.cashback)}</td>
                    <td>
                      <ClaimStatusBadge status={claim.status} />
                      {claim.lastContactedOn && <div className="small text-body-secondary">Contacted {formatDate(claim.lastContactedOn)}</div>}
                    </td>
                    <td>
                      {claim.flags.length === 0 ? (
                        <span className="text-body-secondary">None</span>
                      ) : (
                        <ul className="list-unstyled mb-0">
                          {claim.flags.map((flag) => (
                            <li key={flag}>
                              <span className="badge text-bg-warning">{CLAIM_FLAG_LABELS[flag]}</span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination result={claims.data} onPage={list.setPage} label="Pages of claims" />
        </>
      )}
    </>
  );
}
