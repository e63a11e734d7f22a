#!/usr/bin/env node
// A measurement, not a test (issue 39): how long the API simulator takes to answer staff's claims queue and
// one claim's detail with the demo data multiplied (LARDER_SCALE, docs/stand-ins.md), each call alone: the first
// call (what the first reviewer to ask waits for; the claims' flags are worked out with the store, as a server
// keeps them with each claim) and the median of three after it. Prints a table; the target is under 100 ms each at 100×.
//   nice node scripts/bench-simulator.mjs [scales, default 1 10 100]
import { getResponse } from 'msw';
import { runnerImport } from 'vite';
import { bundleDocument } from './api-bundle.mjs';

const root = new URL('..', import.meta.url).pathname;
const { createSimulatorStore, createApiHandlers, demoAccount, createContract } = (await runnerImport(`${root}scripts/bench-simulator-parts.ts`)).module;

const API_URL = 'http://localhost:5173/api';
const contract = createContract(bundleDocument(), API_URL);
const scales = process.argv.slice(2).map(Number).filter(Boolean);
// The token's check is the stand-ins' business, not the rules measured here: the caller is the claims reviewer.
const token = 'calor-claims';
const verifyAccessToken = async () => ({ subject: 'auth0|calor-claims', roles: demoAccount('calor-claims').roles });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(handlers, path) {
  const request = new Request(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const start = performance.now();
  const response = await getResponse(handlers, request);
  const body = await response.text();
  const elapsed = performance.now() - start;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
  return { elapsed, body };
}

const CALLS = [
  ['claims queue, first page', '/calor/claims?page=1&pageSize=25&sort=queue&direction=asc'],
  ['claims queue, flagged only', '/calor/claims?page=1&pageSize=25&sort=queue&direction=asc&flagged=yes'],
  ['claims queue, by member, page 3', '/calor/claims?page=3&pageSize=25&sort=member&direction=desc'],
  ['one claim', null],
];

console.log('| Scale | Claims | Call | First call (ms) | Median of 3 after it (ms) | Runs (ms) |');
console.log('|---|---|---|---|---|---|');
for (const scale of scales.length ? scales : [1, 10, 100]) {
  const store = createSimulatorStore({ scale });
  const handlers = createApiHandlers({ apiUrl: API_URL, verifyAccessToken, store, contract, portalOrigin: new URL(API_URL).origin });
  const claims = [...store.calor.claims.values()].reduce((sum, list) => sum + list.length, 0);
  // The claim opened: the last waiting one, as a reviewer going through the queue reaches it.
  const waiting = [...store.calor.claims.values()].flat().filter((claim) => claim.status === 'Submitted');
  const opened = waiting.at(-1).claimReference;
  for (const [name, path] of CALLS) {
    const url = path ?? `/calor/claims/${opened}`;
    const first = (await timed(handlers, url)).elapsed;
    const runs = [];
    for (let run = 0; run < 3; run++) runs.push((await timed(handlers, url)).elapsed);
    console.log(`| ${scale}× | ${claims} | ${name} | ${first.toFixed(1)} | ${median(runs).toFixed(1)} | ${runs.map((run) => run.toFixed(1)).join(', ')} |`);
  }
}
