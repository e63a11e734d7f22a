import { Suspense, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { EmptyState } from '@/components/states/EmptyState';
import { Skeleton, SkeletonBlock, SkeletonLine } from '@/components/states/Skeleton';
import { canApply } from '@/domain/rewards/signup';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import { isOpenUnit } from '@/domain/units/tradingUnit';
import { pathTo } from '@/config/paths';
import { useMemberInView } from '@/session/useMemberInView';
import { HowItWorks } from './components/HowItWorks';
import { ProgrammeSignupForm } from './components/ProgrammeSignupForm';
import { SignupStatusPanel } from './components/SignupStatusPanel';
import { programmeSignupQueries } from './programmePageData';
import { supplierProgramme } from './supplierProgramme';

/** The application and the deal still to come, in their two columns. */
function ProgrammeSignupSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label}>
      <div className="row g-4">
        <div className="col-lg-7">
          <SkeletonLine width="45%" size="lg" />
          <SkeletonBlock height="16rem" className="mt-3" />
        </div>
        <div className="col-lg-5">
          <div className="card" style={{ minHeight: '15rem' }}>
            <div className="card-body">
              <SkeletonLine width="50%" size="lg" />
              <SkeletonLine width="90%" />
              <SkeletonLine width="75%" />
              <SkeletonLine width="85%" />
            </div>
          </div>
        </div>
      </div>
    </Skeleton>
  );
}

function ProgrammeSignup({ schemeType }: { schemeType: SupplierReportedSchemeType }) {
  const programme = supplierProgramme(schemeType);
  const membershipNumber = useMemberInView();
  const { signup, units, schemes } = useSuspenseQueries({
    queries: programmeSignupQueries(useApiClient(), schemeType, membershipNumber),
    combine: ([signupResult, unitsResult, schemesResult]) => ({ signup: signupResult.data.signup, units: unitsResult.data, schemes: schemesResult.data }),
  });
  const openUnits = units.filter(isOpenUnit);
  return (
    <div className="row g-4">
      <div className="col-lg-7 d-flex flex-column gap-4">
        {signup && (
          <section aria-labelledby="application-heading">
            <h2 id="application-heading" className="h4">
              Your application
            </h2>
            <SignupStatusPanel programme={programme} signup={signup} units={units} />
          </section>
        )}
        {canApply(signup) && (
          <section aria-labelledby="signup-heading">
            <h2 id="signup-heading" className="h4">
              {signup ? 'Correct and re-apply' : `Sign up to ${programme.name} cashback`}
            </h2>
            {openUnits.length ? (
              <ProgrammeSignupForm
                key={`${membershipNumber}-${signup?.submittedOn ?? 'new'}`}
                programme={programme}
                membershipNumber={membershipNumber}
                units={openUnits}
                rejected={signup}
                labelledBy="signup-heading"
              />
            ) : (
              <EmptyState
                icon="premises"
                title="Add a unit first"
                message={`A ${programme.name} account buys for one or more of your units (premises, kitchens or vans). Add a unit, then come back to sign up.`}
                action={
                  <Link to={pathTo('newUnit')} className="btn btn-outline-primary">
                    Add a unit
                  </Link>
                }
              />
            )}
          </section>
        )}
      </div>
      <div className="col-lg-5">
        <HowItWorks programme={programme} cashbackPercent={schemes.find((scheme) => scheme.schemeType === schemeType)?.cashbackPercent ?? 0} />
      </div>
    </div>
  );
}

/**
 * /rewards/{biopak|nisbets|booker}/signup: the member's application (its status, details and history) and,
 * when they may apply or re-apply, the form. One screen for the three programmes, driven by the definition.
 */
export function ProgrammeSignupPage({ schemeType }: { schemeType: SupplierReportedSchemeType }) {
  return (
    <Suspense fallback={<ProgrammeSignupSkeleton label={`Loading your ${supplierProgramme(schemeType).name} sign-up…`} />}>
      <ProgrammeSignup schemeType={schemeType} />
    </Suspense>
  );
}

const screens = new Map<SupplierReportedSchemeType, ComponentType>();

/** The route table's screen for one programme's sign-up row: this page, bound to its programme. */
export function programmeSignupScreen(schemeType: SupplierReportedSchemeType): ComponentType {
  let screen = screens.get(schemeType);
  if (!screen) {
    screen = function ProgrammeSignupScreen() {
      return <ProgrammeSignupPage schemeType={schemeType} />;
    };
    screens.set(schemeType, screen);
  }
  return screen;
}
