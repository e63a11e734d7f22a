import { useId } from 'react';
import { FilterBar } from '@/components/lists/FilterBar';
import { FilterSelect } from '@/components/lists/FilterSelect';
import { ListSearch } from '@/components/lists/ListSearch';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { useListState } from '@/components/lists/useListState';
import type { BacsLine } from '@/domain/bacs/bacsFile';
import { BACS_LINES_LIST, type BacsLinesSort } from '@/domain/bacs/bacsLists';
import { formatMoney } from '@/domain/format/money';
import { useBacsFileLines } from '../api/get-bacs-file-lines';
import { StatusBadge } from '@/components/states/StatusBadge';
import { QUERY_LIMITS } from '@/domain/contractLimits';

const RETURNED_OPTIONS = [
  { value: 'yes', label: 'Returned' },
  { value: 'no', label: 'Not returned' },
];

const COLUMNS: readonly Column<BacsLine, BacsLinesSort>[] = [
  { header: 'Line', sort: 'lineNumber', numeric: true, cell: (line) => line.lineNumber },
  {
    header: 'Member',
    sort: 'member',
    cell: (line) => (
      <>
        <bdi>{line.memberName}</bdi>
        <div className="small text-body-secondary">{line.membershipNumber}</div>
      </>
    ),
  },
  { header: 'Sort code', className: 'font-monospace', cell: (line) => line.sortCode },
  { header: 'Account', className: 'font-monospace', cell: (line) => line.accountNumber },
  { header: 'Payee name', className: 'font-monospace', cell: (line) => <bdi>{line.payeeName}</bdi> },
  { header: 'Reference', className: 'font-monospace', cell: (line) => line.reference },
  { header: 'Amount', sort: 'amount', numeric: true, cell: (line) => formatMoney(line.amount) },
  {
    header: 'Returned',
    cell: (line) => (line.returned ? <StatusBadge tone="problem">{line.returned.reason}</StatusBadge> : <span className="text-body-secondary">No</span>),
  },
];

/**
 * Every credit as Bacs will carry it: masked bank details, payee name and reference after cleaning and
 * truncation. Its page, sort and filters sit in the file's own address, under their own prefix.
 */
export function BacsLinesTable({ fileId }: { fileId: string }) {
  const id = useId();
  const list = useListState(BACS_LINES_LIST);
  const lines = useBacsFileLines(fileId, list.query);

  return (
    <section aria-labelledby={`${id}-heading`} className="mb-4 d-flex flex-column gap-2">
      <h3 id={`${id}-heading`} className="h5 mb-0">
        Credits
      </h3>
      <FilterBar label="Search the credits">
        <ListSearch
          id="bacs-lines-search"
          maxLength={QUERY_LIMITS.getBacsFileLines.search.maxLength}
          label="Member, payee or reference"
          hint="A membership number, a name, a payee name or a reference"
          value={list.query.filters.search ?? ''}
          onSearch={(value) => list.setFilter('search', value)}
        />
        <FilterSelect
          label="Returned by the bank"
          allLabel="Returned or not"
          value={list.query.filters.returned ?? ''}
          onChange={(value) => list.setFilter('returned', value)}
          options={RETURNED_OPTIONS}
        />
      </FilterBar>
      <ServerTable
        caption="Credits in the file"
        result={lines}
        columns={COLUMNS}
        rowKey={(line) => line.id}
        query={list.query}
        onSort={list.setSort}
        onPage={list.setPage}
        loadingLabel="Loading the credits…"
        errorTitle="The credits could not be loaded"
        empty={<p className="text-body-secondary mb-0">No credit matches.</p>}
      />
    </section>
  );
}
