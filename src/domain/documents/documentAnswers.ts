import { isValid, parseISO } from 'date-fns';
import { array, date, mixed, number, object, string, ValidationError, type AnyObject, type ISchema, type ObjectSchema } from 'yup';
import { formatApiDate } from '../format/date';
import type {
  ColumnQuestion,
  DocumentAnswers,
  DocumentDefinition,
  DocumentSection,
  Question,
  SectionAnswers,
  StoredAnswer,
  StoredCell,
  StoredRow,
} from './definition';
import { REQUEST_LIMITS } from '../contractLimits';
import { limitedText } from '../text/textField';

/** A question's value in the form: NaN for an empty number (NumberField), a Date or null for a date. */
export type FormCell = string | number | Date | null | string[];
export type FormRow = Record<string, FormCell>;
export type FormAnswer = FormCell | FormRow[];
export type SectionFormValues = Record<string, FormAnswer>;

const YES_NO = ['yes', 'no'] as const;

const requiredMessage = (question: Question) => question.rule.required;

/**
 * A message naming the row it is about ("Enter the hazard (hazard 3)"), so the error summary's links can
 * be told apart; yup gives the failing value's path (hazards[2].hazard).
 */
type Message = string | ((params: { path: string }) => string);
function inRow(message: string | undefined, itemName: string | undefined): Message | undefined {
  if (!message || !itemName) return message;
  return ({ path }) => {
    const index = /\[(\d+)\]/.exec(path)?.[1];
    return index === undefined ? message : `${message} (${itemName.toLowerCase()} ${Number(index) + 1})`;
  };
}

/** The schema of one answer when it must be given (`message`) or may be left empty (undefined). */
function answerSchema(question: Question, message: Message | undefined): ISchema<unknown, AnyObject> {
  switch (question.type) {
    case 'text':
    case 'longText': {
      // The contract's cap on any answer, or the question's own tighter one.
      const maxLength = Math.min(question.type === 'text' ? (question.maxLength ?? Infinity) : Infinity, REQUEST_LIMITS.DocumentAnswerCell.$.maxLength);
      const schema = limitedText(string().defined(), question.label, { maxLength, text: question.type === 'text' ? 'line' : 'lines' });
      return message ? schema.trim().required(message) : schema;
    }
    case 'yesNo':
      return message ? mixed().defined().oneOf([...YES_NO], message) : mixed().defined().oneOf([...YES_NO, ''], message);
    case 'choice':
      return message
        ? string().defined().required(message).oneOf([...question.options], message)
        : string().defined().oneOf(['', ...question.options], `Select one of the answers for "${question.label}"`);
    case 'multiChoice': {
      const schema = array(string().defined().oneOf([...question.options])).defined();
      return message ? schema.min(1, message) : schema;
    }
    case 'number': {
      const typeMessage = message ?? `${question.label}: enter a number`;
      let schema = message
        ? number().typeError(typeMessage).required(message)
        : number()
            .transform((value: number) => (Number.isNaN(value) ? undefined : value))
            .typeError(typeMessage)
            .optional();
      if (question.integer) schema = schema.integer(`${question.label}: enter a whole number`);
      if (question.min) schema = schema.min(question.min.value, question.min.message);
      if (question.max) schema = schema.max(question.max.value, question.max.message);
      return schema;
    }
    case 'date':
      return message ? date().typeError(message).nullable().required(message) : date().typeError(`${question.label}: enter a date as DD/MM/YYYY`).nullable();
    case 'rows': {
      const most = REQUEST_LIMITS.DocumentRows.$.maxItems;
      const schema = array(object(shapeOf(question.columns, question.itemName)))
        .defined()
        .max(most, `${question.label}: ${most} ${question.itemName.toLowerCase()} rows at most`);
      return message ? schema.min(1, message) : schema;
    }
  }
}

/** One question's rule, including "asked only when …" (yup's own `when`: required then, anything otherwise). */
function questionSchema(question: Question, itemName?: string): ISchema<unknown, AnyObject> {
  const message = inRow(requiredMessage(question), itemName);
  const condition = question.showWhen;
  if (!condition || !message) return answerSchema(question, message);
  return mixed().when(condition.questionId, {
    is: condition.equals,
    then: () => answerSchema(question, message),
    otherwise: () => answerSchema(question, undefined),
  });
}

function shapeOf(questions: readonly Question[], itemName?: string) {
  return Object.fromEntries(questions.map((question) => [question.id, questionSchema(question, itemName)]));
}

