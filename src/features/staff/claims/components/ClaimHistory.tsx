import { CLAIM_AUDIT_ACTION_LABELS, type ClaimAuditEntry } from '@/domain/calor/claimReview';
import { formatDateTime } from '@/domain/format/date';

/** The claim's own audit, oldest first: who did what, when, and why. */
export function ClaimHistory({ history }: { history: readonly ClaimAuditEntry[] }) {
  if (history.length === 0) return <p className="text-body-secondary">No history recorded.</p>;
  return (
    <ol className="list-unstyled mb-0">
      {history.map((entry) => (
        <li key={entry.id} className="border-start border-3 ps-2 mb-2">
          <div>
            <strong>{CLAIM_AUDIT_ACTION_LABELS[entry.action]}</strong> by {entry.by.name}
            {entry.by.kind === 'member' && ' (member)'}
          </div>
          <div className="small text-body-secondary">{formatDateTime(entry.at)}</div>
          {entry.reason && <div className="small">{entry.reason}</div>}
        </li>
      ))}
    </ol>
  );
}
