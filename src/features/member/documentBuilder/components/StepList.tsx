import type { DocumentAnswers, DocumentDefinition, SectionAnswers } from '@/domain/documents/definition';
import { sectionProblems } from '@/domain/documents/documentAnswers';

/** Whether any question of a section has an answer (a section with only optional questions counts as done once answered or passed). */
const hasAnswers = (answers: SectionAnswers | undefined) =>
  Object.values(answers ?? {}).some((answer) => (Array.isArray(answer) ? answer.length > 0 : answer !== null && answer !== ''));

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
          const isDone = section ? sectionProblems(section, answers[section.id]).length === 0 && (index < step || hasAnswers(answers[section.id])) : false;
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
