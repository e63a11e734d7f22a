// The API contract's build steps (api/README.md):
//   node scripts/api-contract.mjs generate   write api/openapi.yaml's path index from the area files, then bundle the
//                                            document and write the TypeScript types and the request limits
//   node scripts/api-contract.mjs check      fail when the committed index, types or limits are not what the areas give
//   node scripts/api-contract.mjs bundle F   write the bundled document (one JSON file) to F
// The types are committed so that a fresh clone type-checks and an editor shows them; `npm test` runs
// `check`, so a document changed without `generate` fails the run.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { bundleDocument } from './api-bundle.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TYPES = path.join(ROOT, 'src/api/openapi.d.ts');
export const LIMITS = path.join(ROOT, 'src/domain/contractLimits.ts');
export const INDEX = path.join(ROOT, 'api/openapi.yaml');
const AREAS = path.join(ROOT, 'api/areas');

/**
 * api/openapi.yaml with its `paths:` index written from the area files: every path an area file declares,
 * each a `$ref` to its area, grouped by area. Paths already indexed keep their place (so the generated types
 * keep their order); a new one goes after the last of its area's, a new area's at the end. A new operation is
 * written once, in its area file.
 */
export function withPathIndex(index = readFileSync(INDEX, 'utf8')) {
  const start = index.search(/^paths:[ \t]*$/m);
  if (start < 0) throw new Error('api/openapi.yaml has no top-level `paths:`');
  const bodyStart = index.indexOf('\n', start) + 1;
  const next = index.slice(bodyStart).search(/^\S/m);
  const end = next < 0 ? index.length : bodyStart + next;
  const areaPaths = new Map();
  for (const file of readdirSync(AREAS).filter((name) => name.endsWith('.yaml')).sort()) {
    const block = readFileSync(path.join(AREAS, file), 'utf8').match(/^paths:\n((?:[ \t#].*\n|\n)*)/m)?.[1] ?? '';
    const paths = [...block.matchAll(/^ {2}(\/[^:\s]*):[ \t]*$/gm)].map((match) => match[1]);
    if (paths.length) areaPaths.set(file.replace(/\.yaml$/, ''), paths);
  }
  // The order now indexed: [area, path] in turn.
  const order = [...index.slice(bodyStart, end).matchAll(/\$ref: 'areas\/([\w-]+)\.yaml#\/paths\/([^']+)'/g)].map(([, area, pointer]) => [
    area,
    pointer.replaceAll('~1', '/').replaceAll('~0', '~'),
  ]);
  const exists = ([area, apiPath]) => areaPaths.get(area)?.includes(apiPath);
  const entries = order.filter(exists);
  for (const [area, paths] of areaPaths) {
    for (const apiPath of paths) {
      if (entries.some(([a, p]) => a === area && p === apiPath)) continue;
      const last = entries.findLastIndex(([a]) => a === area);
      entries.splice(last < 0 ? entries.length : last + 1, 0, [area, apiPath]);
    }
  }
  const lines = ['paths:', '  # Written by `npm run api:generate` from the paths of api/areas/*.yaml: do not edit by hand.'];
  let previous;
  for (const [area, apiPath] of entries) {
    if (area !== previous) lines.push(`  # ${area}`);
    previous = area;
    lines.push(`  ${apiPath}:`, `    $ref: 'areas/${area}.yaml#/paths/${apiPath.replaceAll('~', '~0').replaceAll('/', '~1')}'`);
  }
  return `${index.slice(0, start)}${lines.join('\n')}\n${index.slice(end)}`;
}


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

const LIMITS_HEADER = `// Generated from api/openapi.yaml by \`npm run api:generate\`: do not edit by hand.
// The limits the API holds every request field to (api/openapi.yaml, "Bad input" and "Text"), for the portal's
// forms: each request schema's fields by name (nested as \`signature.name\`, list items as \`appliances[].name\`),
// each list operation's query parameters by operation, and the bodies with a size cap by operation. One source:
// the fields' maxLength attributes and the yup rules read them here.
`;

/** The limit words a form can use. */
const LIMIT_WORDS = ['maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'maxProperties'];

const typesOf = (schema) => [].concat(schema.type ?? []);

/**
 * Every request field's limits: walks each operation's request bodies and query parameters, following
 * `$ref`s, `allOf`/`oneOf`/`anyOf`, list items and multipart JSON fields. A named object schema lists its
 * fields by name; a named list, map or choice of shapes (a document's answers) has an entry of its own,
 * its own limits under `$` and its items' under `$[]`; a named string (a membership number) is read where
 * it is used.
 */
export function requestLimits(document) {
  const get = (ref) => ref.slice(2).split('/').reduce((node, part) => node[part.replaceAll('~1', '/').replaceAll('~0', '~')], document);
  const nameOf = (ref) => ref.split('/').at(-1);
  const schemas = {};
  const query = {};
  const bodyBytes = {};
  const limitsOf = (schema) => {
    const limits = Object.fromEntries(LIMIT_WORDS.filter((word) => schema[word] !== undefined).map((word) => [word, schema[word]]));
    const free = typesOf(schema).includes('string') && !schema.enum && schema.const === undefined && !schema.format && !schema.contentMediaType;
    if (free) limits.text = schema['x-text'] ?? 'line';
    return limits;
  };
  const isPlainValue = (schema) => !schema.properties && !schema.anyOf && !schema.oneOf && !schema.items && typeof schema.additionalProperties !== 'object';
  const fieldsOf = (raw, into, prefix, seen) => {
    let schema = raw;
    if (schema?.$ref) {
      schema = get(schema.$ref);
      if (!isPlainValue(schema) || !prefix) return walkNamed(nameOf(raw.$ref), schema, seen);
    }
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    const own = limitsOf(schema);
    if (prefix && Object.keys(own).length && (Object.keys(own).length > 1 || own.text !== undefined || !own.minItems)) into[prefix] = { ...into[prefix], ...own };
    for (const [name, property] of Object.entries(schema.properties ?? {})) fieldsOf(property, into, prefix && prefix !== '$' ? `${prefix}.${name}` : name, seen);
    if (schema.items && prefix) fieldsOf(schema.items, into, `${prefix}[]`, seen);
    if (typeof schema.additionalProperties === 'object' && prefix) fieldsOf(schema.additionalProperties, into, `${prefix}{}`, seen);
    for (const key of ['allOf', 'oneOf', 'anyOf']) for (const part of schema[key] ?? []) fieldsOf(part, into, prefix, seen);
  };
  const walkNamed = (name, schema, seen) => {
    if (schemas[name]) return;
    schemas[name] = {};
    fieldsOf(schema, schemas[name], schema.properties ? '' : '$', seen);
    if (!Object.keys(schemas[name]).length) delete schemas[name];
  };
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete']) {
      const operation = item[method];
      if (!operation) continue;
      for (const raw of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        const parameter = raw.$ref ? get(raw.$ref) : raw;
        if (parameter.in !== 'query') continue;
        const schema = parameter.schema?.$ref ? get(parameter.schema.$ref) : (parameter.schema ?? {});
        const limits = limitsOf(schema);
        if (limits.maxLength !== undefined || limits.pattern !== undefined) (query[operation.operationId] ??= {})[parameter.name] = limits;
      }
      const body = operation.requestBody?.$ref ? get(operation.requestBody.$ref) : operation.requestBody;
      if (body?.['x-max-body-bytes']) bodyBytes[operation.operationId] = body['x-max-body-bytes'];
      for (const media of Object.values(body?.content ?? {})) fieldsOf(media.schema, {}, '', new Set());
    }
  }
  const sorted = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return { schemas: sorted(schemas), query: sorted(query), bodyBytes: sorted(bodyBytes) };
}

export function generateLimits(document) {
  const { schemas, query, bodyBytes } = requestLimits(document);
  const json = (value) => JSON.stringify(value, null, 2).replace(/"([A-Za-z_$][\w$]*)":/g, '$1:');
  return (
    LIMITS_HEADER +
    `\n/** Each request schema's fields and their limits. */\nexport const REQUEST_LIMITS = ${json(schemas)} as const;\n` +
    `\n/** Each list operation's query parameters with a limit. */\nexport const QUERY_LIMITS = ${json(query)} as const;\n` +
    `\n/** The largest body, in bytes, of the operations with a cap (\`x-max-body-bytes\`). */\nexport const BODY_BYTE_LIMITS = ${json(bodyBytes)} as const;\n`
  );
}

async function main([command, file]) {
  if (command === 'bundle' && file) {
    writeFileSync(file, JSON.stringify(bundleDocument(), null, 2));
    return 0;
  }
  // The index first: the document bundled below is read through it.
  const index = withPathIndex();
  if (command === 'generate' && index !== readFileSync(INDEX, 'utf8')) writeFileSync(INDEX, index);
  const document = bundleDocument();
  const outputs = [
    [INDEX, index],
    [TYPES, await generateTypes(document)],
    [LIMITS, generateLimits(document)],
  ];
  if (command === 'generate') {
    for (const [target, text] of outputs) {
      writeFileSync(target, text);
      console.log(`Wrote ${path.relative(ROOT, target)}`);
    }
    return 0;
  }
  if (command === 'check') {
    const stale = outputs.filter(([target, text]) => {
      try {
        return readFileSync(target, 'utf8') !== text;
      } catch {
        return true;
      }
    });
    for (const [target] of stale) console.error(`${path.relative(ROOT, target)} is stale: run \`npm run api:generate\` and commit the result.`);
    if (!stale.length) console.log(`${outputs.map(([target]) => path.relative(ROOT, target)).join(', ')} match api/`);
    return stale.length ? 1 : 0;
  }
  console.error('usage: node scripts/api-contract.mjs generate | check | bundle FILE');
  return 2;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(await main(process.argv.slice(2)));
