import { Link } from 'react-router';
import { buttonClass } from './buttonClass';
import { pathTo } from '@/config/paths';

/** The logout page (spec §2) clears the portal's stored state, so this also gets someone out of a stuck session. */
export function LogoutLink() {
  return (
    <Link to={pathTo('logout')} className={buttonClass('secondary')}>
      Logout
    </Link>
  );
}
