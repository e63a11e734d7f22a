import { useId, useState } from 'react';
import { Pagination } from '@/components/lists/Pagination';
import { SortableHeader } from '@/components/lists/SortableHeader';
import { ErrorState } from '@/components/states/ErrorState';
import { LoadingState } from '@/components/states/LoadingState';
import { formatMoney } from '@/domain/format/money';
import { useBacsFileLines } from '../api/get-bacs-file-lines';
import { useLinesListQuery } from './useLinesListQuery';
import { FilterSelect } from '@/components/lists/FilterSelect';

const RETURNED_OPTIONS = [
  { value: 'yes', label: 'Returned' },
  { value: 'no', label: 'Not returned' },
];

/** Every credit as Bacs will carry it: masked bank details, payee name and reference after cleaning and truncation. */
export function BacsLinesTable({ fileId }: { fileId: string }) {
  const id = useId();
  const list = useLinesListQuery();
  const lines = useBacsFileLines(fileId, list.query);
  const [search, setSearch] = useState(list.query.filters.search ?? '');

  return (
    <section aria-labelledby={`${id}-heading`} className="mb-4">
      <h3 id={`${id}-heading`} className="h5">
        Credits
      </h3>
      <form
        className="row g-2 align-items-end mb-2"
        role="search"
        aria-label="Search the credits"
        onSubmit={(event) => {
          event.preventDefault();
          list.setFilter('search', search);
        }}
      >
        <div className="col-sm-8 col-lg-5">
          <label className="form-label" htmlFor={`${id}-search`}>
            Member, payee or reference
          </label>
          <div className="input-group">
            <input id={`${id}-search`} className="form-control" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
            <button type="submit" className="btn btn-outline-primary">
              Search
            </button>
          </div>
        </div>
        <FilterSelect
          className="col-sm-4 col-lg-3"
          label="Returned by the bank"
          allLabel="Returned or not"
          value={list.query.filters.returned ?? ''}
          onChange={(value) => list.setFilter('returned', value)}
          options={RETURNED_OPTIONS}
        />
      </form>
      {lines.isPending ? (
        <LoadingState label="Loading the credits…" />
      ) : lines.isError ? (
        <ErrorState message="The credits could not be loaded." onRetry={() => void lines.refetch()} />
      ) : lines.data.total === 0 ? (
        <p className="text-body-secondary">No credit matches.</p>
      ) : (
        <>
          <div className="table-responsive">
            <table className="table table-sm align-middle" aria-busy={lines.isPlaceholderData}>
              <caption className="visually-hidden">Credits in the file</caption>
              <thead>
                <tr>
                  <SortableHeader sort="lineNumber" query={list.query} onSort={list.setSort}>
                    Line
                  </SortableHeader>
                  <SortableHeader sort="member" query={list.query} onSort={list.setSort}>
                    Member
                  </SortableHeader>
                  <th scope="col">Sort code</th>
                  <th scope="col">Account</th>
                  <th scope="col">Payee name</th>
                  <th scope="col">Reference</th>
                  <SortableHeader sort="amount" query={list.query} onSort={list.setSort} className="text-end">
                    Amount
                  </SortableHeader>
                  <th scope="col">Returned</th>
                </tr>
              </thead>
              <tbody>
                {lines.data.items.map((line) => (
                  <tr key={line.id}>
                    <td>{line.lineNumber}</td>
                    <td>
                      {line.memberName}
                      <div className="small text-body-secondary">{line.membershipNumber}</div>
                    </td>
                    <td className="font-monospace">{line.sortCode}</td>
                    <td className="font-monospace">{line.accountNumber}</td>
                    <td className="font-monospace">{line.payeeName}</td>
                    <td className="font-monospace">{line.reference}</td>
                    <td className="text-end">{formatMoney(line.amount)}</td>
                    <td>{line.returned ? <span className="badge text-bg-danger">{line.returned.reason}</span> : <span className="text-body-secondary">No</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination result={lines.data} onPage={list.setPage} label="Pages of credits" />
        </>
      )}
    </section>
  );
}
