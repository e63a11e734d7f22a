import { describe, expect, it } from 'vitest';
import type { DocumentAnswers } from '@/domain/documents/definition';
import { DOCUMENT_DEFINITIONS } from '@/domain/documents/documentDefinitions';
import { sampleAnswers } from '../../mocks/api/seed/sampleDocumentAnswers';
import { samplePeopleOf } from '../../mocks/api/seed/documents';
import { isPartDone, NOT_CONFIRMED_YET, partsToConfirm, suggestionText, withPartConfirmed } from '@/domain/documents/partsConfirmed';

const policy = DOCUMENT_DEFINITIONS.healthAndSafetyPolicy;
const hazardsDefinition = DOCUMENT_DEFINITIONS.healthAndSafetyRiskAssessment;
const [business, statement] = policy.sections;
const STATEMENT = { statement: 'We keep everyone safe.' };

describe('a part of a document is done', () => {
  it.each([
    ['answered and confirmed', { statement: STATEMENT }, ['statement'], true],
    ['answered (with template text taken) but not confirmed', { statement: STATEMENT }, [], false],
    ['confirmed but its answer emptied since', { statement: { statement: '' } }, ['statement'], false],
    ['neither', {}, [], false],
  ] as const)('only when %s: %s', (_, answers, confirmed, done) => {
    expect(isPartDone(statement!, answers as DocumentAnswers, confirmed)).toBe(done);
  });
});

describe('the parts that stop "Complete and sign"', () => {
  const complete = Object.fromEntries(policy.sections.map((section) => [section.id, {}]));
  it('lists every part of a new document, in order', () => {
    expect(partsToConfirm(policy, {}, []).map((part) => part.title)).toEqual(policy.sections.map((section) => section.title));
  });

  it('says why each is not done: its first unanswered question, or that it is not confirmed yet', () => {
    const parts = partsToConfirm(policy, { ...complete, statement: STATEMENT }, []);
    expect(parts.find((part) => part.sectionId === 'statement')!.reason).toBe(NOT_CONFIRMED_YET);
    expect(parts.find((part) => part.sectionId === business!.id)!.reason).not.toBe(NOT_CONFIRMED_YET);
  });

  it('lists none once every part is answered and confirmed, and each unconfirmed part otherwise', () => {
    const answers = sampleAnswers('healthAndSafetyPolicy', 'Larder Kitchens Ltd', samplePeopleOf('member-active'));
    const allConfirmed = policy.sections.map((section) => section.id);
    expect(partsToConfirm(policy, answers, allConfirmed)).toEqual([]);
    expect(partsToConfirm(policy, answers, allConfirmed.slice(1))).toEqual([{ sectionId: business!.id, title: business!.title, reason: NOT_CONFIRMED_YET }]);
  });
});

describe('confirming a part', () => {
  const ids = hazardsDefinition.sections.map((section) => section.id);
  it.each([
    ['confirms one, keeping the definition order', [ids[2]!], ids[0]!, true, [ids[0], ids[2]]],
    ['unconfirms one whose answers changed', [ids[0]!, ids[1]!], ids[0]!, false, [ids[1]]],
    ['keeps one confirmed twice once', [ids[1]!], ids[1]!, true, [ids[1]]],
  ])('%s', (_, confirmed, sectionId, isConfirmed, expected) => {
    expect(withPartConfirmed(hazardsDefinition, confirmed, sectionId, isConfirmed)).toEqual(expected);
  });
});

describe('the suggested text offered beside a question', () => {
  const statementQuestion = statement!.questions[0]!;
  const hazards = hazardsDefinition.sections.flatMap((section) => section.questions).find((question) => question.type === 'rows')!;
  it.each([
    ['a text', statementQuestion, 'We keep everyone safe.', 'We keep everyone safe.'],
    ['nothing', statementQuestion, undefined, undefined],
    ['an empty text', statementQuestion, '', undefined],
    ['rows, by their names', hazards, [{ hazard: 'Knives' }, { hazard: 'Gas' }], '2 hazards: Knives, Gas'],
    ['one row', hazards, [{ hazard: 'Knives' }], '1 hazard: Knives'],
    ['no rows', hazards, [], undefined],
  ])('%s', (_, question, suggestion, text) => {
    expect(suggestionText(question, suggestion)).toBe(text);
  });
});
