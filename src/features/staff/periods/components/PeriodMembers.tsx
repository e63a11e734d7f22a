import { useState } from 'react';
import { ListSearch } from '@/components/lists/ListSearch';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { useListState } from '@/components/lists/useListState';
import { formatMoney } from '@/domain/format/money';
import { PERIOD_MEMBER_LIST, type PeriodDetail, type PeriodMemberCashback } from '@/domain/rewards/periodAdmin';
import { canAdjustCashback } from '@/domain/rewards/periodLifecycle';
import { periodLabel } from '@/domain/rewards/periodLabel';
import type { SchemeType } from '@/domain/rewards/schemes';
import { WALLET_STATE_LABELS } from '@/domain/wallet/walletTransaction';
import { usePeriodMembers, type PeriodMemberListQuery } from '../api/get-period-members';
import { useCanMakeStaffChange } from '@/session/useCanChange';
import { AdjustmentModal } from './AdjustmentModal';
import { PeriodMemberBreakdown } from './PeriodMemberBreakdown';
import { QUERY_LIMITS } from '@/domain/contractLimits';

/**
 * The period's members with what they bought (or claimed) and their cashback, searched, sorted and paged by
 * the API, kept in the address. Each member's purchases or claims and adjustments open beneath their line.
 */
export function PeriodMembers({ schemeType, detail }: { schemeType: SchemeType; detail: PeriodDetail }) {
  const list = useListState(PERIOD_MEMBER_LIST);
  const members = usePeriodMembers(schemeType, detail.period.id, list.query);
  // Which line's details are open: a passing view, not part of the list's address.
  const [opened, setOpened] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState<PeriodMemberCashback | null>(null);
  const isCalor = detail.earnsBy === 'claims';
  const mayAdjust = useCanMakeStaffChange('periods') && canAdjustCashback(detail.period.state);
  const search = list.query.filters.search ?? '';
  const breakdownId = (member: PeriodMemberCashback) => `breakdown-${member.membershipNumber}`;

  const columns: Column<PeriodMemberCashback, PeriodMemberListQuery['sort']>[] = [
    {
      header: 'Member',
      sort: 'memberName',
      isRowHeader: true,
      cell: (member) => (
        <>
          <bdi>{member.memberName}</bdi>
          <span className="d-block small text-body-secondary">{member.membershipNumber}</span>
        </>
      ),
    },
    {
      header: isCalor ? 'Claims' : 'Supplier account',
      cell: (member) =>
        isCalor && member.claims
          ? `${member.claims.approved + member.claims.paid} approved, ${member.claims.submitted} waiting, ${member.claims.rejected} rejected`
          : (member.supplierAccountNumber ?? '–'),
    },
    {
      header: 'Purchases excl. VAT',
      sort: 'purchasesTotal',
      numeric: true,
      cell: (member) => (
        <>
          {formatMoney(member.purchases.totalExcludingVat)}
          <span className="d-block small text-body-secondary">
            {member.purchases.count} {isCalor ? (member.purchases.count === 1 ? 'claim' : 'claims') : member.purchases.count === 1 ? 'invoice' : 'invoices'}
          </span>
        </>
      ),
    },
    { header: 'Calculated', numeric: true, cell: (member) => formatMoney(member.calculatedCashback) },
    {
      header: 'Adjustments',
      numeric: true,
      cell: (member) => (member.adjustments === 0 ? '–' : `${member.adjustments > 0 ? '+' : '−'}${formatMoney(Math.abs(member.adjustments))}`),
    },
    { header: 'Cashback', sort: 'cashback', numeric: true, className: 'fw-semibold', cell: (member) => formatMoney(member.cashback) },
    { header: 'Wallet', cell: (member) => (member.walletState ? WALLET_STATE_LABELS[member.walletState] : 'Not yet') },
    {
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (member) => {
        const isOpen = opened === member.membershipNumber;
        return (
          <>
            <button
              type="button"
              className="btn btn-sm btn-link"
              aria-expanded={isOpen}
              aria-controls={isOpen ? breakdownId(member) : undefined}
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
          </>
        );
      },
    },
  ];

  return (
    <section className="card" aria-labelledby="members-heading">
      <div className="card-body d-flex flex-column gap-3">
        <h2 id="members-heading" className="h5 mb-0">
          Members and their cashback
        </h2>
        <ListSearch
          id="period-member-search"
          maxLength={QUERY_LIMITS.getPeriodMembers.search.maxLength}
          label="Search members"
          hint="Membership number, name or supplier account number"
          value={search}
          onSearch={(value) => list.setFilter('search', value)}
        />
        <ServerTable
          caption={`Members of ${periodLabel(detail.period)} and their cashback`}
          result={members}
          columns={columns}
          rowKey={(member) => member.membershipNumber}
          query={list.query}
          onSort={list.setSort}
          onPage={list.setPage}
          loadingLabel="Loading the members…"
          errorTitle="The members could not be loaded"
          empty={
            <p className="mb-0 text-body-secondary">
              {search ? `No member of this period matches “${search}”.` : isCalor ? 'No member has claimed in this period yet.' : 'No purchases have been reported for this period yet.'}
            </p>
          }
          rowDetail={(member) =>
            opened === member.membershipNumber
              ? {
                  id: breakdownId(member),
                  content: <PeriodMemberBreakdown schemeType={schemeType} periodId={detail.period.id} membershipNumber={member.membershipNumber} />,
                }
              : null
          }
        />
      </div>
      <AdjustmentModal schemeType={schemeType} period={detail.period} member={adjusting} onClose={() => setAdjusting(null)} />
    </section>
  );
}
