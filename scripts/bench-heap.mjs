#!/usr/bin/env node
// A measurement, not a test (issue 39.7): does a portal kept open all day keep memory it no longer needs? Serves
// the production build (e2e mode) with the stand-ins, signs in a demo person (programme staff by default) in
// Debian's Chromium, and clicks through the main menu's links in turn. At each checkpoint it goes back to the
// first link's page (the same page every time), collects garbage three times and reads the JS heap, DOM nodes
// and event listeners; it then prints what grew between the first and last checkpoint, by heap snapshot
// constructor (browser-internal entries included: the performance timeline, compiled code). Run it alone:
//   npm run bench:heap [-- --checkpoints 25,300 --persona larder-admin --port 5700 --root <checkout>]
/* global window, document, requestAnimationFrame -- used in functions the browser runs (page.evaluate) */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { build, serve, signIn, stop } from './bench-support.mjs';

const { values: options } = parseArgs({
  options: {
    checkpoints: { type: 'string', default: '25,300' },
    persona: { type: 'string', default: 'larder-admin' },
    port: { type: 'string', default: process.env.LARDER_BENCH_PORT ?? '5700' },
    root: { type: 'string', default: path.resolve(new URL('..', import.meta.url).pathname) },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
});
const checkpoints = options.checkpoints.split(',').map(Number);
const origin = `http://localhost:${options.port}`;
const root = path.resolve(options.root);
const MENU = 'nav[aria-label="Main menu"]';
const log = (message) => process.stderr.write(`${message}\n`);

/** Counts requests in flight, so a page counts as drawn only once its data has come. */
function countRequests() {
  window.__inflight = 0;
  const realFetch = window.fetch;
  window.fetch = (...args) => {
    window.__inflight++;
    return realFetch(...args).finally(() => window.__inflight--);
  };
}

/**
 * Waits for the page at `path` to be drawn: its own heading (not `previous`: the address changes before React
 * commits the new page), nothing loading and no request in flight, three frames running.
 */
function drawn({ path = window.location.pathname, previous } = {}) {
  return new Promise((resolve) => {
    let quiet = 0;
    const start = performance.now();
    const check = () => {
      const loading = document.querySelector('[aria-busy="true"], .placeholder-glow, .larder-skeleton, .spinner-border');
      const heading = document.querySelector('h1')?.textContent;
      const arrived = window.location.pathname === path && heading && heading !== previous;
      quiet = arrived && window.__inflight === 0 && !loading ? quiet + 1 : 0;
      if (quiet >= 3 || performance.now() - start > 30_000) return resolve(document.querySelector('h1')?.textContent ?? '');
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** A heap snapshot summed by constructor (strings and compiled code each as one entry). */
async function snapshotByConstructor(cdp) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes, strings } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const types = snapshot.meta.node_types[0];
  const summary = new Map();
  for (let at = 0; at < nodes.length; at += fields.length) {
    const type = types[nodes[at + typeAt]];
    const name = /string/.test(type) ? '(strings)' : type === 'code' ? '(compiled code)' : `${type}: ${strings[nodes[at + nameAt]]}`.slice(0, 90);
    const entry = summary.get(name) ?? { count: 0, bytes: 0 };
    entry.count++;
    entry.bytes += nodes[at + sizeAt];
    summary.set(name, entry);
  }
  return summary;
}

const outDir = mkdtempSync(path.join(tmpdir(), 'larder-heap-'));
log(`Building ${root} for ${origin}…`);
build(root, outDir, origin);
const server = await serve({ root, outDir, origin });
const browser = await puppeteer.launch({ executablePath: options.chromium, headless: true, protocolTimeout: 600_000, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
const figures = [];
const summaries = [];
try {
  const { page } = await signIn(browser, origin, options.persona, { beforeEachDocument: countRequests });
  const cdp = await page.createCDPSession();
  await page.evaluate(drawn);
  const links = await page.$$eval(`${MENU} a[href^="/"]`, (anchors) => [...new Set(anchors.map((anchor) => anchor.getAttribute('href')))]);
  log(`${links.length} menu links: ${links.join(' ')}`);
  const open = async (href) => {
    const previous = await page.$eval('h1', (heading) => heading.textContent);
    await page.click(`${MENU} a[href="${href}"]`);
    return page.evaluate(drawn, { path: href, previous });
  };
  let navigations = 0;
  for (const checkpoint of checkpoints) {
    for (; navigations < checkpoint; navigations++) await open(links[navigations % links.length]);
    const heading = await open(links[0]);
    for (let collection = 0; collection < 3; collection++) await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
    figures.push({ navigations: checkpoint, heading, usedSize, nodes, jsEventListeners });
    log(`  after ${checkpoint}: ${(usedSize / 1024 / 1024).toFixed(2)} MB on "${heading}", ${nodes} DOM nodes, ${jsEventListeners} listeners`);
    summaries.push(await snapshotByConstructor(cdp));
  }
} finally {
  await browser.close();
  await stop(server);
  rmSync(outDir, { recursive: true, force: true });
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
console.log(`\nbench:heap, ${root}, ${options.persona} through the main menu; each checkpoint on the same page, after garbage collection\n`);
console.log('| Navigations | JS heap used | Growth since the first | DOM nodes | JS event listeners |');
console.log('|---|---|---|---|---|');
for (const figure of figures)
  console.log(`| ${figure.navigations} | ${mb(figure.usedSize)} | ${mb(figure.usedSize - figures[0].usedSize)} | ${figure.nodes} | ${figure.jsEventListeners} |`);
const [first, last] = [summaries[0], summaries.at(-1)];
const grown = [...last]
  .map(([name, { count, bytes }]) => ({ name, count: count - (first.get(name)?.count ?? 0), bytes: bytes - (first.get(name)?.bytes ?? 0) }))
  .filter((entry) => entry.bytes > 0)
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, 15);
console.log(`\nWhat grew from ${checkpoints[0]} to ${checkpoints.at(-1)} navigations (heap snapshot, by constructor):\n`);
console.log('| Constructor | Objects | Bytes |');
console.log('|---|---|---|');
for (const entry of grown) console.log(`| ${entry.name} | ${entry.count} | ${entry.bytes} |`);
