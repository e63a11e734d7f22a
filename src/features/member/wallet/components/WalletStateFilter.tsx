import { FilterSelect } from '@/components/lists/FilterSelect';
import { WALLET_STATE_LABELS, WALLET_TRANSACTION_STATES, type WalletTransactionState } from '@/domain/wallet/walletTransaction';

/** The wallet lists' "Status" filter: one transaction state, or all. */
export function WalletStateFilter({ value, onChange }: { value: WalletTransactionState | undefined; onChange: (chosen: string) => void }) {
  return (
    <FilterSelect
      label="Status"
      allLabel="All statuses"
      value={value ?? ''}
      onChange={onChange}
      options={WALLET_TRANSACTION_STATES.map((option) => ({ value: option, label: WALLET_STATE_LABELS[option] }))}
    />
  );
}
