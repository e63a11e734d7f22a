import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Frame, type Page } from '@playwright/test';
import axe from 'axe-core';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * A page is scanned once it has arrived and stopped moving: no page still loading after a click (the bar
 * across the top: what is on screen is the page being left), no animation or transition running (endless
 * ones, such as a spinner's turn, never end and change no colour), and no modal, panel or backdrop still
 * waiting for its `show` class (reactstrap adds it only after its transition's timeout, and `.fade` without
 * `.show` is transparent).
 */
function isSettled() {
  const moving = document
    .getAnimations()
    .some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
  const loading = document.querySelector('[role="progressbar"][aria-label="Loading the page"]') !== null;
  return !moving && !loading && document.querySelector('.fade:not(.show), .modal:not(.show), .offcanvas:not(.show)') === null;
}

/**
 * axe's source, for a document that has no axe yet. AxeBuilder sends its 560 KB with every scan (twice into
 * the page itself), and the page compiles every copy's functions again before running them: half of a scan's
 * CPU when the document was scanned before. A document keeps the axe it was given; a navigation starts a new
 * document, which gets a new one. (axe sets itself up afresh on every run.)
 */
const AXE_UNLESS_PRESENT = `if (typeof window.axe?.run !== 'function') {\n${axe.source}\n}`;
/** What AxeBuilder injects when every frame has axe already: nothing (an empty source would mean its own). */
const NOTHING = ';';

async function axeSourceFor(page: Page) {
  const hasAxe = (frame: Frame) =>
    frame.evaluate(() => typeof (window as Window & { axe?: { run?: unknown } }).axe?.run === 'function').catch(() => false);
  const present = await Promise.all(page.frames().map(hasAxe));
  return present.every(Boolean) ? NOTHING : AXE_UNLESS_PRESENT;
}

/**
 * Every page an e2e test visits is scanned for WCAG 2.2 AA problems; none are allowed (DESIGN.md §7).
 * Legacy mode runs axe once in the page (its frames included) instead of in parts finished in a second,
 * blank page, and only violations come back in full: about half the time of a scan, on the journeys'
 * busiest step.
 */
export async function expectAccessible(page: Page) {
  await page.waitForFunction(isSettled);
  const axeSource = await axeSourceFor(page);
  const { violations } = await new AxeBuilder({ page, axeSource }).withTags(WCAG_22_AA).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  const summary = violations.map(({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join('; ')})`);
  expect(summary, `axe found problems on ${page.url()}`).toEqual([]);
}
