import { describe, expect, it } from 'vitest';
import { knownValue, YES_NO } from '@/domain/lists/knownValue';

describe('knownValue', () => {
  it.each([
    ['yes', 'yes'],
    ['no', 'no'],
    ['Yes', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j is %j', (value, expected) => {
    expect(knownValue(YES_NO, value)).toBe(expected);
  });
});
