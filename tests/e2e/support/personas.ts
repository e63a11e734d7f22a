import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { expectAccessible } from './accessibility';

/** Demo people signed in once by the setup project; their browser state is reused by the tests. */
export const SIGNED_IN_PERSONAS = [
  'member-active',
  'account-manager',
  'developer',
  'status-suspended',
  'member-no-trading-units',
  'status-expired-card',
  'member-failed-payment',
  'member-plan-ending',
  'member-compliance-new',
] as const;
export type SignedInPersona = (typeof SIGNED_IN_PERSONAS)[number];

export const storageStateFor = (key: SignedInPersona) => path.join('tests', 'e2e', '.auth', `${key}.json`);

/** Signs in on the local sign-in stand-in's page by choosing a demo account, as a person would. */
export async function signInOnStandIn(page: Page, key: string, { checkAccessibility = false } = {}) {
  await expect(page).toHaveURL(/\/idp\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (checkAccessibility) await expectAccessible(page);
  await page.getByRole('button', { name: demoAccount(key).label, exact: true }).click();
  await expect(page).not.toHaveURL(/\/idp\/|\/redirect/);
}
