// Redocly plugin: the contract's own rules (redocly.yaml turns them on; `npm run api:lint` runs them).
//   larder/operation-roles  every operation says who may call it (`x-roles`, api/openapi.yaml "Who may call what")
//   larder/problem-codes    every operation's `x-problem-codes`: refusal statuses → kebab-case codes, each one
//                           said in its response's description
//   larder/put-versions     every PUT takes If-Match and names the read whose ETag it takes (`x-etag-from`)
//   larder/request-limits   every request string, list and object has a limit (api/openapi.yaml "Bad input")

/** Role names as Larder's tokens carry them (spec §6, the product key resolved), and `authenticated`. */
const ROLES = new Set([
  'authenticated',
  'larderMember',
  'larderAdmin',
  'accountManager',
  'developer',
  'bioPakEmployee',
  'calorAdmin',
  'calorClaimsEmployee',
  'calorSignupsEmployee',
  'nisbetsEmployee',
]);
const PROGRAMMES = new Set(['calor', 'biopak', 'nisbets', 'booker']);
const CODE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The path an operation sits under, from its location: `#/paths/~1members~1{membershipNumber}/get`. */
function pathOf(ctx) {
  const parts = ctx.location.pointer.split('/');
  const at = parts.indexOf('paths');
  return at < 0 ? '' : decodeURIComponent(parts[at + 1] ?? '').replaceAll('~1', '/').replaceAll('~0', '~');
}

function OperationRoles() {
  return {
    Operation: {
      enter(operation, ctx) {
        const report = (message, key = 'x-roles') => ctx.report({ message, location: ctx.location.child(key) });
        const roles = operation['x-roles'];
        const path = pathOf(ctx);
        if (!Array.isArray(roles)) return report(`${operation.operationId}: every operation states who may call it in \`x-roles\` (a list of roles)`, 'operationId');
        const signedByProvider = Array.isArray(operation.security) && operation.security.length === 0;
        if (!roles.length && !signedByProvider) report(`${operation.operationId}: \`x-roles\` is empty, but the call takes a token (only a call with \`security: []\` has no caller roles)`);
        for (const role of roles) if (!ROLES.has(role)) report(`${operation.operationId}: \`${role}\` is not a role (${[...ROLES].join(', ')})`);
        if (roles.includes('larderMember') && !/\{(membershipNumber|memberId)\}/.test(path))
          report(`${operation.operationId}: \`larderMember\` means the member themself, so only on a member's path ({membershipNumber})`);
        const byProgramme = operation['x-programme-roles'];
        if (byProgramme !== undefined) {
          if (!path.includes('{programme}')) report(`${operation.operationId}: \`x-programme-roles\` needs a {programme} path`, 'x-programme-roles');
          for (const [programme, programmeRoles] of Object.entries(byProgramme ?? {})) {
            if (!PROGRAMMES.has(programme)) report(`${operation.operationId}: \`${programme}\` is not a programme`, 'x-programme-roles');
            for (const role of Array.isArray(programmeRoles) ? programmeRoles : [programmeRoles])
              if (!ROLES.has(role)) report(`${operation.operationId}: \`${role}\` is not a role`, 'x-programme-roles');
          }
        }
      },
    },
  };
}

function ProblemCodes() {
  return {
    Operation: {
      enter(operation, ctx) {
        const codes = operation['x-problem-codes'];
        const report = (message) => ctx.report({ message, location: ctx.location.child('x-problem-codes') });
        if (codes === undefined)
          return ctx.report({
            message: `${operation.operationId}: every operation lists the codes of its own refusals in \`x-problem-codes\` (\`{}\` when it answers only the description's table)`,
            location: ctx.location.child('operationId'),
          });
        if (typeof codes !== 'object' || codes === null || Array.isArray(codes)) return report(`${operation.operationId}: \`x-problem-codes\` maps a status to its codes`);
        for (const [status, list] of Object.entries(codes)) {
          if (!/^[45]\d\d$/.test(status)) report(`${operation.operationId}: \`${status}\` is not a refusal status`);
          else if (!operation.responses?.[status]) report(`${operation.operationId}: lists codes for ${status}, which it does not answer`);
          if (!Array.isArray(list) || !list.length) report(`${operation.operationId}: ${status} lists no codes`);
          for (const code of Array.isArray(list) ? list : []) {
            if (!CODE.test(code)) report(`${operation.operationId}: \`${code}\` is not a kebab-case code`);
            // The response says when each of its codes is given.
            const description = operation.responses?.[status]?.description ?? '';
            if (operation.responses?.[status] && !description.includes(`\`${code}\``))
              report(`${operation.operationId}: the ${status} response's description does not say when \`${code}\` is given`);
          }
        }
      },
    },
  };
}

function PutVersions() {
  const reads = new Set();
  const puts = [];
  return {
    Operation: {
      enter(operation, ctx) {
        if (ctx.key === 'get') reads.add(operation.operationId);
        if (ctx.key !== 'put') return;
        const takesIfMatch = (operation.parameters ?? []).some((parameter) => parameter.name === 'If-Match' || String(parameter.$ref ?? '').endsWith('/IfMatch'));
        if (!takesIfMatch) ctx.report({ message: `${operation.operationId}: a PUT takes If-Match (components/parameters/IfMatch)`, location: ctx.location.child('operationId') });
        if (!operation.responses?.['412']) ctx.report({ message: `${operation.operationId}: a PUT answers 412 for a stale If-Match`, location: ctx.location.child('responses') });
        puts.push({ operation, location: ctx.location.child('x-etag-from'), report: ctx.report });
      },
    },
    Root: {
      leave() {
        for (const { operation, location, report } of puts) {
          if (!reads.has(operation['x-etag-from'])) report({ message: `${operation.operationId}: \`x-etag-from\` names the GET whose ETag it takes`, location });
        }
      },
    },
  };
}

