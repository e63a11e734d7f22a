import { describe, expect, it } from 'vitest';
import { createContract, DELIBERATE_FAULT_HEADER } from '../../contract/contract';

const API = 'http://api.test/v1';

/** A bundled document in miniature: one JSON call, one multipart upload, one literal beside a parameter. */
const document = {
  openapi: '3.1.0',
  paths: {
    '/members/{membershipNumber}/units': {
      parameters: [{ name: 'membershipNumber', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        operationId: 'getUnits',
        parameters: [{ name: 'status', in: 'query', schema: { type: 'string', enum: ['Open', 'Closed'] } }],
        responses: {
          '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Unit' } } } } },
          '404': { $ref: '#/components/responses/Refusal' },
          default: { $ref: '#/components/responses/Refusal' },
        },
      },
      post: {
        operationId: 'createUnit',
        parameters: [{ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', format: 'uuid' } }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, employees: { type: 'integer' } } } } },
        },
        responses: { '201': { description: 'made', content: { 'application/json': { schema: { $ref: '#/components/schemas/Unit' } } } } },
      },
    },
    '/claims/{claimReference}': {
      parameters: [{ name: 'claimReference', in: 'path', required: true, schema: { type: 'string' } }],
      get: { operationId: 'getClaim', responses: { '200': { description: 'a claim', content: { 'text/plain': { schema: { type: 'string' } } } } } },
    },
    '/claims/audit': {
      get: { operationId: 'getAudit', 'x-portal-unused': 'tooling only', responses: { '200': { description: 'the audit', content: { 'text/plain': { schema: { type: 'string', enum: ['audit'] } } } } } },
    },
    '/claims': {
      post: {
        operationId: 'uploadClaim',
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['receipt', 'lines'],
                properties: {
                  receipt: { type: 'string', format: 'binary' },
                  lines: { type: 'array', items: { type: 'string', contentMediaType: 'application/json', contentSchema: { type: 'object', required: ['quantity'], properties: { quantity: { type: 'integer', maximum: 99 } } } } },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: {
    schemas: {
      Unit: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } } },
    },
    responses: { Refusal: { description: 'refused', content: { 'text/plain': { schema: { type: 'string' } } } } },
  },
};

const contract = createContract(document, API);
const token = { Authorization: 'Bearer t' };
const UNIT = { id: '5e1d0000-0000-4000-8000-000000000001', name: 'Harbour Café' };
const get = (path: string) => new Request(`${API}${path}`, { headers: token });
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('the API contract: finding the operation', () => {
  it('lists every operation with its method, path and whether the portal calls it', () => {
    expect(contract.operations).toContainEqual({ operationId: 'getAudit', method: 'GET', path: '/claims/audit', unusedBecause: 'tooling only' });
    expect(contract.operations.map((operation) => operation.operationId)).toEqual(['getUnits', 'createUnit', 'getClaim', 'getAudit', 'uploadClaim']);
  });

  it.each([
    ['GET', '/members/LM100001/units', 'getUnits'],
    ['POST', '/members/LM100001/units', 'createUnit'],
    ['GET', '/claims/audit', 'getAudit'],
    ['GET', '/claims/CLR-100001', 'getClaim'],
    ['DELETE', '/claims/CLR-100001', undefined],
    ['GET', '/members/LM100001/units/extra', undefined],
  ])('%s %s is %s (a literal segment beats a parameter)', (method, path, operationId) => {
    expect(contract.operationFor(method, `${API}${path}`)?.operationId).toBe(operationId);
  });
});

