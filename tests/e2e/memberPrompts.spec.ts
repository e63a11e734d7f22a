import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { revisitDashboardWithPromptsLoaded } from './support/memberPrompts';
import { signInOnStandIn } from './support/personas';

test('a first-time member: welcome, then the company-details prompt; neither returns once dealt with', async ({ page }) => {
  await page.goto('/dashboard/home');
  await signInOnStandIn(page, 'member-new');

  // The cookie banner comes first, until answered and hidden: a dialog over it would trap focus and leave it unreachable.
  const cookies = page.getByRole('region', { name: 'Cookies on Larder' });
  await expect(cookies).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your membership' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await cookies.getByRole('button', { name: 'Reject analytics cookies' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await cookies.getByRole('button', { name: 'Hide cookie message' }).click();

  const welcome = page.getByRole('dialog', { name: 'Welcome to your dashboard!' });
  await expect(welcome).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectAccessible(page);
  await welcome.getByRole('button', { name: "Don't show again" }).click();
  await expect(welcome).toHaveCount(0);

  const prompt = page.getByRole('dialog', { name: 'Please Enter Your Company Details' });
  await expect(prompt).toBeVisible();
  await page.reload();
  await expect(prompt).toBeVisible();
  await expect(welcome).toHaveCount(0);

  await expect(prompt.getByRole('button', { name: 'Save' })).toBeDisabled();
  await prompt.getByLabel('Company type').selectOption({ label: 'Charity' });
  await prompt.getByLabel('Registration or charity number').fill('1234567');
  await prompt.getByRole('group', { name: 'VAT registered' }).getByLabel('No').check();
  await expectAccessible(page);
  await prompt.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your details have been successfully updated.')).toBeVisible();
  await expect(prompt).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your membership' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await revisitDashboardWithPromptsLoaded(page, () => expect(page.getByRole('dialog')).toHaveCount(0));
  // The saved answers, on Account Details.
  await page.goto('/myaccount/details');
  await expect(page.getByRole('textbox', { name: 'Registration or charity number' })).toHaveValue('1234567');
  await expect(page.getByRole('combobox', { name: 'Company type' })).toHaveValue(/.+/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
