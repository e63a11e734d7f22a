import { useLocation } from 'react-router';
import { describeMember, readStoppedActing } from '@/session/stoppedActing';

/**
 * The confirmation on staff's home after "Stop acting for this member" (a GOV.UK-style success
 * notification banner): it shows on the page the stop led to, and goes with the next navigation.
 */
export function StoppedActingNotice() {
  const stopped = readStoppedActing(useLocation().state);
  if (!stopped) return null;
  return (
    <div className="alert alert-success" role="status">
      <p className="mb-0 fw-semibold">You have stopped acting for {describeMember(stopped)}</p>
    </div>
  );
}
