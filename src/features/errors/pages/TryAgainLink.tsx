import { Link } from 'react-router';
import { buttonClass } from './buttonClass';

/** Loads the failed page afresh, so its data is fetched again rather than read from the failed cache. */
export function TryAgainLink({ to }: { to: string }) {
  return (
    <Link to={to} reloadDocument className={buttonClass('primary')}>
      Try again
    </Link>
  );
}
