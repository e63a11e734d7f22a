import type { DocumentType } from './documentTypes';

/**
 * A document's typed definition: its sections (the builder's steps), their questions and what each
 * question accepts. The builder, the read-only and print views, the default document editor and the API's
 * checks all work from it, so a sixth document is a definition, not a screen.
 */

/** Every question says what it needs: a message to show when it is left empty, or that it may be left empty. */
export type QuestionRule = { required: string; optional?: never } | { optional: true; required?: never };

interface QuestionBase {
  /** Unique in its section (or its row). */
  id: string;
  label: string;
  hint?: string;
  rule: QuestionRule;
  /** Asked only when another question of the same section has this answer (e.g. a follow-up to "yes"). */
  showWhen?: { questionId: string; equals: string };
}

export interface TextQuestion extends QuestionBase {
  type: 'text';
  maxLength?: number;
}
export interface LongTextQuestion extends QuestionBase {
  type: 'longText';
}
export interface YesNoQuestion extends QuestionBase {
  type: 'yesNo';
}
/** One answer from a list (radios for a few, a dropdown for more). */
export interface ChoiceQuestion extends QuestionBase {
  type: 'choice';
  options: readonly string[];
}
/** Any number of answers from a list; "required" means at least one. */
export interface MultiChoiceQuestion extends QuestionBase {
  type: 'multiChoice';
  options: readonly string[];
}
export interface NumberLimit {
  value: number;
  message: string;
}
export interface NumberQuestion extends QuestionBase {
  type: 'number';
  /** Shown after the box, e.g. '°C'. */
  unit?: string;
  min?: NumberLimit;
  max?: NumberLimit;
  integer?: boolean;
}
export interface DateQuestion extends QuestionBase {
  type: 'date';
}

/** What a repeating row's cells may be. */
export type ColumnQuestion = TextQuestion | LongTextQuestion | YesNoQuestion | ChoiceQuestion | MultiChoiceQuestion | NumberQuestion | DateQuestion;

/** Repeating rows (COSHH substances, hazards, critical control points, the fire action plan). */
export interface RowsQuestion extends QuestionBase {
  type: 'rows';
  /** What one row is called: 'Substance' → 'Substance 1', 'Remove substance 1'. */
  itemName: string;
  addLabel: string;
  columns: readonly ColumnQuestion[];
  /** The column naming each row in headings and summaries. */
  titleColumn: string;
}

export type Question = ColumnQuestion | RowsQuestion;

export interface DocumentSection {
  id: string;
  title: string;
  /** Plain English: what this part is for. */
  intro?: string;
  questions: readonly Question[];
  /**
   * Its starting answers come from the association's default document (food safety only): published
   * by staff at /default-documents/food-safety.
   */
  fromDefaults?: boolean;
}

export interface SigningWords {
  /** The signer's role field. */
  roleLabel: string;
  roleHint?: string;
  /** A declaration the signer must tick, e.g. that they are the most senior person. */
  declaration?: { label: string; message: string };
  /** What signing means, shown above the fields. */
  intro: string;
}

/** One stored answer: what the API keeps (dates as yyyy-MM-dd, an empty number as null). */
export type StoredCell = string | number | null | string[];
export type StoredRow = Record<string, StoredCell>;
export type StoredAnswer = StoredCell | StoredRow[];
export type SectionAnswers = Record<string, StoredAnswer>;
/** A document's answers: by section id, then question id. */
export type DocumentAnswers = Record<string, SectionAnswers>;

export interface DocumentDefinition {
  type: DocumentType;
  /** Bumped when the questions change; each version records the one it was written with. */
  revision: number;
  sections: readonly DocumentSection[];
  signing: SigningWords;
  /** The starting answers of a new document (before the business's own and the association's defaults). */
  startingAnswers: DocumentAnswers;
}
