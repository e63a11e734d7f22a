import { formatDate } from '@/domain/format/date';
import type { SignupStatusChange } from '@/domain/rewards/signup';

const WORDS: Record<SignupStatusChange['status'], string> = { Pending: 'Applied', Approved: 'Approved', Rejected: 'Not approved' };

/** The application's history, newest first: applied, approved or not (with the reason), re-applied. */
export function SignupHistory({ history }: { history: readonly SignupStatusChange[] }) {
  const newestFirst = [...history].reverse();
  return (
    <>
      <h3 className="h6">History</h3>
      <ol className="list-unstyled small mb-0" reversed>
        {newestFirst.map((change, index) => (
          <li key={`${change.changedOn}-${index}`} className="mb-1">
            <span className="fw-semibold">{formatDate(change.changedOn)}</span>: {index < newestFirst.length - 1 && change.status === 'Pending' ? 'Re-applied' : WORDS[change.status]}
            {change.reason && <span>. Reason: {change.reason}</span>}
          </li>
        ))}
      </ol>
    </>
  );
}
