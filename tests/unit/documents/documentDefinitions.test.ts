import { describe, expect, it } from 'vitest';
import type { ColumnQuestion, DocumentDefinition, Question, RowsQuestion } from '@/domain/documents/definition';
import { emptyRow, sectionProblems, toSectionAnswers, toSectionFormValues } from '@/domain/documents/documentAnswers';
import { DOCUMENT_DEFINITIONS } from '@/domain/documents/documentDefinitions';
import { DOCUMENT_TYPES } from '@/domain/documents/documentTypes';

const definitions = Object.values(DOCUMENT_DEFINITIONS);
const everyQuestion = (definition: DocumentDefinition) =>
  definition.sections.flatMap((section) =>
    section.questions.flatMap((question): { section: string; question: Question }[] => [
      { section: section.id, question },
      ...(question.type === 'rows' ? question.columns.map((column) => ({ section: `${section.id}.${question.id}`, question: column })) : []),
    ]),
  );

describe('the document definitions', () => {
  it('define each of the five company documents once, under its own type', () => {
    expect(Object.keys(DOCUMENT_DEFINITIONS).sort()).toEqual([...DOCUMENT_TYPES].sort());
    for (const [type, definition] of Object.entries(DOCUMENT_DEFINITIONS)) expect(definition.type).toBe(type);
  });

  describe.each(definitions.map((definition) => [definition.type, definition] as const))('%s', (_type, definition) => {
    it('is complete: every question (row columns included) has a label and a rule', () => {
      for (const { section, question } of everyQuestion(definition)) {
        expect(question.label.trim(), `${section}.${question.id}`).not.toBe('');
        const rule = question.rule;
        expect(Boolean(rule.optional) !== Boolean(rule.required), `${section}.${question.id} is either required (with a message) or optional`).toBe(true);
        if (rule.required !== undefined) expect(rule.required.trim(), `${section}.${question.id}`).not.toBe('');
      }
    });

    it('applies every rule: an empty required answer is refused with its own message, an empty optional one is accepted', () => {
      for (const section of definition.sections) {
        const problems = sectionProblems(section, {});
        for (const question of section.questions) {
          if (question.showWhen) continue; // asked only after another answer (below)
          if (question.rule.required) expect(problems, `${section.id}.${question.id}`).toContain(question.rule.required);
        }
        const requiredMessages = section.questions.filter((question) => question.rule.required && !question.showWhen).map((question) => question.rule.required);
        expect(problems.filter((problem) => !requiredMessages.includes(problem)), `${section.id}: only required questions complain`).toEqual([]);
      }
    });

    it('applies every row column rule, naming the row', () => {
      for (const section of definition.sections)
        for (const question of section.questions.filter((candidate): candidate is RowsQuestion => candidate.type === 'rows')) {
          const formValues = { ...toSectionFormValues(section, {}), [question.id]: [emptyRow(question.columns)] };
          const problems = sectionProblems(section, toSectionAnswers(section, formValues));
          for (const column of question.columns.filter((candidate: ColumnQuestion) => candidate.rule.required))
            expect(problems).toContain(`${column.rule.required} (${question.itemName.toLowerCase()} 1)`);
          expect(question.columns.some((column) => column.id === question.titleColumn), `${question.id}'s title column`).toBe(true);
        }
    });

    it('asks follow-up questions only after a question of its own section, and then requires them', () => {
      for (const section of definition.sections)
        for (const question of section.questions.filter((candidate) => candidate.showWhen)) {
          const trigger = section.questions.find((candidate) => candidate.id === question.showWhen!.questionId);
          expect(trigger, `${section.id}.${question.id} follows a question of its section`).toBeDefined();
          const answered = { ...toSectionAnswers(section, toSectionFormValues(section, {})), [trigger!.id]: question.showWhen!.equals };
          expect(sectionProblems(section, answered)).toContain(question.rule.required);
        }
    });

    it('has unique ids: sections in the document, questions in each section', () => {
      const sectionIds = definition.sections.map((section) => section.id);
      expect(new Set(sectionIds).size).toBe(sectionIds.length);
      for (const section of definition.sections) {
        const ids = section.questions.map((question) => question.id);
        expect(new Set(ids).size, section.id).toBe(ids.length);
      }
    });

    it('offers choices to choose from', () => {
      for (const { question } of everyQuestion(definition))
        if (question.type === 'choice' || question.type === 'multiChoice') expect(question.options.length, question.id).toBeGreaterThan(1);
    });
  });
});
