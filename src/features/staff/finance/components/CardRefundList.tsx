import { FilterBar } from '@/components/lists/FilterBar';
import { FilterSelect } from '@/components/lists/FilterSelect';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { StatusBadge } from '@/components/states/StatusBadge';
import { CARD_REFUNDS_LIST, type CardRefundsSort } from '@/domain/account/cardRefundLists';
import { CARD_REFUND_LABELS, CARD_REFUND_STATUSES, cardRefundInfo, type FinanceCardRefund } from '@/domain/account/cardRefunds';
import { cardLabel } from '@/domain/account/howPaid';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { useCardRefunds } from '../api/get-card-refunds';

/**
 * The card refunds, every member's, newest first: money the card provider took for something already paid
 * and gave back. A failed refund is finance's to repay another way, so it can be picked out by status.
 */
export function CardRefundList() {
  const list = useListState(CARD_REFUNDS_LIST);
  const refunds = useCardRefunds(list.query);
  const columns: Column<FinanceCardRefund, CardRefundsSort>[] = [
    { header: 'Asked for', sort: 'createdAt', className: 'text-nowrap', cell: ({ refund }) => formatDate(refund.createdAt) },
    {
      header: 'Member',
      isRowHeader: true,
      cell: (line) => (
        <>
          {line.memberName}
          <div className="small text-body-secondary">{line.membershipNumber}</div>
        </>
      ),
    },
    { header: 'For', cell: (line) => line.description },
    { header: 'Card', className: 'text-nowrap', cell: (line) => (line.card ? cardLabel(line.card) : 'Card') },
    { header: 'Amount', sort: 'amount', numeric: true, cell: ({ refund }) => formatMoney(refund.amount) },
    {
      header: 'Status',
      cell: ({ refund }) => {
        const info = cardRefundInfo(refund);
        return (
          <>
            <StatusBadge tone={info.tone}>{info.label}</StatusBadge>
            <div className="small text-body-secondary">
              {refund.status === 'Failed' ? refund.failureReason : refund.completedAt ? `On ${formatDate(refund.completedAt)}` : 'Waiting for the card provider'}
            </div>
          </>
        );
      },
    },
    { header: 'Provider reference', className: 'text-nowrap small', cell: ({ refund }) => refund.providerReference },
  ];
  return (
    <section className="mt-5" aria-labelledby="card-refunds-heading">
      <h2 id="card-refunds-heading" className="h4">
        Card refunds
      </h2>
      <p className="text-body-secondary">
        Money a member paid by card for something already paid is refunded to the same card through the card provider. A failed refund must be
        repaid another way.
      </p>
      <div className="mb-3">
        <FilterBar label="Filter the card refunds">
          <FilterSelect
            label="Refund status"
            allLabel="Any status"
            value={list.query.filters.status ?? ''}
            onChange={(value) => list.setFilter('status', value)}
            options={CARD_REFUND_STATUSES.map((status) => ({ value: status, label: CARD_REFUND_LABELS[status] }))}
          />
        </FilterBar>
      </div>
      <ServerTable
        caption="Card refunds"
        result={refunds}
        columns={columns}
        rowKey={(line) => line.refund.id}
        compact
        query={list.query}
        onSort={list.setSort}
        onPage={list.setPage}
        loadingLabel="Loading the card refunds…"
        errorTitle="The card refunds could not be loaded"
        empty={<EmptyState title="No card refunds" message={list.query.filters.status ? 'No refund is in this status.' : 'No card payment has needed refunding.'} />}
      />
    </section>
  );
}
