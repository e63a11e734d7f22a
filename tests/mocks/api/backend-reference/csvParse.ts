// TEST DOUBLE, never shipped: the CSV reader the simulator uses for uploaded supplier reports.
/** One record of a CSV file: its fields, and the line of the file it starts on (1-based). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export interface CsvParseResult {
  records: CsvRecord[];
  /** Set when the file cannot be read as CSV at all: a quoted field never closed. */
  problem?: { line: number; reason: string };
}

/**
 * Reads CSV as spreadsheets write it (RFC 4180, leniently): fields separated by commas; a field in double
 * quotes may hold commas, line breaks and doubled quotes (""); lines end with CRLF, LF or CR; a byte-order
 * mark is ignored. Blank lines are skipped, so they never become empty records, but still count for the
 * line numbers people see in their spreadsheet or editor.
 */
export function parseCsv(text: string): CsvParseResult {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let inQuotes = false;
  let quoteOpenedOn = 0;
  // Whether the current record has anything in it yet (a quoted empty field counts).
  let started = false;

  const endRecord = () => {
    fields.push(field);
    const isBlank = !started && fields.length === 1 && fields[0]!.trim() === '';
    if (!isBlank) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    started = false;
  };

  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (inQuotes) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          field += '"';
          index += 1;
        } else inQuotes = false;
      } else {
        if (char === '\n' || (char === '\r' && source[index + 1] !== '\n')) line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      inQuotes = true;
      quoteOpenedOn = line;
      started = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
      started = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
      if (char.trim() !== '') started = true;
    }
  }
  if (inQuotes) return { records, problem: { line: quoteOpenedOn, reason: 'A quoted value starting on this line is never closed with a double quote (")' } };
  if (field !== '' || fields.length > 0 || started) endRecord();
  return { records };
}
