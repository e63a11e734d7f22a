import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { signInOnStandIn } from './support/personas';
import { screenshotForReview } from './support/reviewScreenshot';

// The e2e build configures Google Analytics and search analytics (.env.e2e), so the consent banner is
// tested against the same bundle every other journey uses. The analytics hosts are unreachable here: any
// request to one is recorded and answered by a stub (a gtag.js that only says it loaded).

const ANALYTICS_HOSTS = /^https:\/\/([^/]+\.)?(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|algolia\.io|algolianet\.com|jsdelivr\.net)\//;
const GTAG_STUB = 'window.gtagStubLoaded = true;';

/** What the portal puts on window for analytics (src/app/analytics.ts), and the stub's mark. */
type AnalyticsWindow = Window & { dataLayer?: ArrayLike<unknown>[]; gtag?: unknown; aa?: unknown; gtagStubLoaded?: boolean };
interface PageView {
  page_path: string;
  page_location: string;
  page_referrer: string;
}

/** Every request the page makes to an analytics host, answered by the stub. */
async function recordAnalyticsRequests(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (ANALYTICS_HOSTS.test(request.url())) requested.push(request.url());
  });
  await page.route(ANALYTICS_HOSTS, (route) =>
    route.request().url().startsWith('https://www.googletagmanager.com/gtag/js')
      ? route.fulfill({ contentType: 'text/javascript', body: GTAG_STUB })
      : route.fulfill({ status: 204 }),
  );
  return requested;
}

/** The page views the portal handed to gtag (in window.dataLayer): their page_path and page_location. */
const pageViews = (page: Page): Promise<PageView[]> =>
  page.evaluate(() =>
    ((window as AnalyticsWindow).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter(([command, name]) => command === 'event' && name === 'page_view')
      .map(([, , params]) => params as PageView),
  );
/** typeof gtag, dataLayer and aa on the page: all 'undefined' until the person accepts. */
const installed = (page: Page) =>
  page.evaluate(() => {
    const analytics = window as AnalyticsWindow;
    return [typeof analytics.gtag, typeof analytics.dataLayer, typeof analytics.aa];
  });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Larder' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function signInFresh(page: Page, path: string, persona = 'member-active') {
  await page.goto(path);
  await signInOnStandIn(page, persona);
  await expect(page.getByRole('main')).toBeVisible();
}

