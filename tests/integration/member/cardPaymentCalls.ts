// What the portal asks POST /members/{n}/card-payments for, and the session the API answers: the screen
// tests' view of a Pay now (the session's own rules, such as its amount, are tested in tests/simulator).
import { onTestFinished } from 'vitest';
import type { SetupServer } from 'msw/node';
import type { CardPayment } from '@/domain/account/cardPayments';

const isCardPaymentCall = (request: Request) => request.method === 'POST' && /\/members\/[^/]+\/card-payments$/.test(new URL(request.url).pathname);

/** Call before the screen acts: `requests()` gives each body sent, `sessions()` each session answered, in order. */
export function watchCardPayments(server: SetupServer) {
  const sent: Promise<unknown>[] = [];
  const answered: Promise<CardPayment>[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    if (isCardPaymentCall(request)) sent.push(request.clone().json());
  };
  const onResponse = ({ request, response }: { request: Request; response: Response }) => {
    if (isCardPaymentCall(request) && response.ok) answered.push(response.clone().json() as Promise<CardPayment>);
  };
  server.events.on('request:start', onRequest);
  server.events.on('response:mocked', onResponse);
  onTestFinished(() => {
    server.events.removeListener('request:start', onRequest);
    server.events.removeListener('response:mocked', onResponse);
  });
  return { requests: () => Promise.all(sent), sessions: () => Promise.all(answered) };
}
