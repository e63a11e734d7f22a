import { formatMoney } from '@/domain/format/money';
import type { WalletTotals } from '@/domain/wallet/walletTotals';
import { WALLET_STATE_EXPLANATIONS, WALLET_STATE_LABELS, WALLET_TRANSACTION_STATES } from '@/domain/wallet/walletTransaction';

/** The member's cashback in each state, from waiting for approval to paid, each with what it means. */
export function WalletTotalsTiles({ totals }: { totals: WalletTotals }) {
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-md-3 g-3 list-unstyled mb-0">
      {WALLET_TRANSACTION_STATES.map((state) => (
        <li key={state} className="col">
          <div className="border rounded p-3 h-100">
            <p className="small fw-semibold mb-1">{WALLET_STATE_LABELS[state]}</p>
            <p className="fs-4 fw-semibold mb-1">{formatMoney(totals[state])}</p>
            <p className="small text-body-secondary mb-0">{WALLET_STATE_EXPLANATIONS[state]}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
