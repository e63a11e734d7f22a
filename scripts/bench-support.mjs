// What the browser benchmarks share (bench-scale.mjs, bench-heap.mjs): a production build in e2e mode, served
// with the stand-ins by `vite preview`, and a demo person signed in through the stand-in's sign-in page.
import { execFileSync, spawn } from 'node:child_process';
import { runnerImport } from 'vite';

// The environment as the shell gave it, taken before runnerImport, which sets NODE_ENV to development in this
// process: passed on to `vite build`, that built React's development runtime (what every bench:scale and
// bench:heap figure before 7 December 2026 measured).
const shellEnv = { ...process.env };
const { demoAccount } = (await runnerImport(new URL('../tests/mocks/data/demoAccounts.ts', import.meta.url).pathname)).module;

/** Builds `root` for `origin` into `outDir`. */
export function build(root, outDir, origin) {
  execFileSync('npx', ['vite', 'build', '--mode', 'e2e', '--configLoader', 'runner', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...shellEnv, NODE_ENV: 'production', LARDER_ORIGIN: origin },
  });
}

/** Serves a build with the stand-ins at a data scale; resolves with the server once it answers. */
export async function serve({ root, outDir, origin, scale = 1 }) {
  const child = spawn('npx', ['vite', 'preview', '--mode', 'e2e', '--configLoader', 'runner', '--outDir', outDir], {
    cwd: root,
    env: { ...shellEnv, LARDER_ORIGIN: origin, LARDER_SCALE: String(scale) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let wait = 200; child.exitCode === null; wait = Math.min(wait * 2, 1000)) {
    if (await fetch(`${origin}/idp/.well-known/openid-configuration`).then((response) => response.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  throw new Error(`vite preview stopped (exit ${child.exitCode})`);
}

/** Stops a server `serve` started, with its children. */
export const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    process.kill(-child.pid, 'SIGTERM');
  });

/** A new browser context signed in as a demo persona (by its button on the stand-in's sign-in page). */
export async function signIn(browser, origin, persona, { beforeEachDocument } = {}) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1366, height: 900 });
  if (beforeEachDocument) await page.evaluateOnNewDocument(beforeEachDocument);
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  const label = demoAccount(persona).label;
  for (const button of await page.$$('button')) {
    if ((await button.evaluate((element) => element.textContent?.trim())) === label) {
      await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), button.click()]);
      break;
    }
  }
  if (page.url().includes('/idp/')) throw new Error(`Could not sign in as ${persona}`);
  return { context, page };
}
