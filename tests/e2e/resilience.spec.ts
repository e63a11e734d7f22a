import { expect, test } from './support/test';
import { closeCalendar } from './support/calendar';
import { expectAccessible } from './support/accessibility';
import { signInOnStandIn, storageStateFor } from './support/personas';
import { screenshotForReview } from './support/reviewScreenshot';

// Never loop, never lose work, never leak. Journeys that end sessions or break the API sign in from scratch.

// A real 2×2 PNG image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDqFD8jQAAAABJRU5ErkJggg==',
  'base64',
);

test('an API that answers 401 to every call after sign-in ends on the login-issue page after exactly one trip to sign in', async ({ context, page: signInTab }) => {
  await signInTab.goto('/training/courses');
  await signInOnStandIn(signInTab, 'member-active');
  await expect(signInTab.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  // A fresh tab on the same session: a call the first tab still has in flight must not be refused and make
  // a trip of its own that this journey would count.
  await signInTab.close();
  const page = await context.newPage();

  // From now on the members' service refuses everyone (an audience or tenant misconfiguration).
  await page.route('**/api/**', (route) => route.fulfill({ status: 401, contentType: 'text/plain', body: 'Invalid audience' }));
  const tripsToSignIn: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname.endsWith('/authorize')) tripsToSignIn.push(request.url());
  });

  // The portal leaves for the sign-in service before the page has loaded: wait only for the navigation to start.
  await page.goto('/rewards/calor/claims', { waitUntil: 'commit' });
  await expect(page).toHaveURL('/error/loginissue');
  await expect(page.getByText(/We signed you in, but the members' service did not accept it/)).toBeVisible();
  expect(tripsToSignIn).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
  await expect(page.getByText(/\/members\/LM100001\//).first()).toBeVisible();
  await expectAccessible(page);
  await screenshotForReview(page, 'login-issue-refused-again', { fullPage: true });
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
  // Really signed out, at the sign-in service too: the next visit, in either tab, asks for sign-in.
  await second.goto('/training/courses');
  await expect(second).toHaveURL(/\/idp\//);
});

test.describe('receipts from a phone', () => {
  test.use({ storageState: storageStateFor('member-active') });

  test('a photo over 2 MB is made smaller in the browser before upload, with both sizes shown, and the claim goes in', async ({ page }) => {
    await page.goto('/rewards/calor/claim-form');
    await page.getByRole('dialog', { name: 'Before you make a claim' }).getByRole('button', { name: 'Close' }).click();
    // A noisy 1600 × 1200 PNG (noise does not compress): well over 2 MB, like a phone photo.
    const photo = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 1600;
      canvas.height = 1200;
      const context = canvas.getContext('2d')!;
      const image = context.createImageData(canvas.width, canvas.height);
      for (let offset = 0; offset < image.data.length; offset += 65536) crypto.getRandomValues(image.data.subarray(offset, offset + 65536));
      for (let alpha = 3; alpha < image.data.length; alpha += 4) image.data[alpha] = 255;
      context.putImageData(image, 0, 0);
      return canvas.toDataURL('image/png').slice('data:image/png;base64,'.length); // base64 travels fast
    });
    const buffer = Buffer.from(photo, 'base64');
    expect(buffer.length).toBeGreaterThan(2 * 1024 * 1024);

    await page.getByLabel('Receipt', { exact: true }).setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer });
    const receipt = page.getByRole('group', { name: /^Step 4 of 5/ });
    await expect(receipt.getByText(/^Made smaller to send quickly: [\d.]+ MB → [\d.]+ (MB|KB)$/)).toBeVisible();
    await expect(receipt.getByText('IMG_2041.jpg')).toBeVisible();
    await screenshotForReview(receipt, 'claim-receipt-scaled');

    await page.getByRole('combobox', { name: 'Retailer' }).fill('Dal');
    await page.getByRole('option', { name: /Dales Gas Supplies/ }).click();
    await page.getByLabel('Purchase date').fill(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date()));
    await closeCalendar(page);
    await page.getByRole('spinbutton', { name: 'Quantity, 13kg Red Propane Cylinder' }).fill('1');
    await page.getByRole('spinbutton', { name: 'Price per cylinder, 13kg Red Propane Cylinder' }).fill('31');
    for (const box of await page.getByRole('group', { name: /^Step 5 of 5/ }).getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expect(page.getByText(/Your claim reference is/)).toBeVisible();
  });
});

