import { Link } from 'react-router';
import { DocumentStatusBadge } from '@/components/documents/DocumentStatusBadge';
import { DOCUMENT_TYPE_INFO } from '@/domain/documents/documentTypes';
import type { MatrixCell } from '@/domain/documents/riskAssessmentMatrix';
import { formatDate } from '@/domain/format/date';
import { documentHref } from '@/components/documents/documentLinks';

/** The label of a cell's link: its action, and for a covered unit, making one of its own. */
function actionLabel(cell: MatrixCell): string {
  if (cell.coveredByBusiness) return 'Make one for this unit';
  return cell.action;
}

/** One risk assessment for one unit (or the whole business): status, review date and the link to act on it. */
export function MatrixCellContent({ cell, rowName }: { cell: MatrixCell; rowName: string }) {
  const title = DOCUMENT_TYPE_INFO[cell.type].title;
  return (
    <div className="d-flex flex-column align-items-start gap-1">
      <DocumentStatusBadge status={cell.status} />
      {cell.coveredByBusiness && <span className="small">Covered by the whole business's</span>}
      {cell.reviewDate && <span className="small text-body-secondary">Review by {formatDate(cell.reviewDate)}</span>}
      <Link to={documentHref(cell.type, cell.unitId)} className="small">
        {actionLabel(cell)}{' '}
        <span className="visually-hidden">
          {title} for {rowName}
        </span>
      </Link>
    </div>
  );
}
