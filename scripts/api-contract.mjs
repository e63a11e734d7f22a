// The API contract's build steps (api/README.md):
//   node scripts/api-contract.mjs generate   bundle api/openapi.yaml and write the TypeScript types
//   node scripts/api-contract.mjs check      fail when the committed types are not what the document gives
//   node scripts/api-contract.mjs bundle F   write the bundled document (one JSON file) to F
// The types are committed so that a fresh clone type-checks and an editor shows them; `npm test` runs
// `check`, so a document changed without `generate` fails the run.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { bundleDocument } from './api-bundle.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TYPES = path.join(ROOT, 'src/api/openapi.d.ts');

const HEADER = `// Generated from api/openapi.yaml by \`npm run api:generate\`: do not edit by hand.
// The request and response types of every call the portal makes (openapi-typescript).
`;

/** Uploaded files are Blobs in the portal (openapi-typescript would make them strings). */
function transform(schema) {
  if (schema.format === 'binary') return schema.type === 'array' ? undefined : ts.factory.createTypeReferenceNode('Blob');
  return undefined;
}

export async function generateTypes(document) {
  const ast = await openapiTS(document, { transform, rootTypes: false, immutable: false });
  return HEADER + astToString(ast);
}

async function main([command, file]) {
  if (command === 'bundle' && file) {
    writeFileSync(file, JSON.stringify(bundleDocument(), null, 2));
    return 0;
  }
  const types = await generateTypes(bundleDocument());
  if (command === 'generate') {
    writeFileSync(TYPES, types);
    console.log(`Wrote ${path.relative(ROOT, TYPES)}`);
    return 0;
  }
  if (command === 'check') {
    if (readFileSync(TYPES, 'utf8') === types) {
      console.log(`${path.relative(ROOT, TYPES)} matches api/openapi.yaml`);
      return 0;
    }
    console.error(`${path.relative(ROOT, TYPES)} is stale: run \`npm run api:generate\` and commit the result.`);
    return 1;
  }
  console.error('usage: node scripts/api-contract.mjs generate | check | bundle FILE');
  return 2;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(await main(process.argv.slice(2)));
