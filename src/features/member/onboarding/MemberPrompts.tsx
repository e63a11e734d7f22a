import { lazy, Suspense, useState } from 'react';
import { useUser } from '@/auth/AuthContext';
import { useConfig } from '@/config/ConfigContext';
import { isActiveMember } from '@/domain/activeMember';
import { isCompanyDetailsNeeded } from '@/domain/companyDetailsNeeded';
import { useAnalyticsConsent } from '@/session/AnalyticsConsentContext';
import { useMemberSession } from '@/session/MemberSessionContext';
import { useWelcomeFlags } from './useWelcomeFlags';
import { WelcomeModal } from './WelcomeModal';
import { shouldShowWelcome } from './welcomeRule';

// A form, with the form libraries: loaded only for a member asked for their company details.
const CompanyDetailsModal = lazy(() => import('./CompanyDetailsModal').then((m) => ({ default: m.CompanyDetailsModal })));

export interface MemberPromptsProps {
  /** The welcome greets members on the dashboard only. */
  onDashboard: boolean;
}

/** The one place that decides which member prompt shows (spec §2, §4), so that they never stack. */
export function MemberPrompts({ onDashboard }: MemberPromptsProps) {
  const user = useUser();
  const { productKey } = useConfig();
  const { acting, companyTypes, details, startupState } = useMemberSession();
  const welcome = useWelcomeFlags();
  // Close puts the prompt off for this page session only: it is in memory, so the next visit asks again.
  const [isCompanyDetailsDismissed, setCompanyDetailsDismissed] = useState(false);
  // From the moment the welcome shows until its closing fade has finished: the next prompt waits for it.
  const [isWelcomeOnScreen, setWelcomeOnScreen] = useState(false);
  // Once asked for in this page session, the company details prompt stays mounted (below).
  const [isCompanyDetailsAsked, setCompanyDetailsAsked] = useState(false);
  // The cookie question comes first: a modal over it would trap focus and leave it unanswerable. Once it is
  // answered the prompts follow at once (issue 37: waiting for the confirmation to be hidden too, a member
  // who never hid it saw no welcome until a page load). The confirmation asks nothing: it stays in the page
  // behind the prompt, and focus comes back to it when the prompt closes.
  const isCookieQuestionAsked = useAnalyticsConsent().banner === 'asking';
  if (startupState !== 'ready' || isCookieQuestionAsked) return null;

  const isWelcomeShowing = shouldShowWelcome({
    roles: user.roles,
    productKey,
    isImpersonating: acting.isImpersonating,
    onDashboard,
    ...welcome.flags,
  });
  // Adjusting state while rendering (React's pattern for state derived from a change), so no frame passes
  // between the welcome showing and the company details prompt knowing it must wait.
  if (isWelcomeShowing && !isWelcomeOnScreen) setWelcomeOnScreen(true);
  const needsCompanyDetails = isCompanyDetailsNeeded({
    isImpersonating: acting.isImpersonating,
    companyTypes,
    isActiveMember: isActiveMember(user, productKey),
    membershipInfo: details,
  });
  // The welcome comes first: the greeting orients a new member, then the one required task follows, once
  // the welcome has quite gone. Never both at once, not even while one fades out and the other fades in:
  // two dialogs would each trap keyboard focus, and the one behind could not be reached.
  const isCompanyDetailsShowing = !isWelcomeShowing && !isWelcomeOnScreen && needsCompanyDetails && !isCompanyDetailsDismissed;
  if (needsCompanyDetails && !isCompanyDetailsAsked) setCompanyDetailsAsked(true);

  return (
    <>
      <WelcomeModal
        isOpen={isWelcomeShowing}
        onClose={welcome.markWelcomeShown}
        onDontShowAgain={welcome.markDontShowAgain}
        onClosed={() => setWelcomeOnScreen(false)}
      />
      {/* Mounted from the moment it is needed, so that it can stay open for its pause after a save. Keyed
          by the member in view, so its values can never be saved for another member. */}
      {isCompanyDetailsAsked && acting.membershipNumber && companyTypes && details && (
        <Suspense fallback={null}>
          <CompanyDetailsModal
            key={acting.membershipNumber}
            isOpen={isCompanyDetailsShowing}
            membershipNumber={acting.membershipNumber}
            companyTypes={companyTypes}
            details={details}
            onClose={() => setCompanyDetailsDismissed(true)}
          />
        </Suspense>
      )}
    </>
  );
}
