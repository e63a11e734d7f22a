import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { limitedText } from '@/domain/text/textField';
import { normaliseText, textProblem, type TextKind, type TextProblem } from '@/domain/text/textRule';

describe('the text rule', () => {
  it.each<[string, string, TextKind, TextProblem | undefined]>([
    ['plain text', 'The Larder Café', 'line', undefined],
    ['emoji and Japanese', 'Café 🍰 東京', 'line', undefined],
    ['an emoji with a variation selector', 'Sun ☀️', 'line', undefined],
    ['Arabic', 'مطعم الأندلس', 'line', undefined],
    ['a null byte', 'DGS\u000020011', 'line', 'control'],
    ['a C1 control', 'DGS\u008520011', 'line', 'control'],
    ['DEL', 'DGS\u007F', 'line', 'control'],
    ['a line break in one line', 'Line one\nLine two', 'line', 'control'],
    ['a tab in one line', 'a\tb', 'line', 'control'],
    ['a line break in several lines', 'Line one\r\nLine two\n\tindented', 'lines', undefined],
    ['a null byte in several lines', 'Line one\n\u0000', 'lines', 'control'],
    ['a line separator', 'a\u2028b', 'lines', 'control'],
    ['a lone surrogate', 'a\uD800b', 'line', 'control'],
    ['a right-to-left override', 'DGS-\u202E11002', 'identity', 'direction'],
    ['a left-to-right override', '\u202Dabc', 'line', 'direction'],
    ['a right-to-left isolate', '\u2067abc\u2069', 'line', 'direction'],
    ['a right-to-left mark', 'abc\u200F', 'line', 'direction'],
    ['the Arabic letter mark', '\u061Cabc', 'line', 'direction'],
    ['a zero-width space', 'DGS\u200B20011', 'identity', 'invisible'],
    ['a zero-width joiner', 'DGS-200\u200D11', 'identity', 'invisible'],
    ['a zero-width non-joiner', 'a\u200Cb', 'line', 'invisible'],
    ['a word joiner', 'a\u2060b', 'line', 'invisible'],
    ['a byte-order mark', '\uFEFFabc', 'line', 'invisible'],
    ['a soft hyphen', 'DGS\u00AD20011', 'identity', 'invisible'],
    ['a tag character', 'abc\u{E0041}', 'line', 'invisible'],
    ['a Hangul filler', 'a\u3164b', 'line', 'invisible'],
  ])('%s', (_, text, kind, problem) => {
    expect(textProblem(text, kind)).toBe(problem);
  });

  it.each<[string, string, TextKind, string]>([
    ['an accent typed as a combining mark, composed (NFC)', 'Cafe\u0301', 'line', 'Café'],
    ['full-width letters kept in free text (NFC)', 'ＤＧＳ', 'line', 'ＤＧＳ'],
    ['full-width letters and digits of an identity (NFKC)', 'ＤＧＳ－２００１１', 'identity', 'DGS-20011'],
    ['superscript digits of an identity (NFKC)', 'DGS-2²', 'identity', 'DGS-22'],
  ])('normalises %s', (_, text, kind, kept) => {
    expect(normaliseText(text, kind)).toBe(kept);
  });
});

describe('a form field held to the rule', () => {
  const schema = object({ receiptNumber: limitedText(string().defined(), 'Receipt number', { maxLength: 10, text: 'identity' }) });
  const messageFor = (receiptNumber: string) =>
    schema.validate({ receiptNumber }).then(
      () => undefined,
      (error: Error) => error.message,
    );

  it.each([
    ['DGS-20011', undefined],
    ['DGS-200111111', 'Receipt number must be 10 characters or fewer'],
    ['DGS-\u202E11002', 'Receipt number must not include characters that change the direction of text'],
    ['DGS\u200B20011', 'Receipt number must not include invisible characters, such as zero-width spaces'],
    ['DGS\u000020011', 'Receipt number must not include hidden control characters: type it in rather than pasting it'],
  ])('%j: %s', async (receiptNumber, message) => {
    expect(await messageFor(receiptNumber)).toBe(message);
  });

  it('keeps the value normalised as the API keeps it', () => {
    expect(schema.cast({ receiptNumber: 'ＤＧＳ２００１１' })).toEqual({ receiptNumber: 'DGS20011' });
  });
});
