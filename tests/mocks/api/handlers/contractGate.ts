// TEST DOUBLE, never shipped: what the members API does with every request before its own rules, read from
// the contract itself (api/openapi.yaml): the caller's token (401), the operation's `x-roles` (403), the
// request held to the document (400 `invalid-request` naming each field; a path naming nothing is 404), and,
// once answered, the record of a write on a member's path (who made it, and for whom).
import { getResponse, http, type RequestHandler } from 'msw';
import { requireCaller, type CallerClaims } from '../auth';
import { accessRefusal } from '../backend-reference/access';
import { recordActivity } from '../backend-reference/activity';
import { staffMemberOf } from '../backend-reference/staffIdentity';
import { problem } from '../responses';
import type { ApiHandlerOptions } from './options';

export function contractGateHandler(options: ApiHandlerOptions, handlers: RequestHandler[]) {
  const { contract } = options;
  return http.all(`${options.apiUrl}/*`, async ({ request }) => {
    const validation = await contract.validateRequest(request.clone());
    if (!validation) return getResponse(handlers, request);
    const { operation, pathParameters, problems } = validation;

    let caller: CallerClaims | undefined;
    if (operation.needsToken) {
      caller = await requireCaller(request, options);
      const refusal = accessRefusal(operation, caller, pathParameters);
      if (refusal) return problem(refusal.status, refusal.code, refusal.detail);
    }
    const inPath = problems.filter((found) => found.in === 'path');
    if (inPath.length) return problem(404, 'not-found', `No ${inPath.map((found) => `${found.name} ${pathParameters[found.name]}`).join(', ')}`);
    if (problems.length) {
      const detail = problems.map((found) => `${found.name || found.in} ${found.detail}`).join('; ');
      return problem(400, 'invalid-request', detail, { errors: problems });
    }

    const response = await getResponse(handlers, request);
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
  });
}
