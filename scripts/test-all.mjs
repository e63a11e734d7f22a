// `npm test`: every check, arranged for a two-core machine. First Vitest runs beside the build (then the
// budget) and the five checks (the API contract's lint and freshness check, the type check, the lint, the
// unused-code check: knip, no file or export in src that the portal does not use, and the docs check: every
// path and symbol the docs name exists). Vitest alone leaves about a quarter of the
// two cores idle while its tests wait on timers and the simulator; the checks, at a lower CPU priority, fill
// that without delaying it, and so, once the build is made, do the e2e servers starting and the demo personas
// signing in (the journeys' `sign-in` project). Then the rest of the Playwright journeys run on their own, with
// the same long journey in Firefox ESR and WebKitGTK beside Chromium's.
// Beside the journeys, Vitest ran about three times slower than alone (every wake-up of its tests queued
// behind the browsers) and the whole run took longer. Each line of output is marked with the step it comes
// from; the run fails if any step fails, after all have finished. At the end it prints each step's wall time and
// each Vitest layer's against its share of the ten minutes (BUDGET_SECONDS), and the ten slowest test files.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { READY } from './serve-e2e.mjs';

// Both runners also write a JSON report here, read for the timing table.
const reports = mkdtempSync(join(tmpdir(), 'larder-test-'));
const VITEST_JSON = join(reports, 'vitest.json');
const PLAYWRIGHT_JSON = join(reports, 'playwright.json');
const VITEST = { args: ['--reporter=default', '--reporter=./scripts/vitest-timings.mjs'], env: { LARDER_VITEST_TIMINGS: VITEST_JSON } };
// The journeys run against the servers this script starts (serve-e2e.mjs), whose main server serves the build
// the build step has just made. No traces here: recording each step's DOM for every journey costs about a
// tenth of their CPU, for a file only a failure keeps. A failed journey still leaves its screenshot and the
// page's structure in test-results; `npm run test:e2e` alone records traces, for running a failure again.
const SERVERS_ENV = { LARDER_E2E_PREBUILT_DIST: 'dist' };
const JOURNEYS_ENV = { LARDER_E2E_SERVERS_STARTED: '1' };
const SIGN_INS = { args: ['--project=sign-in', '--reporter=list', '--trace=off'], env: JOURNEYS_ENV };
// The sign-ins ran in phase 1: --no-deps keeps the main project from running them again.
// The Firefox ESR and WebKitGTK journeys (tests/e2e/engines) run with Chromium's, on the same servers and workers:
// listed first in playwright.config.ts, the two long ones start at once, one per worker, and the short Chromium
// journeys fill in around them, so neither runs on alone at the end.
const JOURNEYS = {
  args: ['--project=firefox', '--project=webkit', '--project=chromium', '--project=maintenance', '--project=nginx', '--no-deps', '--reporter=list,json', '--trace=off'],
  env: { ...JOURNEYS_ENV, PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON },
};
const wallTimes = [];
const runStarted = Date.now();
/**
 * Each step's share of DESIGN.md §7's ten minutes for `.ci/run` on the 2-core machine, in seconds of wall time
 * (the checks run beside Vitest, the journeys after it). The table marks a step past its share; it does not fail
 * the run (a busy machine is slower, and a timed test would flake), but a step over its share is a step to trim.
 * About 60 s of the 600 go to `.ci/run`'s own install.
 */
const BUDGET_SECONDS = {
  contract: 60, typecheck: 90, lint: 150, unused: 90, docs: 5, build: 30, budget: 5, vitest: 240,
  'vitest unit': 30, 'vitest simulator': 45, 'vitest integration': 180, 'vitest integration-isolated': 40, 'vitest verify': 30,
  servers: 120, 'sign-in': 60, e2e: 240, total: 540,
};

/**
 * The command prefix for a lower CPU priority: `nice` for a niceness, or Linux's idle scheduling class (`chrt
 * --idle`), which runs only on a core nothing else wants. Chromium sets its own niceness (as root, -8), so
 * only the idle class keeps browsers from taking a core from Vitest.
 */
function priority({ niceness = 0, idle = false }) {
  if (idle) return ['chrt', '--idle', '0'];
  return niceness ? ['nice', '-n', String(niceness)] : [];
}

/**
 * Runs an npm script with extra `args` and `env` (at a lower CPU priority if `niceness` or `idle` is given),
 * its lines marked `[name]`, resolving with its exit code.
 */
function run(name, script, { niceness = 0, idle = false, args = [], env = {} } = {}) {
  const started = Date.now();
  const command = [...priority({ niceness, idle }), 'npm', 'run', '--silent', script, ...(args.length ? ['--', ...args] : [])];
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    markLines(name, child);
    child.on('close', (code) => {
      wallTimes.push([name, Date.now() - started]);
      process.stdout.write(`[${name}] ${code === 0 ? 'passed' : `FAILED (exit ${code})`}\n`);
      resolve(code ?? 1);
    });
  });
}

/** Copies a child's output lines to ours, each marked `[name]`. */
function markLines(name, child) {
  const mark = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
    stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
  };
  mark(child.stdout, process.stdout);
  mark(child.stderr, process.stderr);
}

/**
 * Starts the e2e servers (serve-e2e.mjs) in a process group of their own, in the idle class. Resolves
 * once all three answer, with `hurry` and `stop` for later, or with nothing when they could not start.
 */
