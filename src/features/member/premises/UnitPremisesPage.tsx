import { Link } from 'react-router';
import { useMemberDocuments } from '@/api/get-member-documents';
import { usePremisesReferenceLists } from '@/api/get-premises-reference-lists';
import { useTradingUnits } from '@/api/get-trading-units';
import { EmptyState } from '@/components/states/EmptyState';
import { NoMemberInViewNotice } from '@/components/states/NoMemberInViewNotice';
import { DataLoad } from '@/session/DataLoad';
import { useActingMember } from '@/session/useActingMember';
import { pathTo } from '@/config/paths';
import { UnitsTable } from './components/UnitsTable';

function Units({ membershipNumber }: { membershipNumber: string }) {
  const units = useTradingUnits(membershipNumber);
  const documents = useMemberDocuments(membershipNumber);
  const lists = usePremisesReferenceLists();
  return (
    <DataLoad query={units} loadingLabel="Loading your units…">
      {(unitList) =>
        unitList.length === 0 ? (
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
        ) : (
          <DataLoad query={documents} loadingLabel="Loading your documents…">
            {({ documents: documentList }) => (
              <DataLoad query={lists} loadingLabel="Loading your units…">
                {(loadedLists) => <UnitsTable units={unitList} documents={documentList} businessTypes={loadedLists.businessTypes} />}
              </DataLoad>
            )}
          </DataLoad>
        )
      }
    </DataLoad>
  );
}

/** /unit-premises: the member's trading units, with each one's rating and risk assessments at a glance. */
export function UnitPremisesPage() {
  const { membershipNumber } = useActingMember();
  if (!membershipNumber) return <NoMemberInViewNotice area="Units and premises" />;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h2 className="h4 mb-0 me-auto">Your units</h2>
        <Link to={pathTo('newUnit')} className="btn btn-primary">
          Create New Unit
        </Link>
      </div>
      <Units key={membershipNumber} membershipNumber={membershipNumber} />
    </>
  );
}
