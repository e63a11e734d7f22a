import type { MemberScheme, SchemeStatus } from './memberScheme';
import { PROGRAMMES, type ProgrammeDefinition } from './programmes';

/**
 * The one thing a member does next on a programme: sign up; look at the application waiting for approval;
 * correct and re-apply after a rejection; make a claim (Calor); or see the cashback (supplier-reported).
 */
export type NextStep = 'sign-up' | 'see-application' | 're-apply' | 'make-claim' | 'see-cashback';

export function nextStepFor(status: SchemeStatus, programme: Pick<ProgrammeDefinition, 'earnsBy'>): NextStep {
  switch (status) {
    case 'NotSignedUp':
      return 'sign-up';
    case 'Pending':
      return 'see-application';
    case 'Rejected':
      return 're-apply';
    case 'SignedUp':
      return programme.earnsBy === 'claims' ? 'make-claim' : 'see-cashback';
  }
}

/** What the button says. */
export const NEXT_STEP_LABELS: Record<NextStep, string> = {
  'sign-up': 'Sign up',
  'see-application': 'See your application',
  're-apply': 'Correct and re-apply',
  'make-claim': 'Make a claim',
  'see-cashback': 'See your cashback',
};

/**
 * The dashboard's single suggestion across programmes: fix a rejected application first, then make a
 * Calor claim, then join a programme not yet joined; none when there is nothing to do.
 */
export function mostUrgentProgramme<T extends Pick<MemberScheme, 'status' | 'schemeType'>>(schemes: readonly T[]): T | undefined {
  const order: NextStep[] = ['re-apply', 'make-claim', 'sign-up'];
  const stepOf = (scheme: T) => nextStepFor(scheme.status, PROGRAMMES[scheme.schemeType]);
  for (const step of order) {
    const scheme = schemes.find((candidate) => stepOf(candidate) === step);
    if (scheme) return scheme;
  }
  return undefined;
}
