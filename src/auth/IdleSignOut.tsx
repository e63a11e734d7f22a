import { useAuth } from './AuthContext';
import { IdleSessionTimer } from './IdleSessionTimer';

/**
 * Signs out a person who has left the portal untouched (DESIGN.md §4): timed only while someone is
 * signed in, from the moment they are. Rendered once, inside the router.
 */
export function IdleSignOut() {
  const { isAuthenticated, user } = useAuth();
  return isAuthenticated ? <IdleSessionTimer roles={user.roles} /> : null;
}
