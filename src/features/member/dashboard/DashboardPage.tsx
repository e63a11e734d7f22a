import { lazy, Suspense } from 'react';
import { useUser } from '@/auth/AuthContext';
import { useToday } from '@/components/dates/useToday';
import { CardSkeleton } from '@/components/states/Skeleton';
import { canActForMembers } from '@/domain/roles';
import { useMemberSession } from '@/session/MemberSessionContext';
import { PartBoundary } from '@/session/PartBoundary';
import { AreaCardPlaceholders, AreaCards } from './AreaCards';
import { AwaitDashboardLayout } from './AwaitDashboardLayout';
import { DashboardGreeting } from './DashboardGreeting';
import { GetStartedChecklist } from './GetStartedChecklist';
import { hasFirstStepAreas } from './getStartedSteps';
import { MembershipCard } from './MembershipCard';
import { MembershipStandingNotice } from './MembershipStandingNotice';
import { NoMembershipNotice } from './NoMembershipNotice';
import { OverduePaymentsAlert } from './OverduePaymentsAlert';
import { PaymentPlanBanner } from './PaymentPlanBanner';
import { QuietPart } from './QuietPart';
import { StartDashboardData } from './StartDashboardData';
import './dashboard.css';

// Staff who act for members find one with a form: its code (and the form libraries) load only for them.
const ActForMemberCard = lazy(() => import('./ActForMemberCard').then((m) => ({ default: m.ActForMemberCard })));

const membershipPlaceholder = <CardSkeleton label="Loading your membership…" minHeight="var(--larder-membership-card-height)" lines={7} />;

/**
 * /dashboard/home. A member (or staff acting for one) sees their membership at a glance, the §9
 * payment-plan banner when it applies, and a card for each area they may use; staff with no member in view
 * choose one to act for; anyone else is told plainly why there is nothing here. Everything the dashboard
 * loads starts in one round after the start-up data (DESIGN.md §7: two rounds at most), from the route's
 * loader (dashboardPageData) or StartDashboardData: the account summary (shared by the card, the banner and
 * the notices), the payments (for the overdue alert) and each area card's own call. The page shows its
 * placeholder until the calls that decide its layout have answered, so nothing already drawn is pushed down
 * (AwaitDashboardLayout); each part then fails, and loads again after Try again, on its own (PartBoundary).
 * The layout renders the page's h1 and breadcrumb, and the member prompts.
 */
export function DashboardPage() {
  const user = useUser();
  const { acting, permissions } = useMemberSession();
  const today = useToday();

  let content;
  if (acting.membershipNumber) {
    const withFirstSteps = hasFirstStepAreas(permissions);
    content = (
      <>
        <StartDashboardData membershipNumber={acting.membershipNumber} />
        {/* The whole dashboard in its placeholder until its layout is known (AwaitDashboardLayout); afresh for another member. */}
        <Suspense
          key={acting.membershipNumber}
          fallback={
            <>
              {membershipPlaceholder}
              <AreaCardPlaceholders membershipNumber={acting.membershipNumber} />
            </>
          }
        >
          <AwaitDashboardLayout membershipNumber={acting.membershipNumber} withFirstSteps={withFirstSteps} />
          <PartBoundary fallback={membershipPlaceholder} failedTitle="We couldn't load the membership">
            <MembershipStandingNotice membershipNumber={acting.membershipNumber} />
            <OverduePaymentsAlert membershipNumber={acting.membershipNumber} />
            <PaymentPlanBanner membershipNumber={acting.membershipNumber} today={today} />
            <MembershipCard
              title={acting.isImpersonating ? 'Membership summary' : 'Your membership'}
              membershipNumber={acting.membershipNumber}
            />
          </PartBoundary>
          {withFirstSteps && (
            // No placeholder of its own: most members have done these steps, and an empty card would flash for them.
            <QuietPart>
              <GetStartedChecklist membershipNumber={acting.membershipNumber} />
            </QuietPart>
          )}
          <AreaCards membershipNumber={acting.membershipNumber} />
        </Suspense>
      </>
    );
  } else if (canActForMembers(user.roles)) {
    content = (
      <Suspense fallback={<CardSkeleton label="Loading the member search" minHeight="12rem" />}>
        <ActForMemberCard />
      </Suspense>
    );
  } else {
    content = <NoMembershipNotice />;
  }

  return (
    <div className="row larder-dashboard">
      <div className="col-xl-10 col-xxl-9 d-flex flex-column gap-4">
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
