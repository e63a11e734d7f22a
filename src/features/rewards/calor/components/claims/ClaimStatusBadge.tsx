import type { ClaimStatus } from '@/domain/calor/claim';

// Bootstrap's text-bg-* pairs keep text and background at AA contrast.
const STATUS_CLASSES: Record<ClaimStatus, string> = {
  Submitted: 'text-bg-secondary',
  Approved: 'text-bg-primary',
  Rejected: 'text-bg-danger',
  Paid: 'text-bg-success',
};

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <span className={`badge ${STATUS_CLASSES[status] ?? 'text-bg-light'}`}>{status}</span>;
}
