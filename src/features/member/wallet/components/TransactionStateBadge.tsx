import { WALLET_STATE_BADGES, WALLET_STATE_LABELS, type WalletTransactionState } from '@/domain/wallet/walletTransaction';

export function TransactionStateBadge({ state }: { state: WalletTransactionState }) {
  return <span className={`badge ${WALLET_STATE_BADGES[state]}`}>{WALLET_STATE_LABELS[state]}</span>;
}
