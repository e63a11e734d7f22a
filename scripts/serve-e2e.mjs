// TEST SUPPORT, never deployed: starts the three servers the e2e journeys run against, side by side, and
// says so once all three answer. Playwright starts the entries of its `webServer` list one after another,
// each only once the one before answers: three servers, each building its bundle and loading the stand-ins,
// took 40 s on two cores before the first journey began.
//   main         the e2e build on `vite preview` with the stand-ins (LARDER_E2E_PORT, 4173);
//   maintenance  a second build with VITE_MAINTENANCE_MODE=true, a build-time setting (the next port);
//   nginx        the production build behind nginx with the generated headers (scripts/serve-nginx-e2e.mjs,
//                the port after, its stand-ins on the one after that).
// Each build bakes in the origin it is served on, so LARDER_E2E_PORT moves them all (two suites side by side,
// e.g. from two git worktrees). LARDER_E2E_PREBUILT_DIST names a folder already holding the main server's
// build for the default port (`npm test` has just made it): that server serves it instead of building again.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The origin each server is served on, from LARDER_E2E_PORT. */
export function e2eOrigins(env = process.env) {
  const port = Number(env.LARDER_E2E_PORT ?? 4173);
  const origin = (offset) => `http://localhost:${port + offset}`;
  return { main: origin(0), maintenance: origin(1), nginx: origin(2), nginxStandIns: origin(3) };
}

/** What serve-e2e prints once every server answers: playwright.config.ts waits for this line. */
export const READY = 'Every e2e server is ready';

function servers(env) {
  const origins = e2eOrigins(env);
  const preview = (outDir) => `npx vite preview --mode e2e --configLoader runner --outDir ${outDir}`;
  /** Builds the e2e mode for its origin into its own folder (leaving `dist` to build:e2e), then serves it. */
  const buildAndPreview = (outDir) => `npx vite build --mode e2e --configLoader runner --outDir ${outDir} --logLevel warn && ${preview(outDir)}`;
  const prebuilt = env.LARDER_E2E_PREBUILT_DIST && !env.LARDER_E2E_PORT ? env.LARDER_E2E_PREBUILT_DIST : undefined;
  return [
    { name: 'main', origin: origins.main, command: prebuilt ? preview(prebuilt) : buildAndPreview('dist-e2e'), env: { LARDER_ORIGIN: origins.main } },
    {
      name: 'maintenance',
      origin: origins.maintenance,
      command: buildAndPreview('dist-maintenance'),
      env: { LARDER_ORIGIN: origins.maintenance, VITE_MAINTENANCE_MODE: 'true' },
    },
    {
      name: 'nginx',
      origin: origins.nginx,
      command: 'node scripts/serve-nginx-e2e.mjs',
      env: { LARDER_ORIGIN: origins.nginx, LARDER_STAND_INS_PORT: new URL(origins.nginxStandIns).port },
    },
  ];
}

/** Resolves once the server's sign-in stand-in answers (the last thing each server sets up). */
async function answers(origin, child) {
  const url = `${origin}/idp/.well-known/openid-configuration`;
  for (let wait = 100; child.exitCode === null; wait = Math.min(wait * 2, 500)) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  throw new Error(`${url} never answered: its server stopped (exit ${child.exitCode})`);
}

async function main() {
  // Every server stays in this process's group: Playwright ends the run by stopping the group, and a
  // Ctrl-C reaches them all.
  const children = servers(process.env).map((server) => {
    const child = spawn(server.command, { shell: true, stdio: 'inherit', env: { ...process.env, ...server.env } });
    // One server gone means every journey against it would fail one by one: stop the lot, and say which.
    child.on('exit', (code) => {
      console.error(`The e2e server "${server.name}" stopped (exit ${code}): stopping the others.`);
      process.kill(0, 'SIGTERM');
    });
    return { ...server, child };
  });
  await Promise.all(children.map(({ origin, child }) => answers(origin, child)));
  console.log(READY);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
