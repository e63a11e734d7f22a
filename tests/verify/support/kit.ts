// The verification kit's means: the contract of the run, the server under test, and calls to it whose
// every answer is held to the document (docs/api-verification.md).
import { expect, inject } from 'vitest';
import { createContract, describeViolations, type OperationDescription } from '../../contract/contract';
import { pdfBytes, TINY_PNG } from '../../mocks/data/sampleFiles';
import { memberPersona, PERSONA_FOR_ROLE, personaForRole, SECOND_ADMIN } from './personas';

type Json = Record<string, unknown>;

export const target = inject('verifyTarget');
/** The portal's origin, the only one the server takes card payment return addresses on: the API's own unless LARDER_VERIFY_PORTAL_ORIGIN says. */
export const portalOrigin = process.env.LARDER_VERIFY_PORTAL_ORIGIN ?? new URL(target.apiUrl).origin;
export const contract = createContract(inject('apiDocument'), target.apiUrl);

/** Every operation of the document, described. */
export const operations: OperationDescription[] = contract.operations.map((operation) => contract.describe(operation.operationId));
export const operationNamed = (operationId: string) => operations.find((candidate) => candidate.operation.operationId === operationId)!;
export const nameOf = ({ operation }: OperationDescription) => `${operation.operationId} (${operation.method} ${operation.path})`;
export const isRead = ({ operation }: OperationDescription) => operation.method === 'GET';

/** One request to send: what the document's examples say, which a test may change one part of. */
export interface RequestPlan {
  description: OperationDescription;
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** A JSON body, or a multipart form's fields (files as Blobs). */
  json?: unknown;
  form?: Record<string, string | Blob | (string | Blob)[]>;
  /** Sent as-is (a body that is not JSON). */
  raw?: string;
}

const exampleOf = (node: Json | undefined): unknown => {
  if (!node) return undefined;
  if (node.example !== undefined) return node.example;
  const examples = node.examples as Record<string, { value?: unknown }> | unknown[] | undefined;
  if (Array.isArray(examples)) return examples[0];
  return examples ? Object.values(examples)[0]?.value : undefined;
};

/** A file of a type the field takes (its `encoding`), made of the bytes such a file begins with. */
function sampleFile(contentTypes: string): Blob {
  if (contentTypes.includes('application/pdf')) return new File([pdfBytes()], 'example.pdf', { type: 'application/pdf' });
  if (contentTypes.includes('image/png')) return new File([TINY_PNG], 'example.png', { type: 'image/png' });
  return new File(['membership number,quantity\nLM100001,1\n'], 'example.csv', { type: 'text/csv' });
}

/** The request the document's examples describe, with a new Idempotency-Key. */
export function examplePlan(description: OperationDescription): RequestPlan {
  const plan: RequestPlan = { description, path: {}, query: {}, headers: {} };
  for (const parameter of description.parameters) {
    const value = exampleOf(parameter) ?? exampleOf(contract.resolve((parameter.schema ?? {}) as Json));
    const name = String(parameter.name);
    if (parameter.in === 'path') plan.path[name] = String(value);
    if (parameter.in === 'query' && parameter.required && value !== undefined) plan.query[name] = String(value);
    if (parameter.in === 'header' && name === 'Idempotency-Key') plan.headers[name] = crypto.randomUUID();
    // Any version, until a test reads the current one (currentVersion): refusals are checked before it.
    else if (parameter.in === 'header' && name === 'If-Match') plan.headers[name] = '*';
    // Any other required header as its example (the provider's notification: a signature the server refuses).
    else if (parameter.in === 'header' && parameter.required && value !== undefined) plan.headers[name] = String(value);
  }
  const content = (description.requestBody?.content ?? {}) as Record<string, Json>;
  if (content['application/json']) plan.json = structuredClone(exampleOf(content['application/json']));
  const multipart = content['multipart/form-data'];
  if (multipart) {
    const example = (exampleOf(multipart) ?? {}) as Record<string, unknown>;
    const schema = contract.resolve(multipart.schema as Json);
    const encoding = (multipart.encoding ?? {}) as Record<string, { contentType?: string }>;
    plan.form = {};
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
      const resolved = contract.resolve(property);
      const isFile = resolved.format === 'binary';
      if (isFile) {
        if ((schema.required as string[] | undefined)?.includes(name) || example[name] !== undefined) plan.form[name] = sampleFile(encoding[name]?.contentType ?? '');
      } else if (Array.isArray(example[name])) plan.form[name] = (example[name] as unknown[]).map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
      else if (example[name] !== undefined) plan.form[name] = String(example[name]);
    }
  }
  return plan;
}

