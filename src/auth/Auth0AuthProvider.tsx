import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Auth0Client } from '@auth0/auth0-spa-js';
import { callOf } from '@/api/callOf';
import { isSignInRequired } from '@/api/signInRequired';
import { useConfig } from '@/config/ConfigContext';
import { UNKNOWN_USER } from '@/domain/user';
import { AuthContext, type AuthState } from './AuthContext';
import { initialiseAuth, readSession, type AuthSnapshot, type ReturnState } from './initialiseAuth';
import { recordSignInAgain, refusedRightAfterSigningInAgain } from './signInAgain';
import { userFromClaims } from './userFromClaims';

const currentPath = () => window.location.pathname + window.location.search;

export interface Auth0AuthProviderProps {
  client: Auth0Client;
  /** Runs before every sign-in redirect, whichever path starts it (e.g. forgetting an impersonation). */
  onSignInRedirect?: () => void;
  children: ReactNode;
}

/** Our small React context around @auth0/auth0-spa-js. */
export function Auth0AuthProvider({ client, onSignInRedirect, children }: Auth0AuthProviderProps) {
  const config = useConfig();
  const [snapshot, setSnapshot] = useState<AuthSnapshot | null>(null);
  // Many calls can find the session over at once; the browser leaves for the sign-in page once.
  const redirecting = useRef<Promise<void> | null>(null);

  useEffect(() => {
    let active = true;
    void initialiseAuth(client).then((result) => active && setSnapshot(result));
    return () => {
      active = false;
    };
  }, [client]);

  const value = useMemo<AuthState>(() => {
    const login = (returnTo: string) => {
      if (!redirecting.current) {
        onSignInRedirect?.();
        redirecting.current = client.loginWithRedirect<ReturnState>({ appState: { returnTo } }).catch((error: unknown) => {
          redirecting.current = null; // the redirect never happened: a later attempt may try again
          throw error;
        });
      }
      return redirecting.current;
    };
    const signInAgain = (call: string, returnTo: string) => {
      if (!redirecting.current) recordSignInAgain(call, new Date());
      return login(returnTo);
    };
    return {
      isLoading: snapshot === null,
      isAuthenticated: snapshot?.isAuthenticated ?? false,
      user: snapshot?.isAuthenticated
        ? userFromClaims(snapshot.claims, { namespace: config.auth0.claimsNamespace, productKey: config.productKey })
        : UNKNOWN_USER,
      error: snapshot?.error,
      returnTo: snapshot?.returnTo,
      login,
      signInAgain,
      logout: async (returnTo, beforeLeaving) => {
        // A refresh token copied out of this browser must not outlive the session (DESIGN.md §4). Access
        // tokens are self-contained: they last their short lifetime whatever happens here.
        await client.revokeRefreshToken().catch((error: unknown) => console.warn('Could not revoke the refresh token', error));
        beforeLeaving?.();
        await client.logout({ logoutParams: { returnTo } });
      },
      refreshSession: async () => {
        // The refresh token brings a new ID token too: its claims are what the tenant holds now.
        await client.getTokenSilently({ cacheMode: 'off' });
        const session = await readSession(client);
        setSnapshot((previous) => ({ ...previous, ...session }));
      },
      getAccessToken: async () => {
        try {
          const token = await client.getTokenSilently();
          if (!token) throw new Error('The identity provider returned no access token');
          return token;
        } catch (error) {
          // Unless signing in again has just failed to help: then the load's error handler says so.
          if (isSignInRequired(error) && !refusedRightAfterSigningInAgain(callOf(error), new Date())) await signInAgain(callOf(error), currentPath());
          throw error;
        }
      },
    };
  }, [client, snapshot, onSignInRedirect, config.auth0.claimsNamespace, config.productKey]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
