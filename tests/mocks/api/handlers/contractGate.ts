// TEST DOUBLE, never shipped: what the members API does with every request before its own rules, read from
// the contract itself (api/openapi.yaml): the caller's token (401), the operation's `x-roles` (403), the
// request held to the document (400 `invalid-request` naming each field, `invalid-characters` for the text
// rule alone, 413 `too-large` past a body's cap; a path naming nothing is 404), its text normalised, a PUT's
// `If-Match` against the version of what it changes (412), and, once answered, the `ETag` of a versioned
// representation and the record of a write on a member's path (who made it, and for whom).
import { getResponse, http, type RequestHandler } from 'msw';
import { requireCaller, type CallerClaims } from '../auth';
import { accessRefusal } from '../backend-reference/access';
import { recordActivity } from '../backend-reference/activity';
import { createRateLimit } from '../backend-reference/rateLimit';
import { etagOf, ifMatchHolds } from '../backend-reference/versions';
import { staffMemberOf } from '../backend-reference/staffIdentity';
import { problem } from '../responses';
import type { RequestValidation } from '../../../contract/contract';
import type { ApiHandlerOptions } from './options';

export function contractGateHandler(options: ApiHandlerOptions, handlers: RequestHandler[]) {
  const { contract } = options;
  // Each PUT names the read whose ETag it takes (`x-etag-from`); those reads answer an ETag.
  const versionSources = new Map(
    contract.operations
      .map((operation) => [operation.operationId, contract.describe(operation.operationId).definition['x-etag-from']] as const)
      .filter((pair): pair is readonly [string, string] => typeof pair[1] === 'string'),
  );
  const versionedReads = new Set(versionSources.values());
  const rateLimit = createRateLimit(options.rateLimit);

  /** The current ETag of what a PUT changes: its source read, answered now for the same caller. */
  async function currentVersion(request: Request, sourceId: string, pathParameters: Record<string, string>): Promise<string | undefined> {
    const source = contract.describe(sourceId).operation;
    const path = source.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(pathParameters[name] ?? (name === 'membershipNumber' ? (pathParameters.memberId ?? '') : '')));
    const read = new Request(`${options.apiUrl}${path}`, { headers: { Authorization: request.headers.get('Authorization') ?? '' } });
    const answer = await getResponse(handlers, read);
    return answer?.ok ? etagOf(await answer.arrayBuffer()) : undefined;
  }

  /** Where a created resource can be read: its read's path, filled from the request's path and the answer. */
  async function withLocation(response: Response, operationId: string, pathParameters: Record<string, string>): Promise<Response> {
    const from = contract.describe(operationId).definition['x-location-from'] as { operationId: string; parameter: string; field: string } | undefined;
    if (!from || response.status !== 201) return response;
    const body = (await response.clone().json().catch(() => ({}))) as Record<string, unknown>;
    const values = { ...pathParameters, [from.parameter]: String(body[from.field] ?? '') };
    const path = contract.describe(from.operationId).operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(values[name] ?? ''));
    const headers = new Headers(response.headers);
    headers.set('Location', `${options.apiUrl}${path}`);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  /** The answer with the ETag of its body. */
  async function withVersion(response: Response, version?: string): Promise<Response> {
    const etag = version ?? etagOf(await response.clone().arrayBuffer());
    const headers = new Headers(response.headers);
    headers.set('ETag', etag);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  return http.all(`${options.apiUrl}/*`, async ({ request }) => {
    const validation = await contract.validateRequest(request.clone());
    if (!validation) return getResponse(handlers, request);
    // A refusal may be thrown (requireCaller's 401): it is an answer like any other.
    const answer = await gate(request, validation).catch((thrown: unknown) => {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    });
    // Every answer names the version it follows (api/openapi.yaml, "Versions").
    const headers = new Headers(answer?.headers);
    headers.set('Larder-Version', contract.version);
    return answer && new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
  });

  async function gate(request: Request, validation: RequestValidation): Promise<Response | undefined> {
    const asked = request.headers.get('Larder-Version');
    if (asked !== null && asked !== contract.version)
      return problem(400, 'unsupported-version', `This server answers Larder-Version ${contract.version}, not ${asked}`, {
        errors: [{ in: 'header', name: 'Larder-Version', detail: `must be ${contract.version}` }],
      });
    const { operation, pathParameters, problems } = validation;

    let caller: CallerClaims | undefined;
    if (operation.needsToken) {
      caller = await requireCaller(request, options);
      const wait = rateLimit.take(caller.subject, Date.now());
      if (wait) return problem(429, 'rate-limited', `Too many requests: try again in ${wait} seconds`, { headers: { 'Retry-After': String(wait) } });
      const refusal = accessRefusal(operation, caller, pathParameters);
      if (refusal) return problem(refusal.status, refusal.code, refusal.detail);
    }
    const inPath = problems.filter((found) => found.in === 'path');
    if (inPath.length) return problem(404, 'not-found', `No ${inPath.map((found) => `${found.name} ${pathParameters[found.name]}`).join(', ')}`);
    if (problems.length) {
      const detail = problems.map((found) => `${found.name || found.in} ${found.detail}`).join('; ');
      if (problems.some((found) => found.code === 'too-large')) return problem(413, 'too-large', `The body ${problems.find((found) => found.code === 'too-large')!.detail}`);
      // The text rule's refusal has its own code when it is the only thing wrong (api/openapi.yaml, "Text").
      const code = problems.every((found) => found.code === 'invalid-characters') ? 'invalid-characters' : 'invalid-request';
      return problem(400, code, detail, { errors: problems.map(({ in: where, name, detail: what }) => ({ in: where, name, detail: what })) });
    }

    const versionSource = versionSources.get(operation.operationId);
    if (versionSource) {
      const current = await currentVersion(request, versionSource, pathParameters);
      const ifMatch = request.headers.get('If-Match') ?? '';
      if (current && !ifMatchHolds(ifMatch, current))
        return problem(412, 'version-mismatch', 'This was changed after you read it: read it again, and make your change from there');
    }

    // The server goes on with the text as it keeps it (NFC, or NFKC for an identity).
    let response = await getResponse(handlers, validation.normalised ?? request);
    if (response?.ok && versionedReads.has(operation.operationId)) response = await withVersion(response);
    if (response?.ok && versionSource) response = await withVersion(response, await currentVersion(request, versionSource, pathParameters));
    if (response) response = await withLocation(response, operation.operationId, pathParameters);
    const membershipNumber = operation.memberParameter && pathParameters[operation.memberParameter];
    if (response && response.ok && caller && membershipNumber && operation.method !== 'GET' && response.headers.get('Idempotent-Replayed') !== 'true') {
      recordActivity(options.store.activity, membershipNumber, {
        at: new Date().toISOString(),
        operationId: operation.operationId,
        summary: contract.summaryOf(operation.operationId),
        method: operation.method,
        path: new URL(request.url).pathname.slice(new URL(options.apiUrl).pathname.replace(/\/+$/, '').length),
        actor: { ...staffMemberOf(caller), roles: caller.roles },
        onBehalfOfMember: caller.membershipNumber !== membershipNumber,
      });
    }
    return response;
  }
}

