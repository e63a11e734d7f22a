import { Link } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getMemberSchemesQueryOptions } from '@/api/get-member-schemes';
import { useUser } from '@/auth/AuthContext';
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
 * waiting for approval across the programmes the member can use, and the one next step. It waits and fails
 * in its own part (AreaCards), so the rest of the dashboard is unaffected.
 */
export function RewardsCard({ membershipNumber }: { membershipNumber: string }) {
  const { roles } = useUser();
  const { data: allSchemes } = useSuspenseQuery(getMemberSchemesQueryOptions(useApiClient(), membershipNumber));
  const footer = <Link to={pathTo('rewardsHome')}>Go to rewards</Link>;

  const schemes = allSchemes.filter((scheme) => isProgrammeOpenTo(scheme.schemeType, roles));
  const signedUp = schemes.filter((scheme) => scheme.status === 'SignedUp');
  const thisPeriod = roundToPence(signedUp.reduce((total, scheme) => total + scheme.cashbackThisPeriod, 0));
  const pending = roundToPence(schemes.reduce((total, scheme) => total + scheme.pendingCashback, 0));
  const urgent = mostUrgentProgramme(schemes);
  const step = urgent && nextStepFor(urgent.status, PROGRAMMES[urgent.schemeType]);
  const body = (
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
  return (
    <AreaCard title="Rewards" icon="rewards" footer={footer}>
      {body}
    </AreaCard>
  );
}
