import './documentView.css';
import type { DocumentSection, RowsQuestion, SectionAnswers as Answers, StoredRow } from '@/domain/documents/definition';
import { answerText, isAsked, NOT_ANSWERED } from '@/domain/documents/answerText';
import { TableFrame } from '@/components/lists/TableFrame';

/** Rows with this many columns or fewer read best as a table; wider ones (COSHH) as a block per row. */
const MAX_TABLE_COLUMNS = 5;

function RowsAnswer({ question, rows, headingLevel }: { question: RowsQuestion; rows: StoredRow[]; headingLevel: 3 | 4 }) {
  const RowHeading = headingLevel === 3 ? 'h4' : 'h5';
  if (rows.length === 0) return <p className="text-body-secondary">None.</p>;
  if (question.columns.length <= MAX_TABLE_COLUMNS)
    return (
      <TableFrame caption={question.label} className="table-sm table-bordered align-top document-rows">
        <thead>
          <tr>
            {question.columns.map((column) => (
              <th key={column.id} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {question.columns.map((column) => (
                <td key={column.id}>{answerText(column, row[column.id])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableFrame>
    );
  return (
    <>
      {rows.map((row, index) => (
        <div key={index} className="document-row mb-3">
          <RowHeading className="h6 mb-2">
            {question.itemName} {index + 1}: {answerText(question.columns.find((column) => column.id === question.titleColumn)!, row[question.titleColumn])}
          </RowHeading>
          <dl className="row mb-0">
            {question.columns
              .filter((column) => column.id !== question.titleColumn)
              .map((column) => (
                <div key={column.id} className="col-12 d-sm-flex document-answer">
                  <dt className="col-sm-4 fw-semibold">{column.label}</dt>
                  <dd className="col-sm-8 mb-1">{answerText(column, row[column.id])}</dd>
                </div>
              ))}
          </dl>
        </div>
      ))}
    </>
  );
}

/** One section of a document, read-only: each question asked and its answer, rows as a table or blocks. */
export function SectionAnswers({ section, answers, headingLevel = 3 }: { section: DocumentSection; answers: Answers | undefined; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const asked = section.questions.filter((question) => isAsked(question, answers));
  return (
    <section className="document-section mb-4">
      <Heading className="h5 border-bottom pb-1">{section.title}</Heading>
      <dl className="mb-0">
        {asked.map((question) =>
          question.type === 'rows' ? (
            <div key={question.id} className="mb-2">
              <dt className="visually-hidden">{question.label}</dt>
              <dd className="mb-0">
                <RowsAnswer question={question} rows={Array.isArray(answers?.[question.id]) ? (answers![question.id] as StoredRow[]) : []} headingLevel={headingLevel} />
              </dd>
            </div>
          ) : (
            <div key={question.id} className="d-sm-flex document-answer mb-2">
              <dt className="col-sm-4 fw-semibold pe-3">{question.label}</dt>
              <dd className={`col-sm-8 mb-0 text-pre-line${answerText(question, answers?.[question.id]) === NOT_ANSWERED ? ' text-body-secondary' : ''}`}>
                {answerText(question, answers?.[question.id])}
              </dd>
            </div>
          ),
        )}
      </dl>
    </section>
  );
}
