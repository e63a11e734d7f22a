import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@/auth/AuthContext';
import { LoadingState } from '@/components/states/LoadingState';

/**
 * Spec §4 "Login": someone not signed in goes to the identity provider and comes back to the path
 * and query they asked for. (Every sign-in clears the stored acting-for-a-member value first: App.)
 */
export function SignInRedirect() {
  const { login } = useAuth();
  const location = useLocation();
  const returnTo = location.pathname + location.search;

  useEffect(() => {
    void login(returnTo);
  }, [login, returnTo]);

  return <LoadingState label="Taking you to sign in…" />;
}
