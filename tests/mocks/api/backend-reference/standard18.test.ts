import { describe, expect, it } from 'vitest';
import {
  bacsField,
  checkStandard18,
  cleanBacsText,
  contraRecord,
  payeeProblem,
  creditRecord,
  penceOf,
  readStandard18Record,
  writeStandard18,
  type BacsOriginator,
  type Standard18Credit,
} from './standard18';

const ORIGINATOR: BacsOriginator = { sortCode: '608371', accountNumber: '22461198', name: 'Larder Association' };

/** A written-out payout: the active member's cashback of £123.45 to Larder Café Ltd. */
const PAYOUT: Standard18Credit = {
  sortCode: '401276',
  accountNumber: '41920368',
  amountPence: 12345,
  reference: 'CASHBACK LM100001',
  payeeName: 'Larder Café Ltd',
};

describe('a Standard 18 credit record', () => {
  it('is exactly the 100 characters of the layout', () => {
    const record = creditRecord(ORIGINATOR, PAYOUT);
    // 401276 41920368 0 99 608371 22461198 0000 00000012345 | LARDER ASSOCIATION | CASHBACK LM100001_ | LARDER CAFE LTD___
    expect(record).toBe('4012764192036809960837122461198000000000012345LARDER ASSOCIATIONCASHBACK LM100001 LARDER CAFE LTD   ');
    expect(record).toHaveLength(100);
  });

  it('puts each field at its place', () => {
    expect(readStandard18Record(creditRecord(ORIGINATOR, PAYOUT))).toEqual({
      destinationSortCode: '401276',
      destinationAccount: '41920368',
      accountType: '0',
      transactionCode: '99',
      originatorSortCode: '608371',
      originatorAccount: '22461198',
      free: '0000',
      amount: '00000012345',
      originatorName: 'LARDER ASSOCIATION',
      reference: 'CASHBACK LM100001 ',
      payeeName: 'LARDER CAFE LTD   ',
    });
  });

  it('cuts a long payee name to 18 characters, without a trailing space', () => {
    const record = creditRecord(ORIGINATOR, { ...PAYOUT, payeeName: 'The Old Bakehouse Tea Rooms & Café' });
    expect(record.slice(82)).toBe('THE OLD BAKEHOUSE ');
    expect(record).toHaveLength(100);
  });

  it.each([
    [{ sortCode: '40127', accountNumber: '41920368' }, /sort code is 6 digits/],
    [{ sortCode: '401276', accountNumber: '920368' }, /account number is 8 digits/],
  ])('refuses an account not in Bacs form (%o)', (account, message) => {
    expect(() => creditRecord(ORIGINATOR, { ...PAYOUT, ...account })).toThrow(message);
  });

  it.each([0, -100, 12.5])('refuses an amount of %s pence', (amountPence) => {
    expect(() => creditRecord(ORIGINATOR, { ...PAYOUT, amountPence })).toThrow(/whole number of pence/);
  });
});

describe('Bacs characters: names and references are cleaned, then cut to their field', () => {
  it.each([
    ["O'Brien's Café", 'OBRIENS CAFE'],
    ['Smith, Jones & Co.', 'SMITH JONES & CO.'],
    ['Zoë  Ødegård', 'ZOE ODEGARD'],
    ['Fish+Chips @ Pier (No.2)', 'FISH CHIPS PIER NO.2'],
    ['Straße Bistro', 'STRASSE BISTRO'],
    ['  £12.50 off ', '12.50 OFF'],
    ['A/C 12-34', 'A/C 12-34'],
    ['“Quoted” name™', 'QUOTED NAME'],
    ['tab\tand\nnew line', 'TAB AND NEW LINE'],
    ['Þór Ægisson', 'THOR AEGISSON'],
    ['Łódź Kebab', 'LODZ KEBAB'],
    ['李小龙', ''],
    ['🍕🍕', ''],
    ['ＬＡＲＤＥＲ', ''],
  ])('%j → %j', (text, cleaned) => {
    expect(cleanBacsText(text)).toBe(cleaned);
  });

  it.each([
    ['Larder Cafe Ltd', undefined],
    ['José Müller', undefined],
    ['Ærø & Søn Ltd', undefined],
    ["O'Brien's Café 🍰", undefined],
    ['Þór Ægisson', undefined],
    ['', 'empty'],
    ['🍕🍕🍕', 'empty'],
    ['李小龙', 'empty'],
    ['Ελληνικά', 'empty'],
    ['ＬＡＲＤＥＲ', 'empty'],
    ['- . /', 'empty'],
    ['李小龙 Ltd', 'unrecognisable'],
    ['Café Ελλάς', 'unrecognisable'],
    ['Larder ＣＡＦＥ', 'unrecognisable'],
  ])('the name %j can be paid: %s', (name, problem) => {
    expect(payeeProblem(name)).toBe(problem);
  });

  it.each([
    ['Larder Cafe Ltd', 'LARDER CAFE LTD   '],
    ['Everything Catering Limited', 'EVERYTHING CATERIN'],
    ['Harbour Bottled Gas Co', 'HARBOUR BOTTLED GA'],
    ['Fish & Chip Shop Ltd', 'FISH & CHIP SHOP L'],
    ['The Old Bakehouse Tea Rooms', 'THE OLD BAKEHOUSE '],
    ['', '                  '],
  ])('%j fills its 18 characters as %j', (text, field) => {
    expect(bacsField(text, 18)).toBe(field);
  });

  it.each([
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [1234.565, 123457],
    [20, 2000],
  ])('£%s is %i pence', (pounds, pence) => {
    expect(penceOf(pounds)).toBe(pence);
  });
});

