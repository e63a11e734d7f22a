import { StatusBadge } from '@/components/states/StatusBadge';
import { PERIOD_STATE_TONES, STAFF_PERIOD_STATE_LABELS } from '@/domain/rewards/periodLifecycle';
import type { PeriodState } from '@/domain/rewards/periods';

export function PeriodStateBadge({ state }: { state: PeriodState }) {
  return <StatusBadge tone={PERIOD_STATE_TONES[state]}>{STAFF_PERIOD_STATE_LABELS[state]}</StatusBadge>;
}
