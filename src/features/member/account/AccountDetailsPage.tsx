import { EmptyState } from '@/components/states/EmptyState';
import { LoadingState } from '@/components/states/LoadingState';
import { DataLoad } from '@/session/DataLoad';
import { useMemberSession } from '@/session/MemberSessionContext';
import { useAccountDetails } from './api/get-account-details';
import { AccountDetailsForm } from './components/AccountDetailsForm';
import { ChangePasswordCard } from './components/ChangePasswordCard';

/**
 * /myaccount/details: the business's details and contacts (the company fields with the company-details
 * prompt's rules and call), and the signed-in person's password.
 */
export function AccountDetailsPage() {
  const { acting, details, companyTypes, startupState } = useMemberSession();
  const accountDetails = useAccountDetails(acting.membershipNumber);
  const membershipNumber = acting.membershipNumber;

  if (!membershipNumber)
    return (
      <EmptyState
        icon="account"
        title="No member chosen"
        message="Account details belong to a member. Choose a member to act for on the dashboard to see theirs."
      />
    );

  return (
    <div className="row">
      <div className="col-xl-10 col-xxl-8">
        <p className="mb-4">
          Keep these up to date: we use them for your membership record, your invoices and to get in touch with you.
        </p>
        <DataLoad query={accountDetails} loadingLabel="Loading your account details…">
          {(loaded) =>
            // The company fields start from the start-up data: the form waits for it, to start from the truth.
            startupState === 'loading' ? (
              <LoadingState label="Loading your account details…" />
            ) : (
            <AccountDetailsForm
              key={membershipNumber}
              membershipNumber={membershipNumber}
              details={loaded}
              membershipInfo={details}
              companyTypes={companyTypes ?? []}
            />
            )
          }
        </DataLoad>
        <ChangePasswordCard isActingForMember={acting.isImpersonating} />
      </div>
    </div>
  );
}
