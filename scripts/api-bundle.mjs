// The API contract as one JSON document (api/openapi.yaml with its area files, bundled by redocly). One
// `npm test` asks for it about five times: the contract check, Vitest's global setup and the stand-ins of
// each e2e server. Bundling starts redocly in a child process (about two CPU-seconds), so the result is kept
// under node_modules/.cache, named by a hash of every file in api/ and redocly's version: an edit to the
// document, or another redocly, bundles afresh.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API = path.join(ROOT, 'api');
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli');
const CACHE = path.join(ROOT, 'node_modules/.cache/larder-api');

function sourceHash() {
  const hash = createHash('sha256').update(JSON.parse(readFileSync(path.join(REDOCLY, 'package.json'), 'utf8')).version);
  const files = readdirSync(API, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(API, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(path.join(API, file)));
  return hash.digest('hex').slice(0, 16);
}

function bundleWithRedocly() {
  const folder = mkdtempSync(path.join(tmpdir(), 'larder-api-'));
  const output = path.join(folder, 'openapi.json');
  try {
    const result = spawnSync(
      process.execPath,
      [
        path.join(REDOCLY, 'bin/cli.js'),
        'bundle',
        path.join(API, 'openapi.yaml'),
        '--ext',
        'json',
        '--output',
        output,
        // Two area schemas of one name would be renamed silently (Trainee-2): refuse instead.
        '--component-renaming-conflicts-severity',
        'error',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`redocly bundle failed:\n${result.stdout}\n${result.stderr}`);
    return readFileSync(output, 'utf8');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The document as one JSON object, every schema hoisted into components under its own name. */
export function bundleDocument() {
  const cached = path.join(CACHE, `openapi-${sourceHash()}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8'));
  } catch {
    const json = bundleWithRedocly();
    // Written whole, then renamed: several processes may bundle at once, and none may read half a file.
    mkdirSync(CACHE, { recursive: true });
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, json);
    renameSync(partial, cached);
    return JSON.parse(json);
  }
}
