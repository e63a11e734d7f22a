import { describe, expect, it } from 'vitest';
import type { DocumentSection } from '@/domain/documents/definition';
import { answerText, isAsked } from '@/domain/documents/answerText';
import { toSectionAnswers, toSectionFormValues } from '@/domain/documents/documentAnswers';

const section: DocumentSection = {
  id: 'checks',
  title: 'Checks',
  questions: [
    { id: 'limit', type: 'number', label: 'Limit', unit: '°C', rule: { required: 'Enter the limit' }, max: { value: 8, message: 'At most 8 °C' } },
    { id: 'checkedOn', type: 'date', label: 'Checked on', rule: { optional: true } },
    { id: 'kinds', type: 'multiChoice', label: 'Kinds', options: ['Fridge', 'Freezer'], rule: { optional: true } },
    { id: 'note', type: 'longText', label: 'Note', rule: { optional: true } },
    {
      id: 'rows',
      type: 'rows',
      label: 'Rows',
      itemName: 'Row',
      addLabel: 'Add a row',
      titleColumn: 'name',
      rule: { optional: true },
      columns: [
        { id: 'name', type: 'text', label: 'Name', rule: { required: 'Enter the name' } },
        { id: 'count', type: 'number', label: 'Count', rule: { optional: true } },
      ],
    },
  ],
};

describe('stored answers and form values', () => {
  it('turns an empty number into NaN and back into null, a date into a Date and back into yyyy-MM-dd', () => {
    const form = toSectionFormValues(section, { limit: null, checkedOn: '2025-06-15', kinds: ['Freezer', 'Not an option'], rows: [{ name: 'A', count: null }] });
    expect(form.limit).toBeNaN();
    expect(form.checkedOn).toEqual(new Date(2025, 5, 15));
    expect(form.kinds).toEqual(['Freezer']);
    expect(form.note).toBe('');
    expect(form.rows).toEqual([{ name: 'A', count: Number.NaN }]);
    expect(toSectionAnswers(section, form)).toEqual({ limit: null, checkedOn: '2025-06-15', kinds: ['Freezer'], note: '', rows: [{ name: 'A', count: null }] });
  });

  it('leaves out what the definition does not ask', () => {
    expect(Object.keys(toSectionFormValues(section, { limit: 5, stranger: 'x' } as never))).not.toContain('stranger');
  });
});

describe('answers as the document shows them', () => {
  const [limit, checkedOn, kinds, note] = section.questions as [never, never, never, never];
  it.each([
    { question: limit, answer: 8, text: '8 °C' },
    { question: limit, answer: null, text: 'Not answered' },
    { question: checkedOn, answer: '2025-06-15', text: '15/06/2025' },
    { question: kinds, answer: ['Fridge', 'Freezer'], text: 'Fridge, Freezer' },
    { question: kinds, answer: [], text: 'None' },
    { question: note, answer: '  ', text: 'Not answered' },
    { question: { id: 'x', type: 'yesNo', label: 'X', rule: { optional: true } } as never, answer: 'yes', text: 'Yes' },
  ])('$text', ({ question, answer, text }) => {
    expect(answerText(question, answer as never)).toBe(text);
  });

  it('shows a follow-up question only after its answer', () => {
    const followUp = { id: 'how', type: 'text', label: 'How?', rule: { optional: true }, showWhen: { questionId: 'ppds', equals: 'yes' } } as const;
    expect(isAsked(followUp, { ppds: 'yes' })).toBe(true);
    expect(isAsked(followUp, { ppds: 'no' })).toBe(false);
  });
});
