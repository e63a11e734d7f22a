import { PERIOD_STATE_BADGES, STAFF_PERIOD_STATE_LABELS } from '@/domain/rewards/periodLifecycle';
import type { PeriodState } from '@/domain/rewards/periods';

export function PeriodStateBadge({ state }: { state: PeriodState }) {
  return <span className={`badge ${PERIOD_STATE_BADGES[state]}`}>{STAFF_PERIOD_STATE_LABELS[state]}</span>;
}
