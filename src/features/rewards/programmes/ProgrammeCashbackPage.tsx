import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useTradingUnits } from '@/api/get-trading-units';
import { EmptyState } from '@/components/states/EmptyState';
import { NoMemberNotice } from '@/components/states/NoMemberNotice';
import { grants } from '@/domain/permissions';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import { roundToPence } from '@/domain/rounding';
import { pathTo } from '@/config/paths';
import { DataLoad } from '@/session/DataLoad';
import { useMemberSession } from '@/session/MemberSessionContext';
import { useActingMember } from '@/session/useActingMember';
import { useProgrammeCashback } from './api/get-programme-cashback';
import { useProgrammeSignup } from './api/get-programme-signup';
import { CurrentPeriodCard } from './components/CurrentPeriodCard';
import { HowItWorks } from './components/HowItWorks';
import { PeriodCashbackTable } from './components/PeriodCashbackTable';
import { StandingNotice } from './components/StandingNotice';
import { supplierProgramme } from './supplierProgramme';

/**
 * /rewards/{biopak|nisbets|booker}/cashback-deal: the rate, the current period and its dates, what the
 * supplier has reported per period, each period's cashback and its state, and when the next payout is.
 */
export function ProgrammeCashbackPage({ schemeType }: { schemeType: SupplierReportedSchemeType }) {
  const programme = supplierProgramme(schemeType);
  const { membershipNumber } = useActingMember();
  const { permissions } = useMemberSession();
  const cashbackQuery = useProgrammeCashback(schemeType, membershipNumber);
  const signupQuery = useProgrammeSignup(schemeType, membershipNumber);
  const unitsQuery = useTradingUnits(membershipNumber);
  if (!membershipNumber) return <NoMemberNotice area={`${programme.name} cashback`} />;

  return (
    <DataLoad query={cashbackQuery} loadingLabel={`Loading your ${programme.name} cashback…`}>
      {(cashback) => (
        <DataLoad query={signupQuery} loadingLabel={`Loading your ${programme.name} sign-up…`}>
          {({ signup }) => {
            const current = cashback.periods.find((row) => row.period.id === cashback.currentPeriod?.id);
            const waiting = roundToPence(
              cashback.periods.filter((row) => row.cashbackState === 'Approved' || row.cashbackState === 'Returned').reduce((total, row) => total + row.cashback, 0),
            );
            return (
              <>
                {signup?.status !== 'Approved' && <StandingNotice programme={programme} signup={signup} />}
                <div className="row g-4 mb-4">
                  <div className="col-lg-6">
                    <HowItWorks programme={programme} cashbackPercent={cashback.cashbackPercent} />
                  </div>
                  <div className="col-lg-6">
                    <CurrentPeriodCard programme={programme} current={current} nextPayoutOn={cashback.nextPayoutOn} waitingForPayout={waiting} />
                  </div>
                </div>
                <section aria-labelledby="periods-heading">
                  <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
                    <h2 id="periods-heading" className="h4 mb-0 me-auto">
                      Your cashback by period
                    </h2>
                    {grants(permissions, 'wallet') && (
                      <Link to={pathTo('walletScheme', { schemeType })} className="btn btn-outline-primary">
                        See payouts in your wallet
                      </Link>
                    )}
                  </div>
                  {cashback.periods.length === 0 ? (
                    <EmptyState icon="rewards" title="No cashback yet" message={`Once ${programme.supplier} reports what you buy, each period's cashback shows here.`} />
                  ) : (
                    <DataLoad query={unitsQuery} loadingLabel="Loading your units…">
                      {(units) => <PeriodCashbackTable programme={programme} membershipNumber={membershipNumber} periods={cashback.periods} units={units} />}
                    </DataLoad>
                  )}
                </section>
              </>
            );
          }}
        </DataLoad>
      )}
    </DataLoad>
  );
}

const screens = new Map<SupplierReportedSchemeType, ComponentType>();

/** The route table's screen for one programme's cashback row: this page, bound to its programme. */
export function programmeCashbackScreen(schemeType: SupplierReportedSchemeType): ComponentType {
  let screen = screens.get(schemeType);
  if (!screen) {
    screen = function ProgrammeCashbackScreen() {
      return <ProgrammeCashbackPage schemeType={schemeType} />;
    };
    screens.set(schemeType, screen);
  }
  return screen;
}
