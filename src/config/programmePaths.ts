import type { NextStep } from '@/domain/rewards/nextStep';
import type { SchemeType } from '@/domain/rewards/schemes';
import type { PathId } from './paths';

/** Each programme's member pages, by path id: where its links go. */
export const PROGRAMME_PATHS = {
  calor: { signup: 'calorSignup', deal: 'calorCashbackDeal', claim: 'calorClaimForm' },
  biopak: { signup: 'bioPakSignup', deal: 'bioPakCashbackDeal' },
  nisbets: { signup: 'nisbetsSignup', deal: 'nisbetsCashbackDeal' },
  booker: { signup: 'bookerSignup', deal: 'bookerCashbackDeal' },
} as const satisfies Record<SchemeType, { signup: PathId; deal: PathId; claim?: PathId }>;

/** The page a programme's next step opens. */
export function nextStepPath(schemeType: SchemeType, step: NextStep): PathId {
  const pages: { signup: PathId; deal: PathId; claim?: PathId } = PROGRAMME_PATHS[schemeType];
  if (step === 'make-claim') return pages.claim ?? pages.deal;
  return step === 'see-cashback' ? pages.deal : pages.signup;
}
