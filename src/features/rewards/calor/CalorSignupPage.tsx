import { Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getRewardsMemberQueryOptions } from '@/api/get-rewards-member';
import { Skeleton, SkeletonBlock, SkeletonLine } from '@/components/states/Skeleton';
import { useMemberInView } from '@/session/useMemberInView';
import { CalorAccountsList } from './components/signup/CalorAccountsList';
import { CalorSignupForm } from './components/signup/CalorSignupForm';

function CalorSignup() {
  const membershipNumber = useMemberInView();
  const { data: rewardsMember } = useSuspenseQuery(getRewardsMemberQueryOptions(useApiClient(), membershipNumber));
  const { accounts } = rewardsMember.calor;
  const isWaiting = accounts.some((account) => account.accountStatus === 'Pending');
  return (
    <div className="row g-4">
      <section className="col-lg-6" aria-labelledby="calor-accounts-heading">
        <h2 id="calor-accounts-heading" className="h4">
          Your Calor accounts
        </h2>
        <CalorAccountsList accounts={accounts} />
      </section>
      {isWaiting ? (
        // A sign-up waiting for approval: nothing to do but wait, so the form is not offered again (issue 37);
        // a member with other premises opens it themselves.
        <section className="col-lg-6" aria-labelledby="calor-signup-heading">
          <h2 id="calor-signup-heading" className="h4">
            Your sign-up is waiting for approval
          </h2>
          <p>We will email you once your Calor account is approved. You can then claim cashback on the cylinders you buy.</p>
          <details>
            <summary>Sign up other premises</summary>
            <p className="mt-3">Tell us about the Calor account of your other premises.</p>
            <CalorSignupForm membershipNumber={membershipNumber} labelledBy="calor-signup-heading" />
          </details>
        </section>
      ) : (
        <section className="col-lg-6" aria-labelledby="calor-signup-heading">
          <h2 id="calor-signup-heading" className="h4">
            {accounts.length ? 'Sign up other premises' : 'Sign up to the Calor cashback deal'}
          </h2>
          <p>Tell us about your Calor account. Once we have approved it, you can claim cashback on the cylinders you buy.</p>
          <CalorSignupForm membershipNumber={membershipNumber} labelledBy="calor-signup-heading" />
        </section>
      )}
    </div>
  );
}

/** The accounts and the form still to come, in their two columns. */
function CalorSignupSkeleton() {
  return (
    <Skeleton label="Loading your Calor accounts…">
      <div className="row g-4">
        <div className="col-lg-6">
          <SkeletonLine width="50%" size="lg" />
          <SkeletonBlock height="8rem" className="mt-3" />
        </div>
        <div className="col-lg-6">
          <SkeletonLine width="70%" size="lg" />
          <SkeletonLine width="95%" />
          <SkeletonLine width="60%" />
          <SkeletonBlock height="18rem" className="mt-3" />
        </div>
      </div>
    </Skeleton>
  );
}

/** /rewards/calor/signup: the member's Calor accounts and their statuses, and the sign-up form. */
export function CalorSignupPage() {
  return (
    <Suspense fallback={<CalorSignupSkeleton />}>
      <CalorSignup />
    </Suspense>
  );
}
