import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every page an e2e test visits is scanned for WCAG 2.2 AA problems; none are allowed (DESIGN.md §7). */
export async function expectAccessible(page: Page) {
  // Colours are only final once transitions (a modal fading in) have finished.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const summary = violations.map(({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join('; ')})`);
  expect(summary, `axe found problems on ${page.url()}`).toEqual([]);
}
