import { Suspense } from 'react';
import { Link } from 'react-router';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getMemberDocumentsQueryOptions } from '@/api/get-member-documents';
import { getPremisesReferenceListsQueryOptions } from '@/api/get-premises-reference-lists';
import { getTradingUnitsQueryOptions } from '@/api/get-trading-units';
import { EmptyState } from '@/components/states/EmptyState';
import { useMemberInView } from '@/session/useMemberInView';
import { pathTo } from '@/config/paths';
import { TableSkeleton } from '@/components/states/Skeleton';
import { UnitsTable } from './components/UnitsTable';

function Units() {
  const membershipNumber = useMemberInView();
  const api = useApiClient();
  const [{ data: units }, { data: documents }, { data: lists }] = useSuspenseQueries({
    queries: [getTradingUnitsQueryOptions(api, membershipNumber), getMemberDocumentsQueryOptions(api, membershipNumber), getPremisesReferenceListsQueryOptions(api)],
  });
  if (units.length === 0)
    return (
      <EmptyState
        icon="premises"
        title="No units yet"
        message="Add each place you trade from (premises, a kitchen, a van or a stall) to keep its risk assessments and records together."
        action={
          <Link to={pathTo('newUnit')} className="btn btn-primary">
            Create your first unit
          </Link>
        }
      />
    );
  return <UnitsTable units={units} documents={documents.documents} businessTypes={lists.businessTypes} />;
}

/** /unit-premises (needsMember): the member's trading units, with each one's rating and risk assessments at a glance. */
export function UnitPremisesPage() {
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h2 className="h4 mb-0 me-auto">Your units</h2>
        <Link to={pathTo('newUnit')} className="btn btn-primary">
          Create New Unit
        </Link>
      </div>
      <Suspense fallback={<TableSkeleton label="Loading your units…" rows={2} columns={5} lines={4} headerLines={2} />}>
        <Units />
      </Suspense>
    </>
  );
}