test.describe('expiry never loses a form', () => {
  test.use({ storageState: storageStateFor('member-active') });

  test('a session that ends mid-claim comes back, after signing in again, with the typed values restored', async ({ page }) => {
    await page.goto('/rewards/calor/claim-form');
    await page.getByRole('dialog', { name: 'Before you make a claim' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('combobox', { name: 'Retailer' }).fill('Pen');
    await page.getByRole('option', { name: /Pennine Propane/ }).click();
    await page.getByLabel('Receipt number', { exact: true }).fill('EXP-42');
    await page.getByRole('spinbutton', { name: 'Quantity, 19kg Red Propane Cylinder' }).fill('3');
    await page.getByRole('spinbutton', { name: 'Price per cylinder, 19kg Red Propane Cylinder' }).fill('41.5');
    await page.getByLabel('Purchase date').fill(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date()));
    await closeCalendar(page);
    await page.getByLabel('Receipt', { exact: true }).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    for (const box of await page.getByRole('group', { name: /^Step 5 of 5/ }).getByRole('checkbox').all()) await box.check();

    // The session ends while the member is filling the form: the sign-in tokens are gone.
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('@@auth0spajs@@')).forEach((key) => localStorage.removeItem(key)));
    await page.getByRole('button', { name: 'Submit claim' }).click();

    // Signed in again (the sign-in service still knows them), back on the same page with what they typed.
    await expect(page).toHaveURL('/rewards/calor/claim-form');
    await expect(page.getByText('Draft restored')).toBeVisible();
    await expect(page.getByText(/attach the receipt again/)).toBeVisible();
    await expect(page.getByText('Selected retailer').locator('..')).toContainText('Pennine Propane');
    await expect(page.getByLabel('Receipt number', { exact: true })).toHaveValue('EXP-42');
    await expect(page.getByRole('spinbutton', { name: 'Quantity, 19kg Red Propane Cylinder' })).toHaveValue('3');
    await expect(page.getByRole('spinbutton', { name: 'Price per cylinder, 19kg Red Propane Cylinder' })).toHaveValue('41.5');
    await expect(page.getByLabel('Purchase date')).not.toHaveValue('');
  });
});

test.describe('one submission, one result', () => {
  test.use({ storageState: storageStateFor('member-active') });

  test('a claim submitted twice quickly (a double click) makes one claim', async ({ page }) => {
    const claimRows = page.getByRole('table').getByRole('rowheader');
    await page.goto('/rewards/calor/claims');
    await expect(claimRows.first()).toBeVisible();
    const claimsBefore = await claimRows.count();
    await page.goto('/rewards/calor/claim-form');
    await page.getByRole('dialog', { name: 'Before you make a claim' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('combobox', { name: 'Retailer' }).fill('Dal');
    await page.getByRole('option', { name: /Dales Gas Supplies/ }).click();
    await page.getByLabel('Purchase date').fill(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date()));
    await closeCalendar(page);
    await page.getByLabel('Receipt number', { exact: true }).fill('DBL-1');
    await page.getByRole('spinbutton', { name: 'Quantity, 13kg Red Propane Cylinder' }).fill('2');
    await page.getByRole('spinbutton', { name: 'Price per cylinder, 13kg Red Propane Cylinder' }).fill('30');
    await page.getByLabel('Receipt', { exact: true }).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    for (const box of await page.getByRole('group', { name: /^Step 5 of 5/ }).getByRole('checkbox').all()) await box.check();

    const uploads: string[] = [];
    page.on('request', (request) => request.url().endsWith('/upload-claim') && uploads.push(request.url()));
    await page.getByRole('button', { name: 'Submit claim' }).dblclick();
    await expect(page.getByText(/Your claim reference is/)).toBeVisible();

    const reference = (await page.getByText(/Your claim reference is/).locator('strong').textContent())!;
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My Claims' }).click();
    await expect(page.getByRole('rowheader', { name: reference })).toBeVisible();
    await expect(claimRows).toHaveCount(claimsBefore + 1);
    expect(uploads.length).toBeGreaterThanOrEqual(1);
  });
});
