import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getAccountSummaryQueryOptions } from '@/api/get-account-summary';
import { memberQueryKey } from '@/api/query-keys';
import { useAuth } from '@/auth/AuthContext';
import { isAcceptedAccountStatus } from '@/domain/accountStatus';
import { formatDate } from '@/domain/format/date';
import { pathTo } from '@/config/paths';

/**
 * After renewing online (paid by card, or set up by Direct Debit). The API has renewed the membership and
 * told the sign-in service, but the guards and the menu read the account status from the token's claims: the
 * session is refreshed silently (new tokens, claims read again) and the member's data loaded afresh, so every
 * page opens without a sign-out. Then the new end date and the way on. Should the new status not have
 * reached the sign-in service, the member is told what spec §8 tells after a renewal by phone: wait a few
 * minutes, then log out and in.
 */
export function RenewalConfirmation({ membershipNumber, children }: { membershipNumber: string; children?: ReactNode }) {
  const { refreshSession, user } = useAuth();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refresh = useMutation({
    mutationFn: async () => {
      await refreshSession();
      await queryClient.invalidateQueries({ queryKey: memberQueryKey(membershipNumber) });
    },
  });
  const started = useRef(false);
  useEffect(() => {
    // Once per renewal, though StrictMode runs effects twice.
    if (started.current) return;
    started.current = true;
    refresh.mutate();
  }, [refresh]);
  const summary = useQuery({ ...getAccountSummaryQueryOptions(api, membershipNumber), enabled: refresh.isSuccess });
  // Staff acting for the member have no account status of their own: only the member's claims can lag.
  const stillClosed = user.membershipNumber === membershipNumber && !isAcceptedAccountStatus(user.accountStatus);

  // One message at a time, the date included, so nothing moves once it shows.
  if ((!refresh.isSuccess && !refresh.isError) || (refresh.isSuccess && summary.isPending))
    return (
      <p role="status" className="mb-0">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Opening the rest of the portal for you…
      </p>
    );
  if (refresh.isError || stillClosed)
    return (
      <>
        {children}
        <p>
          It can take a few minutes for your renewal to reach the portal: please wait a few minutes, then log out and log in
          again to use every part of it.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link to={pathTo('logout')} className="btn btn-primary">
            Logout
          </Link>
          <Link to={pathTo('payments')} className="btn btn-outline-primary">
            See your payments and invoice
          </Link>
        </div>
      </>
    );
  const end = summary.data?.membershipEndDate;
  return (
    <>
      {children}
      <p>
        {end ? <>Your membership now runs until {formatDate(end)}.</> : 'Your membership is renewed.'} Every page of the portal is open
        again.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Link to={pathTo('dashboard')} className="btn btn-primary">
          Go to your dashboard
        </Link>
        <Link to={pathTo('payments')} className="btn btn-outline-primary">
          See your payments and invoice
        </Link>
      </div>
    </>
  );
}
