import type { CardPayment } from '@/domain/account/cardPayments';
import { cardLabel } from '@/domain/account/howPaid';
import { cardRefundInfo } from '@/domain/account/cardRefunds';
import { cardPaymentPaidText } from '@/domain/account/paymentHistory';
import type { Payment } from '@/domain/account/payments';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { StatusBadge } from '@/components/states/StatusBadge';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { Cell } from '@/components/lists/Cell';

/**
 * Money the member paid by card, a row of its own beside the debts it paid (api/areas/payments.yaml,
 * `cardPayments`): when, which card, and what it paid; or, for a duplicate, how its refund stands.
 */
export function CardPaymentRow({ cardPayment, paid }: { cardPayment: CardPayment; paid: Payment[] }) {
  const refunded = cardPayment.status === 'Refunded';
  const refund = cardRefundInfo(cardPayment.refund);
  return (
    <tr>
      <Cell column="date">{formatDate(cardPayment.completedAt)}</Cell>
      <Cell column="description" rowHeader className="fw-normal">
        Card payment
        {!refunded && <div className="small text-body-secondary">{cardPaymentPaidText(cardPayment, paid)}</div>}
      </Cell>
      <Cell column="amount">{formatMoney(cardPayment.amount)}</Cell>
      <Cell column="method">{cardPayment.card ? cardLabel(cardPayment.card) : 'Card'}</Cell>
      <Cell column="status">
        {refunded ? (
          <>
            <StatusBadge tone={refund.tone}>{refund.label}</StatusBadge>
            <p className="small mb-0 mt-1">{refund.text}</p>
          </>
        ) : (
          <PaymentStatusBadge status={cardPayment.status} />
        )}
      </Cell>
      <Cell column="actions" />
    </tr>
  );
}
