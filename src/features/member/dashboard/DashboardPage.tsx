import { useUser } from '@/auth/AuthContext';
import { canActForMembers } from '@/domain/roles';
import { useMemberSession } from '@/session/MemberSessionContext';
import { ActForMemberCard } from './ActForMemberCard';
import { AreaCards } from './AreaCards';
import { DashboardGreeting } from './DashboardGreeting';
import { MembershipSummaryCard } from './MembershipSummaryCard';
import { NoMembershipNotice } from './NoMembershipNotice';

/**
 * /dashboard/home. A member (or staff acting for one) sees their membership at a glance; staff with no
 * member in view choose one to act for; anyone else is told plainly why there is nothing here.
 * The layout renders the page's h1 and breadcrumb, and the member prompts.
 */
export function DashboardPage() {
  const user = useUser();
  const { acting, details, companyTypes } = useMemberSession();

  let content;
  if (acting.membershipNumber) {
    content = (
      <>
        <MembershipSummaryCard
          title={acting.isImpersonating ? 'Membership summary' : 'Your membership'}
          membershipNumber={acting.membershipNumber}
          accountStatus={acting.isImpersonating ? undefined : (user.accountStatus ?? '')}
          details={details}
          companyTypes={companyTypes}
        />
        <AreaCards />
      </>
    );
  } else if (canActForMembers(user.roles)) {
    content = <ActForMemberCard />;
  } else {
    content = <NoMembershipNotice />;
  }

  return (
    <div className="row">
      <div className="col-lg-10 col-xl-8 d-flex flex-column gap-4">
        <DashboardGreeting
          name={user.name}
          membershipNumber={acting.membershipNumber}
          isActingForMember={acting.isImpersonating}
        />
        {content}
      </div>
    </div>
  );
}
