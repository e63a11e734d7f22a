import { formatDate } from '../format/date';
import type { ColumnQuestion, Question, SectionAnswers, StoredAnswer } from './definition';

export const NOT_ANSWERED = 'Not answered';

/** One answer as the read-only and printed document show it. */
export function answerText(question: ColumnQuestion, answer: StoredAnswer | undefined): string {
  if (answer === undefined || answer === null || answer === '') return NOT_ANSWERED;
  switch (question.type) {
    case 'yesNo':
      return answer === 'yes' ? 'Yes' : answer === 'no' ? 'No' : NOT_ANSWERED;
    case 'number':
      return typeof answer === 'number' ? `${answer.toLocaleString('en-GB')}${question.unit ? ` ${question.unit}` : ''}` : NOT_ANSWERED;
    case 'date':
      return typeof answer === 'string' ? formatDate(answer) || NOT_ANSWERED : NOT_ANSWERED;
    case 'multiChoice':
      return Array.isArray(answer) && answer.length ? (answer as string[]).join(', ') : 'None';
    default:
      return typeof answer === 'string' ? answer.trim() || NOT_ANSWERED : NOT_ANSWERED;
  }
}

/** Whether a question is asked, given its section's answers (a follow-up is asked only after its answer). */
export function isAsked(question: Question, answers: SectionAnswers | Record<string, unknown> | undefined): boolean {
  return !question.showWhen || answers?.[question.showWhen.questionId] === question.showWhen.equals;
}
