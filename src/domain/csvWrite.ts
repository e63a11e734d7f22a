/**
 * Writes CSV as spreadsheets read it (RFC 4180): a field holding a comma, a double quote or a line break
 * is wrapped in double quotes, its own quotes doubled; lines end with CRLF. A text that starts like a
 * formula (=, +, -, @) is kept as text with a leading apostrophe, so a spreadsheet never runs it; numbers
 * (including negative amounts) stay numbers.
 */
export type CsvValue = string | number | boolean | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function writeCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
