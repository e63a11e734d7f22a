// TEST DOUBLE support, never shipped: everything the local stand-ins need, derived from the portal's own
// VITE_* settings of the mode being served, so the portal and its stand-ins cannot disagree.
import { requireLoopbackHttpUrl, isLoopbackHost } from '../idp/loopback.ts';
import type { SignInServerOptions } from '../idp/signInServerOptions.ts';
import { scaleFromSetting } from '../api/seed/scale.ts';

export interface StandInSettings {
  /** The one origin serving the portal, the sign-in stand-in and the API simulator. */
  origin: string;
  hostname: string;
  port: number;
  /** VITE_API_URL, e.g. `http://localhost:5173/api`. */
  apiUrl: string;
  /** Its path, where the API simulator is mounted, e.g. `/api`. */
  apiMountPath: string;
  claimsNamespace: string;
  signIn: SignInServerOptions;
  /** The hosted payment page stand-in, when VITE_PAYMENTS_GATEWAY_URL points at this origin (e.g. `/pay`). */
  paymentGateway?: { mountPath: string; cardPaymentKey?: string };
  /** VITE_PAYMENTS_DISABLED: the simulator refuses card payments too. */
  cardPaymentsDisabled: boolean;
  /** LARDER_SCALE: the demo data multiplied by 1 (as it is, the default), 10 or 100 (tests/mocks/api/seed/scale.ts). */
  scale: number;
}

type Env = Record<string, string | undefined>;

function required(env: Env, name: string, mode: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is not set for mode "${mode}" (.env.${mode}); the local stand-ins need it.`);
  return value;
}

function isRemote(value: string | undefined): boolean {
  try {
    return !isLoopbackHost(new URL(value ?? '').hostname);
  } catch {
    return false;
  }
}

/**
 * The hosted payment page stand-in is served only when the gateway setting names a path of the portal's own
 * origin; a gateway elsewhere (a provider's test environment) is left alone.
 */
function paymentGatewayOf(env: Env, api: URL, takenPaths: string[]): StandInSettings['paymentGateway'] {
  const value = env.VITE_PAYMENTS_GATEWAY_URL?.trim();
  if (!value) return undefined;
  let gateway: URL;
  try {
    gateway = new URL(value);
  } catch {
    return undefined;
  }
  if (gateway.origin !== api.origin) return undefined;
  const mountPath = gateway.pathname.replace(/\/+$/, '');
  if (!mountPath || takenPaths.some((taken) => mountPath === taken || mountPath.startsWith(`${taken}/`))) {
    throw new Error(
      `VITE_PAYMENTS_GATEWAY_URL (${value}) needs a path of its own below the portal, such as /pay, apart from the sign-in and API stand-ins.`,
    );
  }
  return { mountPath, cardPaymentKey: env.VITE_CARD_PAYMENT_KEY?.trim() || undefined };
}

/**
 * The stand-ins' settings, or null when the mode points the portal at a real tenant and API (both
 * VITE_AUTH0_DOMAIN and VITE_API_URL on other hosts): then the stand-ins stay off. Anything in between
 * is refused with an error naming the setting.
 */
export function standInSettingsFromEnv(env: Env, mode: string): StandInSettings | null {
  if (isRemote(env.VITE_AUTH0_DOMAIN) && isRemote(env.VITE_API_URL)) return null;

  const domain = required(env, 'VITE_AUTH0_DOMAIN', mode).replace(/\/+$/, '');
  const apiUrl = required(env, 'VITE_API_URL', mode).replace(/\/+$/, '');
  const domainUrl = requireLoopbackHttpUrl('VITE_AUTH0_DOMAIN', domain);
  const api = requireLoopbackHttpUrl('VITE_API_URL', apiUrl);
  if (domainUrl.origin !== api.origin) {
    throw new Error(
      `VITE_AUTH0_DOMAIN (${domain}) and VITE_API_URL (${apiUrl}) must share one origin: ` +
        'the portal, the sign-in stand-in and the API simulator are served together on one port.',
    );
  }
  if (domainUrl.pathname === '/' || api.pathname === '/' || domainUrl.pathname === api.pathname) {
    throw new Error(
      `VITE_AUTH0_DOMAIN (${domain}) and VITE_API_URL (${apiUrl}) need distinct paths below the portal ` +
        '(such as /idp and /api), so that neither hides the portal or the other.',
    );
  }

  const claimsNamespace = env.VITE_AUTH0_CLAIMS_NAMESPACE ?? '';
  return {
    paymentGateway: paymentGatewayOf(env, api, [domainUrl.pathname, api.pathname]),
    cardPaymentsDisabled: env.VITE_PAYMENTS_DISABLED?.trim().toLowerCase() === 'true',
    scale: scaleFromSetting(env.LARDER_SCALE),
    origin: api.origin,
    hostname: api.hostname,
    port: Number(api.port || 80),
    apiUrl,
    apiMountPath: api.pathname,
    claimsNamespace,
    signIn: {
      issuer: `${domain}/`,
      clientId: required(env, 'VITE_AUTH0_CLIENT_ID', mode),
      audience: required(env, 'VITE_AUTH0_AUDIENCE', mode),
      claimsNamespace,
      productKey: env.VITE_PRODUCT_KEY?.trim() || 'larder',
      allowedLogoutUrls: [
        required(env, 'VITE_LOGOUT_RETURN_URL', mode),
        required(env, 'VITE_LEGACY_LOGOUT_URL', mode),
      ],
      portalOrigin: api.origin,
      changePasswordConnection: env.VITE_AUTH0_CHANGE_PASSWORD_CONNECTION?.trim() || undefined,
    },
  };
}
