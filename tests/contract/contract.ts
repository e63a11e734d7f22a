// TEST SUPPORT, never shipped: holds requests and answers to the API contract (api/openapi.yaml) at run
// time. Given the bundled document, it finds the operation a request is for and checks the request (path,
// query, headers, body) and the answer (status, media type, body) against it with ajv, naming the
// operation and the field of every mismatch.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { DataValidationCxt } from 'ajv/dist/types/index.js';
import addFormats from 'ajv-formats';
import { normaliseText, textProblem, type TextKind, type TextProblem } from '../../src/domain/text/textRule';

type Json = Record<string, unknown>;

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As the document writes it, e.g. /members/{membershipNumber}/units/{unitId}. */
  path: string;
  /** `x-portal-unused`: why the document holds a call the portal does not make. */
  unusedBecause?: string;
}

/** Who may make a call, as the operation states it (`x-roles`, `x-programme-roles`; api/README.md). */
export interface OperationAccess {
  /** Roles as tokens carry them; `larderMember` on a member's path is the member themself; `authenticated` is any valid token. */
  roles: string[];
  /** Roles that may call only for one programme of the path's `{programme}`: programme → roles. */
  programmeRoles: Record<string, string[]>;
  /** The path parameter holding the member's number on a member's path (`membershipNumber`, or call 5's `memberId`). */
  memberParameter?: string;
  /** False for a call with `security: []` (the card provider's signed notification). */
  needsToken: boolean;
}

/** One thing wrong with a request, named as a program can read it (the problem's `errors`, api/openapi.yaml). */
export interface RequestProblem {
  in: 'path' | 'query' | 'header' | 'body';
  /** The parameter or header name, or the body field as `lines[0].name` (empty for the whole body). */
  name: string;
  detail: string;
  /** A problem with a code of its own (the text rule's, or a body past its cap) rather than `invalid-request`. */
  code?: 'invalid-characters' | 'too-large';
}

export interface OperationDescription {
  operation: ContractOperation & OperationAccess;
  /** The operation object as the document holds it (`x-` extensions included). */
  definition: Record<string, unknown>;
  /** Path, query and header parameters, the path item's and the operation's, resolved. */
  parameters: Record<string, unknown>[];
  /** The request body, resolved, when the operation takes one. */
  requestBody?: Record<string, unknown>;
  /** `x-problem-codes`: the operation's own refusal codes, by status. */
  problemCodes: Record<string, string[]>;
}

export interface RequestValidation {
  operation: ContractOperation & OperationAccess;
  /** The path's parameters by name, decoded. */
  pathParameters: Record<string, string>;
  problems: RequestProblem[];
  /**
   * The request with its text normalised as the API keeps it (api/openapi.yaml, "Text": NFC, or NFKC for an
   * identity), when that changed anything; the server goes on with it.
   */
  normalised?: Request;
  /** `x-problem-codes`: the codes this operation documents, by status. */
  problemCodes: Record<string, string[]>;
}

export interface ContractViolation {
  /** e.g. `getMembershipDetails (GET /members/{membershipNumber}/details)`, or the request when none matched. */
  operation: string;
  message: string;
}

interface Operation extends ContractOperation {
  pattern: RegExp;
  parameterNames: string[];
  literalSegments: number;
  definition: Json;
  parameters: Json[];
}

const METHODS = ['get', 'post', 'put', 'delete'] as const;
const DOCUMENT_ID = 'larder-openapi.json';

/**
 * Marks what a test breaks on purpose, so the checks leave it alone: an answer the portal must survive (a
 * malformed body, a status no server would send), or a request that probes the simulator's refusals.
 */
export const DELIBERATE_FAULT_HEADER = 'X-Test-Deliberate-Fault';

const mediaTypeOf = (contentType: string | null) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();
const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The server sends exactly the documented fields, and the portal sends exactly the documented ones: an
 * object schema with properties and no word on extra ones is closed, except as one part of an `allOf`.
 * Local references are pointed at the document as ajv holds it.
 */
