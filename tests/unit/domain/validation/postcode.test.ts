import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVOICE_POSTCODE_MESSAGE,
  isValidPostcode,
  MAIL_POSTCODE_MESSAGE,
  tidyPostcode,
} from '@/domain/validation/postcode';
import { anyCharacter, anyText } from '../arbitraries';

const alphanumeric = fc.stringMatching(/^[A-Za-z0-9]{1,5}$/);

describe('postcode (spec §5)', () => {
  it.each([
    { value: 'SW1A 1AA', why: 'a London postcode' },
    { value: 'M1 1AE', why: 'a short outward code' },
    { value: 'b33 8th', why: 'lower case' },
    { value: '  EC1A 1BB  ', why: 'surrounding spaces, ignored' },
    { value: 'A 1', why: 'one character either side' },
  ])('accepts $value ($why)', ({ value }) => {
    expect(isValidPostcode(value)).toBe(true);
  });

  it.each([
    { value: 'SW1A1AA', why: 'no space' },
    { value: 'SW1A  1AA', why: 'a double space' },
    { value: 'SW1A 1AA 1', why: 'two spaces' },
    { value: 'SW1A\t1AA', why: 'a tab instead of a space' },
    { value: 'SW1A-1AA', why: 'a dash instead of a space' },
    { value: 'SW1A 1AA!', why: 'punctuation' },
    { value: ' 1AA', why: 'nothing before the space' },
    { value: 'SW1A ', why: 'nothing after the space' },
    { value: '', why: 'empty' },
    { value: '   ', why: 'blank' },
    { value: undefined, why: 'undefined' },
    { value: null, why: 'null' },
  ])('rejects $value ($why)', ({ value }) => {
    expect(isValidPostcode(value)).toBe(false);
  });

  it.each([
    {
      message: MAIL_POSTCODE_MESSAGE,
      text: 'Please enter a valid postcode for the mail address with a space in the middle',
    },
    {
      message: INVOICE_POSTCODE_MESSAGE,
      text: 'Please enter a valid postcode for the invoice address with a space in the middle',
    },
  ])('says "$text"', ({ message, text }) => {
    expect(message).toBe(text);
  });

  it('accepts letters or digits, one space, letters or digits', () => {
    fc.assert(fc.property(alphanumeric, alphanumeric, (outward, inward) => isValidPostcode(`${outward} ${inward}`)));
  });

  it('rejects letters and digits without a space', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,10}$/), (value) => !isValidPostcode(value)));
  });

  it('rejects any character other than a letter, digit or the one space', () => {
    const other = anyCharacter.filter((c) => !/[A-Za-z0-9\s]/.test(c));
    fc.assert(
      fc.property(
        alphanumeric,
        alphanumeric,
        other,
        (outward, inward, c) => !isValidPostcode(`${outward}${c} ${inward}`),
      ),
    );
  });

  it('never throws on any string', () => {
    fc.assert(fc.property(anyText(), (value) => typeof isValidPostcode(value) === 'boolean'));
  });
});

describe('tidyPostcode (what the postcode field leaves after typing)', () => {
  it.each([
    { value: 'sw1a 1aa', tidy: 'SW1A 1AA' },
    { value: '  ec1a   1bb ', tidy: 'EC1A 1BB' },
    { value: 'M11AE', tidy: 'M11AE' },
    { value: '', tidy: '' },
  ])('$value → $tidy', ({ value, tidy }) => {
    expect(tidyPostcode(value)).toBe(tidy);
  });

  it('keeps a valid postcode valid', () => {
    fc.assert(fc.property(alphanumeric, alphanumeric, (outward, inward) => isValidPostcode(tidyPostcode(` ${outward}  ${inward} `))));
  });
});
