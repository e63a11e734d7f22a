import { Link } from 'react-router';
import { buttonClass, type ActionVariant } from './buttonClass';
import { pathTo } from '@/config/paths';

/**
 * Reloads the portal at its home page rather than navigating inside it, so nothing that went wrong
 * (a crashed screen, a failed load held in the cache) comes along.
 */
export function HomeLink({ variant }: { variant: ActionVariant }) {
  return (
    <Link to={pathTo('root')} reloadDocument className={buttonClass(variant)}>
      Home
    </Link>
  );
}
