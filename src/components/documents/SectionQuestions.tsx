import { useWatch } from 'react-hook-form';
import type { Question, SectionAnswers } from '@/domain/documents/definition';
import { QuestionField } from './QuestionField';
import { RowsField } from './RowsField';
import { Suggestion } from './Suggestion';

interface AskedQuestionProps {
  question: Question;
  namePrefix: string;
  suggestions?: SectionAnswers;
}

function AskedQuestion({ question, namePrefix, suggestions }: AskedQuestionProps) {
  const name = `${namePrefix}${question.id}`;
  return (
    <>
      {question.type === 'rows' ? <RowsField question={question} name={name} /> : <QuestionField question={question} name={name} />}
      <Suggestion question={question} name={name} suggestion={suggestions?.[question.id]} />
    </>
  );
}

/** A follow-up question shows once its question has the answer it follows (its answer is kept while hidden). */
function FollowUpQuestion({ question, ...props }: AskedQuestionProps & { question: { showWhen: NonNullable<Question['showWhen']> } }) {
  const answer: unknown = useWatch({ name: `${props.namePrefix}${question.showWhen.questionId}` });
  return answer === question.showWhen.equals ? <AskedQuestion question={question} {...props} /> : null;
}

/**
 * The questions of one section of a document definition, as form fields of the surrounding <Form>.
 * `namePrefix` places them in the form's values ('' for a section's own form, 'chilling.' in a form of several).
 * `suggestions` is template text offered beside its questions, never filled in for the member.
 */
export function SectionQuestions({ questions, namePrefix = '', suggestions }: { questions: readonly Question[]; namePrefix?: string; suggestions?: SectionAnswers }) {
  return (
    <>
      {questions.map((question) =>
        question.showWhen ? (
          <FollowUpQuestion key={question.id} question={{ ...question, showWhen: question.showWhen }} namePrefix={namePrefix} suggestions={suggestions} />
        ) : (
          <AskedQuestion key={question.id} question={question} namePrefix={namePrefix} suggestions={suggestions} />
        ),
      )}
    </>
  );
}
