import { Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getRewardsMemberQueryOptions } from '@/api/get-rewards-member';
import { hasApprovedCalorAccount, hasPendingCalorAccount } from '@/domain/calor/calorAccount';
import { useMemberInView } from '@/session/useMemberInView';
import { ClaimForm } from './components/claimForm/ClaimForm';
import { ClaimFormSkeleton } from './components/claimForm/ClaimFormSkeleton';
import { ClaimInformationModal } from './components/claimForm/ClaimInformationModal';
import { NotSignedUpNotice } from './components/claimForm/NotSignedUpNotice';

/** The form, once the member's standing shows they may claim (spec §2: an Approved Calor account). */
function ClaimFormOrNotice() {
  const membershipNumber = useMemberInView();
  const { data: rewardsMember } = useSuspenseQuery(getRewardsMemberQueryOptions(useApiClient(), membershipNumber));
  const { accounts } = rewardsMember.calor;
  return hasApprovedCalorAccount(accounts) ? (
    // Keyed by the member in view: a form never carries one member's values over to another.
    <ClaimForm key={membershipNumber} membershipNumber={membershipNumber} />
  ) : (
    <NotSignedUpNotice isAwaitingApproval={hasPendingCalorAccount(accounts)} />
  );
}

/** /rewards/calor/claim-form (spec §2): the layout shows the title 'Calor Claim Form' and the breadcrumb. */
export function ClaimFormPage() {
  return (
    <>
      {/* Spec §2: on opening, whatever the member's standing; it says what to do when not signed up. */}
      <ClaimInformationModal />
      <Suspense fallback={<ClaimFormSkeleton />}>
        <ClaimFormOrNotice />
      </Suspense>
    </>
  );
}
