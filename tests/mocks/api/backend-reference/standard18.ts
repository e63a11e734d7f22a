// TEST DOUBLE, never shipped: the Bacs Standard 18 file the simulator writes, as the association's API would.
/**
 * Bacs Standard 18 data records (DOMAIN-NOTES §6): one 100-character record per credit, then one contra
 * debit balancing them, each line ending CR LF. This is the file bureau software takes, adding the volume,
 * header and trailer labels (VOL1, HDR1/2, UHL1, EOF1/2, UTL1) itself; standard18Labels.ts writes the
 * fully labelled file around the same records.
 *
 *   1–6 destination sort code · 7–14 destination account · 15 "0" · 16–17 transaction code (99 credit,
 *   17 contra debit) · 18–23 originator sort code · 24–31 originator account · 32–35 "0000" ·
 *   36–46 amount in pence, 11 digits · 47–64 originator name · 65–82 reference · 83–100 payee name
 */
export const STANDARD_18_RECORD_LENGTH = 100;
export const BACS_NAME_LENGTH = 18;
export const BACS_REFERENCE_LENGTH = 18;
export const TRANSACTION_CODES = { credit: '99', contraDebit: '17' } as const;
export type TransactionCode = (typeof TRANSACTION_CODES)[keyof typeof TRANSACTION_CODES];

/** The contra record's reference: what the association's own statement shows against the debit. */
export const CONTRA_REFERENCE = 'CONTRA';

/** Bacs allows A–Z, 0–9, full stop, ampersand, slash, hyphen and space: nothing else. */
export const BACS_CHARACTERS = /^[A-Z0-9.&/\- ]*$/;

/** Latin letters that do not come apart into a base letter and an accent. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'SS', ẞ: 'SS', æ: 'AE', Æ: 'AE', œ: 'OE', Œ: 'OE', ø: 'O', Ø: 'O', ł: 'L', Ł: 'L', đ: 'D', Đ: 'D',
  þ: 'TH', Þ: 'TH', ð: 'D', Ð: 'D', ı: 'I', ĸ: 'K', ŋ: 'NG', Ŋ: 'NG', ħ: 'H', Ħ: 'H', ŧ: 'T', Ŧ: 'T',
};
const SPECIAL_LETTER = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');

/**
 * A name or reference in Bacs characters: upper case, accents dropped (Café → CAFE, Þór → THOR),
 * apostrophes and quotes dropped (O'Brien's → OBRIENS), every other character Bacs refuses becomes a space
 * (Smith, Jones → SMITH JONES), runs of spaces become one, and the ends are trimmed.
 */
