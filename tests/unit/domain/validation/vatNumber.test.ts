import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidVatNumber } from '@/domain/validation/vatNumber';
import { anyText } from '../arbitraries';

describe('claim VAT number (spec §5: optional, else exactly 9 digits)', () => {
  it.each([
    { value: '', valid: true, why: 'not supplied' },
    { value: '   ', valid: true, why: 'blank counts as not supplied' },
    { value: undefined, valid: true, why: 'undefined' },
    { value: null, valid: true, why: 'null' },
    { value: '123456789', valid: true, why: '9 digits' },
    { value: ' 123456789 ', valid: true, why: '9 digits with surrounding spaces' },
    { value: '12345678', valid: false, why: '8 digits' },
    { value: '1234567890', valid: false, why: '10 digits' },
    { value: 'GB123456789', valid: false, why: 'a country prefix' },
    { value: '123 456 789', valid: false, why: 'spaces between the digits' },
    { value: '12345678a', valid: false, why: 'a letter' },
  ])('$value → $valid ($why)', ({ value, valid }) => {
    expect(isValidVatNumber(value)).toBe(valid);
  });

  it('accepts every 9-digit number', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{9}$/), (value) => isValidVatNumber(value)));
  });

  it('rejects digit strings of any other length', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,20}$/).filter((value) => value.length !== 9),
        (value) => !isValidVatNumber(value),
      ),
    );
  });

  it('never throws on any string', () => {
    fc.assert(fc.property(anyText(), (value) => typeof isValidVatNumber(value) === 'boolean'));
  });
});
