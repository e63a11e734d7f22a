// The faults a careful tester injects into one API operation at a time: refusals, a server
// failure, a lost network, no answer in time, and an answer that is not what was promised.
import { http, HttpResponse, type Path } from 'msw';
import type { SetupServer } from 'msw/node';
import { vi } from 'vitest';
import { DELIBERATE_FAULT_HEADER } from '../../contract/contract';

export const FAULTS = ['401', '403', '404', '408', '500', 'network', 'timeout', 'malformed'] as const;
export type Fault = (typeof FAULTS)[number];

/** The code each refusal or failure of the API carries (api/openapi.yaml, "Refusals": the codes any call may answer). */
const PROBLEM_CODES: Partial<Record<Fault, string>> = { '401': 'unauthenticated', '403': 'role-required', '404': 'not-found', '500': 'internal-error' };

/**
 * Makes every request of `method` to `matcher` fail with `fault`. A timeout is what fetch gives when its
 * AbortSignal.timeout fires (a TimeoutError), produced at once instead of after 30 seconds.
 */
export function injectFault(server: SetupServer, method: string, matcher: Path, fault: Fault): () => void {
  const route = http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'];
  if (fault === 'timeout') {
    const matches = (url: string, requestMethod: string) => {
      if (requestMethod.toUpperCase() !== method) return false;
      const pattern = new RegExp(`^${String(matcher).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/?]+')}(\\?.*)?$`);
      return pattern.test(url);
    };
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const requestMethod = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (matches(url, requestMethod)) return Promise.reject(new DOMException('signal timed out', 'TimeoutError'));
      return realFetch(input, init);
    });
    return () => spy.mockRestore();
  }
  // Answers the contract does not promise, on purpose: marked so its checks leave them alone.
  const headers = { [DELIBERATE_FAULT_HEADER]: fault };
  server.use(
    route(matcher, () => {
      if (fault === 'network') return HttpResponse.error();
      if (fault === 'malformed') return new HttpResponse('{"answer": [1, 2', { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } });
      // A refusal or a failure of the API is a problem with the code the document's table gives its status; a
      // 408 comes from something in between (a gateway's timeout), as text.
      const code = PROBLEM_CODES[fault];
      if (!code) return HttpResponse.text(`Injected ${fault}`, { status: Number(fault), headers });
      return HttpResponse.json(
        { type: `https://api.larder.example/problems/${code}`, title: `Injected ${fault}`, status: Number(fault), detail: `Injected ${fault}`, code },
        { status: Number(fault), headers: { ...headers, 'Content-Type': 'application/problem+json' } },
      );
    }),
  );
  return () => server.resetHandlers();
}
