import { useRewardsMember } from '@/api/get-rewards-member';
import { hasApprovedCalorAccount, hasPendingCalorAccount } from '@/domain/calor/calorAccount';
import { DataLoad } from '@/session/DataLoad';
import { useActingMember } from '@/session/useActingMember';
import { ClaimForm } from './components/claimForm/ClaimForm';
import { ClaimInformationModal } from './components/claimForm/ClaimInformationModal';
import { NotSignedUpNotice } from './components/claimForm/NotSignedUpNotice';
import { NoMemberNotice } from '@/components/states/NoMemberNotice';

/** /rewards/calor/claim-form (spec §2): the layout shows the title 'Calor Claim Form' and the breadcrumb. */
export function ClaimFormPage() {
  const { membershipNumber } = useActingMember();
  const rewardsMember = useRewardsMember(membershipNumber);
  if (!membershipNumber) return <NoMemberNotice area="Calor cashback" />;
  return (
    <>
      {/* Spec §2: on opening, whatever the member's standing; it says what to do when not signed up. */}
      <ClaimInformationModal />
      <DataLoad query={rewardsMember} loadingLabel="Loading your Calor account…">
        {({ calor }) =>
          hasApprovedCalorAccount(calor.accounts) ? (
            // Keyed by the member in view: a form never carries one member's values over to another.
            <ClaimForm key={membershipNumber} membershipNumber={membershipNumber} />
          ) : (
            <NotSignedUpNotice isAwaitingApproval={hasPendingCalorAccount(calor.accounts)} />
          )
        }
      </DataLoad>
    </>
  );
}
