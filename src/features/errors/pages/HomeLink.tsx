import { Link } from 'react-router';
import { buttonClass, type ActionVariant } from './buttonClass';

/**
 * Reloads the portal at its home page rather than navigating inside it, so nothing that went wrong
 * (a crashed screen, a failed load held in the cache) comes along.
 */
export function HomeLink({ variant }: { variant: ActionVariant }) {
  return (
    <Link to="/" reloadDocument className={buttonClass(variant)}>
      Home
    </Link>
  );
}
