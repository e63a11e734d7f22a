/**
 * CSV as spreadsheets read it (RFC 4180): a field holding a comma, a double quote or a line break is
 * wrapped in double quotes, with its own quotes doubled; lines end with CRLF.
 */
export function escapeCsvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A text starting like a formula (=, +, -, @) would run as one in a spreadsheet: keep it text. Numbers stay numbers.
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return rows.map((row) => row.map(escapeCsvField).join(',')).join('\r\n') + '\r\n';
}
