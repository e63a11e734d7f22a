import { answerText } from './answerText';
import type { DocumentAnswers, DocumentDefinition, DocumentSection, Question, StoredAnswer, StoredRow } from './definition';
import { sectionProblems } from './documentAnswers';

/**
 * A part of a document is done only once the member has seen and confirmed it (saved and continued from
 * it), and its answers are complete. Template text offered beside a question is never an answer until taken.
 */
export function isPartDone(section: DocumentSection, answers: DocumentAnswers, confirmed: readonly string[]): boolean {
  return confirmed.includes(section.id) && sectionProblems(section, answers[section.id]).length === 0;
}

export interface PartToConfirm {
  sectionId: string;
  title: string;
  /** Why it is not done: its first unanswered question, or that it has not been confirmed yet. */
  reason: string;
}

export const NOT_CONFIRMED_YET = 'Not checked and confirmed yet';

/** The parts that stop "Complete and sign", in the document's order: unanswered, or not confirmed by the member. */
export function partsToConfirm(definition: DocumentDefinition, answers: DocumentAnswers, confirmed: readonly string[]): PartToConfirm[] {
  return definition.sections.flatMap((section) => {
    const problems = sectionProblems(section, answers[section.id]);
    if (problems.length) return [{ sectionId: section.id, title: section.title, reason: problems[0]! }];
    return confirmed.includes(section.id) ? [] : [{ sectionId: section.id, title: section.title, reason: NOT_CONFIRMED_YET }];
  });
}

/** The confirmed parts after one is confirmed or its answers changed without confirming, in the definition's order. */
export function withPartConfirmed(definition: DocumentDefinition, confirmed: readonly string[], sectionId: string, isConfirmed: boolean): string[] {
  return definition.sections
    .map((section) => section.id)
    .filter((id) => (id === sectionId ? isConfirmed : confirmed.includes(id)));
}

const isEmpty = (answer: StoredAnswer | undefined) => answer === undefined || answer === null || answer === '' || (Array.isArray(answer) && answer.length === 0);

/** A suggestion offered beside its question, as the member reads it before taking it; undefined when there is none. */
export function suggestionText(question: Question, suggestion: StoredAnswer | undefined): string | undefined {
  if (isEmpty(suggestion)) return undefined;
  if (question.type !== 'rows') return answerText(question, suggestion);
  const rows = suggestion as StoredRow[];
  const titles = rows.map((row) => String(row[question.titleColumn] ?? '')).filter(Boolean);
  const count = `${rows.length} ${rows.length === 1 ? question.itemName.toLowerCase() : `${question.itemName.toLowerCase()}s`}`;
  return titles.length ? `${count}: ${titles.join(', ')}` : count;
}
