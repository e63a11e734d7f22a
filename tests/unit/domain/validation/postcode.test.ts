import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVOICE_POSTCODE_MESSAGE,
  isValidPostcode,
  MAIL_POSTCODE_MESSAGE,
  normalisePostcode,
  postcodeSchema,
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

describe('normalisePostcode (any case, with or without the space: DESIGN.md §10)', () => {
  it.each([
    { typed: 'hg58aa', kept: 'HG5 8AA', why: 'lower case, no space' },
    { typed: 'HG58AA', kept: 'HG5 8AA', why: 'no space' },
    { typed: 'hg5 8aa', kept: 'HG5 8AA', why: 'lower case with the space' },
    { typed: 'HG5 8AA', kept: 'HG5 8AA', why: 'already normalised' },
    { typed: '  sw1a   1aa ', kept: 'SW1A 1AA', why: 'spaces around and several inside' },
    { typed: 'SW1A1AA', kept: 'SW1A 1AA', why: 'a four-character outward code' },
    { typed: 'm11ae', kept: 'M1 1AE', why: 'a two-character outward code' },
    { typed: 'HG 58AA', kept: 'HG5 8AA', why: 'the space in the wrong place' },
    { typed: 'h g 5 8 a a', kept: 'HG5 8AA', why: 'a space between every character' },
    { typed: 'HG5	8AA', kept: 'HG5 8AA', why: 'a tab' },
    { typed: 'hg5-8aa', kept: 'HG5-8AA', why: 'a dash: left as typed, in capitals, for the check to refuse' },
    { typed: ' sw1a  1aa! ', kept: 'SW1A 1AA!', why: 'punctuation: spaces tidied, none moved' },
    { typed: '8aa', kept: '8AA', why: 'three characters: no space' },
    { typed: '', kept: '', why: 'empty' },
    { typed: '   ', kept: '', why: 'blank' },
  ])('"$typed" → "$kept" ($why)', ({ typed, kept }) => {
    expect(normalisePostcode(typed)).toBe(kept);
  });

  it('makes any letters and digits of a postcode\'s length valid, however they are spaced', () => {
    const postcodeCharacters = fc.stringMatching(/^[A-Za-z0-9]{5,7}$/);
    fc.assert(
      fc.property(postcodeCharacters, fc.nat(7), (characters, at) => {
        const typed = `${characters.slice(0, at)} ${characters.slice(at)}`;
        return isValidPostcode(normalisePostcode(typed));
      }),
    );
  });

  it('changes nothing a second time', () => {
    fc.assert(fc.property(anyText(), (value) => normalisePostcode(normalisePostcode(value)) === normalisePostcode(value)));
  });
});

describe('postcodeSchema (normalised before it is checked)', () => {
  const schema = postcodeSchema('Enter a real postcode for the unit', "Enter the unit's postcode");

  it.each([
    { typed: 'hg58aa', value: 'HG5 8AA' },
    { typed: ' ls1 5ab ', value: 'LS1 5AB' },
  ])('takes "$typed" as "$value"', ({ typed, value }) => {
    expect(schema.validateSync(typed)).toBe(value);
  });

  it.each([
    { typed: 'hg5-8aa', message: 'Enter a real postcode for the unit' },
    { typed: 'HG5 8AA!', message: 'Enter a real postcode for the unit' },
    { typed: '8AA', message: 'Enter a real postcode for the unit' },
    { typed: '', message: "Enter the unit's postcode" },
    { typed: '  ', message: "Enter the unit's postcode" },
  ])('refuses "$typed": "$message"', ({ typed, message }) => {
    expect(() => schema.validateSync(typed)).toThrow(message);
  });
});
