import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnTarget } from '@/auth/returnTarget';

const ORIGIN = 'https://larder.example';

/** A single-slash relative path with no control characters that stays on the portal's origin. */
function isSafeRelativePath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    ![...value].some((char) => char.charCodeAt(0) < 0x20) &&
    new URL(value, ORIGIN).origin === ORIGIN
  );
}

describe('safeReturnTarget: only same-origin relative paths are return targets', () => {
  it.each(['/', '/a?b=c', '/myaccount/details?tab=x', '/rewards/calor#claims', '/a/b\\c', '/%2F%2Fevil.example', '/a//b'])(
    'accepts %s unchanged',
    (target) => {
      expect(safeReturnTarget(target)).toBe(target);
    },
  );

  it.each([
    { why: 'an absolute https address', target: 'https://evil.example' },
    { why: 'an absolute http address on our path', target: 'http://larder.example/dashboard' },
    { why: 'a protocol-relative address', target: '//evil.example' },
    { why: 'a protocol-relative address with a path', target: '//evil.example/dashboard' },
    { why: 'a backslash protocol-relative address', target: '/\\evil.example' },
    { why: 'a javascript: address', target: 'javascript:alert(1)' },
    { why: 'a data: address', target: 'data:text/html,<script>alert(1)</script>' },
    { why: 'a relative path without a leading slash', target: 'dashboard' },
    { why: 'a leading space', target: ' /dashboard' },
    { why: 'empty', target: '' },
    { why: 'a tab after the slash', target: '/\t/evil.example' },
    { why: 'a newline after the slash', target: '/\n/evil.example' },
    { why: 'a carriage return inside', target: '/a\r\nLocation: https://evil.example' },
    { why: 'a NUL character', target: '/a\u0000b' },
  ])('falls back to / for $why', ({ target }) => {
    expect(safeReturnTarget(target)).toBe('/');
  });

  it.each([
    { why: 'undefined', target: undefined },
    { why: 'null', target: null },
    { why: 'a number', target: 42 },
    { why: 'an array holding a path', target: ['/dashboard'] },
    { why: 'a URL object', target: new URL('https://larder.example/dashboard') },
    { why: 'an object', target: { returnTo: '/dashboard' } },
  ])('falls back to / for $why', ({ target }) => {
    expect(safeReturnTarget(target)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeReturnTarget('https://evil.example', '/dashboard/home')).toBe('/dashboard/home');
    expect(safeReturnTarget('/a', '/dashboard/home')).toBe('/a');
  });
});

describe('safeReturnTarget: properties', () => {
  /** Strings built from the characters that make targets dangerous, mixed with ordinary ones. */
  const tricky = fc
    .array(fc.constantFrom('/', '\\', ':', '.', '?', '#', '%', '@', ' ', '\t', '\n', '\r', '\u0000', 'a', 'evil', 'http', 'javascript'), {
      maxLength: 12,
    })
    .map((parts) => parts.join(''));
  const anything = fc.oneof(tricky, fc.string({ unit: 'binary' }), fc.webUrl(), fc.anything());

  it('never returns anything but a single-slash relative path on the same origin', () => {
    fc.assert(
      fc.property(anything, (target) => {
        const result = safeReturnTarget(target);
        return isSafeRelativePath(result);
      }),
      { numRuns: 2_000 },
    );
  });

  it('returns either the target itself or the fallback', () => {
    fc.assert(
      fc.property(anything, (target) => {
        const result = safeReturnTarget(target, '/fallback');
        return result === '/fallback' || result === target;
      }),
    );
  });

  it('keeps every ordinary path and query unchanged', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/);
    const path = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(fc.stringMatching(/^[a-z]{1,5}=[A-Za-z0-9]{0,5}$/)))
      .map(([segments, query]) => `/${segments.join('/')}${query ? `?${query}` : ''}`);
    fc.assert(fc.property(path, (target) => safeReturnTarget(target) === target));
  });
});
