import { describe, expect, it } from 'vitest';
import { readConfig, type AppConfig, type ConfigProblem, type ConfigResult } from '@/config/config';
import { REQUIRED_ENV, REQUIRED_VARIABLES } from './configFixtures';

type Env = Record<string, string | undefined>;

function configOf(result: ConfigResult): AppConfig {
  if (!result.ok) throw new Error(`expected a valid configuration, got ${JSON.stringify(result.problems)}`);
  return result.config;
}

function problemsOf(result: ConfigResult): ConfigProblem[] {
  if (result.ok) throw new Error('expected configuration problems, got a valid configuration');
  return result.problems;
}

const variablesNamed = (result: ConfigResult) => problemsOf(result).map((problem) => problem.variable);

describe('readConfig: required settings', () => {
  it.each(REQUIRED_VARIABLES)('reports %s as missing when it is absent', (variable) => {
    const env: Env = { ...REQUIRED_ENV };
    delete env[variable];
    expect(problemsOf(readConfig(env))).toEqual([{ variable, problem: 'is missing' }]);
  });

  it.each(REQUIRED_VARIABLES)('reports %s as missing when it is only blanks', (variable) => {
    expect(problemsOf(readConfig({ ...REQUIRED_ENV, [variable]: '   ' }))).toEqual([{ variable, problem: 'is missing' }]);
  });

  it('names every required variable at once when nothing is configured', () => {
    expect(variablesNamed(readConfig({}))).toEqual(expect.arrayContaining(REQUIRED_VARIABLES));
    expect(problemsOf(readConfig({}))).toHaveLength(REQUIRED_VARIABLES.length);
  });

  it('accepts the required settings alone and keeps their values', () => {
    const config = configOf(readConfig({ ...REQUIRED_ENV }));
    expect(config.apiUrl).toBe(REQUIRED_ENV.VITE_API_URL);
    expect(config.auth0).toEqual({
      domain: REQUIRED_ENV.VITE_AUTH0_DOMAIN,
      clientId: REQUIRED_ENV.VITE_AUTH0_CLIENT_ID,
      audience: REQUIRED_ENV.VITE_AUTH0_AUDIENCE,
      claimsNamespace: '',
      changePasswordConnection: undefined,
    });
    expect(config.logoutReturnUrl).toBe(REQUIRED_ENV.VITE_LOGOUT_RETURN_URL);
    expect(config.legacyLogoutUrl).toBe(REQUIRED_ENV.VITE_LEGACY_LOGOUT_URL);
  });

  it('trims surrounding blanks from values', () => {
    const config = configOf(readConfig({ ...REQUIRED_ENV, VITE_AUTH0_CLIENT_ID: '  spa-client-id \n' }));
    expect(config.auth0.clientId).toBe('spa-client-id');
  });

  it('accepts an http:// identity provider address for a local provider', () => {
    const config = configOf(readConfig({ ...REQUIRED_ENV, VITE_AUTH0_DOMAIN: 'http://localhost:4173/idp' }));
    expect(config.auth0.domain).toBe('http://localhost:4173/idp');
  });
});