/** String formats whose own grammar bounds them. */
const BOUNDED_FORMATS = new Set(['date', 'date-time', 'uuid', 'binary']);
/** `x-text`: how the API treats a free-text string (api/openapi.yaml "Text"): a line, several lines, or an identity. */
const TEXT_KINDS = new Set(['line', 'lines', 'identity']);
/** A pattern bounds a string when it is anchored at both ends and repeats nothing without an upper bound. */
const isBoundedPattern = (pattern) => /^\^.*\$$/s.test(pattern) && !/(?<!\\)[*+]|\{\d+,\}/.test(pattern.replace(/\\\\/g, ''));

/**
 * Every request string has `maxLength`, a bounded `pattern`, an `enum`/`const` or a bounded format; every
 * request list `maxItems`; every request object is closed (`additionalProperties: false`), and a map (an
 * object of named entries) has `maxProperties` and bounded names. Walks each operation's parameters and
 * request bodies through their `$ref`s, reporting each schema once, where it is written.
 */
function RequestLimits() {
  const reported = new Set();
  return {
    PathItem: {
      enter(pathItem, ctx) {
        /** Each schema once, where it is written, named by the first request it was found in. */
        const report = (where, problem, location) => {
          const key = `${location.source.absoluteRef}#${location.pointer}:${problem}`;
          if (reported.has(key)) return;
          reported.add(key);
          ctx.report({ message: `${where}: ${problem}`, location });
        };
        const resolve = (node, location) => {
          if (!node || typeof node.$ref !== 'string') return { node, location };
          const found = ctx.resolve(node, location.source.absoluteRef);
          return found.node === undefined ? { node: undefined, location } : resolve(found.node, found.location);
        };
        const walk = (raw, rawLocation, where, seen = new Set()) => {
          const { node: schema, location } = resolve(raw, rawLocation);
          if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
          seen.add(schema);
          const types = [].concat(schema.type ?? []);
          const limited = (problem) => report(where, problem, location);
          if (types.includes('string')) {
            const bounded =
              schema.maxLength !== undefined || schema.enum || schema.const !== undefined || BOUNDED_FORMATS.has(schema.format) || (schema.pattern && isBoundedPattern(schema.pattern));
            if (!bounded) limited('a request string needs `maxLength` (or a bounded `pattern`, an `enum` or a date, uuid or binary `format`)');
            if (schema['x-text'] !== undefined && !TEXT_KINDS.has(schema['x-text'])) limited(`\`x-text\` is one of ${[...TEXT_KINDS].join(', ')}`);
          }
          if (types.includes('array') && schema.maxItems === undefined) limited('a request list needs `maxItems`');
          if (types.includes('object') || schema.properties) {
            const extra = schema.additionalProperties;
            if (extra === undefined || extra === true) limited('a request object is closed: `additionalProperties: false`');
            else if (typeof extra === 'object') {
              if (schema.maxProperties === undefined) limited('a request map needs `maxProperties`');
              const names = resolve(schema.propertyNames, location).node;
              if (!names || (names.maxLength === undefined && !(names.pattern && isBoundedPattern(names.pattern)) && !names.enum))
                limited('a request map needs `propertyNames` with a `maxLength` or bounded `pattern`');
              walk(extra, location.child('additionalProperties'), where, seen);
            }
          }
          for (const [name, property] of Object.entries(schema.properties ?? {})) walk(property, location.child(['properties', name]), `${where}.${name}`, seen);
          if (schema.items) walk(schema.items, location.child('items'), `${where}[]`, seen);
          (schema.prefixItems ?? []).forEach((item, index) => walk(item, location.child(['prefixItems', index]), `${where}[${index}]`, seen));
          if (schema.contentSchema) walk(schema.contentSchema, location.child('contentSchema'), where, seen);
          for (const key of ['allOf', 'anyOf', 'oneOf'])
            (schema[key] ?? []).forEach((part, index) => walk(part, location.child([key, index]), where, seen));
        };
        const parameters = (list, location, operationId) =>
          (list ?? []).forEach((raw, index) => {
            const { node: parameter, location: at } = resolve(raw, location.child(index));
            if (parameter?.schema) walk(parameter.schema, at.child('schema'), `${operationId} ${parameter.in} ${parameter.name}`);
          });
        const operations = ['get', 'put', 'post', 'delete', 'patch'].filter((method) => pathItem[method]);
        for (const method of operations) {
          const operation = pathItem[method];
          const at = ctx.location.child(method);
          parameters(pathItem.parameters, ctx.location.child('parameters'), operation.operationId);
          parameters(operation.parameters, at.child('parameters'), operation.operationId);
          const { node: body, location: bodyAt } = resolve(operation.requestBody, at.child('requestBody'));
          for (const [mediaType, media] of Object.entries(body?.content ?? {}))
            walk(media.schema, bodyAt.child(['content', mediaType, 'schema']), `${operation.operationId} body`);
        }
      },
    },
  };
}

export default function larderRules() {
  return {
    id: 'larder',
    rules: { oas3: { 'operation-roles': OperationRoles, 'problem-codes': ProblemCodes, 'put-versions': PutVersions, 'request-limits': RequestLimits } },
  };
}
