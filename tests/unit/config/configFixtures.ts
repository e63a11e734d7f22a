import { readConfig, type AppConfig } from '@/config/config';

/** The smallest set of settings the portal starts with: only the required variables. */
export const REQUIRED_ENV = {
  VITE_API_URL: 'https://api.larder.example',
  VITE_AUTH0_DOMAIN: 'larder.eu.auth0.com',
  VITE_AUTH0_CLIENT_ID: 'spa-client-id',
  VITE_AUTH0_AUDIENCE: 'https://api.larder.example',
  VITE_LOGOUT_RETURN_URL: 'https://larder.example/logged-out',
  VITE_LEGACY_LOGOUT_URL: 'https://legacy.larder.example/logged-out',
} as const;

export const REQUIRED_VARIABLES = Object.keys(REQUIRED_ENV) as (keyof typeof REQUIRED_ENV)[];

/** A valid configuration built by readConfig itself, with optional settings added or changed. */
export function validConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const result = readConfig({ ...REQUIRED_ENV });
  if (!result.ok) throw new Error(`REQUIRED_ENV is invalid: ${JSON.stringify(result.problems)}`);
  return { ...result.config, ...overrides };
}
