import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { periodLabel } from '@/domain/rewards/periodLabel';
import type { WalletPayout } from '@/domain/wallet/payout';
import { WALLET_STATE_LABELS, WALLET_TRANSACTION_STATES } from '@/domain/wallet/walletTransaction';
import type { WalletPeriodTotals } from '../api/get-wallet';
import { MaskedAccount } from './MaskedAccount';

/** One period of a programme in the wallet: its totals, how many transactions it has, and the payouts that settled them. */
export function PeriodBreakdown({ breakdown, payouts }: { breakdown: WalletPeriodTotals; payouts: readonly WalletPayout[] }) {
  const { period, totals, transactions, schemeType } = breakdown;
  const label = periodLabel({ schemeType, name: period.name });
  const headingId = `period-${period.id}-heading`;
  const nonZero = WALLET_TRANSACTION_STATES.filter((state) => totals[state] !== 0);
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="card-body">
        <h3 id={headingId} className="h5 mb-1">
          {label}
        </h3>
        <p className="small text-body-secondary">
          {formatDate(period.startDate)} to {formatDate(period.endDate)} · {transactions === 1 ? '1 transaction' : `${transactions} transactions`}
        </p>
        <dl className="d-flex flex-wrap gap-4 mb-3">
          {nonZero.map((state) => (
            <div key={state}>
              <dt className="small fw-normal">{WALLET_STATE_LABELS[state]}</dt>
              <dd className="fs-5 fw-semibold mb-0">{formatMoney(totals[state])}</dd>
            </div>
          ))}
        </dl>
        <h4 className="h6">Payouts</h4>
        {payouts.length === 0 ? (
          <p className="small mb-0">Not paid yet. Approved cashback is paid in the next payout.</p>
        ) : (
          <ul className="list-unstyled small mb-0">
            {payouts.map((payout) => (
              <li key={payout.id} className="mb-2">
                <span className="fw-semibold">{payout.reference}</span>: {formatMoney(payout.amount)}{' '}
                {payout.state === 'Paid' && 'paid into '}
                {payout.state === 'Processing' && 'on its way to '}
                {payout.state === 'Returned' && 'sent to '}
                <MaskedAccount account={payout.paidTo} />, processed {formatDate(payout.processingDate)}
                {payout.state === 'Returned' ? ', and returned by the bank.' : '.'}
                {payout.returnReason && <div>{payout.returnReason}</div>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
