import type { PeriodCashbackState } from '@/domain/rewards/periodCashback';
import { WALLET_STATE_BADGES, WALLET_STATE_LABELS } from '@/domain/wallet/walletTransaction';

const NOT_YET: Record<'Estimate' | 'BeingWorkedOut', { label: string; badge: string }> = {
  Estimate: { label: 'Estimate so far', badge: 'text-bg-light border' },
  BeingWorkedOut: { label: 'Being worked out', badge: 'text-bg-light border' },
};

export function CashbackStateBadge({ state }: { state: PeriodCashbackState }) {
  const { label, badge } = state === 'Estimate' || state === 'BeingWorkedOut' ? NOT_YET[state] : { label: WALLET_STATE_LABELS[state], badge: WALLET_STATE_BADGES[state] };
  return <span className={`badge ${badge}`}>{label}</span>;
}
