import { useId } from 'react';
import './documentView.css';
import { useFormContext } from 'react-hook-form';
import type { Question, StoredAnswer } from '@/domain/documents/definition';
import { toFormAnswer } from '@/domain/documents/documentAnswers';
import { suggestionText } from '@/domain/documents/partsConfirmed';

/**
 * Template text offered beside a question, kept apart from the member's answer: it becomes the answer only
 * when the member chooses "Use the suggested text" (and can then change it). Nothing when there is none.
 */
export function Suggestion({ question, name, suggestion }: { question: Question; name: string; suggestion: StoredAnswer | undefined }) {
  const headingId = useId();
  const { setValue } = useFormContext();
  const text = suggestionText(question, suggestion);
  if (text === undefined) return null;
  const use = () => setValue(name, toFormAnswer(question, suggestion), { shouldDirty: true, shouldValidate: false });
  return (
    <div role="note" className="document-suggestion mb-4" aria-labelledby={headingId}>
      <p id={headingId} className="document-suggestion__heading">
        Suggested text{' '}
        <span className="visually-hidden">for {question.label}</span>
      </p>
      <p className="document-suggestion__text">{text}</p>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={use}>
        Use the suggested text{' '}
        <span className="visually-hidden">for {question.label}</span>
      </button>
    </div>
  );
}
