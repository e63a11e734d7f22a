import type { Request } from '@playwright/test';
import { expect, test } from './support/test';
import { STORAGE_KEYS } from '../../src/domain/storageKeys';
import { expectAccessible } from './support/accessibility';
import { signInOnStandIn } from './support/personas';

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
    test(`logout ends on ${name}, forgets local state, and the next visit asks for sign-in`, async ({ page }) => {
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

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: landing })).toBeVisible();
      await expectAccessible(page);
      const remaining = await page.evaluate(() => Object.keys(localStorage));
      // Layout settings, the 'Don't show again' choice and who signed in last (their drafts go when someone
      // else signs in) survive (DESIGN.md §4); everything else goes.
      expect(remaining.sort()).toEqual([STORAGE_KEYS.layoutSettings, STORAGE_KEYS.welcomeDontShowAgain, STORAGE_KEYS.lastSignedIn].sort());

      await page.goto('/dashboard/home');
      await expect(page).toHaveURL(/\/idp\//);
      await expect(page.getByRole('button', { name: 'Active member, all permissions' })).toBeVisible();
    });
  }
});
