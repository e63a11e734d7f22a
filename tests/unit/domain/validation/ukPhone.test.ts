import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidUkPhone } from '@/domain/validation/ukPhone';
import { anyText } from '../arbitraries';

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));

describe('UK telephone number (spec §5)', () => {
  it.each([
    { value: '0112345678', why: '01 and 8 more digits (lower bound)' },
    { value: '01123456789', why: '01 and 9 more digits' },
    { value: '011234567890', why: '01 and 10 more digits (upper bound)' },
    { value: '02071234567', why: '02' },
    { value: '03001234567', why: '03' },
    { value: '04123456789', why: '04' },
    { value: '05123456789', why: '05' },
    { value: '06123456789', why: '06' },
    { value: '07123456789', why: '07 and exactly 9 more digits' },
    { value: '020 7123 4567', why: 'spaces' },
    { value: '(020) 7123 4567', why: 'parentheses' },
    { value: ' 07700 900123 ', why: 'surrounding spaces' },
  ])('accepts $value: $why', ({ value }) => {
    expect(isValidUkPhone(value)).toBe(true);
  });

  it.each([
    { value: '011234567', why: '01 and only 7 more digits' },
    { value: '0112345678901', why: '01 and 11 more digits' },
    { value: '0712345678', why: '07 and only 8 more digits' },
    { value: '071234567890', why: '07 and 10 more digits' },
    { value: '08001234567', why: '08 (not a listed range)' },
    { value: '09012345678', why: '09 (not a listed range)' },
    { value: '00123456789', why: '00' },
    { value: '7123456789', why: 'no leading 0' },
    { value: '+44 20 7123 4567', why: 'international form' },
    { value: '020-7123-4567', why: 'dashes' },
    { value: '020 7123 456a', why: 'a letter' },
    { value: '', why: 'empty' },
    { value: undefined, why: 'undefined' },
  ])('rejects $value: $why', ({ value }) => {
    expect(isValidUkPhone(value)).toBe(false);
  });

  /** Scatters spaces and parentheses through a number, as people type them. */
  const decorated = (number: string) =>
    fc
      .array(fc.constantFrom('', '', ' ', '(', ')'), { minLength: number.length, maxLength: number.length })
      .map((decorations) => [...number].map((digit, index) => `${decorations[index] ?? ''}${digit}`).join(''));

  it('accepts 0, a digit 1 to 6, and 8 to 10 more digits, however spaced', () => {
    const landline = fc.tuple(fc.integer({ min: 1, max: 6 }), digits(8, 10)).map(([range, rest]) => `0${range}${rest}`);
    fc.assert(fc.property(landline.chain(decorated), (value) => isValidUkPhone(value)));
  });

  it('accepts 07 and 9 more digits, however spaced', () => {
    fc.assert(fc.property(digits(9, 9).map((rest) => `07${rest}`).chain(decorated), (value) => isValidUkPhone(value)));
  });

  it('rejects numbers starting 00, 08 or 09', () => {
    const other = fc.tuple(fc.constantFrom('0', '8', '9'), digits(8, 10)).map(([range, rest]) => `0${range}${rest}`);
    fc.assert(fc.property(other, (value) => !isValidUkPhone(value)));
  });

  it('rejects mobiles of any length but 11 digits', () => {
    fc.assert(
      fc.property(
        digits(0, 20).filter((rest) => rest.length !== 9),
        (rest) => !isValidUkPhone(`07${rest}`),
      ),
    );
  });

  it('never throws on any string', () => {
    fc.assert(fc.property(anyText(), (value) => typeof isValidUkPhone(value) === 'boolean'));
  });
});
