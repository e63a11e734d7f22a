import { useRewardsMember } from '@/api/get-rewards-member';
import { useActingMember } from '@/session/useActingMember';
import { CalorAccountsList } from './components/signup/CalorAccountsList';
import { CalorSignupForm } from './components/signup/CalorSignupForm';
import { NoMemberNotice } from '@/components/states/NoMemberNotice';
import { DataLoad } from '@/session/DataLoad';

/** /rewards/calor/signup: the member's Calor accounts and their statuses, and the sign-up form. */
export function CalorSignupPage() {
  const { membershipNumber } = useActingMember();
  const rewardsMember = useRewardsMember(membershipNumber);
  if (!membershipNumber) return <NoMemberNotice area="Calor cashback" />;
  return (
    <DataLoad query={rewardsMember} loadingLabel="Loading your Calor accounts…">
      {({ calor }) => (
        <div className="row g-4">
          <section className="col-lg-6" aria-labelledby="calor-accounts-heading">
            <h2 id="calor-accounts-heading" className="h4">
              Your Calor accounts
            </h2>
            <CalorAccountsList accounts={calor.accounts} />
          </section>
          <section className="col-lg-6" aria-labelledby="calor-signup-heading">
            <h2 id="calor-signup-heading" className="h4">
              {calor.accounts.length ? 'Sign up other premises' : 'Sign up to the Calor cashback deal'}
            </h2>
            <p>Tell us about your Calor account. Once we have approved it, you can claim cashback on the cylinders you buy.</p>
            <CalorSignupForm membershipNumber={membershipNumber} labelledBy="calor-signup-heading" />
          </section>
        </div>
      )}
    </DataLoad>
  );
}
