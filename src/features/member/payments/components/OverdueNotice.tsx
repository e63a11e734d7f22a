import { PhoneLink } from '@/components/contact/PhoneLink';
import { usePayOverdue } from '@/api/usePayOverdue';
import { OverdueAlert } from '@/components/payments/OverdueAlert';
import { PayOverdueButton } from '@/components/payments/PayOverdueButton';
import { useConfig } from '@/config/ConfigContext';
import { totalOf, type Payment } from '@/domain/account/payments';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';

export interface OverdueNoticeProps {
  membershipNumber: string;
  overdue: Payment[];
  isSuspended: boolean;
  canPayByCard: boolean;
}

/**
 * What is overdue, line by line, and one Pay now for all of it (one card payment, one session naming every
 * overdue payment): the first thing on the page, and what a suspended member comes for (spec §8 sends them here).
 */
export function OverdueNotice({ membershipNumber, overdue, isSuspended, canPayByCard }: OverdueNoticeProps) {
  const config = useConfig();
  const pay = usePayOverdue(config, membershipNumber, overdue);
  if (overdue.length === 0) return null;
  const total = totalOf(overdue);
  return (
    <OverdueAlert total={total}>
      {isSuspended && <p>Your membership is suspended because of this. Paying it restores your membership.</p>}
      <ul>
        {overdue.map((payment) => (
          <li key={payment.id}>
            {formatMoney(payment.amount)} for {payment.description}, due {formatDate(payment.dueDate)}
            {payment.failureReason ? ` (${payment.failureReason})` : ''}
          </li>
        ))}
      </ul>
      {canPayByCard && (
        <div className="mb-3">
          <PayOverdueButton total={total} pay={pay} />
        </div>
      )}
      <p className="fw-semibold mb-1">How to pay</p>
      <p className="mb-0">
        {canPayByCard
          ? `Pay ${formatMoney(total)} now pays all of it in one go, by debit or credit card on our secure payment page. `
          : ''}
        {config.officePhone ? (
          <>
            You can also pay over the phone: <PhoneLink phone={config.officePhone} className="alert-link" />.
          </>
        ) : (
          'You can also contact us to pay over the phone.'
        )}
      </p>
    </OverdueAlert>
  );
}
