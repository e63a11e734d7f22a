// Makes sure Debian's Chromium is there before the e2e tests (Playwright never downloads a browser here).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = (() => {
  try {
    execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
})();

if (!isRoot || !hasApt) {
  console.error(`The e2e tests need Chromium at ${CHROMIUM}. Install it with:\n\n  sudo ${INSTALL}\n`);
  process.exit(1);
}

console.log(`Chromium is missing: installing Debian's chromium package (${INSTALL})…`);
execSync(INSTALL, { stdio: 'inherit', shell: '/bin/sh', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (!existsSync(CHROMIUM)) {
  console.error(`Installing chromium did not produce ${CHROMIUM}.`);
  process.exit(1);
}
