// TEST DOUBLE, never shipped: the fully labelled Bacs Standard 18 file the simulator writes, as the
// association's API would, for submission software that does not add the labels itself.
import { getDayOfYear, parseISO } from 'date-fns';
import { BACS_CHARACTERS, TRANSACTION_CODES, checkStandard18, readStandard18Record, writeStandard18, type BacsOriginator, type Standard18Credit } from './standard18';

/**
 * A labelled Standard 18 file, one label or record a line, each ending CR LF:
 *
 *   VOL1 · HDR1 · HDR2 · UHL1 · the data records (standard18.ts: credits, then the contra) · EOF1 · EOF2 · UTL1
 *
 * Every label is 80 characters. Positions (1-based), from the published label layouts we could read: the
 * Bank of Ireland "BACS File Specification" (Appendix 2: VOL1 and HDR1 field by field), FinDock's "Bacs
 * Direct Debit collection file" mapping (VOL, HDR1/2, UHL1, EOF1/2, UTL1 and their lengths), HSBC's
 * "Message Implementation Guide BACS Standard 18" (August 2012, the record list) and the bYYDDD date form
 * the Bacs submission software validates in UHL1 (payroll.help.center, "the date value … is amended").
 *
 *   VOL1  1–4 "VOL1" · 5–10 submission serial number · 11 accessibility indicator (space) · 12–41 spaces ·
 *         42–47 service user number · 48–79 spaces · 80 label standard level "1"
 *   HDR1  1–4 "HDR1" · 5–21 file identifier: "A", service user number, "S", two spaces, "1", service user
 *         number · 22–27 set identifier (the VOL1 serial number) · 28–31 file section "0001" · 32–35 file
 *         sequence "0001" · 36–41 generation number and version (spaces) · 42–47 creation date bYYDDD ·
 *         48–53 expiry date bYYDDD (the creation date) · 54 accessibility "0" · 55–60 block count "000000" ·
 *         61–80 spaces
 *   HDR2  1–4 "HDR2" · 5 record format "F" · 6–10 block length "02000" · 11–15 record length "00100" ·
 *         16–50 spaces · 51–52 buffer offset "00" · 53–80 spaces
 *   UHL1  1–4 "UHL1" · 5–10 processing day bYYDDD · 11–20 receiving party "999999" and four spaces ·
 *         21–22 currency "00" · 23–28 country "000000" · 29–37 work code "1 DAILY" and two spaces ·
 *         38–40 file number "001" · 41–80 spaces (audit print identifier blank)
 *   EOF1  HDR1 with "EOF1" in 1–4 · EOF2 HDR2 with "EOF2" in 1–4
 *   UTL1  1–4 "UTL1" · 5–17 debits' value in pence · 18–30 credits' value in pence · 31–37 debit count ·
 *         38–44 credit count (all zero-filled) · 45–80 spaces
 *
 * The one debit is the contra; the credits are the payouts. (Unconfirmed against Bacs's own book, which is
 * not public: HDR1's positions 13–21. Bureau software that adds its own labels takes the data records alone.)
 */
export const LABEL_LENGTH = 80;

/** The association as Bacs knows it: its account and name, and the service user number Bacs gave it. */
export interface BacsServiceUser extends BacsOriginator {
  serviceUserNumber: string;
}

export interface LabelledFileFacts {
  /** The file's number: VOL1's submission serial number, six digits. */
  serialNumber: number;
  /** The day the file was built (yyyy-MM-dd). */
  createdOn: string;
  /** The Bacs processing day (yyyy-MM-dd). */
  processingDate: string;
}

/** A date as Bacs labels write it, bYYDDD: a space, the year's last two digits, the day of the year. 2026-12-04 → " 26338". */
export function bacsLabelDate(isoDate: string): string {
  const date = parseISO(isoDate);
  return ` ${String(date.getFullYear() % 100).padStart(2, '0')}${String(getDayOfYear(date)).padStart(3, '0')}`;
}

const spaces = (count: number) => ' '.repeat(count);
const digits = (value: number, length: number) => String(value).padStart(length, '0');

function assertLabel(label: string): string {
  if (label.length !== LABEL_LENGTH) throw new RangeError(`A Bacs label is ${LABEL_LENGTH} characters, not ${label.length}: "${label}"`);
  return label;
}

function assertServiceUserNumber(serviceUserNumber: string) {
  if (!/^\d{6}$/.test(serviceUserNumber)) throw new RangeError(`A service user number is 6 digits, not "${serviceUserNumber}"`);
}

const serial = (facts: Pick<LabelledFileFacts, 'serialNumber'>) => digits(facts.serialNumber, 6);

export const vol1Label = (sun: string, facts: Pick<LabelledFileFacts, 'serialNumber'>) =>
  assertLabel(`VOL1${serial(facts)}${spaces(1)}${spaces(30)}${sun}${spaces(32)}1`);

export const hdr1Label = (sun: string, facts: Pick<LabelledFileFacts, 'serialNumber' | 'createdOn'>) =>
  assertLabel(`HDR1A${sun}S${spaces(2)}1${sun}${serial(facts)}00010001${spaces(6)}${bacsLabelDate(facts.createdOn)}${bacsLabelDate(facts.createdOn)}0000000${spaces(20)}`);

export const hdr2Label = () => assertLabel(`HDR2F0200000100${spaces(35)}00${spaces(28)}`);

