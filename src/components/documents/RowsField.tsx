import { useFieldArray, useWatch } from 'react-hook-form';
import { FieldError } from '@/components/forms/FieldError';
import { FieldHint } from '@/components/forms/FieldHint';
import { useField } from '@/components/forms/useField';
import type { RowsQuestion } from '@/domain/documents/definition';
import { emptyRow } from '@/domain/documents/documentAnswers';
import { QuestionField } from './QuestionField';

/** Short answers (a number, a date, a choice) sit two to a line; words take the whole width. */
const isWide = (type: string) => type === 'text' || type === 'longText' || type === 'multiChoice';

function RowLegend({ question, name, index }: { question: RowsQuestion; name: string; index: number }) {
  const title: unknown = useWatch({ name: `${name}.${index}.${question.titleColumn}` });
  const text = typeof title === 'string' && title.trim() ? `: ${title.trim()}` : '';
  return (
    <legend className="h6 mb-3">
      {question.itemName} {index + 1}
      {text}
    </legend>
  );
}

/**
 * Repeating rows (COSHH substances, hazards, control points, the fire action plan): a fieldset per row
 * with a field per column, a way to remove each row and to add one. The Add button carries the rows'
 * id, so the error summary's link lands on it while there are none.
 */
export function RowsField({ question, name }: { question: RowsQuestion; name: string }) {
  const { fields, append, remove } = useFieldArray({ name });
  const rows = useField(name, question.hint);
  const item = question.itemName.toLowerCase();
  return (
    <section className="mb-4" aria-labelledby={`${rows.id}-heading`}>
      <h3 id={`${rows.id}-heading`} className="h5">
        {question.label}
      </h3>
      <FieldHint id={rows.hintId}>{question.hint}</FieldHint>
      {fields.length === 0 && <p className="text-body-secondary">None yet.</p>}
      {fields.map((row, index) => (
        <fieldset key={row.id} className="border rounded p-3 mb-3">
          <RowLegend question={question} name={name} index={index} />
          <div className="row gx-3">
            {question.columns.map((column) => (
              <div key={column.id} className={isWide(column.type) ? 'col-12' : 'col-md-6'}>
                <QuestionField question={column} name={`${name}.${index}.${column.id}`} labelSuffix={`${item} ${index + 1}`} />
              </div>
            ))}
          </div>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => remove(index)}>
            Remove {item} {index + 1}
          </button>
        </fieldset>
      ))}
      <FieldError id={rows.errorId} message={rows.error} />
      <button
        type="button"
        id={rows.id}
        aria-describedby={rows.error ? rows.errorId : undefined}
        className="btn btn-outline-primary"
        onClick={() => append(emptyRow(question.columns))}
      >
        {question.addLabel}
      </button>
    </section>
  );
}
