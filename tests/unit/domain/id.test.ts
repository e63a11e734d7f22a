import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guidOrEmpty, isGuid } from '@/domain/id';

describe('GUID-shaped ids', () => {
  it.each([
    '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
    '3F2504E0-4F89-11D3-9A0C-0305E82C3301',
    '00000000-0000-0000-0000-000000000000',
    'aBcDeF01-2345-6789-abcd-EF0123456789',
  ])('accepts %s', (value) => {
    expect(isGuid(value)).toBe(true);
    expect(guidOrEmpty(value)).toBe(value);
  });

  it.each([
    { why: 'empty', value: '' },
    { why: 'no dashes', value: '3f2504e04f8911d39a0c0305e82c3301' },
    { why: 'braces', value: '{3f2504e0-4f89-11d3-9a0c-0305e82c3301}' },
    { why: 'a non-hex letter', value: '3f2504e0-4f89-11d3-9a0c-0305e82c330g' },
    { why: 'a short group', value: '3f2504e0-4f89-11d3-9a0c-0305e82c330' },
    { why: 'a long group', value: '3f2504e0-4f89-11d3-9a0c-0305e82c33011' },
    { why: 'groups 4-8-4-4-12', value: '3f25-04e04f89-11d3-9a0c-0305e82c3301' },
    { why: 'a leading space', value: ' 3f2504e0-4f89-11d3-9a0c-0305e82c3301' },
    { why: 'a trailing newline', value: '3f2504e0-4f89-11d3-9a0c-0305e82c3301\n' },
    { why: 'a membership number', value: '12345' },
    { why: 'undefined', value: undefined },
    { why: 'null', value: null },
    { why: 'a number', value: 42 },
    { why: 'an object', value: { id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' } },
  ])('treats $why as empty', ({ value }) => {
    expect(isGuid(value)).toBe(false);
    expect(guidOrEmpty(value)).toBe('');
  });

  it('accepts every generated UUID', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => isGuid(uuid) && isGuid(uuid.toUpperCase()) && guidOrEmpty(uuid) === uuid),
    );
  });

  it('returns either the value itself or empty, and never throws, for anything', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = guidOrEmpty(value);
        return result === '' || (result === value && isGuid(value));
      }),
    );
  });
});
