import { hasRole, memberRole } from '@/domain/roles';

export interface WelcomeRuleInput {
  roles: readonly string[];
  productKey: string;
  isImpersonating: boolean;
  onDashboard: boolean;
  /** This sign-in has already had its welcome (closed, or a link in it followed). */
  welcomeShown: boolean;
  /** The member chose 'Don't show again'. */
  dontShowAgain: boolean;
}

/**
 * Spec §2 "Welcome modal": only {product}Member users, the first time, and only on the dashboard it
 * welcomes them to. Staff acting for a member are not that member, so they are never greeted.
 */
export function shouldShowWelcome(input: WelcomeRuleInput): boolean {
  return (
    input.onDashboard &&
    !input.isImpersonating &&
    hasRole(input.roles, memberRole(input.productKey)) &&
    !input.welcomeShown &&
    !input.dontShowAgain
  );
}
