import { Link } from 'react-router';
import { useMemberSchemes } from '@/api/get-member-schemes';
import { useUser } from '@/auth/AuthContext';
import { Icon } from '@/components/icons/Icon';
import { NoMemberNotice } from '@/components/states/NoMemberNotice';
import { isProgrammeOpenTo } from '@/routing/programmeRoutes';
import { pathTo } from '@/routing/paths';
import { DataLoad } from '@/session/DataLoad';
import { useActingMember } from '@/session/useActingMember';
import { ProgrammeCard } from './components/ProgrammeCard';

/**
 * /rewards/home: one card per programme (call 7). Programmes whose pages are still work-in-progress in the
 * route table are left out for members; developers see them, marked.
 */
export function RewardsHomePage() {
  const { membershipNumber } = useActingMember();
  const { roles } = useUser();
  const schemesQuery = useMemberSchemes(membershipNumber);
  if (!membershipNumber) return <NoMemberNotice area="Rewards" />;

  return (
    <>
      <p className="lead">
        Cashback on what your business already buys from our partner suppliers. Sign up once per programme; we work out your cashback and
        pay it into your bank account.
      </p>
      <DataLoad query={schemesQuery} loadingLabel="Loading your rewards…">
        {(schemes) => (
          <div className="row row-cols-1 row-cols-lg-2 g-4 mb-4">
            {schemes
              .filter((scheme) => isProgrammeOpenTo(scheme.schemeType, roles))
              .map((scheme) => (
                <div className="col" key={scheme.schemeType}>
                  <ProgrammeCard scheme={scheme} isWorkInProgress={!isProgrammeOpenTo(scheme.schemeType, [])} />
                </div>
              ))}
          </div>
        )}
      </DataLoad>
      <section className="card" aria-labelledby="vouchers-heading">
        <div className="card-body d-flex flex-wrap align-items-center gap-3">
          <div className="me-auto">
            <h2 id="vouchers-heading" className="h5 d-flex align-items-center gap-2">
              <Icon name="rewards" /> Booker vouchers
            </h2>
            <p className="mb-0">Vouchers Booker has issued to you, with their codes to use at the till.</p>
          </div>
          <Link to={pathTo('bookerVouchers')} className="btn btn-outline-primary">
            See your vouchers
          </Link>
        </div>
      </section>
    </>
  );
}
