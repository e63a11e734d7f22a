import type { CalorAccount } from '@/domain/calor/calorAccount';
import { CalorAccountStatusBadge } from './CalorAccountStatusBadge';

const STATUS_EXPLANATIONS: Record<CalorAccount['accountStatus'], string> = {
  Pending: 'Waiting for approval. We will be in touch.',
  Approved: 'You can claim cashback for purchases for these premises.',
  Rejected: 'This sign-up was not approved. Please contact your account manager.',
};

/** The member's accounts under the Calor scheme, each with its status. */
export function CalorAccountsList({ accounts }: { accounts: CalorAccount[] }) {
  if (accounts.length === 0) return <p>You have not signed up to the Calor cashback deal yet.</p>;
  return (
    <ul className="list-group mb-0">
      {accounts.map((account) => (
        <li key={account.id} className="list-group-item">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
            <span className="fw-semibold me-auto">{account.premises}</span>
            <CalorAccountStatusBadge status={account.accountStatus} />
          </div>
          <p className="small mb-0">
            {account.isDirectAccountHolder ? `Direct account ${account.accountNumber ?? ''}`.trim() : 'Buys from Calor retailers'}.{' '}
            {STATUS_EXPLANATIONS[account.accountStatus]}
          </p>
          {account.accountStatus === 'Rejected' && account.rejectionReason && <p className="small mb-0 mt-1">Reason: {account.rejectionReason}</p>}
        </li>
      ))}
    </ul>
  );
}
