import { createContext, useContext } from 'react';
import type { SignedInUser } from '@/domain/user';

export interface AuthState {
  /** True until the SDK knows whether someone is signed in. */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** The signed-in user, or the placeholder `unknown`. */
  user: SignedInUser;
  /** Set after a failed sign-in callback (e.g. a stale or forged state). */
  error?: Error;
  /** Where the sign-in callback asked to return to, once it has been handled. */
  returnTo?: string;
  /** Sends the browser to the identity provider; it comes back to `returnTo`. */
  login(returnTo: string): Promise<void>;
  /**
   * Sends the browser to sign in again because `call` was refused (a 401, or the SDK could not renew
   * the session), remembering it across the redirect so a refusal right after is not sent round again.
   */
  signInAgain(call: string, returnTo: string): Promise<void>;
  /**
   * Revokes the refresh token (a failure is only logged: the sign-out goes on), runs `beforeLeaving`, then
   * signs out at the identity provider, which sends the browser to `returnTo`.
   */
  logout(returnTo: string, beforeLeaving?: () => void): Promise<void>;
  /** A bearer token for the API, renewed silently; signs the user in again when that is impossible. */
  getAccessToken(): Promise<string>;
  /**
   * Asks the identity provider for new tokens now, past the SDK's cache, and reads the person again from the
   * new ID token's claims: after something the API did changed them (an online renewal's account status),
   * without a sign-out. Resolves once `user` is the new one.
   */
  refreshSession(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside an auth provider');
  return auth;
}

export function useUser(): SignedInUser {
  return useAuth().user;
}
