import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pathTo } from '@/config/paths';

/**
 * After renewing: the status change can take a few minutes to reach the portal (spec §8's wording for a
 * Current membership), so the member is asked to log out and in again.
 */
export function RenewalConfirmation({ children }: { children?: ReactNode }) {
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
}
