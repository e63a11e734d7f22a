// Redocly plugin: the contract's own rules (redocly.yaml turns them on; `npm run api:lint` runs them).
//   larder/operation-roles  every operation says who may call it (`x-roles`, api/openapi.yaml "Who may call what")
//   larder/problem-codes    an operation's `x-problem-codes` are refusal statuses → kebab-case codes
//   larder/put-versions     every PUT takes If-Match and names the read whose ETag it takes (`x-etag-from`)

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
        if (codes === undefined) return;
        const report = (message) => ctx.report({ message, location: ctx.location.child('x-problem-codes') });
        if (typeof codes !== 'object' || codes === null || Array.isArray(codes)) return report(`${operation.operationId}: \`x-problem-codes\` maps a status to its codes`);
        for (const [status, list] of Object.entries(codes)) {
          if (!/^[45]\d\d$/.test(status)) report(`${operation.operationId}: \`${status}\` is not a refusal status`);
          else if (!operation.responses?.[status]) report(`${operation.operationId}: lists codes for ${status}, which it does not answer`);
          if (!Array.isArray(list) || !list.length) report(`${operation.operationId}: ${status} lists no codes`);
          for (const code of Array.isArray(list) ? list : []) if (!CODE.test(code)) report(`${operation.operationId}: \`${code}\` is not a kebab-case code`);
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

export default function larderRules() {
  return {
    id: 'larder',
    rules: { oas3: { 'operation-roles': OperationRoles, 'problem-codes': ProblemCodes, 'put-versions': PutVersions } },
  };
}
