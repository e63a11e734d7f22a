import { Link } from 'react-router';
import { useMemberSchemes } from '@/api/get-member-schemes';
import { useUser } from '@/auth/AuthContext';
import { Spinner } from '@/components/states/Spinner';
import { formatMoney } from '@/domain/format/money';
import { mostUrgentProgramme, NEXT_STEP_LABELS, nextStepFor } from '@/domain/rewards/nextStep';
import { PROGRAMMES } from '@/domain/rewards/programmes';
import { roundToPence } from '@/domain/rounding';
import { nextStepPath } from '@/config/programmePaths';
import { isProgrammeOpenTo } from '@/domain/rewards/programmes';
import { pathTo } from '@/config/paths';
import { AreaCard } from './AreaCard';

/**
 * The rewards area's card (call 7, one request after the start-up round): cashback this period and
 * waiting for approval across the programmes the member can use, and the one next step. A failure stays
 * inside the card, so the rest of the dashboard is unaffected.
 */
export function RewardsCard({ membershipNumber }: { membershipNumber: string }) {
  const { roles } = useUser();
  const schemesQuery = useMemberSchemes(membershipNumber);
  const footer = <Link to={pathTo('rewardsHome')}>Go to rewards</Link>;

  let body;
  if (schemesQuery.isPending) body = <Spinner label="Loading your rewards…" size="sm" />;
  else if (schemesQuery.isError)
    body = (
      <div>
        <p className="mb-2">Your rewards could not be loaded just now.</p>
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void schemesQuery.refetch()}>
          Try again
        </button>
      </div>
    );
  else {
    const schemes = schemesQuery.data.filter((scheme) => isProgrammeOpenTo(scheme.schemeType, roles));
    const signedUp = schemes.filter((scheme) => scheme.status === 'SignedUp');
    const thisPeriod = roundToPence(signedUp.reduce((total, scheme) => total + scheme.cashbackThisPeriod, 0));
    const pending = roundToPence(schemes.reduce((total, scheme) => total + scheme.pendingCashback, 0));
    const urgent = mostUrgentProgramme(schemes);
    const step = urgent && nextStepFor(urgent.status, PROGRAMMES[urgent.schemeType]);
    body = (
      <>
        <dl className="row mb-2">
          <dt className="col-7 fw-normal">Cashback this period, so far</dt>
          <dd className="col-5 text-end fw-semibold">{formatMoney(thisPeriod)}</dd>
          <dt className="col-7 fw-normal">Waiting for approval</dt>
          <dd className="col-5 text-end fw-semibold">{formatMoney(pending)}</dd>
        </dl>
        {urgent && step ? (
          <p className="mb-0">
            Next step:{' '}
            <Link to={pathTo(nextStepPath(urgent.schemeType, step))}>
              {NEXT_STEP_LABELS[step]} ({PROGRAMMES[urgent.schemeType].name})
            </Link>
          </p>
        ) : (
          <p className="mb-0">
            {signedUp.length ? `You are signed up to ${signedUp.length === 1 ? 'one programme' : `${signedUp.length} programmes`}.` : ''} Nothing to do
            right now.
          </p>
        )}
      </>
    );
  }
  return (
    <AreaCard title="Rewards" icon="rewards" footer={footer}>
      {body}
    </AreaCard>
  );
}
