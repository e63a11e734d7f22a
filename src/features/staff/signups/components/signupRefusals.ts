import { inTheirWords, type RefusalMessages } from '@/domain/refusal';

/** Why a sign-up decision was refused (api/areas/programme-staff.yaml): the server names who decided it first, and when. */
export const SIGNUP_DECISION_REFUSALS: RefusalMessages = {
  'already-decided': inTheirWords,
};
