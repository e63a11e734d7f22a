import { useEffect } from 'react';
import { useAuth } from '@/auth/AuthContext';

/**
 * At start-up, expired drafts go; once someone is signed in, so do the drafts another person left in
 * this browser (src/session/formDrafts.ts). Reading a draft ignores an expired one in any case, and
 * another person's drafts are kept under their own keys, so the tidying can wait for its own small chunk
 * rather than ride in the first load (DESIGN.md §7).
 */
export function DraftHousekeeping() {
  const { user, isAuthenticated, isLoading } = useAuth();
  useEffect(() => {
    if (isLoading) return;
    const signedIn = isAuthenticated ? user.id : undefined;
    import('./formDrafts')
      .then(({ tidyFormDrafts }) => tidyFormDrafts(window.localStorage, { signedIn }))
      .catch((error: unknown) => console.warn('Could not tidy the form drafts', error));
  }, [isLoading, isAuthenticated, user.id]);
  return null;
}
