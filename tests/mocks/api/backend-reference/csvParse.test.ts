import { describe, expect, it } from 'vitest';
import { parseCsv } from './csvParse';

const fieldsOf = (text: string) => parseCsv(text).records.map((record) => [record.line, record.fields]);

describe('reading CSV as spreadsheets write it', () => {
  it.each([
    ['plain fields, LF', 'a,b\nc,d\n', [[1, ['a', 'b']], [2, ['c', 'd']]]],
    ['CRLF and CR line ends', 'a,b\r\nc,d\re,f', [[1, ['a', 'b']], [2, ['c', 'd']], [3, ['e', 'f']]]],
    ['a byte-order mark is ignored', '\uFEFFa,b', [[1, ['a', 'b']]]],
    ['quoted commas, doubled quotes and line breaks', '"a,1","say ""hi""","two\nlines"\nz', [[1, ['a,1', 'say "hi"', 'two\nlines']], [3, ['z']]]],
    ['blank lines are skipped but still counted', 'a\n\n   \nb', [[1, ['a']], [4, ['b']]]],
    ['a quoted empty field is a record', '""\n', [[1, ['']]]],
    ['empty fields are kept', 'a,,c,', [[1, ['a', '', 'c', '']]]],
    ['nothing at all', '', []],
  ])('%s', (_name, text, expected) => expect(fieldsOf(text)).toEqual(expected));

  it('says where a quoted value is never closed', () => {
    expect(parseCsv('a,b\nc,"open\nmore').problem).toEqual({ line: 2, reason: 'A quoted value starting on this line is never closed with a double quote (")' });
  });
});