describe('readConfig: malformed values name their variable', () => {
  it.each([
    { variable: 'VITE_API_URL', value: 'api.larder.example', problem: /http\(s\) address/ },
    { variable: 'VITE_API_URL', value: 'ftp://api.larder.example', problem: /http\(s\) address/ },
    { variable: 'VITE_API_URL', value: 'https://api.larder.example/', problem: /must not end with a slash/ },
    { variable: 'VITE_API_URL', value: 'https://api.larder.example/v1//', problem: /must not end with a slash/ },
    { variable: 'VITE_AUTH0_DOMAIN', value: 'larder.eu.auth0.com/', problem: /must not end with a slash/ },
    { variable: 'VITE_AUTH0_DOMAIN', value: 'http://localhost:4173/idp/', problem: /must not end with a slash/ },
    { variable: 'VITE_AUTH0_DOMAIN', value: 'https://lar der.example', problem: /not a valid domain or address/ },
    { variable: 'VITE_LOGOUT_RETURN_URL', value: 'larder.example/logged-out', problem: /http\(s\) address/ },
    { variable: 'VITE_LEGACY_LOGOUT_URL', value: 'javascript:alert(1)', problem: /http\(s\) address/ },
    { variable: 'VITE_MAINTENANCE_MODE', value: 'yes', problem: /must be true or false, not "yes"/ },
    { variable: 'VITE_MAINTENANCE_MODE', value: '1', problem: /must be true or false/ },
    { variable: 'VITE_PAYMENTS_DISABLED', value: 'no', problem: /must be true or false, not "no"/ },
    { variable: 'VITE_PRODUCT_KEY', value: 'Larder', problem: /single word starting with a lower-case letter/ },
    { variable: 'VITE_PRODUCT_KEY', value: '1larder', problem: /single word/ },
    { variable: 'VITE_PRODUCT_KEY', value: 'lar der', problem: /single word/ },
    { variable: 'VITE_PRODUCT_KEY', value: 'larder-portal', problem: /single word/ },
    { variable: 'VITE_LINK_CONTACT_US', value: 'contact-us', problem: /http\(s\) address/ },
    { variable: 'VITE_LINK_CONTROL_PANEL', value: 'www.example.org', problem: /http\(s\) address/ },
    { variable: 'VITE_CALLBACK_URL', value: 'not a url', problem: /http\(s\) address/ },
    { variable: 'VITE_TRAINING_SITE_URL', value: 'mailto:x@example.org', problem: /http\(s\) address/ },
    { variable: 'VITE_PAYMENTS_GATEWAY_URL', value: '/payments', problem: /http\(s\) address/ },
  ])('rejects $variable = "$value"', ({ variable, value, problem }) => {
    const problems = problemsOf(readConfig({ ...REQUIRED_ENV, [variable]: value }));
    expect(problems).toEqual([{ variable, problem: expect.stringMatching(problem) }]);
  });

  it.each([
    { set: 'VITE_SEARCH_ANALYTICS_APP_ID', missing: 'VITE_SEARCH_ANALYTICS_API_KEY' },
    { set: 'VITE_SEARCH_ANALYTICS_API_KEY', missing: 'VITE_SEARCH_ANALYTICS_APP_ID' },
  ])('asks for $missing when only $set is configured', ({ set, missing }) => {
    const problems = problemsOf(readConfig({ ...REQUIRED_ENV, [set]: 'value' }));
    expect(problems).toEqual([{ variable: missing, problem: 'is needed too when search analytics is configured' }]);
  });

  it('reports every problem, not just the first', () => {
    const env = {
      ...REQUIRED_ENV,
      VITE_API_URL: 'https://api.larder.example/',
      VITE_AUTH0_CLIENT_ID: '',
      VITE_MAINTENANCE_MODE: 'yes',
    };
    expect(variablesNamed(readConfig(env))).toEqual(['VITE_API_URL', 'VITE_AUTH0_CLIENT_ID', 'VITE_MAINTENANCE_MODE']);
  });
});