export const uhl1Label = (facts: Pick<LabelledFileFacts, 'processingDate'>) =>
  assertLabel(`UHL1${bacsLabelDate(facts.processingDate)}999999${spaces(4)}00000000${'1 DAILY'.padEnd(9, ' ')}001${spaces(40)}`);

/** The end-of-file labels repeat the header labels under their own names. */
export const eof1Label = (hdr1: string) => assertLabel(`EOF1${hdr1.slice(4)}`);
export const eof2Label = (hdr2: string) => assertLabel(`EOF2${hdr2.slice(4)}`);

export interface Standard18Totals {
  debitPence: number;
  creditPence: number;
  debitCount: number;
  creditCount: number;
}

export const utl1Label = (totals: Standard18Totals) =>
  assertLabel(`UTL1${digits(totals.debitPence, 13)}${digits(totals.creditPence, 13)}${digits(totals.debitCount, 7)}${digits(totals.creditCount, 7)}${spaces(36)}`);

/** What the data records add up to: the contra is the file's one debit. */
export function totalsOf(records: readonly string[]): Standard18Totals {
  const totals: Standard18Totals = { debitPence: 0, creditPence: 0, debitCount: 0, creditCount: 0 };
  for (const record of records) {
    const { transactionCode, amount } = readStandard18Record(record);
    if (transactionCode === TRANSACTION_CODES.contraDebit) {
      totals.debitPence += Number(amount);
      totals.debitCount++;
    } else {
      totals.creditPence += Number(amount);
      totals.creditCount++;
    }
  }
  return totals;
}

/** The credits and their contra between the volume, header and trailer labels. */
export function writeLabelledStandard18(serviceUser: BacsServiceUser, credits: readonly Standard18Credit[], facts: LabelledFileFacts): { lines: string[]; text: string } {
  assertServiceUserNumber(serviceUser.serviceUserNumber);
  const sun = serviceUser.serviceUserNumber;
  const { records } = writeStandard18(serviceUser, credits);
  const hdr1 = hdr1Label(sun, facts);
  const hdr2 = hdr2Label();
  const lines = [vol1Label(sun, facts), hdr1, hdr2, uhl1Label(facts), ...records, eof1Label(hdr1), eof2Label(hdr2), utl1Label(totalsOf(records))];
  return { lines, text: lines.map((line) => `${line}\r\n`).join('') };
}

/**
 * The labelled file's own checks, as a bureau would run them on receipt: the seven labels in their places,
 * 80 Bacs characters each; the service user number in VOL1 and HDR1 the association's; UHL1's day the file's
 * processing day; EOF1 and EOF2 repeating HDR1 and HDR2; UTL1's counts and totals those of the records; and
 * the records between them sound Standard 18 (checkStandard18). Answers the problems found; none means sound.
 */
export function checkLabelledStandard18(text: string, expected: { serviceUserNumber: string; processingDate: string }): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('The labelled file does not end with a line break (CR LF).');
  const lines = text.split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines.length < 9) return [...problems, `The labelled file has ${lines.length} lines: it needs VOL1, HDR1, HDR2, UHL1, a credit, the contra, EOF1, EOF2 and UTL1.`];
  const [vol1, hdr1, hdr2, uhl1] = lines as [string, string, string, string];
  const [eof1, eof2, utl1] = lines.slice(-3) as [string, string, string];
  const records = lines.slice(4, -3);
  const labels = { VOL1: vol1, HDR1: hdr1, HDR2: hdr2, UHL1: uhl1, EOF1: eof1, EOF2: eof2, UTL1: utl1 };
  for (const [name, label] of Object.entries(labels)) {
    if (!label.startsWith(name)) problems.push(`${name} is not where it belongs: the line there starts "${label.slice(0, 4)}".`);
    if (label.length !== LABEL_LENGTH) problems.push(`${name} is ${label.length} characters long, not ${LABEL_LENGTH}.`);
    if (!BACS_CHARACTERS.test(label)) problems.push(`${name} holds characters Bacs does not allow.`);
  }
  const sun = expected.serviceUserNumber;
  if (vol1.slice(41, 47) !== sun || vol1.slice(79, 80) !== '1') problems.push(`VOL1 does not carry the service user number ${sun} in positions 42–47 and "1" in 80.`);
  if (hdr1.slice(4, 21) !== `A${sun}S  1${sun}`) problems.push(`HDR1's file identifier is not "A${sun}S  1${sun}".`);
  if (hdr1.slice(21, 27) !== vol1.slice(4, 10)) problems.push('HDR1’s set identifier is not the VOL1 serial number.');
  if (hdr2.slice(4, 15) !== 'F0200000100') problems.push('HDR2 does not describe fixed 100-character records in 2000-character blocks.');
  const day = bacsLabelDate(expected.processingDate);
  if (uhl1.slice(4, 10) !== day) problems.push(`UHL1's processing day is "${uhl1.slice(4, 10)}", not the file's processing day "${day}".`);
  if (eof1.slice(4) !== hdr1.slice(4)) problems.push('EOF1 does not repeat HDR1.');
  if (eof2.slice(4) !== hdr2.slice(4)) problems.push('EOF2 does not repeat HDR2.');
  const totals = totalsOf(records);
  if (utl1 !== utl1Label(totals))
    problems.push(
      `UTL1 does not match the records: they hold ${totals.debitCount} debit of ${totals.debitPence}p and ${totals.creditCount} credits of ${totals.creditPence}p.`,
    );
  problems.push(...checkStandard18(records.map((record) => `${record}\r\n`).join('')));
  return problems;
}
