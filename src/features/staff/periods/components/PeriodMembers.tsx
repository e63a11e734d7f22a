import { Fragment, useState } from 'react';
import { Pagination } from '@/components/lists/Pagination';
import { SortableHeader } from '@/components/lists/SortableHeader';
import { useListState } from '@/components/lists/useListState';
import { ErrorState } from '@/components/states/ErrorState';
import { LoadingState } from '@/components/states/LoadingState';
import { formatMoney } from '@/domain/format/money';
import { PERIOD_MEMBER_LIST, type PeriodDetail, type PeriodMemberCashback } from '@/domain/rewards/periodAdmin';
import { canAdjustCashback } from '@/domain/rewards/periodLifecycle';
import type { SchemeType } from '@/domain/rewards/schemes';
import { WALLET_STATE_LABELS } from '@/domain/wallet/walletTransaction';
import { usePeriodMembers } from '../api/get-period-members';
import { AdjustmentModal } from './AdjustmentModal';
import { ListSearch } from '@/components/lists/ListSearch';
import { PeriodMemberBreakdown } from './PeriodMemberBreakdown';

/**
 * The period's members with what they bought (or claimed) and their cashback, searched, sorted and paged by
 * the API, kept in the address. Each member's purchases or claims and adjustments open beneath their line.
 */
export function PeriodMembers({ schemeType, detail }: { schemeType: SchemeType; detail: PeriodDetail }) {
  const list = useListState(PERIOD_MEMBER_LIST);
  const members = usePeriodMembers(schemeType, detail.period.id, list.query);
  const [opened, setOpened] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState<PeriodMemberCashback | null>(null);
  const isCalor = detail.earnsBy === 'claims';
  const mayAdjust = canAdjustCashback(detail.period.state);
  const search = list.query.filters.search ?? '';

  return (
    <section className="card" aria-labelledby="members-heading">
      <div className="card-body d-flex flex-column gap-3">
        <h2 id="members-heading" className="h5 mb-0">
          Members and their cashback
        </h2>
        <ListSearch
          id="period-member-search"
          label="Search members"
          hint="Membership number, name or supplier account number"
          value={search}
          onSearch={(value) => list.setFilter('search', value)}
        />
        {members.isPending ? (
          <LoadingState label="Loading the members…" />
        ) : members.isError ? (
          <ErrorState title="The members could not be loaded" message="Please try again." onRetry={() => void members.refetch()} />
        ) : members.data.items.length === 0 ? (
          <p className="mb-0 text-body-secondary">
            {search ? `No member of this period matches “${search}”.` : isCalor ? 'No member has claimed in this period yet.' : 'No purchases have been reported for this period yet.'}
          </p>
        ) : (
          <>
            <div className="table-responsive">
              <table className="table align-middle mb-0" aria-busy={members.isFetching}>
                <caption className="visually-hidden">Members of {detail.period.name} and their cashback</caption>
                <thead>
                  <tr>
                    <SortableHeader sort="memberName" query={list.query} onSort={list.setSort}>
                      Member
                    </SortableHeader>
                    <th scope="col">{isCalor ? 'Claims' : 'Supplier account'}</th>
                    <SortableHeader sort="purchasesTotal" query={list.query} onSort={list.setSort} className="text-end">
                      Purchases excl. VAT
                    </SortableHeader>
                    <th scope="col" className="text-end">
                      Calculated
                    </th>
                    <th scope="col" className="text-end">
                      Adjustments
                    </th>
                    <SortableHeader sort="cashback" query={list.query} onSort={list.setSort} className="text-end">
                      Cashback
                    </SortableHeader>
                    <th scope="col">Wallet</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {members.data.items.map((member) => {
                    const isOpen = opened === member.membershipNumber;
                    const breakdownId = `breakdown-${member.membershipNumber}`;
                    return (
                      <Fragment key={member.membershipNumber}>
                        <tr>
                          <th scope="row" className="fw-normal">
                            {member.memberName}
                            <span className="d-block small text-body-secondary">{member.membershipNumber}</span>
                          </th>
                          <td>
                            {isCalor && member.claims
                              ? `${member.claims.approved + member.claims.paid} approved, ${member.claims.submitted} waiting, ${member.claims.rejected} rejected`
                              : (member.supplierAccountNumber ?? '–')}
                          </td>
                          <td className="text-end">
                            {formatMoney(member.purchases.totalExcludingVat)}
                            <span className="d-block small text-body-secondary">
                              {member.purchases.count} {isCalor ? (member.purchases.count === 1 ? 'claim' : 'claims') : member.purchases.count === 1 ? 'invoice' : 'invoices'}
                            </span>
                          </td>
                          <td className="text-end">{formatMoney(member.calculatedCashback)}</td>
                          <td className="text-end">{member.adjustments === 0 ? '–' : `${member.adjustments > 0 ? '+' : '−'}${formatMoney(Math.abs(member.adjustments))}`}</td>
                          <td className="text-end fw-semibold">{formatMoney(member.cashback)}</td>
                          <td>{member.walletState ? WALLET_STATE_LABELS[member.walletState] : 'Not yet'}</td>
                          <td className="text-end text-nowrap">
                            <button
                              type="button"
                              className="btn btn-sm btn-link"
                              aria-expanded={isOpen}
                              aria-controls={isOpen ? breakdownId : undefined}
                              onClick={() => setOpened(isOpen ? null : member.membershipNumber)}
                              aria-label={`${isOpen ? 'Hide' : 'Show'} details of ${member.memberName}`}
                            >
                              {isOpen ? 'Hide details' : 'Details'}
                            </button>
                            {mayAdjust && (
                              <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setAdjusting(member)} aria-label={`Adjust cashback of ${member.memberName}`}>
                                Adjust
                              </button>
                            )}
                          </td>
                        </tr>
                        {isOpen && (
                          <tr id={breakdownId}>
                            <td colSpan={8} className="bg-body-tertiary">
                              <PeriodMemberBreakdown schemeType={schemeType} periodId={detail.period.id} membershipNumber={member.membershipNumber} />
                            </td>
                          </tr>
                        )}
                      </Fragment>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Pagination result={members.data} onPage={list.setPage} label="Pages of members" />
          </>
        )}
      </div>
      <AdjustmentModal schemeType={schemeType} period={detail.period} member={adjusting} onClose={() => setAdjusting(null)} />
    </section>
  );
}
