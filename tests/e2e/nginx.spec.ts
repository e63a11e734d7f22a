import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { closeCalendar } from './support/calendar';
import { answerCookieQuestion } from './support/memberPrompts';
import { signInOnStandIn } from './support/personas';

// The production build served by nginx with the configuration `npm run deploy:config` generates
// (scripts/serve-nginx-e2e.mjs): a whole journey must run without one Content-Security-Policy violation.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDqFD8jQAAAABJRU5ErkJggg==',
  'base64',
);
const today = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date());

/** Every CSP violation the browser reports on the portal's pages, and every console line about one. */
async function watchForViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []))];
}

test('sign in, dashboard, a claim with a receipt upload and logout run under the strict CSP without one violation', async ({ page }) => {
  const violations = await watchForViolations(page);
  await page.goto('/dashboard/home');
  await signInOnStandIn(page, 'member-active');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The cookie question comes before the welcome, until answered (MemberPrompts).
  await answerCookieQuestion(page);
  const welcome = page.getByRole('dialog', { name: 'Welcome to your dashboard!' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Close' }).click();
  expect(await violations()).toEqual([]);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Claim Form' }).click();
  const information = page.getByRole('dialog', { name: 'Before you make a claim' });
  await information.getByRole('button', { name: 'Close' }).click();
  // Gone before typing: the dialog gives focus back as it finishes closing, which would leave the search.
  await expect(information).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Retailer' }).fill('Dal');
  await page.getByRole('option', { name: /Dales Gas Supplies/ }).click();
  await page.getByLabel('Purchase date').fill(today());
  await closeCalendar(page);
  await page.getByRole('spinbutton', { name: 'Quantity, 13kg Red Propane Cylinder' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Price per cylinder, 13kg Red Propane Cylinder' }).fill('30');
  await page.getByLabel('Receipt', { exact: true }).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of receipt.png' })).toBeVisible(); // a blob: image
  for (const box of await page.getByRole('group', { name: /^Step 5 of 5/ }).getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Submit claim' }).click();
  await expect(page.getByText(/Your claim reference is/)).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('after Accept, gtag.js loads from its exact address and sends to the collect endpoints, the search chunk loads, and nothing else from those hosts is allowed', async ({ page }) => {
  const violations = await watchForViolations(page);
  const reached: string[] = [];
  // A stand-in gtag.js doing what the real one does (send hits to /g/collect), plus one address the policy must refuse.
  const gtagStub = `
    navigator.sendBeacon('https://region1.google-analytics.com/g/collect?v=2&tid=G-LARDERE2E1', '');
    fetch('https://www.google-analytics.com/g/collect?v=2&tid=G-LARDERE2E1', { method: 'POST', mode: 'no-cors', keepalive: true });
    fetch('https://www.google-analytics.com/analytics.js').catch(() => undefined);
    window.gtagStubLoaded = true;`;
  await page.route(/^https:\/\/([^/]+\.)?(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//, (route) => {
    reached.push(route.request().url());
    return route.request().url().includes('/gtag/js') ? route.fulfill({ contentType: 'text/javascript', body: gtagStub }) : route.fulfill({ status: 204 });
  });
  await page.goto('/dashboard/home');
  await signInOnStandIn(page, 'member-active');
  // The cookie question comes first; the welcome dialog waits until it is answered (MemberPrompts).
  await answerCookieQuestion(page, 'Accept');
  const welcome = page.getByRole('dialog', { name: 'Welcome to your dashboard!' });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as { gtagStubLoaded?: boolean }).gtagStubLoaded)).toBe(true);
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { aa?: unknown }).aa)).toBe('function');
  await expect.poll(() => reached.filter((url) => url.includes('/g/collect')).length).toBe(2);
  expect(reached).not.toContain('https://www.google-analytics.com/analytics.js');
  // The one refusal is the address outside the policy (reported by the event and on the console).
  await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
  for (const violation of await violations()) expect(violation).toContain('https://www.google-analytics.com/analytics.js');
});

test('the server sends the security headers, caches hashed assets for a year and index.html never, and hides source maps', async ({ request }) => {
  const index = await request.get('/dashboard/home');
  expect(index.status()).toBe(200);
  const headers = index.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('no-cache');

  const script = (await index.text()).match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
  const asset = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-security-policy']).toBeDefined();

  expect((await request.get(`${script}.map`)).status()).toBe(404);
});

test('a missing asset, dot-files and source paths answer 404 and are never cached; robots.txt and security.txt are served', async ({ request }) => {
  const script = (await (await request.get('/')).text()).match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
  const answers = Object.fromEntries(
    await Promise.all(
      [script, '/assets/index-0000000.js', '/.env', '/.git/config', '/src/main.tsx', '/node_modules/react/package.json', '/robots.txt', '/.well-known/security.txt'].map(
        async (path) => {
          const response = await request.get(path, { maxRedirects: 0 });
          return [path === script ? 'asset' : path, { status: response.status(), cacheControl: response.headers()['cache-control'], body: await response.text() }] as const;
        },
      ),
    ),
  );
  expect(answers.asset).toMatchObject({ status: 200, cacheControl: 'public, max-age=31536000, immutable' });
  // A partial deployment must heal: the missing chunk is never remembered.
  expect(answers['/assets/index-0000000.js']).toMatchObject({ status: 404, cacheControl: 'no-store' });
  for (const path of ['/.env', '/.git/config', '/src/main.tsx', '/node_modules/react/package.json']) {
    expect(answers[path], path).toMatchObject({ status: 404, cacheControl: 'no-store' });
    expect(answers[path]!.body, path).not.toContain('<div id="root">');
  }
  expect(answers['/robots.txt']).toMatchObject({ status: 200, body: 'User-agent: *\nDisallow: /\n' });
  expect(answers['/.well-known/security.txt']!.status).toBe(200);
  expect(answers['/.well-known/security.txt']!.body).toMatch(/^Contact: mailto:security@larder\.example\nExpires: \d{4}-\d\d-\d\dT[\d:.]+Z\nPreferred-Languages: en\n/);
  const expires = new Date(/Expires: (\S+)/.exec(answers['/.well-known/security.txt']!.body)![1]!);
  expect(expires.getTime() - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000);
});

test('Content-Security-Policy violations are reported to the configured endpoint', async ({ request }) => {
  const headers = (await request.get('/dashboard/home')).headers();
  expect(headers['content-security-policy']).toMatch(/; report-uri \S+\/api\/__simulator\/csp-reports; report-to csp-endpoint$/);
  expect(headers['reporting-endpoints']).toMatch(/^csp-endpoint="\S+\/api\/__simulator\/csp-reports"$/);
});
