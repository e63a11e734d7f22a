import { useId } from 'react';
import { PhoneLink } from '@/components/contact/PhoneLink';
import { useConfig } from '@/config/ConfigContext';
import type { Payment } from '@/domain/account/payments';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';

export interface OverdueNoticeProps {
  overdue: Payment[];
  isSuspended: boolean;
  canPayByCard: boolean;
}

/**
 * What is overdue, line by line, and how to pay it: the first thing a suspended member sees here (spec §8
 * sends them to this page).
 */
export function OverdueNotice({ overdue, isSuspended, canPayByCard }: OverdueNoticeProps) {
  const headingId = useId();
  const { officePhone } = useConfig();
  if (overdue.length === 0) return null;
  const total = overdue.reduce((sum, payment) => sum + payment.amount, 0);
  return (
    <section className="alert alert-danger" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 alert-heading">
        {formatMoney(total)} is overdue
      </h2>
      {isSuspended && <p>Your membership is suspended because of this. Paying it restores your membership.</p>}
      <ul>
        {overdue.map((payment) => (
          <li key={payment.id}>
            {formatMoney(payment.amount)} for {payment.description}, due {formatDate(payment.dueDate)}
            {payment.failureReason ? ` (${payment.failureReason})` : ''}
          </li>
        ))}
      </ul>
      <p className="fw-semibold mb-1">How to pay</p>
      <p className="mb-0">
        {canPayByCard
          ? 'Use Pay now beside each payment below to pay by debit or credit card on our secure payment page. '
          : ''}
        {officePhone ? (
          <>
            You can also pay over the phone: <PhoneLink phone={officePhone} className="alert-link" />.
          </>
        ) : (
          'You can also contact us to pay over the phone.'
        )}
      </p>
    </section>
  );
}
