// TEST DOUBLE, never shipped: the API's rules for members' compliance documents: which document types it
// accepts, what a new document starts with, and the compliance summary the dashboard card shows. The portal
// shows their results; it does not work them out.
import { compareAsc, parseISO } from 'date-fns';
import type { ComplianceDocumentSummary } from '../../../../src/domain/documents/complianceDocument';
import type { ComplianceSummary, DocumentDue, UnitWithoutRiskAssessment } from '../../../../src/domain/documents/complianceSummary';
import type { DocumentAnswers, DocumentDefinition } from '../../../../src/domain/documents/definition';
import { BUSINESS_NAME_QUESTION, sectionProblems } from '../../../../src/domain/documents/documentAnswers';
import { documentStatus, recordInForce } from '../../../../src/domain/documents/documentStatus';
import { DOCUMENT_TYPES, type DocumentType } from '../../../../src/domain/documents/documentTypes';
import { riskAssessmentMatrix } from '../../../../src/domain/documents/riskAssessmentMatrix';
import type { TradingUnit } from '../../../../src/domain/units/tradingUnit';

export function isDocumentType(value: unknown): value is DocumentType {
  return DOCUMENT_TYPES.some((type) => type === value);
}

export interface StartingContext {
  businessName: string;
  /** The association's published default answers (food safety), by section. */
  defaults?: DocumentAnswers;
}

/**
 * What a new document's answers start with: only what the member's own records already say (the business
 * name). Template text is offered beside the questions (suggestedAnswers), never put in the answers for them.
 */
export function startingAnswers(definition: DocumentDefinition, { businessName }: Pick<StartingContext, 'businessName'>): DocumentAnswers {
  const answers: DocumentAnswers = {};
  for (const section of definition.sections)
    if (section.questions.some((question) => question.id === BUSINESS_NAME_QUESTION)) answers[section.id] = { [BUSINESS_NAME_QUESTION]: businessName };
  return answers;
}

/**
 * The template text a new document offers (the draft's `suggestions`): the definition's own starting answers,
 * then the association's defaults for the sections that take them. The member takes each or writes their own.
 */
export function suggestedAnswers(definition: DocumentDefinition, { defaults }: Pick<StartingContext, 'defaults'>): DocumentAnswers {
  const suggestions: DocumentAnswers = structuredClone(definition.startingAnswers);
  for (const section of definition.sections) {
    const fromDefaults = section.fromDefaults ? defaults?.[section.id] : undefined;
    if (fromDefaults) suggestions[section.id] = { ...suggestions[section.id], ...structuredClone(fromDefaults) };
  }
  return suggestions;
}

/** The section ids a save may confirm: the definition's, in its order; unknown ids dropped. */
export function confirmedSectionsOf(definition: DocumentDefinition, ids: readonly unknown[]): string[] {
  return definition.sections.filter((section) => ids.includes(section.id)).map((section) => section.id);
}

/** The sections of a draft the member has not confirmed yet: it cannot be signed until there are none. */
export function unconfirmedSections(definition: DocumentDefinition, confirmed: readonly string[]) {
  return definition.sections.filter((section) => !confirmed.includes(section.id));
}

/** Documents overdue or due for review (overdue first, then by date), and open units lacking a risk assessment in force. */
export function complianceSummary(units: readonly TradingUnit[], documents: readonly ComplianceDocumentSummary[], today: Date): ComplianceSummary {
  const openUnits = units.filter((unit) => unit.status === 'Open');
  const unitName = (unitId: string | null) => (unitId === null ? null : (openUnits.find((unit) => unit.id === unitId)?.name ?? undefined));

  const documentsDue = documents
    .flatMap((document): DocumentDue[] => {
      const status = documentStatus(document, today);
      const name = unitName(document.unitId);
      // A closed unit's documents are kept, but nothing is due for a unit that no longer trades.
      if ((status !== 'Overdue' && status !== 'Review due') || name === undefined) return [];
      return [{ documentId: document.id, type: document.type, unitId: document.unitId, unitName: name, status, reviewDate: recordInForce(document)!.reviewDate }];
    })
    .sort((a, b) => Number(a.status !== 'Overdue') - Number(b.status !== 'Overdue') || compareAsc(parseISO(a.reviewDate), parseISO(b.reviewDate)));

  const unitsWithoutRiskAssessment = riskAssessmentMatrix(openUnits, documents, today).flatMap((row): UnitWithoutRiskAssessment[] => {
    if (row.unitId === null) return [];
    const missing = row.cells.filter((cell) => cell.status !== 'Current' && cell.status !== 'Review due').map((cell) => cell.type);
    return missing.length ? [{ unitId: row.unitId, unitName: row.name, missing }] : [];
  });

  // A closed unit's documents count: the step of making one was done.
  const documentTypesMade = DOCUMENT_TYPES.filter((type) => documents.some((document) => document.type === type && (document.latestVersion || document.upload)));

  return { documentsDue, unitsWithoutRiskAssessment, openUnitCount: openUnits.length, documentTypesMade };
}

export interface IncompleteSection {
  sectionId: string;
  title: string;
  problems: string[];
}

/** Every section that still needs answers before the document can be signed (signing refuses with `document-incomplete`). */
export function incompleteSections(definition: DocumentDefinition, answers: DocumentAnswers): IncompleteSection[] {
  return definition.sections
    .map((section) => ({ sectionId: section.id, title: section.title, problems: sectionProblems(section, answers[section.id]) }))
    .filter((section) => section.problems.length > 0);
}
