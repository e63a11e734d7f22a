import { addDays, formatISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { ComplianceDocumentSummary } from '../../../../src/domain/documents/complianceDocument';
import { businessNameIn } from '../../../../src/domain/documents/documentAnswers';
import { DOCUMENT_DEFINITIONS } from '../../../../src/domain/documents/documentDefinitions';
import { DOCUMENT_TYPES, type DocumentType } from '../../../../src/domain/documents/documentTypes';
import { formatApiDate } from '../../../../src/domain/format/date';
import type { TradingUnit } from '../../../../src/domain/units/tradingUnit';
import { complianceSummary, confirmedSectionsOf, isDocumentType, startingAnswers, suggestedAnswers, unconfirmedSections } from './documents';

const TODAY = new Date(2025, 5, 15);
const day = (offset: number) => formatApiDate(addDays(TODAY, offset));
const unit = (id: string, name: string, status: TradingUnit['status'] = 'Open'): TradingUnit => ({
  id,
  name,
  addressLine1: '1 High Street',
  town: 'York',
  postcode: 'YO1 1AA',
  status,
  isFranchiseUnit: false,
});
const CAFE = unit('u-cafe', 'Café');
const VAN = unit('u-van', 'Van');
const OLD = unit('u-old', 'Old kiosk', 'Closed');

let next = 0;
function signedDocument(type: DocumentType, unitId: string | null, reviewInDays: number): ComplianceDocumentSummary {
  next += 1;
  return {
    id: `doc-${next}`,
    type,
    unitId,
    draftSavedOn: null,
    upload: null,
    latestVersion: {
      version: 1,
      signature: { name: 'A', role: 'Owner', signedOn: day(-100) },
      reviewDate: day(reviewInDays),
      completedAt: formatISO(addDays(TODAY, -100)),
      definitionRevision: 1,
      defaultsVersion: null,
    },
  };
}
describe('the compliance summary (dashboard card)', () => {
  it('lists documents overdue then due by date, and open units lacking a risk assessment in force; never a closed unit', () => {
    const summary = complianceSummary(
      [CAFE, VAN, OLD],
      [
        signedDocument('coshh', null, 20),
        signedDocument('healthAndSafetyPolicy', null, -30),
        signedDocument('fireSafetyRiskAssessment', 'u-cafe', 5),
        signedDocument('foodSafetyRiskAssessment', 'u-cafe', 300),
        signedDocument('healthAndSafetyRiskAssessment', 'u-cafe', 300),
        signedDocument('foodSafetyRiskAssessment', 'u-old', -50),
      ],
      TODAY,
    );
    expect(summary.documentsDue.map((due) => [due.type, due.unitName, due.status])).toEqual([
      ['healthAndSafetyPolicy', null, 'Overdue'],
      ['fireSafetyRiskAssessment', 'Café', 'Review due'],
      ['coshh', null, 'Review due'],
    ]);
    expect(summary.unitsWithoutRiskAssessment).toEqual([
      { unitId: 'u-van', unitName: 'Van', missing: ['foodSafetyRiskAssessment', 'healthAndSafetyRiskAssessment', 'fireSafetyRiskAssessment'] },
    ]);
    expect(summary.openUnitCount).toBe(2);
    // Made at least once, in force or not, a closed unit's included.
    expect(summary.documentTypesMade).toEqual(['healthAndSafetyPolicy', 'coshh', 'foodSafetyRiskAssessment', 'healthAndSafetyRiskAssessment', 'fireSafetyRiskAssessment']);
  });

  it('names no type made while documents are only drafts', () => {
    const draft = { ...signedDocument('coshh', null, 20), latestVersion: null, draftSavedOn: '2026-01-01T10:00:00Z' };
    expect(complianceSummary([CAFE], [draft], TODAY).documentTypesMade).toEqual([]);
  });
});

describe('what a new document starts with', () => {
  const foodSafety = DOCUMENT_DEFINITIONS.foodSafetyRiskAssessment;
  it('answers only the business name: the association defaults are offered, not put in the answers', () => {
    const context = {
      businessName: 'Larder Kitchens Ltd',
      defaults: { chilling: { chilledLimit: 5 }, business: { foodDescription: 'never offered: not a default section' } },
    };
    const answers = startingAnswers(foodSafety, context);
    expect(answers).toEqual({ business: { businessName: 'Larder Kitchens Ltd' } });
    expect(businessNameIn(foodSafety, answers)).toBe('Larder Kitchens Ltd');
    const suggestions = suggestedAnswers(foodSafety, context);
    expect(suggestions.chilling!.chilledLimit).toBe(5);
    expect(suggestions.business).toBeUndefined();
  });

  it('offers a health and safety risk assessment the usual kitchen hazards, without answering them', () => {
    const definition = DOCUMENT_DEFINITIONS.healthAndSafetyRiskAssessment;
    expect(startingAnswers(definition, { businessName: 'X' }).hazards).toBeUndefined();
    expect((suggestedAnswers(definition, {}).hazards!.hazards as { hazard: string }[]).map((row) => row.hazard)).toEqual([
      'Slips and trips',
      'Manual handling',
      'Hot surfaces and hot oil',
      'Knives',
      'Harmful substances',
      'Dermatitis',
      'Gas',
      'Electricity',
    ]);
  });

  it.each(DOCUMENT_TYPES)('starts a new %s with nothing answered but the business name', (type) => {
    const answers = startingAnswers(DOCUMENT_DEFINITIONS[type], { businessName: 'X' });
    expect(Object.values(answers).flatMap((section) => Object.keys(section))).toEqual(['businessName']);
  });
});

describe('which parts the member has confirmed', () => {
  const fire = DOCUMENT_DEFINITIONS.fireSafetyRiskAssessment;
  it.each([
    ['none yet', [], []],
    ['in the definition\'s order, whatever the order sent', ['hazards', 'premises'], ['premises', 'hazards']],
    ['unknown ids dropped', ['premises', 'kitchen', 7, null], ['premises']],
  ])('keeps %s', (_, sent, kept) => {
    expect(confirmedSectionsOf(fire, sent)).toEqual(kept);
  });

  it.each([
    ['nothing confirmed', [], fire.sections.map((section) => section.id)],
    ['the first two confirmed', ['premises', 'hazards'], fire.sections.slice(2).map((section) => section.id)],
    ['every part confirmed', fire.sections.map((section) => section.id), []],
  ])('lists the parts still to confirm before signing: %s', (_, confirmed, still) => {
    expect(unconfirmedSections(fire, confirmed).map((section) => section.id)).toEqual(still);
  });
});

describe('every document definition', () => {
  describe.each(Object.values(DOCUMENT_DEFINITIONS).map((definition) => [definition.type, definition] as const))('%s', (_type, definition) => {
    it('starts with answers only to questions it asks, and asks for the business name first', () => {
      const answers = startingAnswers(definition, { businessName: 'Larder Kitchens Ltd' });
      for (const [sectionId, sectionAnswers] of Object.entries(answers)) {
        const section = definition.sections.find((candidate) => candidate.id === sectionId);
        expect(section, sectionId).toBeDefined();
        for (const questionId of Object.keys(sectionAnswers)) expect(section!.questions.some((question) => question.id === questionId), `${sectionId}.${questionId}`).toBe(true);
      }
      expect(definition.sections[0]!.questions[0]!.id).toBe('businessName');
      expect(answers[definition.sections[0]!.id]!.businessName).toBe('Larder Kitchens Ltd');
    });
  });
});

describe('document types the API accepts', () => {
  it('knows every document type and nothing else', () => {
    for (const type of DOCUMENT_TYPES) expect(isDocumentType(type)).toBe(true);
    for (const value of ['', 'coshhh', null, 3]) expect(isDocumentType(value)).toBe(false);
  });
});
