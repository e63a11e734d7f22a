import { useMutation } from '@tanstack/react-query';
import { HttpError } from '@/api/httpError';
import type { AppConfig } from '@/config/config';
import { useConfig } from '@/config/ConfigContext';

/** The identity provider's address from VITE_AUTH0_DOMAIN: a bare domain is reached over https. */
export function identityProviderUrl(domain: string): string {
  return /^https?:\/\//.test(domain) ? domain.replace(/\/+$/, '') : `https://${domain}`;
}

/** The password reset is offered only when a database connection is configured (DESIGN.md §2). */
export const canChangePassword = (config: AppConfig) => Boolean(config.auth0.changePasswordConnection);

/**
 * Auth0's database-connection reset: POST {AUTH0_DOMAIN}/dbconnections/change_password with JSON
 * { client_id, email, connection }. It goes to the identity provider, not the members API, so it carries
 * no bearer token. Auth0 answers 200 with a plain-text sentence and emails the person a link; 400 with
 * { error, error_description } when the body is refused; 429 when asked too often.
 */
export async function requestPasswordReset(config: AppConfig, email: string): Promise<string> {
  const connection = config.auth0.changePasswordConnection;
  if (!connection) throw new Error('No change-password connection is configured (VITE_AUTH0_CHANGE_PASSWORD_CONNECTION).');
  const url = `${identityProviderUrl(config.auth0.domain)}/dbconnections/change_password`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_id: config.auth0.clientId, email, connection }),
  });
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, text, url);
  return text;
}

export function useRequestPasswordReset() {
  const config = useConfig();
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(config, email) });
}
