import type { ClaimStatus } from '@/domain/calor/claim';

// The same colours for the member and for the staff reviewing the claim. Bootstrap's text-bg-* pairs keep
// text and background at AA contrast; waiting for a decision reads as a warning, rejected as danger.
const STATUS_CLASSES: Record<ClaimStatus, string> = {
  Submitted: 'text-bg-warning',
  Approved: 'text-bg-info',
  Rejected: 'text-bg-danger',
  Paid: 'text-bg-success',
};

/** A Calor claim's status (spec §3), as a badge. */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <span className={`badge ${STATUS_CLASSES[status]}`}>{status}</span>;
}
