import type { Request } from '@playwright/test';
import { expect, test } from './support/test';
import { storedConsent } from '../../src/domain/analyticsConsent';
import { STORAGE_KEYS } from '../../src/domain/storageKeys';
import { expectAccessible } from './support/accessibility';
import { signInOnStandIn } from './support/personas';
import { screenshotForReview } from './support/reviewScreenshot';

// These journeys sign in from scratch, as a member does, rather than reusing a saved session.
test.describe('signing in and out', () => {
  test('a signed-out visit returns to the page and query asked for, signed in', async ({ page }) => {
    await page.goto('/myaccount/details?tab=x');
    await signInOnStandIn(page, 'member-active', { checkAccessibility: true });
    await expect(page).toHaveURL('/myaccount/details?tab=x');
    await expect(page.getByText('Priya Shah')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a reload keeps the session; API calls carry a bearer token; a fresh token comes from the refresh-token grant', async ({ page }) => {
    await page.goto('/training/courses');
    await signInOnStandIn(page, 'member-active');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();

    const apiRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiRequests.push(request);
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expect(page).toHaveURL('/training/courses');
    await expect.poll(() => apiRequests.length).toBeGreaterThan(0);
    for (const request of apiRequests) expect(await request.headerValue('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);

    // Expire the cached access token: the SDK must renew it with its refresh token, not a new sign-in.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage).filter((name) => name.startsWith('@@auth0spajs@@') && !name.endsWith('@@user@@'))) {
        const entry = JSON.parse(localStorage.getItem(key)!);
        if (entry.body?.access_token) localStorage.setItem(key, JSON.stringify({ ...entry, expiresAt: 0 }));
      }
    });
    const tokenRequest = page.waitForRequest((request) => request.url().endsWith('/idp/oauth/token'));
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url());
    });
    await page.reload();
    const body = new URLSearchParams((await tokenRequest).postData() ?? '');
    expect(body.get('grant_type')).toBe('refresh_token');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    expect(navigations.filter((url) => url.includes('/idp/'))).toEqual([]);
  });

  for (const { name, path, landing } of [
    { name: 'the identity provider’s logout page', path: '/account/logout', landing: 'You have signed out' },
    { name: 'the legacy application’s page with ?remote=true', path: '/account/logout?remote=true', landing: 'Signed out of the legacy application' },
  ]) {
    test(`logout ends on ${name}, revokes the refresh token, forgets local state, and the next visit asks for sign-in`, async ({ page }) => {
      await page.goto('/dashboard/home');
      await signInOnStandIn(page, 'member-active');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await page.evaluate((keys) => {
        localStorage.setItem(keys.membershipNumberOverride, 'LM100002');
        localStorage.setItem(keys.accountIdOverride, '00000000-0000-4000-8000-000000000002');
        localStorage.setItem(keys.welcomeShown, 'true');
        localStorage.setItem(keys.welcomeDontShowAgain, 'true');
        localStorage.setItem(keys.layoutSettings, JSON.stringify({ leftSideBarTheme: 'light' }));
      }, STORAGE_KEYS);
      const refreshToken = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('@@auth0spajs@@'))
          .map((key) => (JSON.parse(localStorage.getItem(key)!) as { body?: { refresh_token?: string } }).body?.refresh_token)
          .find(Boolean),
      );
      expect(refreshToken).toBeTruthy();

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: landing })).toBeVisible();
      await expectAccessible(page);
      // Copied out before the logout, the refresh token gets no more access tokens (client id: .env.e2e). The
      // stand-in's logout alone, like Auth0's, would leave it working (tests/simulator/standIns/signInServer.test.ts).
      const renewal = await page.request.post('/idp/oauth/token', {
        form: { grant_type: 'refresh_token', client_id: 'larder-portal-local', refresh_token: refreshToken! },
      });
      expect(renewal.status()).toBe(400);
      const remaining = await page.evaluate(() => Object.keys(localStorage));
      // Layout settings, the 'Don't show again' choice and who signed in last (their drafts go when someone
      // else signs in) survive (DESIGN.md §4); everything else goes.
      expect(remaining.sort()).toEqual([STORAGE_KEYS.layoutSettings, STORAGE_KEYS.welcomeDontShowAgain, STORAGE_KEYS.lastSignedIn].sort());

      await page.goto('/dashboard/home');
      await expect(page).toHaveURL(/\/idp\//);
      await expect(page.getByRole('button', { name: 'Active member, all permissions' })).toBeVisible();
    });
  }

  // A fresh sign-in rather than a persona's saved one: the journey revokes its refresh token.
  test('an idle member is warned, then signed out; signing in again as them brings back the unsent claim', async ({ page }) => {
    // .env.e2e: members are signed out after 30 idle minutes, warned 2 minutes before. A returning person's
    // analytics choice, so no cookie banner sits under the dialog.
    await page.clock.install();
    await page.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      },
      [STORAGE_KEYS.analyticsConsent, storedConsent('rejected', new Date())] as const,
    );
    const openClaimForm = async () => {
      const information = page.getByRole('dialog', { name: 'Before you make a claim' });
      await information.getByRole('button', { name: 'Close' }).click();
      await expect(information).toHaveCount(0);
    };
    await page.goto('/rewards/calor/claim-form');
    await signInOnStandIn(page, 'member-active');
    await openClaimForm();
    await page.getByLabel('Receipt number', { exact: true }).fill('IDLE-0001');

    await page.clock.fastForward('28:00');
    const warning = page.getByRole('dialog', { name: 'You’re about to be signed out' });
    await expect(warning).toContainText('For your security, we will sign you out in 2 minutes.');
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await expectAccessible(page);
    await screenshotForReview(page, 'idle-warning');

    const revocation = page.waitForResponse((response) => response.url().endsWith('/idp/oauth/revoke'));
    await page.clock.fastForward('02:00');
    expect((await revocation).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();

    await page.goto('/rewards/calor/claim-form');
    await signInOnStandIn(page, 'member-active');
    await openClaimForm();
    await expect(page.getByText('Draft restored')).toBeVisible();
    await expect(page.getByLabel('Receipt number', { exact: true })).toHaveValue('IDLE-0001');
  });
});
