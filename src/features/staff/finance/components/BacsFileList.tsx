import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '@/components/lists/Pagination';
import { SortableHeader } from '@/components/lists/SortableHeader';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { ErrorState } from '@/components/states/ErrorState';
import { LoadingState } from '@/components/states/LoadingState';
import { BACS_FILE_STATE_LABELS, BACS_FILE_STATES } from '@/domain/bacs/bacsFile';
import { BACS_FILES_LIST } from '@/domain/bacs/bacsLists';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { useBacsFiles } from '../api/get-bacs-files';
import { BacsFileStateBadge } from './BacsFileStateBadge';
import { fileSearch } from './bacsFileSearch';
import { CreateBacsFileModal } from './CreateBacsFileModal';
import { FilterSelect } from '@/components/lists/FilterSelect';

/** The payout files, latest processing day first; a new file is built from approved cashback. */
export function BacsFileList() {
  const list = useListState(BACS_FILES_LIST);
  const [params, setParams] = useSearchParams();
  const files = useBacsFiles(list.query);
  const [isCreating, setCreating] = useState(false);

  return (
    <>
      <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
        <p className="text-body-secondary me-auto mb-0">
          Payout files are built from the approved cashback of one or more periods. A second Larder administrator approves each file before it is downloaded and sent.
        </p>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          Create a payout file
        </button>
      </div>
      <div className="row g-2 mb-3">
        <FilterSelect
          className="col-sm-6 col-lg-3"
          label="State"
          allLabel="Any state"
          value={list.query.filters.state ?? ''}
          onChange={(value) => list.setFilter('state', value)}
          options={BACS_FILE_STATES.map((state) => ({ value: state, label: BACS_FILE_STATE_LABELS[state] }))}
        />
      </div>
      {files.isPending ? (
        <LoadingState label="Loading the payout files…" />
      ) : files.isError ? (
        <ErrorState message="The payout files could not be loaded." onRetry={() => void files.refetch()} />
      ) : files.data.total === 0 ? (
        <EmptyState title="No payout files" message={list.query.filters.state ? 'No file is in this state.' : 'Create the first one from approved cashback.'} />
      ) : (
        <>
          <div className="table-responsive">
            <table className="table table-hover align-middle" aria-busy={files.isPlaceholderData}>
              <caption className="visually-hidden">BACS payout files</caption>
              <thead>
                <tr>
                  <SortableHeader sort="reference" query={list.query} onSort={list.setSort}>
                    File
                  </SortableHeader>
                  <SortableHeader sort="processingDate" query={list.query} onSort={list.setSort}>
                    Processing day
                  </SortableHeader>
                  <th scope="col">Periods</th>
                  <th scope="col" className="text-end">
                    Items
                  </th>
                  <SortableHeader sort="creditTotal" query={list.query} onSort={list.setSort} className="text-end">
                    Credits
                  </SortableHeader>
                  <th scope="col" className="text-end">
                    Contra
                  </th>
                  <th scope="col">State</th>
                  <SortableHeader sort="createdOn" query={list.query} onSort={list.setSort}>
                    Created by
                  </SortableHeader>
                  <th scope="col">Approved by</th>
                </tr>
              </thead>
              <tbody>
                {files.data.items.map((file) => (
                  <tr key={file.id}>
                    <th scope="row">
                      <Link to={{ search: fileSearch(params, file.id) }} aria-label={`Review ${file.reference}`}>
                        {file.reference}
                      </Link>
                    </th>
                    <td>{formatDate(file.processingDate)}</td>
                    <td>{file.periods.map((period) => period.name).join(', ')}</td>
                    <td className="text-end">{file.itemCount}</td>
                    <td className="text-end">{formatMoney(file.creditTotal)}</td>
                    <td className="text-end">{formatMoney(file.contraTotal)}</td>
                    <td>
                      <BacsFileStateBadge state={file.state} />
                      {file.returnedCount > 0 && (
                        <div className="small text-body-secondary">
                          {file.returnedCount} returned ({formatMoney(file.returnedTotal)})
                        </div>
                      )}
                    </td>
                    <td>
                      {file.created.by.name}
                      <div className="small text-body-secondary">{formatDate(file.created.on)}</div>
                    </td>
                    <td>{file.approved ? file.approved.by.name : <span className="text-body-secondary">Not yet</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination result={files.data} onPage={list.setPage} label="Pages of payout files" />
        </>
      )}
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
