import { StatusBadge } from '@/components/states/StatusBadge';
import { WALLET_STATE_LABELS, WALLET_STATE_TONES, type WalletTransactionState } from '@/domain/wallet/walletTransaction';

export function TransactionStateBadge({ state }: { state: WalletTransactionState }) {
  return <StatusBadge tone={WALLET_STATE_TONES[state]}>{WALLET_STATE_LABELS[state]}</StatusBadge>;
}
