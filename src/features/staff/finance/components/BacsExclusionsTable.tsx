import { FilterBar } from '@/components/lists/FilterBar';
import { FilterSelect } from '@/components/lists/FilterSelect';
import { ListSearch } from '@/components/lists/ListSearch';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { useListState } from '@/components/lists/useListState';
import { EXCLUSION_REASON_LABELS, EXCLUSION_REASONS } from '@/domain/bacs/accountCheck';
import type { BacsExclusion } from '@/domain/bacs/bacsFile';
import { BACS_EXCLUSIONS_LIST, type BacsExclusionsSort } from '@/domain/bacs/bacsLists';
import { QUERY_LIMITS } from '@/domain/contractLimits';
import { formatMoney } from '@/domain/format/money';
import { useBacsFileExclusions } from '../api/get-bacs-file-exclusions';

const REASON_OPTIONS = EXCLUSION_REASONS.map((reason) => ({ value: reason, label: EXCLUSION_REASON_LABELS[reason] }));

const COLUMNS: readonly Column<BacsExclusion, BacsExclusionsSort>[] = [
  {
    header: 'Member',
    sort: 'member',
    isRowHeader: true,
    cell: (exclusion) => (
      <>
        <bdi>{exclusion.memberName}</bdi>
        <div className="small text-body-secondary">{exclusion.membershipNumber}</div>
      </>
    ),
  },
  { header: 'Amount', sort: 'amount', numeric: true, cell: (exclusion) => formatMoney(exclusion.amount) },
  {
    header: 'Reason',
    phone: 'status',
    cell: (exclusion) => (
      <>
        <span className="fw-semibold">{EXCLUSION_REASON_LABELS[exclusion.reason]}</span>
        <div className="small">{exclusion.detail}</div>
      </>
    ),
  },
];

/**
 * The members whose cashback could not go into the file, with the reason: paged, sorted and searched by
 * the server (a file may leave out thousands), its state in the file's address under its own prefix.
 */
export function BacsExclusionsTable({ fileId, count, total }: { fileId: string; count: number; total: number }) {
  return (
    <section aria-labelledby="excluded-heading" className="mb-4 d-flex flex-column gap-2">
      <h3 id="excluded-heading" className="h5 mb-0">
        Left out of this file
      </h3>
      {count === 0 ? (
        <p className="text-body-secondary">Every member owed cashback in these periods is in the file.</p>
      ) : (
        <Exclusions fileId={fileId} count={count} total={total} />
      )}
    </section>
  );
}

function Exclusions({ fileId, count, total }: { fileId: string; count: number; total: number }) {
  const list = useListState(BACS_EXCLUSIONS_LIST);
  const exclusions = useBacsFileExclusions(fileId, list.query);
  return (
    <>
      <p className="mb-0">
        {count === 1 ? '1 member' : `${count} members`} left out, {formatMoney(total)} in all.
      </p>
      <FilterBar label="Search the members left out">
        <ListSearch
          id="bacs-exclusions-search"
          maxLength={QUERY_LIMITS.getBacsFileExclusions.search.maxLength}
          label="Member"
          hint="A membership number or a name"
          value={list.query.filters.search ?? ''}
          onSearch={(value) => list.setFilter('search', value)}
        />
        <FilterSelect label="Reason" allLabel="Any reason" width="17rem" value={list.query.filters.reason ?? ''} onChange={(value) => list.setFilter('reason', value)} options={REASON_OPTIONS} />
      </FilterBar>
      <ServerTable
        caption="Cashback left out of the file, with the reason"
        result={exclusions}
        columns={COLUMNS}
        rowKey={(exclusion) => exclusion.membershipNumber}
        query={list.query}
        onSort={list.setSort}
        onPage={list.setPage}
        loadingLabel="Loading the members left out…"
        errorTitle="The members left out could not be loaded"
        empty={<p className="text-body-secondary mb-0">No member left out matches.</p>}
      />
    </>
  );
}
