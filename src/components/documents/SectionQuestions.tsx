import { useWatch } from 'react-hook-form';
import type { Question } from '@/domain/documents/definition';
import { QuestionField } from './QuestionField';
import { RowsField } from './RowsField';

function AskedQuestion({ question, namePrefix }: { question: Question; namePrefix: string }) {
  const name = `${namePrefix}${question.id}`;
  return question.type === 'rows' ? <RowsField question={question} name={name} /> : <QuestionField question={question} name={name} />;
}

/** A follow-up question shows once its question has the answer it follows (its answer is kept while hidden). */
function FollowUpQuestion({ question, namePrefix }: { question: Question & { showWhen: NonNullable<Question['showWhen']> }; namePrefix: string }) {
  const answer: unknown = useWatch({ name: `${namePrefix}${question.showWhen.questionId}` });
  return answer === question.showWhen.equals ? <AskedQuestion question={question} namePrefix={namePrefix} /> : null;
}

/**
 * The questions of one section of a document definition, as form fields of the surrounding <Form>.
 * `namePrefix` places them in the form's values ('' for a section's own form, 'chilling.' in a form of several).
 */
export function SectionQuestions({ questions, namePrefix = '' }: { questions: readonly Question[]; namePrefix?: string }) {
  return (
    <>
      {questions.map((question) =>
        question.showWhen ? (
          <FollowUpQuestion key={question.id} question={{ ...question, showWhen: question.showWhen }} namePrefix={namePrefix} />
        ) : (
          <AskedQuestion key={question.id} question={question} namePrefix={namePrefix} />
        ),
      )}
    </>
  );
}
