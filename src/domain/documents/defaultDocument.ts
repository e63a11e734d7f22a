import { object, string, type ObjectSchema } from 'yup';
import type { DocumentAnswers, DocumentDefinition } from './definition';
import { defaultSections, sectionsSchema, toSectionAnswers, toSectionFormValues, type SectionFormValues } from './documentAnswers';
import { REQUEST_LIMITS } from '../contractLimits';
import { limitedText } from '../text/textField';

/** One published version of the association's default food-safety document (its starting answers). */
export interface DefaultDocumentVersion {
  version: number;
  /** Only the definition's fromDefaults sections. */
  answers: DocumentAnswers;
  /** ISO date-time. */
  publishedOn: string;
  publishedBy: string;
  /** What changed, in the publisher's words. */
  note: string;
}

export type DefaultDocumentVersionInfo = Omit<DefaultDocumentVersion, 'answers'>;

/** GET /default-documents/food-safety: the version new documents start from, and every version, newest first. */
export interface DefaultDocument {
  current: DefaultDocumentVersion;
  versions: DefaultDocumentVersionInfo[];
}

export interface PublishDefaultRequest {
  answers: DocumentAnswers;
  note: string;
}

export const PUBLISH_NOTE_MESSAGE = 'Describe what has changed in this version';

/** The default document editor: every fromDefaults section's answers, and what changed in this version. */
export interface DefaultDocumentFormValues {
  sections: Record<string, SectionFormValues>;
  note: string;
}

/** The editor's schema: each section's own rules, and a note saying what changed. */
export function defaultDocumentSchema(definition: DocumentDefinition): ObjectSchema<DefaultDocumentFormValues> {
  return object({
    sections: sectionsSchema(defaultSections(definition)),
    note: limitedText(string().defined().trim().required(PUBLISH_NOTE_MESSAGE), 'What has changed in this version', REQUEST_LIMITS.PublishDefaultDocumentRequest.note),
  }) as unknown as ObjectSchema<DefaultDocumentFormValues>;
}

/** A version's answers, ready to edit as the next version. */
export function defaultDocumentFormValues(definition: DocumentDefinition, answers: DocumentAnswers): DefaultDocumentFormValues {
  return {
    sections: Object.fromEntries(defaultSections(definition).map((section) => [section.id, toSectionFormValues(section, answers[section.id])])),
    note: '',
  };
}

export function toPublishRequest(definition: DocumentDefinition, values: DefaultDocumentFormValues): PublishDefaultRequest {
  return {
    answers: Object.fromEntries(defaultSections(definition).map((section) => [section.id, toSectionAnswers(section, values.sections[section.id] ?? {})])),
    note: values.note.trim(),
  };
}
