import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterBar } from '@/components/lists/FilterBar';
import { FilterSelect } from '@/components/lists/FilterSelect';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { BACS_FILE_STATE_LABELS, BACS_FILE_STATES, type BacsFileSummary } from '@/domain/bacs/bacsFile';
import { BACS_FILES_LIST, type BacsFilesSort } from '@/domain/bacs/bacsLists';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { periodLabel } from '@/domain/rewards/periodLabel';
import { LOOK_ONLY_REASON } from '@/domain/staffChanges';
import { useCanMakeStaffChange } from '@/session/useCanChange';
import { useBacsFiles } from '../api/get-bacs-files';
import { BacsFileStateBadge } from './BacsFileStateBadge';
import { fileSearch } from './bacsFileSearch';
import { CreateBacsFileModal } from './CreateBacsFileModal';

/** The payout files, latest processing day first; a new file is built from approved cashback. */
export function BacsFileList() {
  const list = useListState(BACS_FILES_LIST);
  // The address also opens a file (`?file=…`), beside the list's own state.
  const [params, setParams] = useSearchParams();
  const files = useBacsFiles(list.query);
  const [isCreating, setCreating] = useState(false);
  const canCreate = useCanMakeStaffChange('bacsFiles');

  const columns: Column<BacsFileSummary, BacsFilesSort>[] = [
    {
      header: 'File',
      sort: 'reference',
      isRowHeader: true,
      className: 'text-nowrap',
      cell: (file) => (
        <Link to={{ search: fileSearch(params, file.id) }} aria-label={`Review ${file.reference}`}>
          {file.reference}
        </Link>
      ),
    },
    { header: 'Processing day', sort: 'processingDate', className: 'text-nowrap', cell: (file) => formatDate(file.processingDate) },
    {
      header: 'Periods',
      // One period a line, each with its programme: two half-years of different programmes look alike.
      cell: (file) => (
        <ul className="list-unstyled mb-0" style={{ minWidth: '12em' }}>
          {file.periods.map((period) => (
            <li key={period.id}>{periodLabel(period)}</li>
          ))}
        </ul>
      ),
    },
    { header: 'Items', numeric: true, cell: (file) => file.itemCount },
    { header: 'Credits', sort: 'creditTotal', numeric: true, cell: (file) => formatMoney(file.creditTotal) },
    { header: 'Contra', numeric: true, cell: (file) => formatMoney(file.contraTotal) },
    {
      header: 'State',
      cell: (file) => (
        <>
          <BacsFileStateBadge state={file.state} />
          {file.returnedCount > 0 && (
            <div className="small text-body-secondary">
              {file.returnedCount} returned ({formatMoney(file.returnedTotal)})
            </div>
          )}
        </>
      ),
    },
    {
      header: 'Created by',
      sort: 'createdOn',
      cell: (file) => (
        <>
          {file.created.by.name}
          <div className="small text-body-secondary">{formatDate(file.created.on)}</div>
        </>
      ),
    },
    { header: 'Approved by', cell: (file) => (file.approved ? file.approved.by.name : <span className="text-body-secondary">Not yet</span>) },
  ];

  return (
    <>
      <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
        <p className="text-body-secondary me-auto mb-0">
          Payout files are built from the approved cashback of one or more periods. A second Larder administrator approves each file before it is downloaded and sent.
        </p>
        {canCreate ? (
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            Create a payout file
          </button>
        ) : (
          <p className="mb-0 text-body-secondary">{LOOK_ONLY_REASON}</p>
        )}
      </div>
      <div className="mb-3">
        <FilterBar label="Filter the payout files">
          <FilterSelect
            label="State"
            allLabel="Any state"
            value={list.query.filters.state ?? ''}
            onChange={(value) => list.setFilter('state', value)}
            options={BACS_FILE_STATES.map((state) => ({ value: state, label: BACS_FILE_STATE_LABELS[state] }))}
          />
        </FilterBar>
      </div>
      <ServerTable
        caption="BACS payout files"
        result={files}
        columns={columns}
        rowKey={(file) => file.id}
        compact
        query={list.query}
        onSort={list.setSort}
        onPage={list.setPage}
        loadingLabel="Loading the payout files…"
        errorTitle="The payout files could not be loaded"
        empty={<EmptyState title="No payout files" message={list.query.filters.state ? 'No file is in this state.' : 'Create the first one from approved cashback.'} />}
      />
      <CreateBacsFileModal
        isOpen={isCreating}
        onClose={() => setCreating(false)}
        onCreated={(fileId) => {
          setCreating(false);
          setParams(new URLSearchParams(fileSearch(params, fileId)));
        }}
      />
    </>
  );
}
