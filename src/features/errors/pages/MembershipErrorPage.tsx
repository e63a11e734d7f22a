import { useUser } from '@/auth/AuthContext';
import { LapsedMembershipPage } from './LapsedMembershipPage';
import { MembershipAreaNotIncludedPage } from './MembershipAreaNotIncludedPage';
import { membershipErrorReason } from './membershipErrorReason';
import { SuspendedMembershipPage } from './SuspendedMembershipPage';

/** /errors/Membership (spec §8): what the account status, or the membership, doesn't allow. Needs MemberSessionProvider. */
export function MembershipErrorPage() {
  const { accountStatus } = useUser();
  switch (membershipErrorReason(accountStatus)) {
    case 'lapsed':
      return <LapsedMembershipPage status={accountStatus ?? ''} />;
    case 'suspended':
      return <SuspendedMembershipPage />;
    case 'area-not-included':
      return <MembershipAreaNotIncludedPage />;
  }
}
