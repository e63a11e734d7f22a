// Relative, not '@/': vite.config.ts reads the settings with this module when it builds (not in the browser).
import { DEFAULT_IDLE_TIMEOUT, type IdleTimeoutSettings } from '../domain/idleTimeout';

/** The portal's typed configuration (DESIGN.md §2), read once from VITE_* variables. */
export interface ExternalLinks {
  controlPanel?: string;
  digitalSms?: string;
  sendDocuments?: string;
  workOpportunities?: string;
  myFoodHygiene?: string;
  myLocalAuthority?: string;
  myWorkopps?: string;
  forSale?: string;
  memberResources?: string;
  contactUs?: string;
}

/** Spec §9's four help videos, each an embeddable address; one without an address is "not available". */
export interface HelpVideoLinks {
  foodSafety?: string;
  healthAndSafetyFire?: string;
  healthAndSafetyPolicy?: string;
  coshh?: string;
}

/** The supplier programmes' keys (spec §1), as src/domain/rewards/schemes.ts names them. */
export type ProgrammeLinkKey = 'calor' | 'biopak' | 'nisbets' | 'booker';

/** Spec §9 "external deal/FAQ links": the supplier's page about the deal, and its questions and answers. */
export interface ProgrammeLinks {
  deal?: string;
  faq?: string;
}

export interface AppConfig {
  apiUrl: string;
  auth0: {
    domain: string;
    clientId: string;
    audience: string;
    claimsNamespace: string;
    changePasswordConnection?: string;
  };
  productKey: string;
  maintenanceMode: boolean;
  environment: string;
  paymentsDisabled: boolean;
  logoutReturnUrl: string;
  legacyLogoutUrl: string;
  links: ExternalLinks;
  /** Only programmes with at least one link set are present. */
  programmeLinks: Partial<Record<ProgrammeLinkKey, ProgrammeLinks>>;
  officePhone?: string;
  callbackUrl?: string;
  trainingSiteUrl?: string;
  paymentsGatewayUrl?: string;
  cardPaymentKey?: string;
  helpVideos: HelpVideoLinks;
  analyticsId?: string;
  searchAnalytics?: { appId: string; apiKey: string };
  /** When an untouched session is signed out (DESIGN.md §4). */
  idleTimeout: IdleTimeoutSettings;
  /** Spec §9: the coffee-franchise product's auto-created unit (reference-list ids); absent when not configured. */
  franchiseUnit?: { businessTypeId: string; foodTypeIds: string[]; equipmentTypeIds: string[] };
}

export interface ConfigProblem {
  variable: string;
  problem: string;
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: ConfigProblem[] };

type Env = Record<string, string | boolean | undefined>;

const HELP_VIDEO_VARIABLES: Record<keyof HelpVideoLinks, string> = {
  foodSafety: 'VITE_HELP_VIDEO_FOOD_SAFETY',
  healthAndSafetyFire: 'VITE_HELP_VIDEO_HEALTH_AND_SAFETY_FIRE',
  healthAndSafetyPolicy: 'VITE_HELP_VIDEO_HEALTH_AND_SAFETY_POLICY',
  coshh: 'VITE_HELP_VIDEO_COSHH',
};

const LINK_VARIABLES: Record<keyof ExternalLinks, string> = {
  controlPanel: 'VITE_LINK_CONTROL_PANEL',
  digitalSms: 'VITE_LINK_DIGITAL_SMS',
  sendDocuments: 'VITE_LINK_SEND_DOCUMENTS',
  workOpportunities: 'VITE_LINK_WORK_OPPORTUNITIES',
  myFoodHygiene: 'VITE_LINK_MY_FOOD_HYGIENE',
  myLocalAuthority: 'VITE_LINK_MY_LOCAL_AUTHORITY',
  myWorkopps: 'VITE_LINK_MY_WORKOPPS',
  forSale: 'VITE_LINK_FOR_SALE',
  memberResources: 'VITE_LINK_MEMBER_RESOURCES',
  contactUs: 'VITE_LINK_CONTACT_US',
};

const PROGRAMME_LINK_KEYS: readonly ProgrammeLinkKey[] = ['calor', 'biopak', 'nisbets', 'booker'];

/** VITE_LINK_BIOPAK_DEAL, VITE_LINK_BIOPAK_FAQ, … */
export const programmeLinkVariable = (programme: ProgrammeLinkKey, link: keyof ProgrammeLinks) =>
  `VITE_LINK_${programme.toUpperCase()}_${link.toUpperCase()}`;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