describe('readConfig: defaults and optional settings', () => {
  it('defaults the product key, flags and environment', () => {
    const config = configOf(readConfig({ ...REQUIRED_ENV }));
    expect(config.productKey).toBe('larder');
    expect(config.maintenanceMode).toBe(false);
    expect(config.environment).toBe('production');
    expect(config.paymentsDisabled).toBe(false);
  });

  it('treats empty optional settings as not configured', () => {
    const empties = Object.fromEntries(
      [
        'VITE_PRODUCT_KEY',
        'VITE_MAINTENANCE_MODE',
        'VITE_ENVIRONMENT',
        'VITE_PAYMENTS_DISABLED',
        'VITE_AUTH0_CHANGE_PASSWORD_CONNECTION',
        'VITE_LINK_CONTACT_US',
        'VITE_OFFICE_PHONE',
        'VITE_CALLBACK_URL',
        'VITE_ANALYTICS_ID',
        'VITE_SEARCH_ANALYTICS_APP_ID',
        'VITE_SEARCH_ANALYTICS_API_KEY',
      ].map((name) => [name, '']),
    );
    const config = configOf(readConfig({ ...REQUIRED_ENV, ...empties }));
    expect(config).toMatchObject({ productKey: 'larder', maintenanceMode: false, environment: 'production' });
    expect(config.links).toEqual({});
    expect(config.auth0.changePasswordConnection).toBeUndefined();
    expect(config.officePhone).toBeUndefined();
    expect(config.callbackUrl).toBeUndefined();
    expect(config.analyticsId).toBeUndefined();
    expect(config.searchAnalytics).toBeUndefined();
  });

  it.each([
    { value: 'true', expected: true },
    { value: 'TRUE', expected: true },
    { value: ' True ', expected: true },
    { value: 'false', expected: false },
    { value: 'False', expected: false },
  ])('reads the flags from "$value"', ({ value, expected }) => {
    const config = configOf(readConfig({ ...REQUIRED_ENV, VITE_MAINTENANCE_MODE: value, VITE_PAYMENTS_DISABLED: value }));
    expect(config.maintenanceMode).toBe(expected);
    expect(config.paymentsDisabled).toBe(expected);
  });

  it.each(['larder', 'cater', 'larderPlus', 'l2'])('accepts the product key "%s"', (key) => {
    expect(configOf(readConfig({ ...REQUIRED_ENV, VITE_PRODUCT_KEY: key })).productKey).toBe(key);
  });

  it('keeps a configured environment name, claims namespace and password-change connection', () => {
    const config = configOf(
      readConfig({
        ...REQUIRED_ENV,
        VITE_ENVIRONMENT: 'staging',
        VITE_AUTH0_CLAIMS_NAMESPACE: 'https://larder.example/',
        VITE_AUTH0_CHANGE_PASSWORD_CONNECTION: 'Username-Password-Authentication',
      }),
    );
    expect(config.environment).toBe('staging');
    expect(config.auth0.claimsNamespace).toBe('https://larder.example/');
    expect(config.auth0.changePasswordConnection).toBe('Username-Password-Authentication');
  });

  it.each([
    ['controlPanel', 'VITE_LINK_CONTROL_PANEL'],
    ['digitalSms', 'VITE_LINK_DIGITAL_SMS'],
    ['sendDocuments', 'VITE_LINK_SEND_DOCUMENTS'],
    ['workOpportunities', 'VITE_LINK_WORK_OPPORTUNITIES'],
    ['myFoodHygiene', 'VITE_LINK_MY_FOOD_HYGIENE'],
    ['myLocalAuthority', 'VITE_LINK_MY_LOCAL_AUTHORITY'],
    ['myWorkopps', 'VITE_LINK_MY_WORKOPPS'],
    ['forSale', 'VITE_LINK_FOR_SALE'],
    ['memberResources', 'VITE_LINK_MEMBER_RESOURCES'],
    ['contactUs', 'VITE_LINK_CONTACT_US'],
  ])('shows the %s link only when %s is set', (key, variable) => {
    const url = `https://example.org/${key}`;
    expect(configOf(readConfig({ ...REQUIRED_ENV, [variable]: url })).links).toEqual({ [key]: url });
    expect(configOf(readConfig({ ...REQUIRED_ENV })).links).not.toHaveProperty(key);
  });

  it.each([
    ['calor', 'deal', 'VITE_LINK_CALOR_DEAL'],
    ['calor', 'faq', 'VITE_LINK_CALOR_FAQ'],
    ['biopak', 'deal', 'VITE_LINK_BIOPAK_DEAL'],
    ['biopak', 'faq', 'VITE_LINK_BIOPAK_FAQ'],
    ['nisbets', 'deal', 'VITE_LINK_NISBETS_DEAL'],
    ['nisbets', 'faq', 'VITE_LINK_NISBETS_FAQ'],
    ['booker', 'deal', 'VITE_LINK_BOOKER_DEAL'],
    ['booker', 'faq', 'VITE_LINK_BOOKER_FAQ'],
  ])("shows %s's %s link only when %s is set", (programme, link, variable) => {
    const url = `https://example.org/${programme}/${link}`;
    expect(configOf(readConfig({ ...REQUIRED_ENV, [variable]: url })).programmeLinks).toEqual({ [programme]: { [link]: url } });
    expect(configOf(readConfig({ ...REQUIRED_ENV, [variable]: '' })).programmeLinks).toEqual({});
  });

  it('refuses a programme link that is not an address, naming its variable', () => {
    const result = readConfig({ ...REQUIRED_ENV, VITE_LINK_NISBETS_FAQ: 'nisbets.co.uk/faq' });
    expect(result).toEqual({ ok: false, problems: [{ variable: 'VITE_LINK_NISBETS_FAQ', problem: 'must be an http(s) address, not "nisbets.co.uk/faq"' }] });
  });

  it('keeps the §9 configured values', () => {
    const config = configOf(
      readConfig({
        ...REQUIRED_ENV,
        VITE_OFFICE_PHONE: '0161 496 0000',
        VITE_CALLBACK_URL: 'https://example.org/callback',
        VITE_TRAINING_SITE_URL: 'https://training.example.org',
        VITE_PAYMENTS_GATEWAY_URL: 'https://pay.example.org',
        VITE_CARD_PAYMENT_KEY: 'pk_test_123',
      }),
    );
    expect(config).toMatchObject({
      officePhone: '0161 496 0000',
      callbackUrl: 'https://example.org/callback',
      trainingSiteUrl: 'https://training.example.org',
      paymentsGatewayUrl: 'https://pay.example.org',
      cardPaymentKey: 'pk_test_123',
    });
  });

  it('switches analytics on when their settings are complete', () => {
    const config = configOf(
      readConfig({
        ...REQUIRED_ENV,
        VITE_ANALYTICS_ID: 'G-TEST123',
        VITE_SEARCH_ANALYTICS_APP_ID: 'APP123',
        VITE_SEARCH_ANALYTICS_API_KEY: 'key-456',
      }),
    );
    expect(config.analyticsId).toBe('G-TEST123');
    expect(config.searchAnalytics).toEqual({ appId: 'APP123', apiKey: 'key-456' });
  });

  it('accepts logout addresses with a trailing slash', () => {
    const config = configOf(
      readConfig({
        ...REQUIRED_ENV,
        VITE_LOGOUT_RETURN_URL: 'https://larder.example/',
        VITE_LEGACY_LOGOUT_URL: 'https://legacy.larder.example/',
      }),
    );
    expect(config.logoutReturnUrl).toBe('https://larder.example/');
    expect(config.legacyLogoutUrl).toBe('https://legacy.larder.example/');
  });

  it('ignores the non-string values Vite adds to import.meta.env', () => {
    const config = configOf(readConfig({ ...REQUIRED_ENV, DEV: true, PROD: false, SSR: false, MODE: 'test' }));
    expect(config.apiUrl).toBe(REQUIRED_ENV.VITE_API_URL);
  });
});

