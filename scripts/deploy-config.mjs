// Writes the nginx server block for serving dist/ in production, with the security headers worked out from
// the same VITE_* settings as the build and the deployment's LARDER_* settings (the environment, then
// .env.production and .env, as Vite reads them).
//
//   npm run deploy:config -- --server-name portal.example.org [--root /srv/larder/dist] [--port 443] [--out deploy/generated/larder.conf]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { securityTxt, tlsSettings } from '../deploy/deploySettings.mjs';
import { nginxServerBlock } from '../deploy/nginxServer.mjs';
import { securityHeaders } from '../deploy/securityHeaders.mjs';

const PREFIXES = ['VITE_', 'LARDER_'];

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    root: { type: 'string', default: resolve('dist') },
    // The port the portal is served on: 443 with TLS in nginx, 80 behind a TLS proxy, unless given.
    port: { type: 'string' },
    // The portal's host name: required, the redirect to HTTPS names it (never the Host a visitor sent).
    'server-name': { type: 'string' },
    out: { type: 'string', default: 'deploy/generated/larder.conf' },
    // Test doubles only (the e2e run against nginx): proxy these paths to the stand-ins server.
    'stand-ins': { type: 'string' },
  },
});

/** The nginx this block is for: LARDER_NGINX_VERSION, else the one installed here, else a current one. */
function nginxVersion(env) {
  if (env.LARDER_NGINX_VERSION) return env.LARDER_NGINX_VERSION;
  // `nginx -v` prints to stderr; without nginx here, spawnSync reports an error and no output.
  const { stdout, stderr } = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  return /nginx\/(\d+\.\d+\.\d+)/.exec(`${stdout ?? ''}${stderr ?? ''}`)?.[1];
}

const fromEnvironment = Object.fromEntries(Object.entries(process.env).filter(([name]) => PREFIXES.some((prefix) => name.startsWith(prefix))));
const env = { ...loadEnv(values.mode, process.cwd(), PREFIXES), ...fromEnvironment };
const serverName = values['server-name'];
const headers = securityHeaders(env);
const tls = tlsSettings(env, { port: values.port ? Number(values.port) : undefined, nginxVersion: nginxVersion(env) });
const security = securityTxt(env, { serverName });
const standIns = values['stand-ins'];
const proxy = standIns ? { upstream: standIns, paths: [new URL(env.VITE_API_URL).pathname, new URL(env.VITE_AUTH0_DOMAIN).pathname, '/pay'] } : undefined;

const config = nginxServerBlock({ root: resolve(values.root), tls, serverName, headers, securityTxt: security, proxy });
mkdirSync(dirname(resolve(values.out)), { recursive: true });
writeFileSync(values.out, config);
console.log(`Wrote ${values.out} (TLS: ${tls.mode === 'nginx' ? `in nginx, port ${tls.port}` : `at a proxy in front, port ${tls.port}`}). Content-Security-Policy:\n  ${headers[0][1].split('; ').join(';\n  ')}`);
if (!security) console.warn('No LARDER_SECURITY_CONTACT: /.well-known/security.txt answers 404. Set it to say where to report a vulnerability.');
