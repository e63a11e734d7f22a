// TEST DOUBLE, never shipped: serves the API simulator's msw handlers over HTTP (behind `npm start` and the
// e2e tests), holding each request and answer to the API contract as it goes.
import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import type { Contract, ContractViolation } from '../../contract/contract.ts';

const HAS_BODY = (method: string) => method !== 'GET' && method !== 'HEAD';

function toFetchRequest(req: IncomingMessage, origin: string): Request {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: HAS_BODY(method) ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // @ts-expect-error Node's fetch needs to be told a streamed body is sent while it is read.
    duplex: HAS_BODY(method) ? 'half' : undefined,
  });
}

async function send(response: Response, res: ServerResponse) {
  res.statusCode = response.status;
  res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => res.appendHeader(name, value));
  if (response.body) Readable.fromWeb(response.body as never).pipe(res);
  else res.end();
}

interface ContractHold {
  contract: Contract;
  onViolation: (violation: ContractViolation) => void;
}

/**
 * The simulator's answer to one request, both held to the contract; undefined when no handler answers.
 * The violations are reported once the answer has been used (`settled`), as checking reads both bodies.
 */
async function answerHeldToContract(handlers: RequestHandler[], request: Request, { contract }: ContractHold) {
  const checks = [contract.checkRequest(request.clone())];
  const response = await getResponse(handlers, request);
  if (!response) return undefined;
  checks.push(contract.checkResponse(request, response.clone()));
  return { response, violations: async () => (await Promise.all(checks)).flat() };
}

/** The simulator called from inside the stand-ins (the payment page's notification), held to the contract as any caller is. */
export async function callSimulator(handlers: RequestHandler[], request: Request, hold: ContractHold): Promise<Response> {
  const answer = await answerHeldToContract(handlers, request, hold);
  if (!answer) return new Response(`The API simulator has no handler for ${request.method} ${new URL(request.url).pathname}`, { status: 404 });
  for (const violation of await answer.violations()) hold.onViolation(violation);
  return answer.response;
}

export function simulatorMiddleware(handlers: RequestHandler[], hold: ContractHold) {
  return async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    try {
      const request = toFetchRequest(req, `http://${req.headers.host ?? 'localhost'}`);
      const answer = await answerHeldToContract(handlers, request, hold);
      if (!answer) return next();
      await send(answer.response, res);
      for (const violation of await answer.violations()) hold.onViolation(violation);
    } catch (error) {
      next(error);
    }
  };
}