describe('readConfig: the four help videos (spec §9)', () => {
  it.each([
    ['foodSafety', 'VITE_HELP_VIDEO_FOOD_SAFETY'],
    ['healthAndSafetyFire', 'VITE_HELP_VIDEO_HEALTH_AND_SAFETY_FIRE'],
    ['healthAndSafetyPolicy', 'VITE_HELP_VIDEO_HEALTH_AND_SAFETY_POLICY'],
    ['coshh', 'VITE_HELP_VIDEO_COSHH'],
  ])('keeps the %s video address from %s, and none when it is empty', (key, variable) => {
    const url = `https://www.youtube-nocookie.com/embed/${key}`;
    expect(configOf(readConfig({ ...REQUIRED_ENV, [variable]: url })).helpVideos).toEqual({ [key]: url });
    expect(configOf(readConfig({ ...REQUIRED_ENV, [variable]: '' })).helpVideos).toEqual({});
  });

  it('refuses a help video address that is not http(s), naming the variable', () => {
    expect(problemsOf(readConfig({ ...REQUIRED_ENV, VITE_HELP_VIDEO_COSHH: 'javascript:alert(1)' }))).toEqual([
      { variable: 'VITE_HELP_VIDEO_COSHH', problem: 'must be an http(s) address, not "javascript:alert(1)"' },
    ]);
  });
});

describe('readConfig: the idle sign-out (DESIGN.md §4)', () => {
  it('signs members out after 30 idle minutes and payout or claim staff after 15, warning 2 minutes before, unless set', () => {
    expect(configOf(readConfig({ ...REQUIRED_ENV })).idleTimeout).toEqual({ minutes: 30, payoutStaffMinutes: 15, warningMinutes: 2 });
  });

  it('keeps configured minutes', () => {
    const env = { ...REQUIRED_ENV, VITE_IDLE_TIMEOUT_MINUTES: '60', VITE_IDLE_TIMEOUT_MINUTES_PAYOUT_STAFF: ' 10 ', VITE_IDLE_WARNING_MINUTES: '3' };
    expect(configOf(readConfig(env)).idleTimeout).toEqual({ minutes: 60, payoutStaffMinutes: 10, warningMinutes: 3 });
  });

  it.each([
    { variable: 'VITE_IDLE_TIMEOUT_MINUTES', value: '0' },
    { variable: 'VITE_IDLE_TIMEOUT_MINUTES', value: '721' },
    { variable: 'VITE_IDLE_TIMEOUT_MINUTES', value: '30m' },
    { variable: 'VITE_IDLE_TIMEOUT_MINUTES_PAYOUT_STAFF', value: '7.5' },
    { variable: 'VITE_IDLE_TIMEOUT_MINUTES_PAYOUT_STAFF', value: '-15' },
    { variable: 'VITE_IDLE_WARNING_MINUTES', value: 'two' },
    { variable: 'VITE_IDLE_WARNING_MINUTES', value: '61' },
  ])('refuses $variable = "$value": whole minutes only', ({ variable, value }) => {
    expect(problemsOf(readConfig({ ...REQUIRED_ENV, [variable]: value }))).toEqual([
      { variable, problem: expect.stringMatching(new RegExp(`^must be a whole number of minutes from 1 to \\d+, not "${value.replace('.', '\\.')}"$`)) },
    ]);
  });

  it('refuses a longer idle time for payout and claim staff than for members', () => {
    const env = { ...REQUIRED_ENV, VITE_IDLE_TIMEOUT_MINUTES: '20', VITE_IDLE_TIMEOUT_MINUTES_PAYOUT_STAFF: '25' };
    expect(variablesNamed(readConfig(env))).toEqual(['VITE_IDLE_TIMEOUT_MINUTES_PAYOUT_STAFF']);
  });

  it.each(['15', '20'])('refuses a warning of %s minutes, which would not come before a 15-minute sign-out', (warning) => {
    expect(variablesNamed(readConfig({ ...REQUIRED_ENV, VITE_IDLE_WARNING_MINUTES: warning }))).toEqual(['VITE_IDLE_WARNING_MINUTES']);
  });
});
