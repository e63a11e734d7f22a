import { test as setup } from './support/test';
import { storedConsent } from '../../src/domain/analyticsConsent';
import { STORAGE_KEYS } from '../../src/domain/storageKeys';
import { SIGNED_IN_PERSONAS, signInOnStandIn, storageStateFor } from './support/personas';

// Every persona signs in on its own, so both workers share the sign-ins the journeys wait for.
setup.describe.configure({ mode: 'parallel' });

for (const key of SIGNED_IN_PERSONAS) {
  setup(`sign in as ${key}`, async ({ page }) => {
    await page.goto('/');
    await signInOnStandIn(page, key, { checkAccessibility: key === SIGNED_IN_PERSONAS[0] });
    await page.getByRole('main').waitFor();
    // The e2e build configures analytics, so the saved state carries a refusal, as a returning person's
    // browser would: the journeys that reuse it start without the cookie banner. (Answered through storage;
    // tests/e2e/analytics.spec.ts presses the banner's own buttons.)
    await page.evaluate(([name, value]) => localStorage.setItem(name, value), [STORAGE_KEYS.analyticsConsent, storedConsent('rejected', new Date())] as const);
    await page.context().storageState({ path: storageStateFor(key) });
  });
}
