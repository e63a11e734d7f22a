import { useState } from 'react';
import { formatDate } from '@/domain/format/date';
import { MEMBER_ONLY_REASONS } from '@/domain/memberOnlyChanges';
import type { PayoutBankAccount } from '@/domain/wallet/bankDetails';
import { useIsTheMember } from '@/session/useCanChange';
import { BankDetailsForm } from './BankDetailsForm';
import { MaskedAccount } from './MaskedAccount';

/**
 * Where payouts go (masked), any change waiting out its safety hold, and the form to set or change it: for
 * the member only, never staff acting for them (the API refuses them), who are told so instead.
 */
export function BankAccountSection({ membershipNumber, bankAccount }: { membershipNumber: string; bankAccount: PayoutBankAccount }) {
  const [isEditing, setIsEditing] = useState(false);
  const isTheMember = useIsTheMember(membershipNumber);
  const { current, pendingChange, holdDays } = bankAccount;
  return (
    <section className="card" aria-labelledby="bank-heading">
      <div className="card-body">
        <h2 id="bank-heading" className="h5">
          Your bank account for payouts
        </h2>
        {current ? (
          <p>
            Payouts go to <MaskedAccount account={current} />
            {current.since ? `, since ${formatDate(current.since)}` : ''}.
          </p>
        ) : (
          <p>We do not have your bank details yet. Add them so we can pay your cashback.</p>
        )}
        {pendingChange && (
          <div className="alert alert-info">
            <p className="mb-1">
              <strong>Change waiting for its safety hold.</strong> From {formatDate(pendingChange.effectiveFrom)}, payouts go to{' '}
              <MaskedAccount account={pendingChange} />.
            </p>
            <p className="mb-0 small">
              You asked for this on {formatDate(pendingChange.requestedOn)}.{' '}
              {current ? 'Any payout before then goes to your current account.' : 'Payouts wait until then.'} If you did not ask for this
              change, contact your account manager straight away.
            </p>
          </div>
        )}
        {!isTheMember ? (
          <p className="mb-0 text-body-secondary">{MEMBER_ONLY_REASONS.bankAccount}</p>
        ) : isEditing ? (
          <BankDetailsForm
            membershipNumber={membershipNumber}
            holdDays={holdDays}
            labelledBy="bank-heading"
            onSaved={() => setIsEditing(false)}
            onCancel={() => setIsEditing(false)}
          />
        ) : (
          <button type="button" className="btn btn-outline-primary" onClick={() => setIsEditing(true)}>
            {current || pendingChange ? 'Change bank details' : 'Add bank details'}
          </button>
        )}
      </div>
    </section>
  );
}
