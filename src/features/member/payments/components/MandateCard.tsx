import { useId } from 'react';
import type { DirectDebitMandate } from '@/domain/account/payments';
import { formatDate } from '@/domain/format/date';
import type { StatusTone } from '@/domain/statusTone';
import { StatusBadge } from '@/components/states/StatusBadge';

const STATUS_TONES: Record<string, StatusTone> = { Active: 'done', Pending: 'waiting', Cancelled: 'ended' };

/** The Direct Debit instruction: its reference, the bank and the account's last four digits (never the whole number). */
export function MandateCard({ mandate }: { mandate: DirectDebitMandate | null }) {
  const headingId = useId();
  return (
    <section className="card shadow-sm h-100" aria-labelledby={headingId}>
      <div className="card-body p-4">
        <h2 id={headingId} className="h5">
          Direct Debit
        </h2>
        {mandate ? (
          <>
            <dl className="row mb-2">
              <dt className="col-sm-5">Status</dt>
              <dd className="col-sm-7">
                <StatusBadge tone={STATUS_TONES[mandate.status] ?? 'ended'}>{mandate.status}</StatusBadge>
              </dd>
              <dt className="col-sm-5">Reference</dt>
              <dd className="col-sm-7">{mandate.reference}</dd>
              <dt className="col-sm-5">Bank</dt>
              <dd className="col-sm-7">{mandate.bankName}</dd>
              <dt className="col-sm-5">Account</dt>
              <dd className="col-sm-7">Ending {mandate.accountNumberEnding}</dd>
              <dt className="col-sm-5">Set up on</dt>
              <dd className="col-sm-7 mb-0">{formatDate(mandate.setUpOn)}</dd>
            </dl>
            {mandate.status === 'Cancelled' ? (
              <p className="small mb-0">
                This Direct Debit has been cancelled{mandate.cancellationReason ? `: ${mandate.cancellationReason}` : ''}. Nothing more
                will be collected with it. Please pay by card, or contact us to set up a new one.
              </p>
            ) : (
              <p className="small text-body-secondary mb-0">
                Payments are protected by the Direct Debit Guarantee. We tell you at least 10 working days before any change to
                the amount or date.
              </p>
            )}
          </>
        ) : (
          <p className="mb-0">You don&apos;t pay by Direct Debit. Contact us if you would like to.</p>
        )}
      </div>
    </section>
  );
}