test.describe('analytics only with consent (DESIGN.md §10)', () => {
  test('nothing is requested from an analytics host before consent; the banner asks with Accept and Reject alike', async ({ page }) => {
    const requested = await recordAnalyticsRequests(page);
    await signInFresh(page, '/training/courses');
    await expect(banner(page)).toBeVisible();
    const accept = banner(page).getByRole('button', { name: 'Accept analytics cookies' });
    const reject = banner(page).getByRole('button', { name: 'Reject analytics cookies' });
    expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(acceptBox!.height).toBe(rejectBox!.height);
    expect(Math.abs(acceptBox!.width - rejectBox!.width)).toBeLessThan(16); // the same padding; only the words differ
    await expectAccessible(page);

    // Reachable by keyboard: the first stops on the page are the banner's buttons.
    await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(reject).toBeFocused();

    await menu(page).getByRole('link', { name: 'Account Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
    await page.goto('/rewards/calor/claims?status=Rejected');
    await expect(page.getByRole('heading', { level: 1, name: 'My Calor Claims' })).toBeVisible();
    expect(requested).toEqual([]);
    expect(await installed(page)).toEqual(['undefined', 'undefined', 'undefined']);
  });

  test('after Accept: gtag.js from its exact address, search analytics initialised, page views of route patterns only, never /redirect', async ({ page }) => {
    const requested = await recordAnalyticsRequests(page);
    await signInFresh(page, '/training/courses');
    await banner(page).getByRole('button', { name: 'Accept analytics cookies' }).click();
    await expect(banner(page).getByText(/You’ve accepted analytics cookies/)).toBeFocused();
    await expect.poll(() => page.evaluate(() => (window as AnalyticsWindow).gtagStubLoaded)).toBe(true);
    expect(requested).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-LARDERE2E1']);
    // search-insights, bundled and loaded only now, is initialised (spec §1); it sends nothing by itself.
    await expect.poll(async () => (await installed(page))[2]).toBe('function');
    await banner(page).getByRole('button', { name: 'Hide cookie message' }).click();
    await expect(banner(page)).toBeHidden();

    // A list with its filter in the address, a unit page (an id in the address), a reload with a query.
    await page.goto('/rewards/calor/claims?status=Rejected&search=Dales');
    await expect(page.getByRole('heading', { level: 1, name: 'My Calor Claims' })).toBeVisible();
    await menu(page).getByRole('link', { name: 'Units & Premises' }).click();
    await page.getByRole('link', { name: 'The Larder Café' }).first().click();
    await expect(page).toHaveURL(/\/unit-premises\/[0-9a-f-]{36}\/details$/);
    await expect.poll(async () => (await pageViews(page)).map((view) => view.page_path)).toContain('/unit-premises/:unitId/details');

    // Signing out and in again: the choice stays with the browser, and the callback (/redirect?code=…) is never reported.
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();
    await signInFresh(page, '/training/courses?unit=all');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect.poll(async () => (await pageViews(page)).map((view) => view.page_path)).toEqual(['/training/courses']);

    for (const view of await pageViews(page)) {
      for (const address of [view.page_path, view.page_location, view.page_referrer]) {
        expect(address).not.toMatch(/\?|LM\d{6}|[0-9a-f]{8}-[0-9a-f]{4}-|redirect|code=/);
      }
    }
    // Only the script and its collect endpoints, never another analytics address.
    for (const url of requested) expect(url).toMatch(/^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-LARDERE2E1$/);
  });

  test('a page view of an account manager acting for a member carries the pattern, not the membership number', async ({ page }) => {
    await recordAnalyticsRequests(page);
    await signInFresh(page, '/dashboard/home', 'account-manager');
    await banner(page).getByRole('button', { name: 'Accept analytics cookies' }).click();
    await page.goto('/LM100002/dashboard/home?tab=x');
    await expect(page).toHaveURL('/dashboard/home?tab=x');
    await expect(page.getByRole('region', { name: 'Acting for a member' })).toBeVisible();
    await expect.poll(async () => (await pageViews(page)).length).toBeGreaterThan(0);
    for (const view of await pageViews(page)) expect(view.page_path).toMatch(/^\/(:membershipNumber\/)?dashboard\/home$/);
  });

  test('after Reject: still nothing requested from an analytics host, and the choice can be changed from Cookie settings', async ({ page }) => {
    const requested = await recordAnalyticsRequests(page);
    await signInFresh(page, '/training/courses');
    await banner(page).getByRole('button', { name: 'Reject analytics cookies' }).click();
    await expect(banner(page).getByText(/You’ve rejected analytics cookies/)).toBeFocused();
    await expectAccessible(page);
    await banner(page).getByRole('button', { name: 'Hide cookie message' }).click();

    await menu(page).getByRole('link', { name: 'Account Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
    await page.goto('/rewards/calor/claims?status=Rejected');
    await expect(page.getByRole('heading', { level: 1, name: 'My Calor Claims' })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    expect(requested).toEqual([]);
    expect(await installed(page)).toEqual(['undefined', 'undefined', 'undefined']);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page).getByRole('heading', { name: 'Cookies on Larder' })).toBeFocused();
    await expect(banner(page).getByText('You have rejected analytics cookies. You can change your choice here.')).toBeVisible();
    await expectAccessible(page);
    expect(requested).toEqual([]);
  });

  test('screenshots of the banner and of Cookie settings at 1366, 1024 and 320 px', async ({ page }) => {
    await recordAnalyticsRequests(page);
    await signInFresh(page, '/training/courses');
    for (const width of [1366, 1024, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(banner(page)).toBeVisible();
      await screenshotForReview(page, `cookie-banner-${width}`);
    }
    await banner(page).getByRole('button', { name: 'Reject analytics cookies' }).click();
    await banner(page).getByRole('button', { name: 'Hide cookie message' }).click();
    for (const width of [1366, 1024, 320]) {
      await page.setViewportSize({ width, height: 800 });
      const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
      await settings.scrollIntoViewIfNeeded();
      await screenshotForReview(page, `cookie-settings-link-${width}`);
      await settings.click();
      await expect(banner(page).getByRole('heading', { name: 'Cookies on Larder' })).toBeFocused();
      await screenshotForReview(page, `cookie-settings-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await banner(page).getByRole('button', { name: 'Reject analytics cookies' }).click();
      await banner(page).getByRole('button', { name: 'Hide cookie message' }).click();
    }
  });
});
