import { describe, expect, it } from 'vitest';
import { HttpError, isHttpError, statusOf } from '@/api/httpError';

const FLAGS = ['isBadRequest', 'isUnauthorised', 'isForbidden', 'isNotFound', 'isTimeout', 'isServerError'] as const;

describe('HttpError: the §8 statuses are each distinguishable', () => {
  it.each([
    { status: 400, flag: 'isBadRequest' },
    { status: 401, flag: 'isUnauthorised' },
    { status: 403, flag: 'isForbidden' },
    { status: 404, flag: 'isNotFound' },
    { status: 408, flag: 'isTimeout' },
    { status: 500, flag: 'isServerError' },
  ] as const)('$status sets $flag and no other flag', ({ status, flag }) => {
    const error = new HttpError(status, 'body', 'https://api.example/x');
    for (const other of FLAGS) expect(error[other], other).toBe(other === flag);
  });

  it.each([200, 402, 409, 422, 501, 502, 503])('%s sets none of the flags', (status) => {
    const error = new HttpError(status, '', 'https://api.example/x');
    for (const flag of FLAGS) expect(error[flag], flag).toBe(false);
  });

  it('carries status, body text, a name and a message naming the address', () => {
    const error = new HttpError(409, 'Already exists', 'https://api.example/retailers/create');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('HttpError');
    expect(error.status).toBe(409);
    expect(error.body).toBe('Already exists');
    expect(error.message).toBe('Request to https://api.example/retailers/create failed with status 409');
  });
});

describe('statusOf and isHttpError', () => {
  it.each([
    { what: 'an HttpError', error: new HttpError(404, '', 'u'), status: 404, isHttp: true },
    { what: 'a network TypeError', error: new TypeError('Failed to fetch'), status: undefined, isHttp: false },
    { what: 'an abort', error: new DOMException('aborted', 'AbortError'), status: undefined, isHttp: false },
    { what: 'a look-alike object', error: { status: 500, body: '' }, status: undefined, isHttp: false },
    { what: 'undefined', error: undefined, status: undefined, isHttp: false },
    { what: 'a string', error: '500', status: undefined, isHttp: false },
  ])('$what → status $status', ({ error, status, isHttp }) => {
    expect(statusOf(error)).toBe(status);
    expect(isHttpError(error)).toBe(isHttp);
  });
});