function closeObjects(node: unknown, isAllOfPart = false): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) return node.forEach((item) => closeObjects(item, isAllOfPart));
  const schema = node as Json;
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/')) schema.$ref = DOCUMENT_ID + schema.$ref;
  if (schema.properties && !isAllOfPart && !('allOf' in schema) && !('additionalProperties' in schema) && !('unevaluatedProperties' in schema)) {
    schema.additionalProperties = false;
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key !== 'example' && key !== 'examples') closeObjects(value, key === 'allOf');
  }
}

/**
 * Every free-text string of the document is read by the text rule (`x-text`, api/openapi.yaml "Text"): a
 * string with no enum, const, format or JSON content is one line unless it says otherwise.
 */
function markText(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) return node.forEach(markText);
  const schema = node as Json;
  const isString = schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
  if (isString && !('x-text' in schema) && !schema.enum && !('const' in schema) && !schema.format && !schema.contentMediaType) schema['x-text'] = 'line';
  for (const [key, value] of Object.entries(schema)) if (key !== 'example' && key !== 'examples') markText(value);
}

/** What the text rule's refusal says about a field. */
const TEXT_PROBLEM_DETAILS: Record<TextProblem, string> = {
  control: 'holds a control character (line breaks and tabs only where several lines are taken)',
  direction: 'holds a direction formatting character (an override or isolate, U+202A to U+202E, U+2066 to U+2069, or a direction mark)',
  invisible: 'holds an invisible character (a zero-width space or joiner, a byte-order mark, a soft hyphen or another format character)',
};

