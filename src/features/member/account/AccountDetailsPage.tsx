import { Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { Skeleton, SkeletonBlock, SkeletonLine } from '@/components/states/Skeleton';
import { useActingMember } from '@/session/useActingMember';
import { useMemberSession } from '@/session/MemberSessionContext';
import { useMemberInView } from '@/session/useMemberInView';
import { getAccountDetailsQueryOptions } from '@/api/get-account-details';
import { AccountDetailsForm } from './components/AccountDetailsForm';
import { ChangePasswordCard } from './components/ChangePasswordCard';
import './accountDetails.css';

/** The form's four sections (business, main contact, mail and invoice addresses) still to come, at their height (accountDetails.css). */
function AccountDetailsSkeleton() {
  return (
    <Skeleton label="Loading your account details…" className="mb-4">
      {[6, 4, 5, 5].map((fields, section) => (
        <div key={section} className={`card shadow-sm mb-4 larder-account-section-${section}`}>
          <div className="card-body p-4">
            <SkeletonLine width="30%" size="lg" />
            {Array.from({ length: fields }, (_, field) => (
              <div key={field} className="mb-3">
                <SkeletonLine width="25%" size="sm" />
                <SkeletonBlock control />
              </div>
            ))}
          </div>
        </div>
      ))}
    </Skeleton>
  );
}

function AccountDetailsContent() {
  const membershipNumber = useMemberInView();
  const { details, companyTypes, startupState } = useMemberSession();
  const { data: accountDetails } = useSuspenseQuery(getAccountDetailsQueryOptions(useApiClient(), membershipNumber));
  // The company fields start from the start-up data: the form waits for it, to start from the truth.
  if (startupState === 'loading') return <AccountDetailsSkeleton />;
  return (
    <AccountDetailsForm
      key={membershipNumber}
      membershipNumber={membershipNumber}
      details={accountDetails}
      membershipInfo={details}
      companyTypes={companyTypes ?? []}
    />
  );
}

/**
 * /myaccount/details (needs a member in view): the business's details and contacts (the company fields with
 * the company-details prompt's rules and call), and the signed-in person's password.
 */
export function AccountDetailsPage() {
  const { isImpersonating } = useActingMember();
  return (
    <div className="row">
      <div className="col-xl-10 col-xxl-8">
        <p className="mb-4">
          Keep these up to date: we use them for your membership record, your invoices and to get in touch with you.
        </p>
        <Suspense fallback={<AccountDetailsSkeleton />}>
          <AccountDetailsContent />
        </Suspense>
        <ChangePasswordCard isActingForMember={isImpersonating} />
      </div>
    </div>
  );
}
