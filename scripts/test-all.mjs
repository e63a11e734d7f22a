// `npm test`: every check, arranged for a two-core machine. The API contract's lint and freshness check,
// the type check, the lint and the domain check (knip: nothing in src/domain that src does not use) run
// side by side, then the build and the budget; then Vitest and the
// Playwright journeys run side by side, since the journeys spend most of their time waiting on a browser
// and leave a core free. Each line of output
// is marked with the step it comes from; the run fails if any step fails, after all have finished.
import { spawn } from 'node:child_process';

/** Runs an npm script, its lines marked `[name]`, resolving with its exit code. */
function run(name, script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
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
      process.stdout.write(`[${name}] ${code === 0 ? 'passed' : `FAILED (exit ${code})`}\n`);
      resolve(code ?? 1);
    });
  });
}

const stages = [
  [['contract', 'test:contract'], ['typecheck', 'typecheck'], ['lint', 'lint'], ['domain', 'check:domain']],
  [['build', 'build:e2e']],
  [['budget', 'budget']],
  [['vitest', 'test:unit'], ['e2e', 'test:e2e']],
];

const failed = [];
for (const stage of stages) {
  const codes = await Promise.all(stage.map(([name, script]) => run(name, script)));
  stage.forEach(([name], index) => codes[index] !== 0 && failed.push(name));
  // A broken build or budget makes the journeys meaningless; a failed check still lets the others report.
  if (failed.includes('build') || failed.includes('budget')) break;
}
console.log(failed.length ? `npm test: FAILED in ${failed.join(', ')}` : 'npm test: every check passed');
process.exit(failed.length ? 1 : 0);
