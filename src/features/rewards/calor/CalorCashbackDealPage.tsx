import { useCalorCashbackDeal } from './api/get-calor-cashback-deal';
import { useRewardsMember } from '@/api/get-rewards-member';
import { useActingMember } from '@/session/useActingMember';
import { DealNextStep } from './components/deal/DealNextStep';
import { DealSummary } from './components/deal/DealSummary';
import { PeriodCashback } from './components/deal/PeriodCashback';
import { NoMemberNotice } from '@/components/states/NoMemberNotice';
import { DataLoad } from '@/session/DataLoad';

/** /rewards/calor/cashback-deal: the deal, the open period and its deadline, the member's cashback so far. */
export function CalorCashbackDealPage() {
  const { membershipNumber } = useActingMember();
  const deal = useCalorCashbackDeal(membershipNumber);
  const rewardsMember = useRewardsMember(membershipNumber);
  if (!membershipNumber) return <NoMemberNotice area="Calor cashback" />;
  return (
    <DataLoad query={deal} loadingLabel="Loading the Calor deal…">
      {(loadedDeal) => (
        <>
          <div className="row g-4 mb-4">
            <div className="col-lg-6">
              <DealSummary deal={loadedDeal} />
            </div>
            <div className="col-lg-6">
              <PeriodCashback deal={loadedDeal} />
            </div>
          </div>
          <DataLoad query={rewardsMember} loadingLabel="Loading your Calor account…">
            {({ calor }) => <DealNextStep accounts={calor.accounts} />}
          </DataLoad>
        </>
      )}
    </DataLoad>
  );
}
