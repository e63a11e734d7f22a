import { useRewardsMember } from '@/api/get-rewards-member';
import { hasApprovedCalorAccount, hasPendingCalorAccount } from '@/domain/calor/calorAccount';
import { useActingMember } from '@/session/useActingMember';
import { ClaimForm } from './components/claimForm/ClaimForm';
import { ClaimInformationModal } from './components/claimForm/ClaimInformationModal';
import { NotSignedUpNotice } from './components/claimForm/NotSignedUpNotice';
import { NoMemberNotice } from './components/NoMemberNotice';
import { DataLoad } from '@/session/DataLoad';

/** /rewards/calor/claim-form (spec §2): the layout shows the title 'Calor Claim Form' and the breadcrumb. */
export function ClaimFormPage() {
  const { membershipNumber } = useActingMember();
  const rewardsMember = useRewardsMember(membershipNumber);
  if (!membershipNumber) return <NoMemberNotice />;
  return (
    <DataLoad query={rewardsMember} loadingLabel="Loading your Calor account…">
      {({ calor }) =>
        hasApprovedCalorAccount(calor.accounts) ? (
          <>
            <ClaimInformationModal />
            <ClaimForm membershipNumber={membershipNumber} />
          </>
        ) : (
          <NotSignedUpNotice isAwaitingApproval={hasPendingCalorAccount(calor.accounts)} />
        )
      }
    </DataLoad>
  );
}
