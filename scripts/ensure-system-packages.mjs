// Makes sure the Debian packages the tests and the stand-ins use are there: Chromium's headless shell
// (Playwright never downloads a browser here), nginx (the production-server journey), the other engines'
// journey's browsers with their drivers: Firefox ESR (driven over WebDriver BiDi, built into it), WebKitGTK's
// WebKitWebDriver (which brings WebKitGTK and its MiniBrowser) and xvfb-run (MiniBrowser has no headless
// mode), the font the invoice PDF embeds (fonts-liberation: tests/mocks/api/pdf/trueTypeFont.ts), and the PDF
// tools: poppler-utils (pdftoppm renders PDF receipts to images in the simulator; pdffonts, pdfinfo and
// pdftotext read the invoice back in Vitest) and qpdf's --check. Installs what is missing when it can.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const PACKAGES = [
  { name: 'chromium-headless-shell', program: '/usr/bin/chromium-headless-shell' },
  { name: 'nginx', program: '/usr/sbin/nginx' },
  { name: 'firefox-esr', program: '/usr/bin/firefox-esr' },
  { name: 'webkit2gtk-driver', program: '/usr/bin/WebKitWebDriver' },
  { name: 'xvfb', program: '/usr/bin/xvfb-run' },
  { name: 'fonts-liberation', program: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf' },
  { name: 'qpdf', program: '/usr/bin/qpdf' },
  { name: 'poppler-utils', program: '/usr/bin/pdftoppm' },
];

const missing = PACKAGES.filter(({ program }) => !existsSync(program));
if (missing.length === 0) process.exit(0);

const names = missing.map(({ name }) => name).join(' ');
const INSTALL = `apt-get update && apt-get install -y ${names}`;
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
  console.error(`The tests need ${missing.map(({ program }) => program).join(' and ')}. Install them with:\n\n  sudo ${INSTALL}\n`);
  process.exit(1);
}

console.log(`Installing the missing Debian packages: ${names} (${INSTALL})…`);
execSync(INSTALL, { stdio: 'inherit', shell: '/bin/sh', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
const stillMissing = missing.filter(({ program }) => !existsSync(program));
if (stillMissing.length) {
  console.error(`Installing did not produce ${stillMissing.map(({ program }) => program).join(', ')}.`);
  process.exit(1);
}
