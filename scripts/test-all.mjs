// `npm test`: every check, arranged for a two-core machine. First Vitest runs beside the build (then the
// budget) and the four checks (the API contract's lint and freshness check, the type check, the lint, and the
// domain check: knip, nothing in src/domain that src does not use). Vitest alone leaves about a quarter of the
// two cores idle while its tests wait on timers and the simulator; the checks, at a lower CPU priority, fill
// that without delaying it. Then the Playwright journeys run on their own. Beside the journeys, Vitest ran
// about three times slower than alone (every wake-up of its tests queued behind the browsers) and the whole
// run took longer. Each line of output is marked with the step it comes from; the run fails if any step
// fails, after all have finished. At the end it prints each step's wall time, each Vitest layer's, and the
// ten slowest test files.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Both runners also write a JSON report here, read for the timing table.
const reports = mkdtempSync(join(tmpdir(), 'larder-test-'));
const VITEST_JSON = join(reports, 'vitest.json');
const PLAYWRIGHT_JSON = join(reports, 'playwright.json');
const EXTRA = {
  'test:unit': { args: ['--reporter=default', '--reporter=./scripts/vitest-timings.mjs'], env: { LARDER_VITEST_TIMINGS: VITEST_JSON } },
  // The journeys' main server serves the build the build step has just made (playwright.config.ts). No
  // traces here: recording each step's DOM for every journey costs about a tenth of their CPU, for a file
  // only a failure keeps. A failed journey still leaves its screenshot and the page's structure in
  // test-results; `npm run test:e2e` alone records traces, for running a failure again to look at it.
  'test:e2e': {
    args: ['--reporter=list,json', '--trace=off'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON, LARDER_E2E_PREBUILT_DIST: 'dist' },
  },
};
const wallTimes = [];

/** Runs an npm script (at a lower CPU priority if `niceness` is given), its lines marked `[name]`, resolving with its exit code. */
function run(name, script, { niceness = 0 } = {}) {
  const started = Date.now();
  const { args = [], env = {} } = EXTRA[script] ?? {};
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
  [['contract', 'test:contract'], ['typecheck', 'typecheck'], ['lint', 'lint'], ['domain', 'check:domain']].map(([name, script]) => chain([name, script, YIELDING])),
);
await Promise.all([chain(['vitest', 'test:unit']), chain(['build', 'build:e2e'], ['budget', 'budget'])]);
if (!failed.includes('build') && !failed.includes('budget')) await chain(['e2e', 'test:e2e']);
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
