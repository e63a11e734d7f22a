import { describe, expect, it } from 'vitest';
import { isFailedCall } from '@/api/failedCall';
import { HttpError, MalformedAnswerError } from '@/api/httpError';

describe('which errors are failed calls (sent to their spec §2 page) and which are the portal’s own faults', () => {
  it.each([
    ['a refusal', new HttpError(404, 'No member', 'http://api.test/members/LM1/details')],
    ['a server failure', new HttpError(500, '', 'http://api.test/members/LM1/details')],
    ['an unreadable answer', new MalformedAnswerError('http://api.test/members/LM1/details')],
    ['no answer in time', new DOMException('signal timed out', 'TimeoutError')],
    ['a session that is over', Object.assign(new Error('Login required'), { error: 'login_required' })],
    ["Chrome's lost connection", new TypeError('Failed to fetch')],
    ["Firefox's lost connection", new TypeError('NetworkError when attempting to fetch resource.')],
    ["Safari's lost connection", new TypeError('Load failed')],
    ["Node's lost connection", new TypeError('fetch failed')],
  ])('%s is a failed call', (_case, error) => {
    expect(isFailedCall(error)).toBe(true);
  });

  it.each([
    ['a chunk that failed to load', new TypeError('Failed to fetch dynamically imported module: http://portal/assets/Icons.js')],
    ['a bug in a screen', new TypeError("Cannot read properties of undefined (reading 'name')")],
    ['anything else thrown', 'a string'],
  ])('%s is not', (_case, error) => {
    expect(isFailedCall(error)).toBe(false);
  });
});