/** A JSON pointer as a field name a person and a program can read: `/lines/0/name` → `lines[0].name`. */
function fieldName(pointer: string): string {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

/** One ajv error as the field it is about and what is wrong with it. */
function problemOf(error: ErrorObject): { name: string; detail: string; code?: RequestProblem['code'] } {
  const params = error.params as Record<string, unknown>;
  const at = fieldName(error.instancePath);
  const child = (property: unknown) => (at ? `${at}.${String(property)}` : String(property));
  if (error.keyword === 'x-text') return { name: at, detail: String(error.message), code: 'invalid-characters' };
  if (error.keyword === 'additionalProperties') return { name: child(params.additionalProperty), detail: 'is not a field of this request' };
  if (error.keyword === 'required') return { name: child(params.missingProperty), detail: 'is required' };
  if (error.keyword === 'enum') return { name: at, detail: `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}` };
  return { name: at, detail: String(error.message) };
}

function describeError(error: ErrorObject): string {
  const where = error.instancePath || '(the whole body)';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return `${where}: undocumented field "${String(params.additionalProperty)}"`;
  if (error.keyword === 'required') return `${where}: missing required field "${String(params.missingProperty)}"`;
  if (error.keyword === 'enum') return `${where} ${error.message} (${(params.allowedValues as unknown[]).map(String).join(', ')})`;
  return `${where} ${error.message}`;
}

export interface Contract {
  /** `info.version`: the version of the API the document describes. */
  version: string;
  operations: ContractOperation[];
  /** The operation a request is for, or undefined when the document has none. */
  operationFor(method: string, url: string): ContractOperation | undefined;
  checkRequest(request: Request): Promise<ContractViolation[]>;
  /**
   * The request held to its operation, each problem named as the API's 400 problem names it (the API
   * simulator refuses with it); undefined when the document has no operation for the request.
   */
  validateRequest(request: Request): Promise<RequestValidation | undefined>;
  /** Everything the document says of one operation, references resolved at its top level. */
  describe(operationId: string): OperationDescription;
  /** A `$ref` followed (one level): for walking a schema. */
  resolve<T extends Record<string, unknown>>(node: T): T;
  /** The operation's `summary`, by operationId. */
  summaryOf(operationId: string): string;
  /** Who may make each operation (`x-roles`), by operationId. */
  accessOf(operationId: string): OperationAccess | undefined;
  checkResponse(request: Request, response: Response): Promise<ContractViolation[]>;
  /** Whether the operation requires a request header, e.g. `Idempotency-Key`. */
  requiresHeader(operation: ContractOperation, name: string): boolean;
}

/** `document` is the bundled OpenAPI document (scripts/api-contract.mjs bundle); `apiUrl` the API's base address. */
export function createContract(bundled: Json, apiUrl: string): Contract {
  const document = structuredClone(bundled);
  closeObjects(document);
  markText(document);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // The text rule judges requests only: an answer carries what was stored, whatever it holds. Text to keep
  // normalised is noted and changed once the whole value has been checked (ajv's own `modifying` keywords
  // cannot change a string inside an `anyOf`).
  let judgingRequest = false;
  let normalisations: (() => void)[] = [];
  ajv.addKeyword({
    keyword: 'x-text',
    type: 'string',
    schemaType: 'string',
    errors: true,
    validate: textRule,
  });
  function textRule(kind: TextKind, text: string, _schema?: unknown, where?: DataValidationCxt): boolean {
    if (!judgingRequest) return true;
    const problem = textProblem(text, kind);
    if (problem) {
      (textRule as { errors?: Partial<ErrorObject>[] }).errors = [{ keyword: 'x-text', message: TEXT_PROBLEM_DETAILS[problem], params: { problem } }];
      return false;
    }
    const kept = normaliseText(text, kind);
    const parent = where?.parentData as Record<string | number, unknown> | undefined;
    if (kept !== text && parent !== undefined) normalisations.push(() => void (parent[where!.parentDataProperty] = kept));
    return true;
  }
  ajv.addSchema(document, DOCUMENT_ID);
  const compiled = new Map<unknown, ValidateFunction>();
  const validatorFor = (schema: unknown) => {
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(schema as Json)));
    return validate;
  };

  const resolve = <T extends Json>(node: T): T => {
    const ref = node.$ref;
    if (typeof ref !== 'string') return node;
    const target = ref
      .slice(ref.indexOf('#/') + 2)
      .split('/')
      .reduce<unknown>((at, part) => (at as Json)[part.replaceAll('~1', '/').replaceAll('~0', '~')], document);
    return { ...resolve(target as T), ...Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$ref')) };
  };

  const base = new URL(apiUrl.replace(/\/+$/, '') + '/');
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths as Json)) {
    const item = resolve(rawItem as Json);
    const segments = path.split('/').filter(Boolean);
    const parameterNames = segments.flatMap((segment) => /^\{(\w+)\}$/.exec(segment)?.slice(1) ?? []);
    const pattern = new RegExp(
      `^/${segments.map((segment) => (/^\{\w+\}$/.test(segment) ? '([^/]+)' : escapeRegExp(segment))).join('/')}$`,
    );
    for (const method of METHODS) {
      const definition = item[method] as Json | undefined;
      if (!definition) continue;
      const byKey = new Map<string, Json>();
      for (const parameter of [...((item.parameters as Json[]) ?? []), ...((definition.parameters as Json[]) ?? [])].map(resolve)) {
        byKey.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
      }
      operations.push({
        operationId: String(definition.operationId),
        method: method.toUpperCase() as Operation['method'],
        path,
        unusedBecause: typeof definition['x-portal-unused'] === 'string' ? definition['x-portal-unused'] : undefined,
        pattern,
        parameterNames,
        literalSegments: segments.length - parameterNames.length,
        definition,
        parameters: [...byKey.values()],
      });
    }
  }

  const pathBelowApi = (url: string) => {
    const parsed = new URL(url);
    if (parsed.origin !== base.origin || !parsed.pathname.startsWith(base.pathname)) return undefined;
    return `/${parsed.pathname.slice(base.pathname.length)}`;
  };

  function match(method: string, url: string): { operation: Operation; path: Record<string, string> } | undefined {
    const path = pathBelowApi(url);
    if (path === undefined) return undefined;
    let best: { operation: Operation; path: Record<string, string> } | undefined;
    for (const operation of operations) {
      if (operation.method !== method.toUpperCase()) continue;
      const found = operation.pattern.exec(path);
      if (!found) continue;
      // A literal segment beats a parameter: /calor/claims/audit is not the claim "audit".
      if (best && best.operation.literalSegments >= operation.literalSegments) continue;
      best = { operation, path: Object.fromEntries(operation.parameterNames.map((name, index) => [name, decodeURIComponent(found[index + 1]!)])) };
    }
    return best;
  }

  const publicOf = ({ operationId, method, path, unusedBecause }: Operation): ContractOperation => ({ operationId, method, path, unusedBecause });
  const nameOf = (operation: Operation) => `${operation.operationId} (${operation.method} ${operation.path})`;

  /** A query or path value as its schema reads it: numbers and booleans arrive as text. */
  function typed(value: string, schema: Json): unknown {
    const type = resolve(schema).type;
    if ((type === 'integer' || type === 'number') && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
    if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
    return value;
  }

  /** For answers: every mismatch as one line. */
  function checkValue(schema: Json, value: unknown, label: string): string[] {
    const validate = validatorFor(schema);
    return validate(value) ? [] : (validate.errors ?? []).map((error) => `${label}${describeError(error).replace(/^\(the whole body\)/, '')}`);
  }

  /**
   * For requests: every mismatch as the field it is about, below `prefix` (a multipart field's name). The
   * text inside `value` is normalised in place as the API keeps it.
   */
  function problemsOf(schema: Json, value: unknown, where: RequestProblem['in'], prefix = ''): RequestProblem[] {
    const validate = validatorFor(schema);
    judgingRequest = true;
    normalisations = [];
    try {
      if (validate(value)) {
        normalisations.forEach((normalise) => normalise());
        return [];
      }
    } finally {
      judgingRequest = false;
      normalisations = [];
    }
    return (validate.errors ?? []).map((error) => {
      const { name, detail, code } = problemOf(error);
      return { in: where, name: prefix && name ? `${prefix}.${name}` : prefix || name, detail, ...(code && { code }) };
    });
  }

  const formShapes = new WeakMap<Json, Json>();
  /** A field's text as the API keeps it: its kind's normal form. */
  const keptText = (text: string, schema: Json) => {
    const kind = resolve(schema)['x-text'];
    return typeof kind === 'string' ? normaliseText(text, kind as TextKind) : text;
  };

  async function readMultipart(request: Request, schema: Json): Promise<{ problems: RequestProblem[]; kept?: FormData }> {
    const form = await request.formData();
    const properties = (resolve(schema).properties ?? {}) as Record<string, Json>;
    const value: Json = {};
    const problems: RequestProblem[] = [];
    const kept = new FormData();
    let changed = false;
    const problem = (name: string, detail: string) => problems.push({ in: 'body', name, detail });
    for (const name of new Set(form.keys())) {
      const property = properties[name] ? resolve(properties[name]) : undefined;
      if (!property) {
        problem(name, 'is not a field of this request');
        continue;
      }
      const entries = form.getAll(name);
      const one = (entry: FormDataEntryValue, itemSchema: Json, label: string): unknown => {
        const item = resolve(itemSchema);
        if (typeof entry === 'string') {
          const text = keptText(entry, item);
          changed ||= text !== entry;
          kept.append(name, text);
        } else kept.append(name, entry);
        if (typeof entry !== 'string') {
          if (item.format !== 'binary') problem(label, `is a file; it must be ${String(item.type)}`);
          return 'a file';
        }
        if (item.format === 'binary') {
          problem(label, 'must be a file');
          return entry;
        }
        if (item.contentMediaType === 'application/json' && item.contentSchema) {
          try {
            problems.push(...problemsOf(item.contentSchema as Json, JSON.parse(entry), 'body', label));
          } catch {
            problem(label, 'must be JSON');
          }
          return entry;
        }
        problems.push(...problemsOf(itemSchema, entry, 'body', label));
        return entry;
      };
      const isArray = property.type === 'array';
      value[name] = isArray ? entries.map((entry, index) => one(entry, property.items as Json, `${name}[${index}]`)) : one(entries[0]!, property, name);
      if (!isArray && entries.length > 1) problem(name, `is sent ${entries.length} times; send it once`);
    }
    // The form's own shape (required fields, counts) with each value standing in as text, checked above;
    // made once per schema, so that ajv compiles it once.
    const shape = formShapes.get(schema) ?? {
      ...resolve(schema),
      properties: Object.fromEntries(
        Object.entries(properties).map(([key, property]) => {
          const resolved = resolve(property);
          if (resolved.type !== 'array') return [key, {}];
          return [key, { type: 'array', ...(resolved.minItems !== undefined && { minItems: resolved.minItems }), ...(resolved.maxItems !== undefined && { maxItems: resolved.maxItems }) }];
        }),
      ),
    };
    formShapes.set(schema, shape);
    problems.push(...problemsOf(shape, value, 'body'));
    return changed ? { problems, kept } : { problems };
  }

  const accessOf = (operation: Operation): OperationAccess => {
    const definition = operation.definition;
    return {
      roles: Array.isArray(definition['x-roles']) ? (definition['x-roles'] as string[]) : [],
      programmeRoles: (definition['x-programme-roles'] as Record<string, string[]> | undefined) ?? {},
      memberParameter: ['membershipNumber', 'memberId'].find((name) => operation.parameterNames.includes(name)),
      needsToken: !(Array.isArray(definition.security) && definition.security.length === 0),
    };
  };

  async function validateRequest(request: Request): Promise<RequestValidation | undefined> {
    const matched = match(request.method, request.url);
    if (!matched) return undefined;
    const { operation } = matched;
    let problems: RequestProblem[] = [];
    const url = new URL(request.url);

    for (const parameter of operation.parameters) {
      const name = String(parameter.name);
      const schema = (parameter.schema ?? {}) as Json;
      if (parameter.in === 'path') problems.push(...problemsOf(schema, typed(matched.path[name] ?? '', schema), 'path', name));
      if (parameter.in === 'query') {
        const values = url.searchParams.getAll(name);
        if (!values.length) {
          if (parameter.required) problems.push({ in: 'query', name, detail: 'is required' });
          continue;
        }
        const isArray = resolve(schema).type === 'array';
        const value = isArray ? values.map((item) => typed(item, resolve(schema).items as Json)) : typed(values[0]!, schema);
        if (!isArray && values.length > 1) problems.push({ in: 'query', name, detail: `is sent ${values.length} times; send it once` });
        problems.push(...problemsOf(schema, value, 'query', name));
      }
      if (parameter.in === 'header') {
        const value = request.headers.get(name);
        if (value === null) {
          if (parameter.required) problems.push({ in: 'header', name, detail: 'is required' });
        } else problems.push(...problemsOf(schema, value, 'header', name));
      }
    }
    const documented = new Set(operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => String(parameter.name)));
    for (const name of new Set(url.searchParams.keys())) if (!documented.has(name)) problems.push({ in: 'query', name, detail: 'is not a parameter of this request' });

    const body = operation.definition.requestBody ? resolve(operation.definition.requestBody as Json) : undefined;
    const mediaType = mediaTypeOf(request.headers.get('Content-Type'));
    const hasBody = request.body !== null;
    const maxBytes = typeof body?.['x-max-body-bytes'] === 'number' ? body['x-max-body-bytes'] : undefined;
    let normalised: Request | undefined;
    const withBody = (payload: BodyInit, headers: Headers = new Headers(request.headers)) => {
      headers.delete('Content-Length');
      return new Request(request.url, { method: request.method, headers, body: payload });
    };
    if (!body) {
      if (hasBody && (await request.clone().text()) !== '') problems.push({ in: 'body', name: '', detail: 'must be empty: this request takes no body' });
    } else if (!hasBody) {
      if (body.required) problems.push({ in: 'body', name: '', detail: 'is required' });
    } else {
      const content = (body.content ?? {}) as Record<string, Json>;
      const media = content[mediaType];
      if (!media) problems.push({ in: 'header', name: 'Content-Type', detail: `must be one of: ${Object.keys(content).join(', ')}` });
      else if (mediaType === 'multipart/form-data') {
        const form = await readMultipart(request, media.schema as Json).catch(() => ({ problems: [{ in: 'body' as const, name: '', detail: 'is not a readable multipart form' }] }));
        problems.push(...form.problems);
        if ('kept' in form && form.kept) {
          // A new form gets a new boundary: its Content-Type is the form's own.
          const headers = new Headers(request.headers);
          headers.delete('Content-Type');
          normalised = withBody(form.kept, headers);
        }
      } else if (isJson(mediaType)) {
        const text = await request.text();
        const bytes = new TextEncoder().encode(text).byteLength;
        let parsed: unknown;
        if (maxBytes !== undefined && bytes > maxBytes) {
          problems.push({ in: 'body', name: '', detail: `is ${bytes} bytes; at most ${maxBytes} are taken`, code: 'too-large' });
        } else {
          try {
            parsed = JSON.parse(text);
          } catch {
            problems.push({ in: 'body', name: '', detail: 'must be JSON' });
          }
        }
        if (parsed !== undefined) {
          problems.push(...problemsOf(media.schema as Json, parsed, 'body'));
          const kept = JSON.stringify(parsed);
          if (kept !== JSON.stringify(JSON.parse(text))) normalised = withBody(kept);
        }
      }
    }
    // A field breaking the text rule is refused for that (its pattern then fails too, for the same reason).
    const withHiddenCharacters = new Set(problems.filter((found) => found.code === 'invalid-characters').map((found) => `${found.in}:${found.name}`));
    problems = problems.filter((found) => found.code === 'invalid-characters' || !withHiddenCharacters.has(`${found.in}:${found.name}`));
    return {
      operation: { ...publicOf(operation), ...accessOf(operation) },
      pathParameters: matched.path,
      problems,
      ...(normalised && !problems.length && { normalised }),
      problemCodes: (operation.definition['x-problem-codes'] as Record<string, string[]> | undefined) ?? {},
    };
  }

  const describeProblem = (problem: RequestProblem) =>
    `${problem.in === 'body' ? (problem.name ? `body field ${problem.name}` : 'body') : `${problem.in} ${problem.in === 'header' ? '' : 'parameter '}${problem.name}`} ${problem.detail}`.replace(/ {2,}/g, ' ');

  async function checkRequest(request: Request): Promise<ContractViolation[]> {
    if (request.headers.has(DELIBERATE_FAULT_HEADER)) return [];
    const validation = await validateRequest(request);
    if (!validation) {
      const path = pathBelowApi(request.url);
      return path === undefined ? [] : [{ operation: `${request.method} ${path}`, message: 'the document has no operation for this request' }];
    }
    const messages = validation.problems.map(describeProblem);
    if (validation.operation.needsToken && !/^Bearer \S+$/.test(request.headers.get('Authorization') ?? '')) messages.push('no bearer token');
    const name = `${validation.operation.operationId} (${validation.operation.method} ${validation.operation.path})`;
    return messages.map((message) => ({ operation: name, message: `request: ${message}` }));
  }

  /**
   * The codes every operation may answer, by status: the table of the description's "Refusals"
   * (`| 400 | \`invalid-request\` | … |`), read from the document so that it stays the one list.
   */
  const genericCodes = new Map<string, Set<string>>();
  for (const [, status, code] of String((document.info as Json | undefined)?.description ?? '').matchAll(/^\|\s*(\d{3})\s*\|\s*`([a-z0-9-]+)`\s*\|/gm)) {
    genericCodes.set(status!, (genericCodes.get(status!) ?? new Set()).add(code!));
  }

  /** A refusal's `code` is one the document gives for its status: the table's, or the operation's `x-problem-codes`. */
  function checkProblemCode(operation: Operation, status: string, body: unknown): string[] {
    const code = typeof body === 'object' && body !== null ? (body as Json).code : undefined;
    if (typeof code !== 'string') return [];
    const own = ((operation.definition['x-problem-codes'] as Record<string, string[]> | undefined) ?? {})[status] ?? [];
    if (own.includes(code) || genericCodes.get(status)?.has(code)) return [];
    const documented = [...(genericCodes.get(status) ?? []), ...own];
    return [`answer ${status}: problem code "${code}" is not in the document for ${status} (${documented.join(', ') || 'none'}): list it in the operation's x-problem-codes`];
  }

  async function checkResponse(request: Request, response: Response): Promise<ContractViolation[]> {
    const matched = match(request.method, request.url);
    if (!matched || response.headers.has(DELIBERATE_FAULT_HEADER)) return [];
    const { operation } = matched;
    const responses = operation.definition.responses as Record<string, Json>;
    const status = String(response.status);
    const documented = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    const problems: string[] = [];
    if (!documented) {
      problems.push(`status ${status} is not in the document (${Object.keys(responses).join(', ')})`);
    } else {
      const content = (resolve(documented).content ?? {}) as Record<string, Json>;
      const text = await response.text();
      const mediaType = mediaTypeOf(response.headers.get('Content-Type'));
      if (text === '' && (response.status >= 400 || !Object.keys(content).length)) {
        // No body: nothing more to hold it to.
      } else if (!Object.keys(content).length) {
        problems.push(`a body of type "${mediaType}" was sent, the document gives none for ${status}`);
      } else {
        const media = content[mediaType];
        if (!media) problems.push(`answer of type "${mediaType}" is not in the document for ${status} (${Object.keys(content).join(', ')})`);
        else if (isJson(mediaType)) {
          try {
            const body: unknown = JSON.parse(text);
            problems.push(...checkValue(media.schema as Json, body, `answer ${status}`));
            if (response.status >= 400) problems.push(...checkProblemCode(operation, status, body));
          } catch {
            problems.push(`answer ${status} is not JSON`);
          }
        } else if (mediaType.startsWith('text/') && resolve((media.schema ?? {}) as Json).format !== 'binary') {
          problems.push(...checkValue((media.schema ?? {}) as Json, text, `answer ${status}`));
        }
      }
    }
    return problems.map((message) => ({ operation: nameOf(operation), message }));
  }

  return {
    version: String((document.info as Json | undefined)?.version ?? ''),
    operations: operations.map(publicOf),
    validateRequest,
    describe: (operationId) => {
      const operation = operations.find((candidate) => candidate.operationId === operationId);
      if (!operation) throw new Error(`No operation ${operationId} in the document`);
      const { definition } = operation;
      return {
        operation: { ...publicOf(operation), ...accessOf(operation) },
        definition,
        parameters: operation.parameters,
        requestBody: definition.requestBody ? resolve(definition.requestBody as Json) : undefined,
        problemCodes: (definition['x-problem-codes'] as Record<string, string[]> | undefined) ?? {},
      };
    },
    resolve,
    summaryOf: (operationId) => String(operations.find((candidate) => candidate.operationId === operationId)?.definition.summary ?? operationId),
    accessOf: (operationId) => {
      const operation = operations.find((candidate) => candidate.operationId === operationId);
      return operation && accessOf(operation);
    },
    operationFor: (method, url) => match(method, url)?.operation,
    requiresHeader: (wanted, name) =>
      operations.some(
        (operation) =>
          operation.operationId === wanted.operationId &&
          operation.parameters.some((parameter) => parameter.in === 'header' && parameter.name === name && parameter.required === true),
      ),
    checkRequest,
    checkResponse,
  };
}

/** One line per violation, for a failing test's message. */
export const describeViolations = (violations: readonly ContractViolation[]) =>
  violations.map((violation) => `- ${violation.operation}: ${violation.message}`).join('\n');
