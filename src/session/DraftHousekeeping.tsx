import { useEffect } from 'react';
import { useAuth } from '@/auth/AuthContext';
import { tidyFormDrafts } from './formDrafts';

/**
 * At start-up, expired drafts go; once someone is signed in, so do the drafts another person left in
 * this browser (src/session/formDrafts.ts). Reading a draft ignores an expired one in any case.
 */
export function DraftHousekeeping() {
  const { user, isAuthenticated, isLoading } = useAuth();
  useEffect(() => {
    if (!isLoading) tidyFormDrafts(window.localStorage, { signedIn: isAuthenticated ? user.id : undefined });
  }, [isLoading, isAuthenticated, user.id]);
  return null;
}