describe('the API contract: requests', () => {
  it('allows a documented request', async () => {
    expect(await contract.checkRequest(get('/members/LM100001/units?status=Open'))).toEqual([]);
  });

  it.each([
    ['an unknown path', get('/members/LM100001/vans'), 'GET /members/LM100001/vans: the document has no operation for this request'],
    ['a query value outside its enum', get('/members/LM100001/units?status=Shut'), 'query parameter status must be one of: Open, Closed'],
    ['an undocumented query parameter', get('/members/LM100001/units?colour=red'), 'query parameter colour is not a parameter of this request'],
    ['no bearer token', new Request(`${API}/members/LM100001/units`), 'no bearer token'],
  ])('names the operation and what is wrong: %s', async (_case, request, message) => {
    const violations = await contract.checkRequest(request);
    expect(violations.map((violation) => `${violation.operation}: ${violation.message}`).join('\n')).toContain(message);
  });

  it('refuses a body field the document does not have, and a missing Idempotency-Key', async () => {
    const request = new Request(`${API}/members/LM100001/units`, {
      method: 'POST',
      headers: { ...token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Van', staff: 3 }),
    });
    expect(await contract.checkRequest(request)).toEqual([
      { operation: 'createUnit (POST /members/{membershipNumber}/units)', message: 'request: header Idempotency-Key is required' },
      { operation: 'createUnit (POST /members/{membershipNumber}/units)', message: 'request: body field staff is not a field of this request' },
    ]);
  });

  it('reads a multipart body: files, repeated fields and JSON held in a field', async () => {
    const form = (quantity: number, receipt: Blob | string) => {
      const body = new FormData();
      body.append('receipt', receipt);
      body.append('lines', JSON.stringify({ quantity }));
      body.append('lines', JSON.stringify({ quantity: 1 }));
      return new Request(`${API}/claims`, { method: 'POST', headers: token, body });
    };
    expect(await contract.checkRequest(form(2, new File(['%PDF-'], 'r.pdf')))).toEqual([]);
    const messages = (await contract.checkRequest(form(120, 'not a file'))).map((violation) => violation.message);
    expect(messages).toEqual(['request: body field receipt must be a file', 'request: body field lines[0].quantity must be <= 99']);
  });

  it('names each problem as the API\'s 400 problem does: where it is and which field', async () => {
    const request = new Request(`${API}/members/LM100001/units`, {
      method: 'POST',
      headers: { ...token, 'Content-Type': 'application/json', 'Idempotency-Key': 'not-a-uuid' },
      body: JSON.stringify({ employees: 'many', staff: 3 }),
    });
    const validation = await contract.validateRequest(request);
    expect(validation?.operation.operationId).toBe('createUnit');
    expect(validation?.pathParameters).toEqual({ membershipNumber: 'LM100001' });
    expect(validation?.problems).toEqual([
      { in: 'header', name: 'Idempotency-Key', detail: 'must match format "uuid"' },
      { in: 'body', name: 'name', detail: 'is required' },
      { in: 'body', name: 'staff', detail: 'is not a field of this request' },
      { in: 'body', name: 'employees', detail: 'must be integer' },
    ]);
  });
});

describe('the API contract: answers', () => {
  it('allows a documented answer', async () => {
    expect(await contract.checkResponse(get('/members/LM100001/units'), json([UNIT]))).toEqual([]);
  });

  it.each([
    ['a missing required field', json([{ id: UNIT.id }]), 'answer 200/0: missing required field "name"'],
    ['an undocumented field', json([{ ...UNIT, colour: 'red' }]), 'answer 200/0: undocumented field "colour"'],
    ['a malformed id', json([{ ...UNIT, id: '42' }]), 'answer 200/0/id must match format "uuid"'],
    ['a body the status does not take', json({}, 409), 'answer of type "application/json" is not in the document for 409 (text/plain)'],
    ['an undocumented media type', new Response('<p>hi</p>', { headers: { 'Content-Type': 'text/html' } }), 'answer of type "text/html" is not in the document for 200'],
    ['JSON that cannot be read', new Response('{"a": [1', { headers: { 'Content-Type': 'application/json' } }), 'answer 200 is not JSON'],
  ])('names the operation and the field: %s', async (_case, response, message) => {
    const violations = await contract.checkResponse(get('/members/LM100001/units'), response);
    expect(violations).toEqual([{ operation: 'getUnits (GET /members/{membershipNumber}/units)', message: expect.stringContaining(message) }]);
  });

  it('refuses a status the document does not give, when it has no default', async () => {
    expect(await contract.checkResponse(get('/claims/CLR-1'), new Response('gone', { status: 410 }))).toEqual([
      { operation: 'getClaim (GET /claims/{claimReference})', message: 'status 410 is not in the document (200)' },
    ]);
  });

  it('takes a refusal with no body, or any status the document leaves to its default', async () => {
    expect(await contract.checkResponse(get('/members/LM100001/units'), new Response(null, { status: 404 }))).toEqual([]);
    expect(await contract.checkResponse(get('/members/LM100001/units'), new Response('Down for maintenance', { status: 503, headers: { 'Content-Type': 'text/plain' } }))).toEqual([]);
  });

  it('holds plain-text answers to their schema', async () => {
    const text = (body: string) => new Response(body, { headers: { 'Content-Type': 'text/plain' } });
    expect(await contract.checkResponse(get('/claims/audit'), text('audit'))).toEqual([]);
    expect(await contract.checkResponse(get('/claims/audit'), text('other'))).toHaveLength(1);
  });

  it('leaves a test’s deliberately broken answer alone', async () => {
    const broken = new Response('{"a": [1', { headers: { 'Content-Type': 'application/json', [DELIBERATE_FAULT_HEADER]: 'malformed' } });
    expect(await contract.checkResponse(get('/members/LM100001/units'), broken)).toEqual([]);
  });
});
