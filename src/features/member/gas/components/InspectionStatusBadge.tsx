import { INSPECTION_STATUS_LABELS, type InspectionStatus } from '@/domain/gas/gasSafety';

// Bootstrap's text-bg-* pairs keep text and background at AA contrast; the words carry the meaning.
const CLASSES: Record<InspectionStatus, string> = {
  inDate: 'text-bg-success',
  dueSoon: 'text-bg-warning',
  overdue: 'text-bg-danger',
  noRecord: 'text-bg-danger',
};

export function InspectionStatusBadge({ status }: { status: InspectionStatus }) {
  return <span className={`badge ${CLASSES[status]}`}>{INSPECTION_STATUS_LABELS[status]}</span>;
}
