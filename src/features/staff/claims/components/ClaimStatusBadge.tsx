import type { ClaimStatus } from '@/domain/calor/claim';

const BADGES: Record<ClaimStatus, string> = {
  Submitted: 'text-bg-warning',
  Approved: 'text-bg-info',
  Rejected: 'text-bg-danger',
  Paid: 'text-bg-success',
};

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <span className={`badge ${BADGES[status]}`}>{status}</span>;
}
