import { Link } from 'react-router';
import { useUser } from '@/auth/AuthContext';
import { LoadingState } from '@/components/states/LoadingState';
import { useMemberSession } from '@/session/MemberSessionContext';
import { buttonClass } from './buttonClass';
import { ContactUsLink } from './ContactUsLink';
import { ErrorPageLayout } from './ErrorPageLayout';
import { membershipRenewalOffer } from './membershipRenewalOffer';
import { pathTo } from '@/config/paths';

/** Archived, Cancelled or Expired (spec §8): renew online when offered, otherwise contact us. */
export function LapsedMembershipPage({ status }: { status: string }) {
  const user = useUser();
  const { details, startupState } = useMemberSession();
  const offer = membershipRenewalOffer(user, details);

  const frame = { title: `Membership ${status}.`, heading: `Oops! Your account is currently ${status}.` };
  if (startupState === 'loading')
    return (
      <ErrorPageLayout {...frame}>
        <LoadingState label="Checking your membership…" />
      </ErrorPageLayout>
    );
  if (!offer.offered)
    return (
      <ErrorPageLayout {...frame} actions={<ContactUsLink label="Contact Us" variant="primary" />}>
        <p className="mb-0">Click the link below to contact us and restart your membership</p>
      </ErrorPageLayout>
    );
  return (
    <ErrorPageLayout
      {...frame}
      actions={
        <Link to={pathTo('renew')} className={buttonClass('primary')}>
          Renew Membership
        </Link>
      }
    >
      <p className={offer.latestMembershipCurrent ? undefined : 'mb-0'}>
        You can renew your membership online now to use the members' portal again.
      </p>
      {offer.latestMembershipCurrent && (
        <p className="mb-0">
          If you have just renewed by phone, please wait a few minutes for your renewal to reach the portal, then log
          out and log in again.
        </p>
      )}
    </ErrorPageLayout>
  );
}
