import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { signInOnStandIn } from './support/personas';

// Never loop, never leak: these journeys sign in from scratch, since they end sessions or break the API.

test('an API that answers 401 to every call after sign-in ends on the login-issue page after exactly one trip to sign in', async ({ page }) => {
  await page.goto('/training/courses');
  await signInOnStandIn(page, 'member-active');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();

  // From now on the members' service refuses everyone (an audience or tenant misconfiguration).
  await page.route('**/api/**', (route) => route.fulfill({ status: 401, contentType: 'text/plain', body: 'Invalid audience' }));
  const tripsToSignIn: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname.endsWith('/authorize')) tripsToSignIn.push(request.url());
  });

  await page.goto('/rewards/calor/claims');
  await expect(page).toHaveURL('/error/loginissue');
  await expect(page.getByText(/We signed you in, but the members' service did not accept it/)).toBeVisible();
  expect(tripsToSignIn).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
  await expect(page.getByText(/\/members\/LM100001\//).first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screenshots/login-issue-refused-again.png', fullPage: true });
});

test('logout in one tab signs out a second tab, which shows the signed-out page rather than an error', async ({ context, page }) => {
  await page.goto('/rewards/calor/claims');
  await signInOnStandIn(page, 'member-active');
  await expect(page.getByRole('heading', { level: 1, name: 'My Calor Claims' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/training/courses');
  await expect(second.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();

  await page.goto('/account/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();
  await expect(second.getByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();
  await expectAccessible(second);
});
