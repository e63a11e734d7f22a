import { describe, expect, it } from 'vitest';
import { COMMON_REFUSALS, inTheirWords, refusalText, refusedBodyFields, type Refusal } from '@/domain/refusal';

const FALLBACK = 'Please try again.';
const messages = { 'period-closed': 'The period is closed.', 'already-decided': inTheirWords, 'no-cylinders': ({ detail }: { detail: string }) => `Check the lines (${detail})` };

// By the refusal's code, never its status (DESIGN.md §5).
describe('the message for a refusal', () => {
  it.each<[string, Refusal | undefined, string]>([
    ['the screen’s own words for its code', { status: 422, code: 'period-closed', detail: 'Closed for claims' }, 'The period is closed.'],
    ['the server’s sentence where the screen says so', { status: 409, code: 'already-decided', detail: 'Decided by Chris Morgan on 21/11/2026' }, 'Decided by Chris Morgan on 21/11/2026.'],
    ['words made from the problem', { status: 400, code: 'no-cylinders', detail: 'none in all four lines' }, 'Check the lines (none in all four lines).'],
    ['the common words for a code any call may answer', { status: 403, code: 'role-required', detail: 'You do not have a role that may do this' }, COMMON_REFUSALS['role-required']],
    ['the same code at another status, the same words', { status: 400, code: 'period-closed', detail: 'x' }, 'The period is closed.'],
    ['the server’s sentence for a code the portal does not know yet', { status: 409, code: 'something-new', detail: 'The thing changed' }, 'The thing changed.'],
    ['try again for a failure of the server', { status: 500, code: 'internal-error', detail: 'Boom' }, FALLBACK],
    ['try again for a session that ended', { status: 401, code: 'unauthenticated', detail: 'Invalid or expired bearer token' }, FALLBACK],
    ['try again for an answer that is no problem (a gateway’s page)', { status: 502 }, FALLBACK],
    ['try again for a 409 without a problem: never the status’s meaning', { status: 409 }, FALLBACK],
    ['try again when no answer came', undefined, FALLBACK],
  ])('%s', (_case, refusal, message) => {
    expect(refusalText(refusal, messages, FALLBACK)).toBe(message);
  });

  it('puts bad input’s own sentence inside its words', () => {
    expect(refusalText({ status: 400, code: 'invalid-request', detail: 'pageSize must be <= 100' }, {}, FALLBACK)).toBe(
      'Some of the details were not accepted (pageSize must be <= 100). Check them and try again.',
    );
  });
});

describe('the body fields a refusal names', () => {
  it('are the body’s, with the refusal’s code; parameters and headers are left to the message', () => {
    const refusal: Refusal = {
      status: 400,
      code: 'invalid-request',
      detail: 'x',
      errors: [
        { in: 'body', name: 'mailAddress.postcode', detail: 'is not a valid UK postcode' },
        { in: 'header', name: 'Idempotency-Key', detail: 'is required' },
        { in: 'body', name: '', detail: 'must be JSON' },
      ],
    };
    expect(refusedBodyFields(refusal)).toEqual([{ code: 'invalid-request', name: 'mailAddress.postcode', detail: 'is not a valid UK postcode' }]);
    expect(refusedBodyFields({ status: 400 })).toEqual([]);
  });
});
