#!/usr/bin/env node
// A benchmark, not a test (issue 39): serves the production build (e2e mode) with the stand-ins at 1×, 10× and
// 100× the demo data (LARDER_SCALE, docs/stand-ins.md) and measures, per screen, in Debian's Chromium with its
// CPU slowed four times: click to data drawn, DOM nodes, the longest task and the API bytes fetched, each as a
// ratio to 1×. Prints one Markdown table. Run it alone (it builds, serves and drives a browser):
//   npm run bench:scale [-- --scales 1,10,100 --runs 3 --port 5600 --root <checkout to build and serve>]
// "Click to data drawn": the portal is opened afresh on a page of the same person that holds none of the screen's
// data (Help Videos for a member), then the screen is opened as a menu link does (its address pushed) and timed
// from that push to the second quiet frame after every request has been answered, with no loading placeholder or
// busy table left; its longest task, DOM nodes and API bytes are those of that stretch. The portal's own start
// (the page load of the starting page) is the same at every scale and is printed apart, with its longest task.
// The Calor claims employee has no other page, so the queue is opened by a page load and its figures include the
// start. Sort, filter and page of the claims queue are changed in place, as their controls do, and timed from the
// push of their address.
/* global window, document, requestAnimationFrame, PopStateEvent, MutationObserver -- used in functions the browser runs (page.evaluate) */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { build, serve, signIn, stop } from './bench-support.mjs';

const { values: options } = parseArgs({
  options: {
    scales: { type: 'string', default: '1,10,100' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.LARDER_BENCH_PORT ?? '5600' },
    root: { type: 'string', default: path.resolve(new URL('..', import.meta.url).pathname) },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    'cpu-slowdown': { type: 'string', default: '4' },
  },
});
const scales = options.scales.split(',').map(Number);
const runs = Number(options.runs);
const origin = `http://localhost:${options.port}`;
const root = path.resolve(options.root);
const log = (message) => process.stderr.write(`${message}\n`);

/** Where a screen is opened from: a page of the same person with none of the screen's data. */
const MEMBER_START = '/help/videos';
const ADMIN_START = '/calor/signups';

/** Who sees each screen, and what is measured on it. */
const ALL_SCREENS = [
  { name: 'Calor claims queue', persona: 'calor-claims', path: '/calor/claims' },
  { name: 'queue: sort by member', persona: 'calor-claims', path: '/calor/claims?sort=member&direction=desc', inPlaceFrom: '/calor/claims' },
  { name: 'queue: flagged only', persona: 'calor-claims', path: '/calor/claims?flagged=yes', inPlaceFrom: '/calor/claims' },
  { name: 'queue: page 2', persona: 'calor-claims', path: '/calor/claims?page=2', inPlaceFrom: '/calor/claims' },
  { name: 'Trainees', persona: 'member-training', path: '/training/trainees', from: MEMBER_START },
  { name: 'Training matrix', persona: 'member-training', path: '/training/trainees?view=matrix', from: MEMBER_START },
  { name: 'Units & Premises', persona: 'member-multi-site', path: '/unit-premises', from: MEMBER_START },
  { name: 'Payments & Invoices', persona: 'member-active', path: '/myaccount/payments', from: MEMBER_START },
  { name: 'Wallet', persona: 'member-active', path: '/wallet', from: MEMBER_START },
  { name: 'My Claims', persona: 'member-active', path: '/rewards/calor/claims', from: MEMBER_START },
  { name: 'Calor periods list', persona: 'larder-admin', path: '/calor/periods', from: ADMIN_START },
  { name: 'Calor period page', persona: 'larder-admin', path: 'first-calor-period', from: ADMIN_START },
];
const SCREENS = process.env.BENCH_ONLY ? ALL_SCREENS.filter((screen) => process.env.BENCH_ONLY.split(',').includes(screen.name)) : ALL_SCREENS;

