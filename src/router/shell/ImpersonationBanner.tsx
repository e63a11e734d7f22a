import { useNavigate } from 'react-router';
import { clearImpersonationOverride } from '@/session/impersonationOverride';
import { useActingMember } from '@/session/useActingMember';
import { pathTo } from '@/config/paths';

/** While staff act for a member, says whose account is in view and offers the way out (their queries go with it: MemberSessionProvider). */
export function ImpersonationBanner() {
  const { isImpersonating, membershipNumber } = useActingMember();
  const navigate = useNavigate();
  if (!isImpersonating) return null;

  const stopActing = () => {
    clearImpersonationOverride();
    navigate(pathTo('root'), { replace: true });
  };

  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center justify-content-between gap-2" role="region" aria-label="Acting for a member">
      <p className="mb-0">
        You are acting for member <strong>{membershipNumber}</strong>. What you change here changes their account.
      </p>
      <button type="button" className="btn btn-sm btn-dark" onClick={stopActing}>
        Stop acting for this member
      </button>
    </div>
  );
}