/** The yup schema of one section (one step of the builder), built from its questions. */
export function sectionSchema(section: DocumentSection): ObjectSchema<SectionFormValues> {
  return object(shapeOf(section.questions)) as unknown as ObjectSchema<SectionFormValues>;
}

/** Several sections in one form (the default document editor). */
export function sectionsSchema(sections: readonly DocumentSection[]): ObjectSchema<Record<string, SectionFormValues>> {
  return object(Object.fromEntries(sections.map((section) => [section.id, sectionSchema(section)]))) as unknown as ObjectSchema<
    Record<string, SectionFormValues>
  >;
}

// ---------------------------------------------------------------------------------------------------
// Stored answers ⇄ form values

function emptyAnswer(question: Question): FormAnswer {
  switch (question.type) {
    case 'multiChoice':
    case 'rows':
      return [];
    case 'number':
      return Number.NaN;
    case 'date':
      return null;
    default:
      return '';
  }
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export function toFormAnswer(question: Question, stored: StoredAnswer | undefined): FormAnswer {
  if (stored === undefined || stored === null) return emptyAnswer(question);
  switch (question.type) {
    case 'number':
      return typeof stored === 'number' ? stored : Number.NaN;
    case 'date': {
      const parsed = typeof stored === 'string' ? parseISO(stored) : null;
      return parsed && isValid(parsed) ? parsed : null;
    }
    case 'multiChoice':
      return isStringArray(stored) ? stored.filter((option) => question.options.includes(option)) : [];
    case 'rows':
      return Array.isArray(stored)
        ? (stored as StoredRow[]).map((row) => rowToForm(question.columns, typeof row === 'object' && row !== null ? row : {}))
        : [];
    default:
      return typeof stored === 'string' ? stored : '';
  }
}

function rowToForm(columns: readonly ColumnQuestion[], row: StoredRow): FormRow {
  return Object.fromEntries(columns.map((column) => [column.id, toFormAnswer(column, row[column.id]) as FormCell]));
}

function toStoredAnswer(question: Question, value: FormAnswer | undefined): StoredAnswer {
  switch (question.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    case 'date':
      return value instanceof Date && isValid(value) ? formatApiDate(value) : null;
    case 'multiChoice':
      return isStringArray(value) ? value : [];
    case 'rows':
      return Array.isArray(value)
        ? (value as FormRow[]).map((row) => Object.fromEntries(question.columns.map((column) => [column.id, toStoredAnswer(column, row[column.id]) as StoredCell])))
        : [];
    default:
      return typeof value === 'string' ? value : '';
  }
}

/** A section's stored answers as its form's values; what the definition does not ask is left out. */
export function toSectionFormValues(section: DocumentSection, stored: SectionAnswers | undefined): SectionFormValues {
  return Object.fromEntries(section.questions.map((question) => [question.id, toFormAnswer(question, stored?.[question.id])]));
}

/** A section's form values as stored answers (what the draft saves, as typed, valid or not). */
export function toSectionAnswers(section: DocumentSection, values: Partial<SectionFormValues>): SectionAnswers {
  return Object.fromEntries(section.questions.map((question) => [question.id, toStoredAnswer(question, values[question.id])]));
}

/** A new row of a rows question: every cell empty. */
export function emptyRow(columns: readonly ColumnQuestion[]): FormRow {
  return Object.fromEntries(columns.map((column) => [column.id, emptyAnswer(column) as FormCell]));
}

// ---------------------------------------------------------------------------------------------------
// Completeness

/** The messages of a section's unanswered or invalid questions, in question order; none when complete. */
export function sectionProblems(section: DocumentSection, stored: SectionAnswers | undefined): string[] {
  try {
    sectionSchema(section).validateSync(toSectionFormValues(section, stored), { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}


// ---------------------------------------------------------------------------------------------------
// The business's name in a document

/** Where every definition asks for the business's name (its first section's first question). */
export const BUSINESS_NAME_QUESTION = 'businessName';

/** The business name a document was written for (shown on every printed page). */
export function businessNameIn(definition: DocumentDefinition, answers: DocumentAnswers): string {
  const section = definition.sections.find((candidate) => candidate.questions.some((question) => question.id === BUSINESS_NAME_QUESTION));
  const value = section ? answers[section.id]?.[BUSINESS_NAME_QUESTION] : undefined;
  return typeof value === 'string' ? value : '';
}

/** Only the sections the association's defaults cover (what the default document holds). */
export function defaultSections(definition: DocumentDefinition): DocumentSection[] {
  return definition.sections.filter((section) => section.fromDefaults);
}
