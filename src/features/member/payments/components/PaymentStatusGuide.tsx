import { PAYMENT_STATUSES, PAYMENT_STATUS_INFO } from '@/domain/paymentStatus';
import { PaymentStatusBadge } from './PaymentStatusBadge';

/** Every §3 status with what it means, folded away until asked for. */
export function PaymentStatusGuide() {
  return (
    <details className="mb-4">
      <summary className="mb-2">What the payment statuses mean</summary>
      <dl className="row mb-0 small">
        {PAYMENT_STATUSES.map((status) => (
          <div key={status} className="col-md-6 d-flex gap-2 mb-2">
            <dt className="fw-normal flex-shrink-0" style={{ minWidth: '8.5rem' }}>
              <PaymentStatusBadge status={status} />
            </dt>
            <dd className="mb-0">{PAYMENT_STATUS_INFO[status].explanation}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
