import { formatMoney } from '@/domain/format/money';
import { payoutAccountOn, type PayoutBankAccount } from '@/domain/wallet/bankDetails';
import { payoutWhen } from '@/domain/wallet/payout';
import type { WalletTotals } from '@/domain/wallet/walletTotals';
import { roundToPence } from '@/domain/rounding';
import { MaskedAccount } from './MaskedAccount';

interface WhatHappensNextProps {
  totals: WalletTotals;
  nextPayoutOn: string;
  /** An approved BACS file carries the money; until then the day is only expected. */
  nextPayoutConfirmed: boolean;
  bankAccount: PayoutBankAccount;
}

/** In plain words: what is being checked, what is paid when and where, and anything the member must do. */
export function WhatHappensNext({ totals, nextPayoutOn, nextPayoutConfirmed, bankAccount }: WhatHappensNextProps) {
  const toPay = roundToPence(totals.Approved + totals.Returned);
  const account = payoutAccountOn(bankAccount, nextPayoutOn);
  const items = [];
  if (totals.Pending > 0)
    items.push(<li key="pending">{formatMoney(totals.Pending)} is waiting for approval. Once approved it joins the next payout.</li>);
  if (toPay > 0)
    items.push(
      <li key="to-pay">
        {account ? (
          <>
            {formatMoney(toPay)} will be paid {payoutWhen(nextPayoutOn, nextPayoutConfirmed)}, into <MaskedAccount account={account} />.
          </>
        ) : (
          <>{formatMoney(toPay)} is ready to pay, but we do not have your bank details yet. Add them below so we can pay you.</>
        )}
      </li>,
    );
  if (totals.InPayout > 0)
    items.push(<li key="in-payout">{formatMoney(totals.InPayout)} is on its way to your bank account: payments reach it within 3 working days.</li>);
  if (totals.Returned > 0)
    items.push(
      <li key="returned">
        Your bank sent back {formatMoney(totals.Returned)}. Please check your bank details below: we pay it again in the next payout once they are right.
      </li>,
    );
  return (
    <section className="card h-100" aria-labelledby="next-heading">
      <div className="card-body">
        <h2 id="next-heading" className="h5">
          What happens next
        </h2>
        {items.length ? <ul className="mb-0">{items}</ul> : <p className="mb-0">Nothing is waiting right now. Cashback you earn on our programmes shows here.</p>}
      </div>
    </section>
  );
}
