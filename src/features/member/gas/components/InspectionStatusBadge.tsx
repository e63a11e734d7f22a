import { INSPECTION_STATUS_LABELS, type InspectionStatus } from '@/domain/gas/gasSafety';
import type { StatusTone } from '@/domain/statusTone';
import { StatusBadge } from '@/components/states/StatusBadge';

// The portal's one status colour language; the words carry the meaning.
const TONES: Record<InspectionStatus, StatusTone> = {
  inDate: 'done',
  dueSoon: 'attention',
  overdue: 'problem',
  noRecord: 'problem',
};

export function InspectionStatusBadge({ status }: { status: InspectionStatus }) {
  return <StatusBadge tone={TONES[status]}>{INSPECTION_STATUS_LABELS[status]}</StatusBadge>;
}