/** Calls whose example needs a particular person: a BACS file is approved by an administrator who did not create it. */
const PERSONA_FOR_OPERATION: Record<string, string> = { approveBacsFile: SECOND_ADMIN };

/** Who the examples are for: the member of the path, or the operation's first staff role. */
export function permittedPersona({ operation }: OperationDescription, plan?: RequestPlan): string | undefined {
  const chosen = PERSONA_FOR_OPERATION[operation.operationId];
  if (chosen) return chosen;
  const member = operation.memberParameter && plan?.path[operation.memberParameter];
  if (member && operation.roles.includes('larderMember')) return memberPersona(member)?.key;
  const role = operation.roles.find((candidate) => personaForRole(candidate));
  if (role) return personaForRole(role);
  if (operation.roles.includes('authenticated')) return PERSONA_FOR_ROLE.developer;
  return undefined;
}

export function urlOf(plan: RequestPlan): string {
  const path = plan.description.operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(plan.path[name] ?? ''));
  const search = new URLSearchParams(plan.query).toString();
  return `${target.apiUrl}${path}${search ? `?${search}` : ''}`;
}

export function requestOf(plan: RequestPlan, persona: string | null): Request {
  const headers = new Headers({ 'Larder-Version': contract.version, ...plan.headers });
  if (persona) headers.set('Authorization', `Bearer ${target.tokens[persona]}`);
  let body: BodyInit | undefined;
  if (plan.raw !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = plan.raw;
  } else if (plan.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(plan.json);
  } else if (plan.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(plan.form)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
    body = form;
  }
  return new Request(urlOf(plan), { method: plan.description.operation.method, headers, body });
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body as JSON, when it is. */
  json?: Json;
}

/**
 * Sends the plan as the persona (null: no token) and holds the answer to the document: a status, media
 * type or body it does not allow fails the test, naming the operation and the field.
 */
export async function send(plan: RequestPlan, persona: string | null): Promise<Answer> {
  const request = requestOf(plan, persona);
  const response = await fetch(request.clone());
  const violations = await contract.checkResponse(request, response.clone());
  expect(violations, describeViolations(violations)).toEqual([]);
  expect(response.headers.get('Larder-Version'), 'every answer names the version it follows').toBe(contract.version);
  const text = await response.text();
  let json: Json | undefined;
  try {
    json = text ? (JSON.parse(text) as Json) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** The problem a refusal carries, checked to be one: `application/problem+json` with its code. */
export function expectProblem(answer: Answer, status: number, codes: string | readonly string[]) {
  const wanted = typeof codes === 'string' ? [codes] : codes;
  expect(answer.status, answer.text.slice(0, 500)).toBe(status);
  expect(wanted, answer.text.slice(0, 500)).toContain(answer.json?.code);
  expect(answer.headers.get('Content-Type') ?? '').toMatch(/^application\/problem\+json/);
  expect(answer.json?.status).toBe(status);
}

/** Starts a file's calls from the demo data, where the server under test is the stand-in (a real one is seeded by its team). */
export async function resetDemoData() {
  if (target.resetUrl) await fetch(target.resetUrl, { method: 'POST' });
}

/** The codes every operation may answer (the document's "Refusals" table), by status. */
export const GENERIC_CODES: Record<string, string[]> = {
  '400': ['invalid-request', 'idempotency-key-reused'],
  '401': ['unauthenticated'],
  '403': ['role-required', 'not-your-membership'],
  '404': ['not-found'],
  '409': ['request-in-progress'],
  '412': ['version-mismatch'],
  '429': ['rate-limited'],
  '500': ['internal-error'],
};

/** The codes this operation may answer with this status: the generic ones and its own. */
export const codesFor = (description: OperationDescription, status: number) => [...(GENERIC_CODES[status] ?? []), ...(description.problemCodes[String(status)] ?? [])];

/**
 * The ETag of what a PUT changes, from the read its `x-etag-from` names (the same path's parameters), as
 * the persona reads it: a client changes what it has read.
 */
export async function currentVersion(plan: RequestPlan, persona: string): Promise<string | null> {
  const sourceId = plan.description.definition['x-etag-from'];
  if (typeof sourceId !== 'string') return null;
  const read = examplePlan(operationNamed(sourceId));
  for (const name of Object.keys(read.path)) read.path[name] = plan.path[name] ?? (name === 'membershipNumber' ? plan.path.memberId : undefined) ?? read.path[name]!;
  const answer = await send(read, persona);
  return answer.headers.get('ETag');
}
