import { Link } from 'react-router';
import { useUser } from '@/auth/AuthContext';
import { Icon } from '@/components/icons/Icon';
import { pathTo } from '@/config/paths';

/** The topbar's right side: who is signed in, and the way out. */
export function UserMenu() {
  const user = useUser();
  return (
    <div className="d-flex align-items-center gap-3">
      <span className="d-none d-sm-inline text-truncate" style={{ maxWidth: '16rem' }}>
        <Icon name="user" /> <span>{user.name ?? user.email}</span>
      </span>
      <Link to={pathTo('logout')} className="btn btn-sm btn-outline-light text-nowrap">
        <Icon name="logout" /> Logout
      </Link>
    </div>
  );
}
