import type { DocumentStatus } from '@/domain/documents/documentStatus';

/** Bootstrap's text-bg pairs (they pass contrast), one colour per status. */
const BADGE_CLASS: Record<DocumentStatus, string> = {
  Overdue: 'text-bg-danger',
  'Review due': 'text-bg-warning',
  Draft: 'text-bg-info',
  'Not started': 'text-bg-light border',
  Current: 'text-bg-success',
};

/** A document's status at a glance: Not started, Draft, Current, Review due or Overdue. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return <span className={`badge ${BADGE_CLASS[status]}`}>{status}</span>;
}
