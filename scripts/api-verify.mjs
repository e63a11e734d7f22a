// `npm run api:verify`: the API verification kit (docs/api-verification.md). It checks a members API
// server against api/openapi.yaml and the rules a server must keep, as tests/verify/ writes them:
//   npm run api:verify                                  against the API simulator (as `npm test` runs it)
//   npm run api:verify -- --base-url URL --tokens FILE  against any server, with the personas' tokens
//   npm run api:verify -- --base-url URL --token-url URL   tokens from a sign-in stand-in
//   npm run api:verify -- --list-personas               the demo accounts a tokens file must hold
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    tokens: { type: 'string' },
    'token-url': { type: 'string' },
    'list-personas': { type: 'boolean' },
    help: { type: 'boolean' },
  },
});

if (values.help) {
  console.log('usage: npm run api:verify -- [--base-url URL] [--tokens FILE | --token-url URL] [--list-personas]');
  process.exit(0);
}

const env = { ...process.env };
if (values['base-url']) env.LARDER_VERIFY_BASE_URL = values['base-url'];
if (values.tokens) env.LARDER_VERIFY_TOKENS = values.tokens;
if (values['token-url']) env.LARDER_VERIFY_TOKEN_URL = values['token-url'];
if (values['list-personas']) env.LARDER_VERIFY_LIST_PERSONAS = '1';
if (values['base-url'] && !values.tokens && !values['token-url']) {
  console.error('Give the personas\' tokens with --tokens FILE (see --list-personas), or --token-url URL of a sign-in stand-in.');
  process.exit(2);
}

const result = spawnSync('npx', ['vitest', 'run', '--project', 'verify'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
