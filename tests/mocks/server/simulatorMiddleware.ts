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

export function simulatorMiddleware(
  handlers: RequestHandler[],
  { contract, onViolation }: { contract: Contract; onViolation: (violation: ContractViolation) => void },
) {
  return async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    try {
      const request = toFetchRequest(req, `http://${req.headers.host ?? 'localhost'}`);
      const checks = [contract.checkRequest(request.clone())];
      const response = await getResponse(handlers, request);
      if (!response) return next();
      checks.push(contract.checkResponse(request, response.clone()));
      await send(response, res);
      for (const violation of (await Promise.all(checks)).flat()) onViolation(violation);
    } catch (error) {
      next(error);
    }
  };
}
