import type { CalorAccountStatus } from '@/domain/calor/calorAccount';

const STATUS_CLASSES: Record<CalorAccountStatus, string> = {
  Pending: 'text-bg-warning',
  Approved: 'text-bg-success',
  Rejected: 'text-bg-danger',
};

export function CalorAccountStatusBadge({ status }: { status: CalorAccountStatus }) {
  return <span className={`badge ${STATUS_CLASSES[status] ?? 'text-bg-light'}`}>{status}</span>;
}
