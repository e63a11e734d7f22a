import { StatusBadge } from '@/components/states/StatusBadge';
import { SCHEME_STATUS_LABELS, SCHEME_STATUS_TONES, type SchemeStatus } from '@/domain/rewards/memberScheme';

export function SchemeStatusBadge({ status }: { status: SchemeStatus }) {
  return <StatusBadge tone={SCHEME_STATUS_TONES[status]}>{SCHEME_STATUS_LABELS[status]}</StatusBadge>;
}
