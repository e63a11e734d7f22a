import type { ClaimStatus } from '@/domain/calor/claim';
import type { StatusTone } from '@/domain/statusTone';
import { StatusBadge } from '@/components/states/StatusBadge';

// The same tones for the member and for the staff reviewing the claim: a submitted claim waits for a
// decision (not the warning flags' colour), an approved one is on its way to being paid.
const STATUS_TONES: Record<ClaimStatus, StatusTone> = {
  Submitted: 'waiting',
  Approved: 'onItsWay',
  Rejected: 'problem',
  Paid: 'done',
};

/** A Calor claim's status (spec §3), as a badge. */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <StatusBadge tone={STATUS_TONES[status]}>{status}</StatusBadge>;
}