/** In every page before its own scripts: requests in flight, changes to the page, and the long tasks since the last mark. */
function instrument() {
  window.__bench = { inflight: 0, fetches: 0, lastAnswerAt: 0, changes: 0, lastChangeAt: 0, longest: 0, lastLongTaskEnd: 0, longTasks: [] };
  const realFetch = window.fetch;
  window.fetch = (...args) => {
    window.__bench.inflight++;
    window.__bench.fetches++;
    return realFetch(...args).finally(() => {
      window.__bench.inflight--;
      window.__bench.lastAnswerAt = performance.now();
    });
  };
  // Elements and text added, removed or changed: a frame with none is quiet.
  new MutationObserver(() => {
    window.__bench.changes++;
    window.__bench.lastChangeAt = performance.now();
  }).observe(document, { childList: true, characterData: true, subtree: true });
  // Calls back once a second has passed with no long task (at most ten seconds on); long tasks are reported after
  // they end, so the observer has caught up by then.
  window.__bench.settled = (callback) => {
    const since = performance.now();
    const wait = () => (performance.now() - Math.max(window.__bench.lastLongTaskEnd, since) >= 1000 || performance.now() - since > 10_000 ? callback() : setTimeout(wait, 100));
    setTimeout(wait, 100);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__bench.longest = Math.max(window.__bench.longest, entry.duration);
      window.__bench.longTasks.push([entry.startTime, entry.duration]);
      window.__bench.lastLongTaskEnd = Math.max(window.__bench.lastLongTaskEnd, entry.startTime + entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
}

/** Pushes an address as a link does and waits for its data to be drawn; what it cost, measured in the page. */
function navigate(to, { neutralHeading, inPlace }) {
  return new Promise((resolve) => {
    const bench = window.__bench;
    const fetchesBefore = bench.fetches;
    performance.clearResourceTimings();
    bench.longest = 0;
    bench.longTasks = [];
    const start = performance.now();
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    let quietFrames = 0;
    let drawnAt = 0;
    let changesSeen = bench.changes;
    const check = () => {
      const heading = document.querySelector('h1')?.textContent ?? '';
      const loading = document.querySelector('[aria-busy="true"], .placeholder-glow, .larder-skeleton, .spinner-border');
      const changed = bench.changes !== changesSeen;
      changesSeen = bench.changes;
      // In place, the list is drawn again after its answer comes (the old one stays on screen until then).
      const moved = inPlace ? bench.fetches > fetchesBefore && bench.lastChangeAt > bench.lastAnswerAt : heading !== '' && heading !== neutralHeading;
      quietFrames = moved && bench.inflight === 0 && !loading && !changed ? quietFrames + 1 : 0;
      // Drawn at the first quiet frame (the last change was painted in the frame before it); the second confirms.
      if (quietFrames === 1) drawnAt = performance.now();
      const gaveUp = performance.now() - start > 120_000;
      if (quietFrames < 2 && !gaveUp) return requestAnimationFrame(check);
      const elapsed = drawnAt - start;
      // What the page draws straight after its data (a part deferred a render) is the page's too: nodes and the
      // longest task are read once a second has passed with no long task.
      bench.settled(() => {
        const api = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/'));
        resolve({
          heading: gaveUp ? `gave up: ${loading?.outerHTML.slice(0, 120) ?? 'no request pending'} ${heading}` : heading,
          ms: elapsed,
          nodes: document.getElementsByTagName('*').length,
          longestTask: bench.longest,
          longTasks: bench.longTasks.map(([at, duration]) => `${Math.round(at - start)}+${Math.round(duration)}`).join(' '),
          apiBytes: api.reduce((sum, entry) => sum + (entry.encodedBodySize || entry.transferSize || 0), 0),
        });
      });
    };
    requestAnimationFrame(check);
  });
}

/** After a page load: waits for the screen's data to be drawn; times from the navigation's start. */
function drawnAfterLoad() {
  return new Promise((resolve) => {
    const bench = window.__bench;
    let quietFrames = 0;
    let drawnAt = 0;
    let changesSeen = bench.changes;
    const check = () => {
      const loading = document.querySelector('[aria-busy="true"], .placeholder-glow, .larder-skeleton, .spinner-border');
      const heading = document.querySelector('main h1, h1')?.textContent ?? '';
      const changed = bench.changes !== changesSeen;
      changesSeen = bench.changes;
      quietFrames = heading && bench.fetches > 0 && bench.inflight === 0 && !loading && !changed ? quietFrames + 1 : 0;
      if (quietFrames === 1) drawnAt = performance.now();
      const gaveUp = performance.now() > 120_000;
      if (quietFrames < 2 && !gaveUp) return requestAnimationFrame(check);
      const elapsed = drawnAt;
      bench.settled(() => {
        const api = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/'));
        resolve({
          heading: gaveUp ? `gave up: ${loading?.outerHTML.slice(0, 120) ?? 'no request pending'} ${heading}` : heading,
          ms: elapsed,
          nodes: document.getElementsByTagName('*').length,
          longestTask: bench.longest,
          longTasks: bench.longTasks.map(([at, duration]) => `${Math.round(at)}+${Math.round(duration)}`).join(' '),
          apiBytes: api.reduce((sum, entry) => sum + (entry.encodedBodySize || entry.transferSize || 0), 0),
        });
      });
    };
    requestAnimationFrame(check);
  });
}

async function signInSlowed(browser, persona) {
  const signedIn = await signIn(browser, origin, persona, { beforeEachDocument: instrument });
  const session = await signedIn.page.createCDPSession();
  await session.send('Emulation.setCPUThrottlingRate', { rate: Number(options['cpu-slowdown']) });
  return signedIn;
}

async function measure(page, screen) {
  let to = screen.path;
  if (to === 'first-calor-period') {
    await page.goto(`${origin}/calor/periods`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(drawnAfterLoad);
    to = await page.evaluate(() => [...document.querySelectorAll('main a')].map((link) => new URL(link.href).pathname).find((address) => /^\/calor\/periods\/[^/]+$/.test(address)));
  }
  if (!to) throw new Error(`${screen.name}: nothing to open`);
  const results = [];
  const starts = [];
  for (let attempt = 0; attempt < runs; attempt++) {
    if (screen.from) {
      // The portal opened afresh on the starting page (so no data of the screen's is cached), then a click.
      await page.goto(`${origin}${screen.from}`, { waitUntil: 'domcontentloaded' });
      const start = await page.evaluate(drawnAfterLoad);
      starts.push(start);
      results.push(await page.evaluate(navigate, to, { neutralHeading: start.heading, inPlace: false }));
      continue;
    }
    if (!screen.inPlaceFrom) {
      // The claims employee's only page: opened by a page load, timed from the navigation's start.
      await page.goto(`${origin}${to}`, { waitUntil: 'domcontentloaded' });
      results.push(await page.evaluate(drawnAfterLoad));
      continue;
    }
    await page.goto(`${origin}${screen.inPlaceFrom}`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(drawnAfterLoad);
    results.push(await page.evaluate(navigate, to, { neutralHeading: '', inPlace: true }));
  }
  // Each run's long tasks (ms after the click or navigation's start + duration): what the longest task was.
  for (const result of results) log(`    long tasks: ${result.longTasks || 'none'}`);
  return { ...summarise(results), start: starts.length > 0 ? summarise(starts) : undefined };
}

/** Medians of the runs, and the longest task of them all. */
function summarise(results) {
  const median = (key) => results.map((result) => result[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  return {
    heading: results[0].heading,
    ms: median('ms'),
    nodes: median('nodes'),
    longestTask: median('longestTask'),
    longestTaskOfAll: Math.max(...results.map((result) => result.longestTask)),
    apiBytes: median('apiBytes'),
  };
}

const outDir = mkdtempSync(path.join(tmpdir(), 'larder-bench-'));
log(`Building ${root} for ${origin} into ${outDir}…`);
build(root, outDir, origin);

const figures = new Map();
try {
  for (const scale of scales) {
    log(`Serving at ${scale}×…`);
    const server = await serve({ root, outDir, origin, scale });
    const browser = await puppeteer.launch({ executablePath: options.chromium, headless: true, protocolTimeout: 300_000, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    try {
      // One person's portal open at a time, as a person has it: a page left open keeps the browser drawing it, and
      // with five people's pages open the last screens were measured at a third of the speed of the first.
      let signedIn;
      for (const screen of SCREENS) {
        if (signedIn?.persona !== screen.persona) {
          await signedIn?.context.close();
          signedIn = { persona: screen.persona, ...(await signInSlowed(browser, screen.persona)) };
        }
        const { page } = signedIn;
        try {
          const result = await measure(page, screen);
          figures.set(`${screen.name}@${scale}`, result);
          log(`  ${scale}× ${screen.name} (${result.heading}): ${Math.round(result.ms)} ms, ${result.nodes} nodes, longest task ${Math.round(result.longestTask)} ms (${Math.round(result.longestTaskOfAll)}), ${(result.apiBytes / 1024).toFixed(1)} kB`);
        } catch (error) {
          log(`  ${scale}× ${screen.name}: ${error.message}`);
        }
      }
    } finally {
      await browser.close();
      await stop(server);
    }
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const ratio = (value, base) => (base ? ` (${(value / base).toFixed(1)}×)` : '');
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`\nbench:scale, ${root}, CPU ÷${options['cpu-slowdown']}, medians of ${runs} runs (the longest task: its median, and in brackets the longest of all ${runs}); ratios to 1×\n`);
console.log(`| Screen | Scale | Click to data drawn | DOM nodes | Longest task | API bytes |`);
console.log('|---|---|---|---|---|---|');
for (const screen of SCREENS) {
  const base = figures.get(`${screen.name}@${scales[0]}`);
  for (const scale of scales) {
    const result = figures.get(`${screen.name}@${scale}`);
    if (!result) {
      console.log(`| ${screen.name} | ${scale}× | failed | | | |`);
      continue;
    }
    console.log(
      `| ${screen.name} | ${scale}× | ${Math.round(result.ms)} ms${ratio(result.ms, base?.ms)} | ${result.nodes}${ratio(result.nodes, base?.nodes)} | ${Math.round(result.longestTask)} ms (${Math.round(result.longestTaskOfAll)}) | ${kB(result.apiBytes)}${ratio(result.apiBytes, base?.apiBytes)} |`,
    );
  }
}
console.log(`\nThe portal's start, on the page each screen was opened from (a page load, timed from the navigation's start)\n`);
console.log(`| Opened from | Scale | Drawn | Longest task |`);
console.log('|---|---|---|---|');
for (const screen of SCREENS.filter((each) => each.from)) {
  for (const scale of scales) {
    const start = figures.get(`${screen.name}@${scale}`)?.start;
    if (start) console.log(`| ${start.heading}, before ${screen.name} | ${scale}× | ${Math.round(start.ms)} ms | ${Math.round(start.longestTask)} ms (${Math.round(start.longestTaskOfAll)}) |`);
  }
}