describe('a written file', () => {
  const credits: Standard18Credit[] = [
    PAYOUT,
    { sortCode: '309412', accountNumber: '20456613', amountPence: 4210, reference: 'CASHBACK LM100060', payeeName: 'Everything Catering Ltd' },
    { sortCode: '200415', accountNumber: '00718842', amountPence: 99, reference: 'CASHBACK LM100075', payeeName: 'Gareth Lloyd' },
  ];

  it('ends with a contra debiting the originator for the credits’ total', () => {
    const file = writeStandard18(ORIGINATOR, credits);
    expect(file.records).toHaveLength(4);
    expect(file.creditTotalPence).toBe(12345 + 4210 + 99);
    expect(file.contraTotalPence).toBe(file.creditTotalPence);
    expect(file.records.at(-1)).toBe(contraRecord(ORIGINATOR, 16654));
    expect(file.records.at(-1)).toBe('6083712246119801760837122461198000000000016654LARDER ASSOCIATIONCONTRA            LARDER ASSOCIATION');
  });

  it('passes its own checks: 100-character records, Bacs characters, CR LF endings, the contra balancing', () => {
    const file = writeStandard18(ORIGINATOR, credits);
    expect(file.text.split('\r\n')).toHaveLength(5);
    expect(checkStandard18(file.text)).toEqual([]);
  });

  it('needs a credit', () => {
    expect(() => writeStandard18(ORIGINATOR, [])).toThrow(/at least one credit/);
  });
});

describe('the file checks find what is wrong', () => {
  const good = writeStandard18(ORIGINATOR, [PAYOUT]).text;
  const [credit, contra] = good.split('\r\n');

  it.each([
    ['a short record', `${credit!.slice(0, 99)}\r\n${contra}\r\n`, 'Record 1 is 99 characters long, not 100.'],
    ['lower-case letters', `${credit!.replace('LARDER CAFE', 'Larder Cafe')}\r\n${contra}\r\n`, 'Record 1 holds characters Bacs does not allow.'],
    ['a contra that does not balance', `${credit}\r\n${contra!.replace('00000012345', '00000012346')}\r\n`, 'The contra (12346p) does not equal the credits (12345p).'],
    ['no contra', `${credit}\r\n`, 'The file needs at least one credit and its contra.'],
    ['a credit after the contra', `${contra}\r\n${credit}\r\n`, 'Record 1 is not a credit (99): only the last record may be the contra.'],
    ['no final line break', `${credit}\r\n${contra}`, 'The file does not end with a line break (CR LF).'],
    ['a blank payee name', `${credit!.slice(0, 82)}${' '.repeat(18)}\r\n${contra}\r\n`, 'Record 1: the payee name is blank.'],
    ['a zero amount', `${credit!.replace('00000012345', '00000000000')}\r\n${contra!.replace('00000012345', '00000000000')}\r\n`, 'Record 1: the amount is not 11 digits of pence above zero.'],
  ])('%s', (_, text, problem) => {
    expect(checkStandard18(text)).toContain(problem);
  });
});