function startServers() {
  const started = Date.now();
  const command = [...priority({ idle: true }), 'node', 'scripts/serve-e2e.mjs'];
  const child = spawn(command[0], command.slice(1), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', ...SERVERS_ENV },
    detached: true,
  });
  markLines('servers', child);
  const exited = new Promise((resolve) => child.once('close', resolve));
  const stopGroup = () => child.exitCode === null && process.kill(-child.pid, 'SIGTERM');
  // An interrupted run takes its servers with it (they are not in its process group).
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (stopGroup(), process.exit(130)));
  const servers = {
    // Back to the usual class for the journeys, which wait on the servers' every answer.
    hurry: () => spawnSync('sh', ['-c', `for pid in $(pgrep -g ${child.pid}); do chrt --other --all-tasks --pid 0 "$pid"; done`], { stdio: 'ignore' }),
    stop: async () => {
      stopGroup();
      await exited;
    },
  };
  let isReady = false;
  const ready = new Promise((resolve) => {
    child.stdout.on('data', function onData(chunk) {
      if (!String(chunk).includes(READY)) return;
      child.stdout.off('data', onData);
      isReady = true;
      wallTimes.push(['servers', Date.now() - started]);
      resolve(servers);
    });
  });
  const gone = exited.then((code) => {
    if (isReady) return undefined;
    process.stdout.write(`[servers] FAILED to start (exit ${code})\n`);
    return undefined;
  });
  return Promise.race([ready, gone]);
}

/**
 * Runs steps ([name, script, options]) one after the other, noting the first that fails and stopping there
 * (a broken build makes the journeys meaningless).
 */
async function chain(...steps) {
  for (const [name, script, options] of steps) {
    if ((await run(name, script, options)) !== 0) return failed.push(name);
  }
}

const failed = [];
// The checks yield to Vitest (nice 10): they use the cores while its tests wait, and never delay them.
const YIELDING = { niceness: 10 };
const checks = Promise.all(
  [['contract', 'test:contract'], ['typecheck', 'typecheck'], ['lint', 'lint'], ['unused', 'check:unused'], ['docs', 'check:docs']].map(([name, script]) => chain([name, script, YIELDING])),
);
/**
 * Once the build is made and within budget, the servers start; once the checks are done, the personas sign
 * in. Both in the idle class: they take only what Vitest leaves.
 */
async function prepareJourneys() {
  if (await chain(['build', 'build:e2e'], ['budget', 'budget'])) return undefined;
  const servers = await startServers();
  if (!servers) {
    failed.push('servers');
    return undefined;
  }
  // Not beside the checks: with them and Vitest, both cores are busy, and a browser in the idle class could
  // wait past a Playwright time limit.
  await checks;
  await chain(['sign-in', 'test:e2e', { ...SIGN_INS, idle: true }]);
  return servers;
}
const [, servers] = await Promise.all([chain(['vitest', 'test:unit', VITEST]), prepareJourneys()]);
if (servers && !failed.includes('sign-in')) {
  servers.hurry();
  await chain(['e2e', 'test:e2e', JOURNEYS]);
}
await servers?.stop();
await checks;
printTimings();
rmSync(reports, { recursive: true, force: true });
console.log(failed.length ? `npm test: FAILED in ${failed.join(', ')}` : 'npm test: every check passed');
process.exit(failed.length ? 1 : 0);

/** The timing table: each step, each Vitest layer (its first file queued to its last finished), the slowest files. */
function printTimings() {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
  const files = [];
  const vitest = readJson(VITEST_JSON);
  for (const file of vitest?.files ?? []) files.push([file.path, file.ms]);
  const layers = Object.entries(vitest?.projects ?? {}).map(([project, ms]) => {
    const own = vitest.files.filter((file) => file.project === project);
    return [`vitest ${project}`, ms, `(${own.length} files, ${seconds(own.reduce((sum, file) => sum + file.ms, 0)).trim()} of file time)`];
  });
  const playwright = readJson(PLAYWRIGHT_JSON);
  const specTimes = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const time = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      const path = `tests/e2e/${spec.file}`;
      specTimes.set(path, (specTimes.get(path) ?? 0) + time);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of playwright?.suites ?? []) walk(suite);
  files.push(...specTimes);

  const againstBudget = (name, ms) => {
    const budget = BUDGET_SECONDS[name];
    if (budget === undefined) return ''.padEnd(22);
    return `/ ${String(budget).padStart(3)} s ${ms / 1000 > budget ? 'OVER' : 'ok  '}`.padEnd(22);
  };
  console.log('\nTimings (wall time, against each step\'s share of the 10 minutes)');
  for (const [name, ms] of wallTimes) console.log(`  ${name.padEnd(28)}${seconds(ms)} ${againstBudget(name, ms)}`);
  for (const [layer, ms, detail] of layers) console.log(`  ${layer.padEnd(28)}${seconds(ms)} ${againstBudget(layer, ms)}${detail}`);
  const total = Date.now() - runStarted;
  console.log(`  ${'total'.padEnd(28)}${seconds(total)} ${againstBudget('total', total)}`);
  if (files.length) {
    console.log('Slowest test files');
    for (const [path, ms] of files.sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${seconds(ms)}  ${path}`);
  }
  console.log('');
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}
