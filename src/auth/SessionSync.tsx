import { useEffect } from 'react';
import { useConfig } from '@/config/ConfigContext';
import { useAuth } from './AuthContext';
import { onSessionAnnouncement } from './sessionChannel';

export interface SessionSyncProps {
  /** How this tab leaves for the signed-out page, and reloads: the browser's own, replaceable in tests. */
  leave?: (url: string) => void;
  reload?: () => void;
}

/**
 * Follows the other tabs: when one logs out, this one shows the signed-out page too (not an error at
 * its next call); when someone else signs in in another tab, this one reloads as them.
 */
const leaveForPage = (url: string) => window.location.assign(url);
const reloadPage = () => window.location.reload();

export function SessionSync({ leave = leaveForPage, reload = reloadPage }: SessionSyncProps) {
  const { user, isAuthenticated, isLoading } = useAuth();
  const { logoutReturnUrl } = useConfig();

  useEffect(() => {
    if (isLoading) return undefined;
    return onSessionAnnouncement((message) => {
      if (message.type === 'signed-out' && isAuthenticated) leave(logoutReturnUrl);
      if (message.type === 'signed-in' && message.userId !== user.id) reload();
    });
  }, [isLoading, isAuthenticated, user.id, logoutReturnUrl, leave, reload]);

  return null;
}
