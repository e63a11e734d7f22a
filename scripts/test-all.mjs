// `npm test`: every check, arranged for a two-core machine, in two phases that keep both cores busy.
// 1. Vitest's integration layer (the bulk of its work), beside the build (then the budget) and the four
//    checks (the API contract's lint and freshness check, the type check, the lint, and the domain check:
//    knip, nothing in src/domain that src does not use). Vitest leaves about a quarter of the cores idle
//    while its tests wait on timers and the simulator; the checks, at a lower CPU priority, fill that
//    without delaying it.
// 2. The Playwright journeys, beside Vitest's small layers (unit, simulator, and the integration files that
//    need modules of their own) at a lower priority, which fill the time the journeys wait on the browser.
// Vitest's integration layer beside the journeys ran about three times slower than alone (every wake-up of
// its tests queued behind the browsers), and the whole run took longer. Each line of output is marked with
// the step it comes from; the run fails if any step fails, after all have finished. At the end it prints
// each step's wall time, each Vitest layer's, and the ten slowest test files.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Both runners also write a JSON report here, read for the timing table.
const reports = mkdtempSync(join(tmpdir(), 'larder-test-'));
const PLAYWRIGHT_JSON = join(reports, 'playwright.json');
const vitestJson = (part) => join(reports, `vitest-${part}.json`);
/** Vitest on some of its layers (projects in vitest.config.ts), writing its timings for the report. */
const vitestOn = (part, projects) => ({
  args: ['--reporter=default', '--reporter=./scripts/vitest-timings.mjs', ...projects.flatMap((project) => ['--project', project])],
  env: { LARDER_VITEST_TIMINGS: vitestJson(part) },
});
// The journeys' main server serves the build the build step has just made (playwright.config.ts). No
// traces here: recording each step's DOM for every journey costs about a tenth of their CPU, for a file
// only a failure keeps. A failed journey still leaves its screenshot and the page's structure in
// test-results; `npm run test:e2e` alone records traces, for running a failure again to look at it.
const E2E = {
  args: ['--reporter=list,json', '--trace=off'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON, LARDER_E2E_PREBUILT_DIST: 'dist' },
};
const wallTimes = [];

/** Runs an npm script (at a lower CPU priority if `niceness` is given), its lines marked `[name]`, resolving with its exit code. */
function run(name, script, { args = [], env = {}, niceness = 0 } = {}) {
  const started = Date.now();
  const npm = ['npm', 'run', '--silent', script, ...(args.length ? ['--', ...args] : [])];
  return new Promise((resolve) => {
    const child = spawn(niceness ? 'nice' : 'npm', niceness ? ['-n', String(niceness), ...npm] : npm.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
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
    child.on('close', (code) => {
      wallTimes.push([name, Date.now() - started]);
      process.stdout.write(`[${name}] ${code === 0 ? 'passed' : `FAILED (exit ${code})`}\n`);
      resolve(code ?? 1);
    });
  });
}

const failed = [];
/** Runs a step, noting it if it fails; resolves with whether it passed. */
const step = async (name, script, options) => (await run(name, script, options)) === 0 || (failed.push(name), false);
const yielding = (options = {}) => ({ ...options, niceness: 10 });

// Phase 1: Vitest's integration layer; beside it the build and the budget, and the checks yielding to it.
const checks = Promise.all(
  [['contract', 'test:contract'], ['typecheck', 'typecheck'], ['lint', 'lint'], ['domain', 'check:domain']].map(([name, script]) => step(name, script, yielding())),
);
const [, built] = await Promise.all([
  step('vitest', 'test:unit', vitestOn('integration', ['integration'])),
  step('build', 'build:e2e').then((passed) => passed && step('budget', 'budget')),
]);
// Phase 2: the journeys (meaningless without a build within budget); beside them, yielding, Vitest's
// small layers: unit and simulator in plain Node, and the few integration files that need modules of their own.
await Promise.all([
  built && step('e2e', 'test:e2e', E2E),
  step('vitest-small', 'test:unit', yielding(vitestOn('small', ['unit', 'simulator', 'integration-isolated']))),
  checks,
]);
printTimings();
rmSync(reports, { recursive: true, force: true });
console.log(failed.length ? `npm test: FAILED in ${failed.join(', ')}` : 'npm test: every check passed');
process.exit(failed.length ? 1 : 0);

/** The timing table: each step, each Vitest layer (its first file queued to its last finished), the slowest files. */
function printTimings() {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
  const files = [];
  const vitest = ['integration', 'small'].map((part) => readJson(vitestJson(part)) ?? { projects: {}, files: [] });
  const vitestFiles = vitest.flatMap((part) => part.files);
  for (const file of vitestFiles) files.push([file.path, file.ms]);
  const layers = vitest.flatMap((part) => Object.entries(part.projects)).map(([project, ms]) => {
    const own = vitestFiles.filter((file) => file.project === project);
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

  console.log('\nTimings (wall time)');
  for (const [name, ms] of wallTimes) console.log(`  ${name.padEnd(20)}${seconds(ms)}`);
  for (const [layer, ms, detail] of layers) console.log(`  ${layer.padEnd(20)}${seconds(ms)}   ${detail}`);
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
