import { StatusBadge } from '@/components/states/StatusBadge';
import type { PeriodCashbackState } from '@/domain/rewards/periodCashback';
import type { StatusTone } from '@/domain/statusTone';
import { WALLET_STATE_LABELS, WALLET_STATE_TONES } from '@/domain/wallet/walletTransaction';

const NOT_YET: Record<'Estimate' | 'BeingWorkedOut', { label: string; tone: StatusTone }> = {
  Estimate: { label: 'Estimate so far', tone: 'notStarted' },
  BeingWorkedOut: { label: 'Being worked out', tone: 'notStarted' },
};

export function CashbackStateBadge({ state }: { state: PeriodCashbackState }) {
  const { label, tone } = state === 'Estimate' || state === 'BeingWorkedOut' ? NOT_YET[state] : { label: WALLET_STATE_LABELS[state], tone: WALLET_STATE_TONES[state] };
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}
