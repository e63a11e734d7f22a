import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Auth0Client } from '@auth0/auth0-spa-js';
import { useConfig } from '@/config/ConfigContext';
import { UNKNOWN_USER } from '@/domain/user';
import { AuthContext, type AuthState } from './AuthContext';
import { initialiseAuth, type AuthSnapshot, type ReturnState } from './initialiseAuth';
import { userFromClaims } from './userFromClaims';

/** SDK errors that mean "nobody can get a token without signing in again". */
const SIGN_IN_AGAIN_ERRORS = new Set(['login_required', 'consent_required', 'missing_refresh_token', 'invalid_grant']);

function needsSignInAgain(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return typeof code === 'string' && SIGN_IN_AGAIN_ERRORS.has(code);
}

const currentPath = () => window.location.pathname + window.location.search;

/** Our small React context around @auth0/auth0-spa-js. */
export function Auth0AuthProvider({ client, children }: { client: Auth0Client; children: ReactNode }) {
  const config = useConfig();
  const [snapshot, setSnapshot] = useState<AuthSnapshot | null>(null);

  useEffect(() => {
    let active = true;
    void initialiseAuth(client).then((result) => active && setSnapshot(result));
    return () => {
      active = false;
    };
  }, [client]);

  const value = useMemo<AuthState>(() => {
    const login = (returnTo: string) => client.loginWithRedirect<ReturnState>({ appState: { returnTo } });
    return {
      isLoading: snapshot === null,
      isAuthenticated: snapshot?.isAuthenticated ?? false,
      user: snapshot?.isAuthenticated
        ? userFromClaims(snapshot.claims, { namespace: config.auth0.claimsNamespace, productKey: config.productKey })
        : UNKNOWN_USER,
      error: snapshot?.error,
      returnTo: snapshot?.returnTo,
      login,
      logout: (returnTo) => client.logout({ logoutParams: { returnTo } }),
      getAccessToken: async () => {
        try {
          const token = await client.getTokenSilently();
          if (!token) throw new Error('The identity provider returned no access token');
          return token;
        } catch (error) {
          if (needsSignInAgain(error)) await login(currentPath());
          throw error;
        }
      },
    };
  }, [client, snapshot, config.auth0.claimsNamespace, config.productKey]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
