import { test as setup } from './support/test';
import { SIGNED_IN_PERSONAS, signInOnStandIn, storageStateFor } from './support/personas';

for (const key of SIGNED_IN_PERSONAS) {
  setup(`sign in as ${key}`, async ({ page }) => {
    await page.goto('/');
    await signInOnStandIn(page, key, { checkAccessibility: key === SIGNED_IN_PERSONAS[0] });
    await page.getByRole('main').waitFor();
    await page.context().storageState({ path: storageStateFor(key) });
  });
}
