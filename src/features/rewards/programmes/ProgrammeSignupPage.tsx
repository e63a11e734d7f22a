import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useMemberSchemes } from '@/api/get-member-schemes';
import { useTradingUnits } from '@/api/get-trading-units';
import { EmptyState } from '@/components/states/EmptyState';
import { NoMemberNotice } from '@/components/states/NoMemberNotice';
import { canApply } from '@/domain/rewards/signup';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import { isOpenUnit } from '@/domain/units/tradingUnit';
import { pathTo } from '@/config/paths';
import { DataLoad } from '@/session/DataLoad';
import { useActingMember } from '@/session/useActingMember';
import { useProgrammeSignup } from './api/get-programme-signup';
import { HowItWorks } from './components/HowItWorks';
import { ProgrammeSignupForm } from './components/ProgrammeSignupForm';
import { SignupStatusPanel } from './components/SignupStatusPanel';
import { supplierProgramme } from './supplierProgramme';

/**
 * /rewards/{biopak|nisbets|booker}/signup: the member's application (its status, details and history) and,
 * when they may apply or re-apply, the form. One screen for the three programmes, driven by the definition.
 */
export function ProgrammeSignupPage({ schemeType }: { schemeType: SupplierReportedSchemeType }) {
  const programme = supplierProgramme(schemeType);
  const { membershipNumber } = useActingMember();
  const signupQuery = useProgrammeSignup(schemeType, membershipNumber);
  const unitsQuery = useTradingUnits(membershipNumber);
  const schemesQuery = useMemberSchemes(membershipNumber);
  if (!membershipNumber) return <NoMemberNotice area={`${programme.name} cashback`} />;

  return (
    <DataLoad query={signupQuery} loadingLabel={`Loading your ${programme.name} sign-up…`}>
      {({ signup }) => (
        <DataLoad query={unitsQuery} loadingLabel="Loading your units…">
          {(units) => {
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
                  <DataLoad query={schemesQuery} loadingLabel="Loading the deal…">
                    {(schemes) => (
                      <HowItWorks programme={programme} cashbackPercent={schemes.find((scheme) => scheme.schemeType === schemeType)?.cashbackPercent ?? 0} />
                    )}
                  </DataLoad>
                </div>
              </div>
            );
          }}
        </DataLoad>
      )}
    </DataLoad>
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
