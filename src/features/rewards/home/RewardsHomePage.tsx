import { useMemberSchemes } from '@/api/get-member-schemes';
import { useUser } from '@/auth/AuthContext';
import { NoMemberNotice } from '@/components/states/NoMemberNotice';
import { isProgrammeOpenTo, isProgrammeWorkInProgress } from '@/domain/rewards/programmes';
import { DataLoad } from '@/session/DataLoad';
import { useActingMember } from '@/session/useActingMember';
import { ProgrammeCard } from './components/ProgrammeCard';
import { VouchersCard } from './components/VouchersCard';

/**
 * /rewards/home: one card per programme (call 7). Programmes whose pages are still work-in-progress in the
 * route table are left out for members; developers see them, marked.
 */
export function RewardsHomePage() {
  const { membershipNumber } = useActingMember();
  const { roles } = useUser();
  const schemesQuery = useMemberSchemes(membershipNumber);
  if (!membershipNumber) return <NoMemberNotice area="rewards" />;

  return (
    <>
      <p className="lead">
        Cashback on what your business already buys from our partner suppliers. Sign up once per programme; we work out your cashback and
        pay it into your bank account.
      </p>
      <DataLoad query={schemesQuery} loadingLabel="Loading your rewards…">
        {(schemes) => (
          <div className="row row-cols-1 row-cols-lg-2 g-4">
            {schemes
              .filter((scheme) => isProgrammeOpenTo(scheme.schemeType, roles))
              .map((scheme) => (
                <div className="col" key={scheme.schemeType}>
                  <ProgrammeCard scheme={scheme} isWorkInProgress={isProgrammeWorkInProgress(scheme.schemeType)} />
                </div>
              ))}
            <div className="col">
              <VouchersCard />
            </div>
          </div>
        )}
      </DataLoad>
    </>
  );
}
