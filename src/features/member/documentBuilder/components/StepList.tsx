import type { DocumentAnswers, DocumentDefinition } from '@/domain/documents/definition';
import { isPartDone } from '@/domain/documents/partsConfirmed';

interface StepListProps {
  definition: DocumentDefinition;
  answers: DocumentAnswers;
  /** The parts the member has confirmed. */
  confirmed: readonly string[];
  step: number;
  onGoTo: (step: number) => void;
  disabled: boolean;
}

export const SIGN_STEP_TITLE = 'Complete and sign';

/** The document's parts, in order, each marked done (confirmed by the member, and complete) or still to do; any of them can be opened. */
export function StepList({ definition, answers, confirmed, step, onGoTo, disabled }: StepListProps) {
  const titles = [...definition.sections.map((section) => section.title), SIGN_STEP_TITLE];
  return (
    <nav aria-label="Parts of the document">
      <ol className="list-unstyled mb-0 document-steps">
        {titles.map((title, index) => {
          const section = definition.sections[index];
          const isDone = section ? isPartDone(section, answers, confirmed) : false;
          const content = (
            <>
              <span aria-hidden="true" className="document-steps__marker">
                {isDone ? '✓' : `${index + 1}`}
              </span>
              <span>
                {title}
                {section && <span className="visually-hidden">{isDone ? ', done' : ', to do'}</span>}
              </span>
            </>
          );
          return (
            <li key={title} className="mb-1">
              {index === step ? (
                <span className="document-steps__item document-steps__item--current" aria-current="step">
                  {content}
                </span>
              ) : (
                <button type="button" className="btn btn-sm btn-light w-100 text-start document-steps__item" onClick={() => onGoTo(index)} disabled={disabled}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
