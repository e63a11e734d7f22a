// Writes the nginx server block for serving dist/ in production, with the security headers worked out from
// the same VITE_* settings as the build (the environment, then .env.production and .env, as Vite reads them).
//
//   npm run deploy:config -- [--root /srv/larder/dist] [--port 80] [--server-name portal.example.org] [--out deploy/generated/larder.conf]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { nginxServerBlock } from '../deploy/nginxServer.mjs';
import { securityHeaders } from '../deploy/securityHeaders.mjs';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    root: { type: 'string', default: resolve('dist') },
    port: { type: 'string', default: '80' },
    'server-name': { type: 'string', default: '_' },
    out: { type: 'string', default: 'deploy/generated/larder.conf' },
    // Test doubles only (the e2e run against nginx): proxy these paths to the stand-ins server.
    'stand-ins': { type: 'string' },
  },
});

const env = { ...loadEnv(values.mode, process.cwd(), 'VITE_'), ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'))) };
const headers = securityHeaders(env);
const standIns = values['stand-ins'];
const proxy = standIns ? { upstream: standIns, paths: [new URL(env.VITE_API_URL).pathname, new URL(env.VITE_AUTH0_DOMAIN).pathname, '/pay'] } : undefined;

const config = nginxServerBlock({ root: resolve(values.root), port: Number(values.port), serverName: values['server-name'], headers, proxy });
mkdirSync(dirname(resolve(values.out)), { recursive: true });
writeFileSync(values.out, config);
console.log(`Wrote ${values.out}. Content-Security-Policy:\n  ${headers[0][1].split('; ').join(';\n  ')}`);
