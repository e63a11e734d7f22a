// TEST SUPPORT, never deployed: serves a production build through nginx with the generated configuration
// and security headers, as production would, for the e2e journey that checks the Content-Security-Policy.
// The local stand-ins (API simulator, sign-in, payments page) run on a second port behind it, reached
// through the same origin as the real services are not.
//
//   LARDER_ORIGIN=http://localhost:4175 LARDER_STAND_INS_PORT=4176 node scripts/serve-nginx-e2e.mjs
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const origin = new URL(process.env.LARDER_ORIGIN ?? 'http://localhost:4175');
const standInsPort = Number(process.env.LARDER_STAND_INS_PORT ?? Number(origin.port) + 1);
const outDir = 'dist-nginx';
// Outside test-results, which Playwright empties when a run starts: `npm test` starts the servers before the
// journeys' run, and nginx keeps its pid, logs and upload buffers here. One folder per port, reused.
const prefix = join(tmpdir(), `larder-nginx-${origin.port}`);
// Plain HTTP on a loopback port, as behind a TLS proxy (no X-Forwarded-Proto: nothing to redirect), with a
// security contact and a CSP report address so the e2e test sees them served.
const env = {
  ...process.env,
  LARDER_ORIGIN: origin.origin,
  LARDER_STAND_INS_PORT: String(standInsPort),
  LARDER_TLS: 'proxy',
  LARDER_SECURITY_CONTACT: process.env.LARDER_SECURITY_CONTACT ?? 'security@larder.example',
  LARDER_CSP_REPORT_URL: process.env.LARDER_CSP_REPORT_URL ?? `${origin.origin}/api/__simulator/csp-reports`,
};
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit', env });

run('npx', ['vite', 'build', '--mode', 'e2e', '--configLoader', 'runner', '--outDir', outDir, '--logLevel', 'warn']);
mkdirSync(`${prefix}/logs`, { recursive: true });
run('node', [
  'scripts/deploy-config.mjs',
  '--mode', 'e2e',
  '--root', outDir,
  '--port', origin.port,
  '--server-name', origin.hostname,
  '--stand-ins', `http://127.0.0.1:${standInsPort}`,
  '--out', `${prefix}/larder.conf`,
]);
// Started as root (as on CI), nginx runs its workers as `nobody`, who may not be able to reach a checkout
// under a private home directory: the workers then answer 403 for every file. They run as whoever started
// the test instead, as they would when not root.
const asRoot = process.getuid?.() === 0;
const workerUser = asRoot ? `user ${userInfo().username} ${execFileSync('id', ['-gn']).toString().trim()};\n` : '';
// The smallest main configuration around the generated server block, with every path inside the prefix.
writeFileSync(
  `${prefix}/nginx.conf`,
  `${workerUser}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 20m;
  include ${prefix}/larder.conf;
}
`,
);

const children = [
  spawn('npx', ['vite', 'preview', '--mode', 'e2e', '--configLoader', 'runner', '--outDir', outDir], { stdio: 'inherit', env }),
  spawn('nginx', ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-g', 'daemon off;'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exit(code ?? 0); }));