// Spec §3's id rule (8-4-4-4-12 hex): the franchise settings name reference-list items by id.
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads and validates the settings; every problem is reported, each naming its variable.
 * @public Run by vite.config.ts when the portal is built, not by the bundle (the bundle carries the result).
 */
export function readConfig(env: Env): ConfigResult {
  const problems: ConfigProblem[] = [];
  const text = (name: string): string => {
    const value = env[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const optional = (name: string): string | undefined => text(name) || undefined;

  const required = (name: string): string => {
    const value = text(name);
    if (!value) problems.push({ variable: name, problem: 'is missing' });
    return value;
  };
  const requiredUrl = (name: string, { trailingSlash }: { trailingSlash: boolean }): string => {
    const value = required(name);
    if (!value) return value;
    if (!isHttpUrl(value)) problems.push({ variable: name, problem: `must be an http(s) address, not "${value}"` });
    else if (!trailingSlash && value.endsWith('/'))
      problems.push({ variable: name, problem: 'must not end with a slash' });
    return value;
  };
  const optionalUrl = (name: string): string | undefined => {
    const value = optional(name);
    if (value && !isHttpUrl(value)) problems.push({ variable: name, problem: `must be an http(s) address, not "${value}"` });
    return value;
  };
  const flag = (name: string, fallback: boolean): boolean => {
    const value = text(name).toLowerCase();
    if (!value) return fallback;
    if (value === 'true') return true;
    if (value === 'false') return false;
    problems.push({ variable: name, problem: `must be true or false, not "${text(name)}"` });
    return fallback;
  };

  const wholeMinutes = (name: string, fallback: number, max: number): number => {
    const value = text(name);
    if (!value) return fallback;
    const minutes = /^\d+$/.test(value) ? Number(value) : NaN;
    if (minutes >= 1 && minutes <= max) return minutes;
    problems.push({ variable: name, problem: `must be a whole number of minutes from 1 to ${max}, not "${value}"` });
    return fallback;
  };

  const apiUrl = requiredUrl('VITE_API_URL', { trailingSlash: false });
  const domain = required('VITE_AUTH0_DOMAIN');
  if (domain && /^https?:\/\//.test(domain) && !isHttpUrl(domain))
    problems.push({ variable: 'VITE_AUTH0_DOMAIN', problem: `is not a valid domain or address: "${domain}"` });
  if (domain.endsWith('/')) problems.push({ variable: 'VITE_AUTH0_DOMAIN', problem: 'must not end with a slash' });
  const clientId = required('VITE_AUTH0_CLIENT_ID');
  const audience = required('VITE_AUTH0_AUDIENCE');
  const logoutReturnUrl = requiredUrl('VITE_LOGOUT_RETURN_URL', { trailingSlash: true });
  const legacyLogoutUrl = requiredUrl('VITE_LEGACY_LOGOUT_URL', { trailingSlash: true });
  const productKey = text('VITE_PRODUCT_KEY') || 'larder';
  if (!/^[a-z][A-Za-z0-9]*$/.test(productKey))
    problems.push({ variable: 'VITE_PRODUCT_KEY', problem: `must be a single word starting with a lower-case letter, not "${productKey}"` });

  const links: ExternalLinks = {};
  for (const [key, variable] of Object.entries(LINK_VARIABLES) as [keyof ExternalLinks, string][]) {
    const value = optionalUrl(variable);
    if (value) links[key] = value;
  }

  const helpVideos: HelpVideoLinks = {};
  for (const [key, variable] of Object.entries(HELP_VIDEO_VARIABLES) as [keyof HelpVideoLinks, string][]) {
    const value = optionalUrl(variable);
    if (value) helpVideos[key] = value;
  }

  const programmeLinks: AppConfig['programmeLinks'] = {};
  for (const programme of PROGRAMME_LINK_KEYS) {
    const deal = optionalUrl(programmeLinkVariable(programme, 'deal'));
    const faq = optionalUrl(programmeLinkVariable(programme, 'faq'));
    if (deal || faq) programmeLinks[programme] = { ...(deal ? { deal } : {}), ...(faq ? { faq } : {}) };
  }

  const appId = optional('VITE_SEARCH_ANALYTICS_APP_ID');
  const apiKey = optional('VITE_SEARCH_ANALYTICS_API_KEY');
  if (Boolean(appId) !== Boolean(apiKey))
    problems.push({
      variable: appId ? 'VITE_SEARCH_ANALYTICS_API_KEY' : 'VITE_SEARCH_ANALYTICS_APP_ID',
      problem: 'is needed too when search analytics is configured',
    });

  // The franchise unit's three settings go together: a business type id, then comma-separated id lists.
  const franchiseVariables = ['VITE_FRANCHISE_BUSINESS_TYPE_ID', 'VITE_FRANCHISE_FOOD_TYPE_IDS', 'VITE_FRANCHISE_EQUIPMENT_TYPE_IDS'] as const;
  const franchiseIds = franchiseVariables.map((name) => {
    const ids = text(name).split(',').map((id) => id.trim()).filter(Boolean);
    const invalid = ids.find((id) => !GUID.test(id));
    if (invalid) problems.push({ variable: name, problem: `must hold ids like 0a1b2c3d-0000-4000-8000-000000000001, not "${invalid}"` });
    return ids;
  });
  const franchiseSet = franchiseIds.filter((ids) => ids.length > 0).length;
  if (franchiseSet > 0 && franchiseSet < franchiseVariables.length)
    franchiseVariables.forEach((name, index) => {
      if (franchiseIds[index]!.length === 0) problems.push({ variable: name, problem: 'is needed too when the coffee-franchise unit is configured' });
    });
  if (franchiseIds[0]!.length > 1) problems.push({ variable: 'VITE_FRANCHISE_BUSINESS_TYPE_ID', problem: 'must be one business type id' });
  const [franchiseBusinessType, franchiseFoodTypes, franchiseEquipmentTypes] = franchiseIds as [string[], string[], string[]];

  // Idle sign-out: half a working day at most; the warning before the shorter of the two.
  const idleTimeout: IdleTimeoutSettings = {
    minutes: wholeMinutes('VITE_IDLE_TIMEOUT_MINUTES', DEFAULT_IDLE_TIMEOUT.minutes, 720),
    payoutStaffMinutes: wholeMinutes('VITE_IDLE_TIMEOUT_MINUTES_PAYOUT_STAFF', DEFAULT_IDLE_TIMEOUT.payoutStaffMinutes, 720),
    warningMinutes: wholeMinutes('VITE_IDLE_WARNING_MINUTES', DEFAULT_IDLE_TIMEOUT.warningMinutes, 60),
  };
  if (idleTimeout.payoutStaffMinutes > idleTimeout.minutes)
    problems.push({ variable: 'VITE_IDLE_TIMEOUT_MINUTES_PAYOUT_STAFF', problem: 'must not be longer than VITE_IDLE_TIMEOUT_MINUTES' });
  if (idleTimeout.warningMinutes >= idleTimeout.payoutStaffMinutes)
    problems.push({ variable: 'VITE_IDLE_WARNING_MINUTES', problem: 'must be shorter than both idle timeouts' });

  const config: AppConfig = {
    apiUrl,
    auth0: {
      domain,
      clientId,
      audience,
      claimsNamespace: text('VITE_AUTH0_CLAIMS_NAMESPACE'),
      changePasswordConnection: optional('VITE_AUTH0_CHANGE_PASSWORD_CONNECTION'),
    },
    productKey,
    maintenanceMode: flag('VITE_MAINTENANCE_MODE', false),
    environment: text('VITE_ENVIRONMENT') || 'production',
    paymentsDisabled: flag('VITE_PAYMENTS_DISABLED', false),
    logoutReturnUrl,
    legacyLogoutUrl,
    links,
    programmeLinks,
    officePhone: optional('VITE_OFFICE_PHONE'),
    callbackUrl: optionalUrl('VITE_CALLBACK_URL'),
    trainingSiteUrl: optionalUrl('VITE_TRAINING_SITE_URL'),
    paymentsGatewayUrl: optionalUrl('VITE_PAYMENTS_GATEWAY_URL'),
    cardPaymentKey: optional('VITE_CARD_PAYMENT_KEY'),
    helpVideos,
    analyticsId: optional('VITE_ANALYTICS_ID'),
    searchAnalytics: appId && apiKey ? { appId, apiKey } : undefined,
    idleTimeout,
    franchiseUnit:
      franchiseSet === franchiseVariables.length
        ? { businessTypeId: franchiseBusinessType[0]!, foodTypeIds: franchiseFoodTypes, equipmentTypeIds: franchiseEquipmentTypes }
        : undefined,
  };
  return problems.length ? { ok: false, problems } : { ok: true, config };
}
