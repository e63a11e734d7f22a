import { mixed, object, string, type ObjectSchema } from 'yup';
import { CLAIM_DECISIONS, REVIEW_TEXT_MAX, type ClaimDecision, type ClaimDecisionRequest } from './claimReview';
import { REQUEST_LIMITS } from '../contractLimits';
import { limitedText } from '../text/textField';

/** The reviewer's form: a decision, and the words that go with it (the member sees a rejection's reason). */
export interface ClaimDecisionValues {
  decision: ClaimDecision | '';
  text: string;
}

export const CLAIM_DECISION_MESSAGES = {
  decisionRequired: 'Select a decision',
  reasonRequired: 'Enter the reason the member will see',
  noteRequired: 'Enter a note of what was said to the member',
  tooLong: `Enter ${REVIEW_TEXT_MAX} characters or fewer`,
} as const;

export const CLAIM_DECISION_LABELS: Record<ClaimDecision, string> = {
  Approve: 'Approve',
  Reject: 'Reject',
  MemberContacted: 'Member contacted',
};

export const claimDecisionSchema: ObjectSchema<ClaimDecisionValues> = object({
  decision: mixed<ClaimDecision | ''>()
    .oneOf([...CLAIM_DECISIONS], CLAIM_DECISION_MESSAGES.decisionRequired)
    .required(CLAIM_DECISION_MESSAGES.decisionRequired),
  text: limitedText(string().trim(), 'The reason or note', { text: REQUEST_LIMITS.ClaimDecisionRequest.reason.text })
    .max(REVIEW_TEXT_MAX, CLAIM_DECISION_MESSAGES.tooLong)
    .when('decision', {
      is: 'Reject',
      then: (schema) => schema.required(CLAIM_DECISION_MESSAGES.reasonRequired),
    })
    .when('decision', {
      is: 'MemberContacted',
      then: (schema) => schema.required(CLAIM_DECISION_MESSAGES.noteRequired),
    })
    .default(''),
});

export const emptyClaimDecision = (): ClaimDecisionValues => ({ decision: '', text: '' });

/** What the API is sent: the text as the reason (reject) or the note (contacted); approve sends neither. */
export function claimDecisionRequest(values: ClaimDecisionValues, version: number): ClaimDecisionRequest {
  const decision = values.decision as ClaimDecision;
  const text = values.text.trim();
  if (decision === 'Reject') return { decision, reason: text, version };
  if (decision === 'MemberContacted') return { decision, note: text, version };
  return { decision, version };
}