export function cleanBacsText(text: string): string {
  return text
    .replace(SPECIAL_LETTER, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/['’‘`"“”]/g, '')
    .replace(/[^A-Z0-9.&/\- ]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The text as it appears in the record: cleaned, cut to the field's length, then padded with spaces. */
export function bacsField(text: string, length: number): string {
  return cleanBacsText(text).slice(0, length).trimEnd().padEnd(length, ' ');
}

/** Letters and digits of any script, counted as a person reads them. */
const lettersAndDigits = (text: string) => [...text.normalize('NFC').matchAll(/[\p{L}\p{N}]/gu)].length;

export type PayeeProblem = 'empty' | 'unrecognisable';

/**
 * Whether a bank account's name can be paid in a Bacs file: written in Bacs characters it must keep a
 * letter or digit (an emoji-only or Chinese name becomes blank), and every letter and digit of the name must
 * survive (a name half in another script, 李小龙 Ltd → LTD, is no longer the payee's). Accents and the
 * letters above are transliterated, so José Müller (JOSE MULLER) and Ærø Ltd (AERO LTD) are fine.
 */
export function payeeProblem(accountHolderName: string): PayeeProblem | undefined {
  const written = cleanBacsText(accountHolderName);
  const kept = lettersAndDigits(written);
  if (kept === 0) return 'empty';
  const unwritten = accountHolderName.normalize('NFC').replace(SPECIAL_LETTER, '').normalize('NFD').replace(/\p{M}/gu, '').replace(/[A-Za-z0-9]/g, '');
  return lettersAndDigits(unwritten) > 0 ? 'unrecognisable' : undefined;
}

/** What a payee sees: the field without its padding. */
export const bacsText = (text: string, length: number) => bacsField(text, length).trimEnd();

/** Pounds to whole pence (£12.50 → 1250), rounded to the nearest penny. */
export const penceOf = (pounds: number) => Math.round(pounds * 100);

/** A bank account in Bacs form: 6-digit sort code, 8-digit account number (see accountCheck.ts). */
export interface BacsAccount {
  sortCode: string;
  accountNumber: string;
}

/** The association, whose account pays the credits and takes the contra debit. */
export interface BacsOriginator extends BacsAccount {
  name: string;
}

export interface Standard18Credit extends BacsAccount {
  amountPence: number;
  reference: string;
  payeeName: string;
}

const MAX_AMOUNT_PENCE = 99_999_999_999;

function assertAccount({ sortCode, accountNumber }: BacsAccount) {
  if (!/^\d{6}$/.test(sortCode)) throw new RangeError(`A Bacs sort code is 6 digits, not "${sortCode}"`);
  if (!/^\d{8}$/.test(accountNumber)) throw new RangeError(`A Bacs account number is 8 digits, not "${accountNumber}"`);
}

interface RecordFields {
  destination: BacsAccount;
  transactionCode: TransactionCode;
  originator: BacsOriginator;
  amountPence: number;
  reference: string;
  payeeName: string;
}

/** One data record, exactly 100 characters. Throws on an account or amount that cannot be written. */
export function standard18Record({ destination, transactionCode, originator, amountPence, reference, payeeName }: RecordFields): string {
  assertAccount(destination);
  assertAccount(originator);
  if (!Number.isInteger(amountPence) || amountPence < 1 || amountPence > MAX_AMOUNT_PENCE)
    throw new RangeError(`A Bacs amount is a whole number of pence from 1 to ${MAX_AMOUNT_PENCE}, not ${amountPence}`);
  return [
    destination.sortCode,
    destination.accountNumber,
    '0',
    transactionCode,
    originator.sortCode,
    originator.accountNumber,
    '0000',
    String(amountPence).padStart(11, '0'),
    bacsField(originator.name, BACS_NAME_LENGTH),
    bacsField(reference, BACS_REFERENCE_LENGTH),
    bacsField(payeeName, BACS_NAME_LENGTH),
  ].join('');
}

export function creditRecord(originator: BacsOriginator, credit: Standard18Credit): string {
  return standard18Record({ destination: credit, transactionCode: TRANSACTION_CODES.credit, originator, amountPence: credit.amountPence, reference: credit.reference, payeeName: credit.payeeName });
}

/** The contra: the credits' total debited from the originator's own account, named after it. */
export function contraRecord(originator: BacsOriginator, totalPence: number): string {
  return standard18Record({ destination: originator, transactionCode: TRANSACTION_CODES.contraDebit, originator, amountPence: totalPence, reference: CONTRA_REFERENCE, payeeName: originator.name });
}

export interface Standard18File {
  records: string[];
  /** The records, each ending CR LF. */
  text: string;
  creditTotalPence: number;
  contraTotalPence: number;
}

/** The credits, then the contra balancing them. */
export function writeStandard18(originator: BacsOriginator, credits: readonly Standard18Credit[]): Standard18File {
  if (credits.length === 0) throw new RangeError('A Bacs file needs at least one credit');
  const creditTotalPence = credits.reduce((total, credit) => total + credit.amountPence, 0);
  const records = [...credits.map((credit) => creditRecord(originator, credit)), contraRecord(originator, creditTotalPence)];
  return { records, text: records.map((record) => `${record}\r\n`).join(''), creditTotalPence, contraTotalPence: creditTotalPence };
}

/** A record read back into its fields (positions as above, 1-based in the notes, 0-based here). */
export function readStandard18Record(record: string) {
  return {
    destinationSortCode: record.slice(0, 6),
    destinationAccount: record.slice(6, 14),
    accountType: record.slice(14, 15),
    transactionCode: record.slice(15, 17),
    originatorSortCode: record.slice(17, 23),
    originatorAccount: record.slice(23, 31),
    free: record.slice(31, 35),
    amount: record.slice(35, 46),
    originatorName: record.slice(46, 64),
    reference: record.slice(64, 82),
    payeeName: record.slice(82, 100),
  };
}

/**
 * The file's own checks, as a bureau would run them on receipt: every record 100 characters of Bacs
 * characters with numeric fields where numbers belong; credits (99) first, then exactly one contra (17),
 * last, from and to the originator's own account, whose amount equals the credits'. Answers the problems
 * found, in plain words; none means the file is sound.
 */
export function checkStandard18(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('The file does not end with a line break (CR LF).');
  const records = text.split('\r\n');
  if (records.at(-1) === '') records.pop();
  if (records.length < 2) problems.push('The file needs at least one credit and its contra.');
  let creditTotal = 0;
  records.forEach((record, index) => {
    const n = index + 1;
    if (record.length !== STANDARD_18_RECORD_LENGTH) problems.push(`Record ${n} is ${record.length} characters long, not ${STANDARD_18_RECORD_LENGTH}.`);
    if (!BACS_CHARACTERS.test(record)) problems.push(`Record ${n} holds characters Bacs does not allow.`);
    const fields = readStandard18Record(record);
    if (!/^\d{6}$/.test(fields.destinationSortCode) || !/^\d{8}$/.test(fields.destinationAccount)) problems.push(`Record ${n}: the destination sort code or account is not all digits.`);
    if (!/^\d{6}$/.test(fields.originatorSortCode) || !/^\d{8}$/.test(fields.originatorAccount)) problems.push(`Record ${n}: the originator sort code or account is not all digits.`);
    if (fields.accountType !== '0' || fields.free !== '0000') problems.push(`Record ${n}: positions 15 and 32–35 must be "0" and "0000".`);
    if (!/^\d{11}$/.test(fields.amount) || Number(fields.amount) === 0) problems.push(`Record ${n}: the amount is not 11 digits of pence above zero.`);
    if (!/[A-Z0-9]/.test(fields.payeeName)) problems.push(`Record ${n}: the payee name is blank.`);
    const isLast = index === records.length - 1;
    if (!isLast) {
      if (fields.transactionCode !== TRANSACTION_CODES.credit) problems.push(`Record ${n} is not a credit (99): only the last record may be the contra.`);
      else creditTotal += Number(fields.amount);
    } else {
      if (fields.transactionCode !== TRANSACTION_CODES.contraDebit) problems.push('The last record is not the contra debit (17).');
      if (fields.destinationSortCode !== fields.originatorSortCode || fields.destinationAccount !== fields.originatorAccount)
        problems.push('The contra is not paid from and to the originator’s own account.');
      if (Number(fields.amount) !== creditTotal) problems.push(`The contra (${Number(fields.amount)}p) does not equal the credits (${creditTotal}p).`);
    }
  });
  return problems;
}
