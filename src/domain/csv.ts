/**
 * CSV files as spreadsheets open them (RFC 4180), for the accountants and staff who read the exports:
 *
 * - The file starts with the UTF-8 byte-order mark (EF BB BF), so Excel reads it as UTF-8 ("Café", "£"),
 *   and then at once with the header row: nothing about the export goes above it (it goes in the file's
 *   name), so a spreadsheet or a strict CSV reader takes the first row as the column names.
 * - A field holding a comma, a double quote or a line break is wrapped in double quotes, its own quotes
 *   doubled; lines end with CRLF.
 * - Characters that hide or rearrange text never reach the file: control characters (a null byte, C1
 *   codes; line breaks and tabs inside a field stay), format characters (direction overrides, zero-width
 *   spaces and joiners, the byte-order mark) and the line and paragraph separators.
 * - A text field that a spreadsheet would run as a formula gets an apostrophe in front, so it stays text:
 *   one starting with =, +, -, @, their full-width (＝＋－＠) and small (﹦﹢﹣) forms, a tab or a carriage
 *   return, or with one of them after spaces. Plain numbers never do: amounts are written as numbers
 *   ("-12.50", "1250.00"), and a spreadsheet reads a leading minus on a number as a negative number, not a
 *   formula, so they stay numbers the accountant can add up.
 */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
const FORMULA_START = /^(?:[\t\r]|[ \u3000]*[=+\-@＝＋－＠﹦﹢﹣])/;
/** Control characters but line breaks and tabs, format characters, line and paragraph separators, lone surrogates. */
const HIDDEN = /(?![\t\n\r])[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu;

export function escapeCsvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value).replace(HIDDEN, '');
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the byte-order mark, then the rows (the header first), each ending CRLF. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return CSV_BYTE_ORDER_MARK + rows.map((row) => row.map(escapeCsvField).join(',')).join('\r\n') + '\r\n';
}
