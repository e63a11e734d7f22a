import type { CalorAccountStatus } from '@/domain/calor/calorAccount';
import type { StatusTone } from '@/domain/statusTone';
import { StatusBadge } from '@/components/states/StatusBadge';

// A sign-up waiting for staff is with someone else, not a warning (the portal's one colour language).
const STATUS_TONES: Record<CalorAccountStatus, StatusTone> = {
  Pending: 'waiting',
  Approved: 'done',
  Rejected: 'problem',
};

export function CalorAccountStatusBadge({ status }: { status: CalorAccountStatus }) {
  return <StatusBadge tone={STATUS_TONES[status] ?? 'notStarted'}>{status}</StatusBadge>;
}
