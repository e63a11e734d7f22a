import { SCHEME_STATUS_BADGES, SCHEME_STATUS_LABELS, type SchemeStatus } from '@/domain/rewards/memberScheme';

export function SchemeStatusBadge({ status }: { status: SchemeStatus }) {
  return <span className={`badge ${SCHEME_STATUS_BADGES[status]} border`}>{SCHEME_STATUS_LABELS[status]}</span>;
}
