import type { QuestionRule } from '../definition';

/** A required answer, with the message shown when it is missing. */
export const required = (message: string): QuestionRule => ({ required: message });

/** An answer that may be left empty. */
export const optional: QuestionRule = { optional: true };

/** Spec §5's wording for an unanswered yes/no question. */
export const ANSWER_THIS = required('Please answer this question');

/** The first question of every document: the business it is written for (prefilled, editable). */
export const businessNameQuestion = {
  id: 'businessName',
  type: 'text',
  label: 'Business name',
  hint: 'As it should appear on the document.',
  rule: required('Enter the name of your business'),
  maxLength: 120,
} as const;
