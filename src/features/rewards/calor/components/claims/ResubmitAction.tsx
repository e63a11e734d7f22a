import { useNavigate } from 'react-router';
import { canResubmit, resubmitDeadline, type CalorClaim } from '@/domain/calor/claim';
import { toResubmitNavigationState } from '@/domain/calor/resubmitPrefill';
import { formatDate } from '@/domain/format/date';
import { pathTo } from '@/config/paths';

/**
 * Spec §2/§9: a rejected claim can be resubmitted, prefilled, for 30 days after its rejection. Past that,
 * or once resubmitted, this says why it no longer can.
 */
export function ResubmitAction({ claim, today, describedBy }: { claim: CalorClaim; today: Date; describedBy: string }) {
  const navigate = useNavigate();
  const deadline = resubmitDeadline(claim);
  if (!deadline) return null;
  if (claim.resubmittedAs) return <span className="small">Resubmitted as {claim.resubmittedAs}</span>;
  if (!canResubmit(claim, today)) return <span className="small text-body-secondary">Resubmission closed on {formatDate(deadline)}</span>;
  return (
    <div>
      <button
        type="button"
        className="btn btn-sm btn-primary"
        aria-describedby={describedBy}
        onClick={() => void navigate(pathTo('calorClaimForm'), { state: toResubmitNavigationState(claim) })}
      >
        Resubmit
      </button>
      <div className="small text-body-secondary mt-1">By {formatDate(deadline)}</div>
    </div>
  );
}
