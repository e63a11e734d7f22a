import { Link, useSearchParams } from 'react-router';
import { useBusinessTypes } from '@/api/get-business-types';
import { useUser } from '@/auth/AuthContext';
import { saveFile } from '@/components/files/saveFile';
import { PageLinks } from '@/components/lists/PageLinks';
import { EmptyState } from '@/components/states/EmptyState';
import { canActForMembers } from '@/domain/roles';
import { formatApiDate, formatDate } from '@/domain/format/date';
import { describeRating, referenceText, unitAddress, type ReferenceItem } from '@/domain/units/unitPremises';
import {
  overviewCsv,
  overviewSearchParams,
  pageCount,
  readOverviewFilter,
  type UnitsOverviewFilter,
  type UnitsOverviewPage,
} from '@/domain/units/unitsOverview';
import { actingForMemberPath } from '@/config/paths';
import { pathTo } from '@/config/paths';
import { DataLoad } from '@/session/DataLoad';
import { useExportUnitsOverview } from './api/export-units-overview';
import { useUnitsOverview } from './api/get-units-overview';
import { OverviewFilters } from './components/OverviewFilters';

function OverviewTable({ result, businessTypes, canOpen }: { result: UnitsOverviewPage; businessTypes: ReferenceItem[]; canOpen: boolean }) {
  return (
    <div className="table-responsive">
      <table className="table align-top">
        <caption className="visually-hidden">Units of every member, by membership number</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Unit</th>
            <th scope="col">Business type</th>
            <th scope="col">Food hygiene rating</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {result.items.map(({ membershipNumber, unit }) => (
            <tr key={unit.id}>
              <td>{membershipNumber}</td>
              <th scope="row">
                {canOpen ? <Link to={actingForMemberPath(membershipNumber, pathTo('unitDetails', { unitId: unit.id }))}>{unit.name}</Link> : unit.name}
                {unit.isFranchiseUnit && <span className="badge text-bg-primary ms-2">Coffee franchise</span>}
                <div className="small fw-normal">{unitAddress(unit)}</div>
              </th>
              <td>{referenceText(businessTypes, unit.businessTypeId)}</td>
              <td>
                {describeRating(unit.hygieneRating)}
                {unit.hygieneRating && <div className="small text-body-secondary">Inspected {formatDate(unit.hygieneRating.ratedOn)}</div>}
              </td>
              <td>{unit.status === 'Closed' ? <span className="badge text-bg-secondary">Closed</span> : 'Open'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Overview({ businessTypes }: { businessTypes: ReferenceItem[] }) {
  const [params, setParams] = useSearchParams();
  const filter = readOverviewFilter(params);
  const overview = useUnitsOverview(filter);
  const exporter = useExportUnitsOverview();
  const canOpen = canActForMembers(useUser().roles);
  const setFilter = (next: UnitsOverviewFilter) => setParams(overviewSearchParams(next));
  const exportCsv = () =>
    exporter.mutate(
      { search: filter.search, businessTypeId: filter.businessTypeId, rating: filter.rating },
      { onSuccess: (rows) => saveFile(new Blob([overviewCsv(rows, businessTypes)], { type: 'text/csv;charset=utf-8' }), `units-overview-${formatApiDate(new Date())}.csv`) },
    );

  return (
    <>
      <OverviewFilters key={params.toString()} filter={filter} businessTypes={businessTypes} onChange={setFilter} />
      <DataLoad query={overview} loadingLabel="Loading units…">
        {(result) => {
          const first = (result.page - 1) * result.pageSize + 1;
          const last = first + result.items.length - 1;
          return (
            <>
              <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
                <p className="mb-0 me-auto" role="status">
                  {result.totalCount === 0 ? 'No units match.' : `Showing ${first}–${last} of ${result.totalCount} ${result.totalCount === 1 ? 'unit' : 'units'}`}
                  {overview.isPlaceholderData && <span className="visually-hidden"> Loading…</span>}
                </p>
                <button type="button" className="btn btn-outline-primary" onClick={exportCsv} disabled={exporter.isPending || result.totalCount === 0}>
                  {exporter.isPending ? 'Preparing the CSV…' : 'Export to CSV'}
                </button>
              </div>
              {exporter.isError && (
                <div className="alert alert-danger" role="alert">
                  The export could not be made. Please try again.
                </div>
              )}
              {result.totalCount === 0 ? (
                <EmptyState icon="search" title="No units match" message="Try another search or clear the filters." />
              ) : (
                <div aria-busy={overview.isPlaceholderData}>
                  <OverviewTable result={result} businessTypes={businessTypes} canOpen={canOpen} />
                  <PageLinks page={result.page} pageCount={pageCount(result)} onPage={(page) => setFilter({ ...filter, page })} label="Pages of units" />
                </div>
              )}
            </>
          );
        }}
      </DataLoad>
    </>
  );
}

/** /unit-premises/overview ({product}Admin, accountManager): every member's units, searched, filtered and paged by the server. */
export function UnitsOverviewPage() {
  const businessTypes = useBusinessTypes();
  return (
    <DataLoad query={businessTypes} loadingLabel="Loading units…">
      {(types) => <Overview businessTypes={types} />}
    </DataLoad>
  );
}
