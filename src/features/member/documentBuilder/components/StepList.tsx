import type { DocumentAnswers, DocumentDefinition } from '@/domain/documents/definition';
import { sectionProblems } from '@/domain/documents/documentAnswers';

interface StepListProps {
  definition: DocumentDefinition;
  answers: DocumentAnswers;
  step: number;
  onGoTo: (step: number) => void;
  disabled: boolean;
}

export const SIGN_STEP_TITLE = 'Complete and sign';

/** The document's parts, in order, each marked done or still to do; any of them can be opened. */
export function StepList({ definition, answers, step, onGoTo, disabled }: StepListProps) {
  const titles = [...definition.sections.map((section) => section.title), SIGN_STEP_TITLE];
  return (
    <nav aria-label="Parts of the document">
      <ol className="list-unstyled mb-0 document-steps">
        {titles.map((title, index) => {
          const section = definition.sections[index];
          const isDone = section ? sectionProblems(section, answers[section.id]).length === 0 : false;
          const isCurrent = index === step;
          return (
            <li key={title} className="mb-1">
              <button
                type="button"
                className={`btn btn-sm w-100 text-start d-flex gap-2 align-items-start ${isCurrent ? 'btn-primary' : 'btn-light'}`}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onGoTo(index)}
                disabled={disabled || isCurrent}
              >
                <span aria-hidden="true" className="document-steps__marker">
                  {isDone ? '✓' : `${index + 1}`}
                </span>
                <span>
                  {title}
                  {section && <span className="visually-hidden">{isDone ? ', done' : ', to do'}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
