import type { DocumentStatus } from '@/domain/documents/documentStatus';
import type { StatusTone } from '@/domain/statusTone';
import { StatusBadge } from '@/components/states/StatusBadge';

const STATUS_TONES: Record<DocumentStatus, StatusTone> = {
  Overdue: 'problem',
  'Review due': 'attention',
  Draft: 'waiting',
  'Not started': 'notStarted',
  Current: 'done',
  'Unit closed': 'ended',
};

/** A document's status at a glance: Not started, Draft, Current, Review due, Overdue or Unit closed. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return <StatusBadge tone={STATUS_TONES[status]}>{status}</StatusBadge>;
}
