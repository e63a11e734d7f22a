import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApiClient } from '@/api/ApiClientContext';
import { getAccountDetailsQueryOptions } from '@/api/get-account-details';
import { pathTo } from '@/config/paths';
import { stoppedActingState } from '@/session/stoppedActing';
import { useActingMember } from '@/session/useActingMember';

/**
 * While staff act for a member, says whose account is in view (business, contact, then number, from the
 * account details Account Details reads) and offers the way out. Stopping goes through "/", which clears
 * the override once the member's page is gone (src/session/stoppedActing.ts); the member's queries go
 * with it (MemberSessionProvider).
 */
export function ImpersonationBanner() {
  const { isImpersonating, membershipNumber = '' } = useActingMember();
  const navigate = useNavigate();
  const api = useApiClient();
  // Optional: until the details arrive, or if they cannot be read, the number alone names the member.
  const { data: details } = useQuery({ ...getAccountDetailsQueryOptions(api, membershipNumber), enabled: isImpersonating });
  if (!isImpersonating) return null;

  const businessName = details?.tradingName;
  const contactName = details?.mainContact.name;
  const stopActing = () => navigate(pathTo('root'), { replace: true, state: stoppedActingState({ membershipNumber, businessName }) });

  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center justify-content-between gap-2" role="region" aria-label="Acting for a member">
      <p className="mb-0">
        You are acting for{' '}
        {businessName ? (
          <>
            <strong>{businessName}</strong>
            {contactName && `, contact ${contactName}`}, membership number{' '}
          </>
        ) : (
          'member '
        )}
        <strong>{membershipNumber}</strong>. What you change here changes their account.
      </p>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={stopActing}>
        Stop acting for this member
      </button>
    </div>
  );
}
