import { describe, expect, it } from 'vitest';
import { bacsLabelDate, checkLabelledStandard18, writeLabelledStandard18, type BacsServiceUser } from './standard18Labels';
import type { Standard18Credit } from './standard18';

const SERVICE_USER: BacsServiceUser = { sortCode: '608371', accountNumber: '22461198', name: 'Larder Association', serviceUserNumber: '438907' };

/** Two payouts, £123.45 and £42.10, in file number 3, built on Thursday 26/11/2026 for processing on Tuesday 01/12/2026. */
const CREDITS: Standard18Credit[] = [
  { sortCode: '401276', accountNumber: '41920368', amountPence: 12345, reference: 'CASHBACK LM100001', payeeName: 'Larder Café Ltd' },
  { sortCode: '309412', accountNumber: '20456613', amountPence: 4210, reference: 'CASHBACK LM100060', payeeName: 'Everything Catering' },
];
const FACTS = { serialNumber: 3, createdOn: '2026-11-26', processingDate: '2026-12-01' };
const written = () => writeLabelledStandard18(SERVICE_USER, CREDITS, FACTS);

// The labels, written out character by character (80 each): see standard18Labels.ts for the positions.
const VOL1 = 'VOL1000003                               438907                                1';
const HDR1 = 'HDR1A438907S  143890700000300010001       26330 263300000000                    ';
const HDR2 = 'HDR2F0200000100                                   00                            ';
const UHL1 = 'UHL1 26335999999    000000001 DAILY  001                                        ';
const EOF1 = 'EOF1A438907S  143890700000300010001       26330 263300000000                    ';
const EOF2 = 'EOF2F0200000100                                   00                            ';
const UTL1 = 'UTL10000000016555000000001655500000010000002                                    ';

describe('a labelled Standard 18 file', () => {
  it('starts with VOL1 carrying the service user number and ends with UTL1 carrying the counts and totals', () => {
    const lines = written().text.split('\r\n');
    expect(lines.at(-1), 'the last line ends CR LF').toBe('');
    expect(lines[0]).toBe(VOL1);
    expect(lines.at(-2)).toBe(UTL1);
  });

  it('holds the header labels, the data records with the contra last, then the end-of-file labels', () => {
    const { lines } = written();
    expect(lines.slice(0, 4)).toEqual([VOL1, HDR1, HDR2, UHL1]);
    expect(lines.slice(4, 7)).toEqual([
      '4012764192036809960837122461198000000000012345LARDER ASSOCIATIONCASHBACK LM100001 LARDER CAFE LTD   ',
      '3094122045661309960837122461198000000000004210LARDER ASSOCIATIONCASHBACK LM100060 EVERYTHING CATERIN',
      '6083712246119801760837122461198000000000016555LARDER ASSOCIATIONCONTRA            LARDER ASSOCIATION',
    ]);
    expect(lines.slice(7)).toEqual([EOF1, EOF2, UTL1]);
    for (const label of [VOL1, HDR1, HDR2, UHL1, EOF1, EOF2, UTL1]) expect(label).toHaveLength(80);
  });

  it.each([
    ['1 January', '2027-01-01', ' 27001'],
    ['the processing day above', '2026-12-01', ' 26335'],
    ['31 December of a leap year', '2028-12-31', ' 28366'],
  ])('writes %s as bYYDDD', (_, date, label) => {
    expect(bacsLabelDate(date)).toBe(label);
  });

  it('refuses a service user number that is not 6 digits', () => {
    expect(() => writeLabelledStandard18({ ...SERVICE_USER, serviceUserNumber: '43890' }, CREDITS, FACTS)).toThrow(RangeError);
  });
});

describe('the labelled file’s checks', () => {
  const expected = { serviceUserNumber: '438907', processingDate: '2026-12-01' };
  const replaceLine = (index: number, line: string) => {
    const lines = [...written().lines];
    lines.splice(index < 0 ? lines.length + index : index, 1, line);
    return lines.map((each) => `${each}\r\n`).join('');
  };

  it('find nothing wrong with a sound file', () => {
    expect(checkLabelledStandard18(written().text, expected)).toEqual([]);
  });

  it.each([
    ['another service user number', written().text, { ...expected, serviceUserNumber: '123456' }, /VOL1 does not carry the service user number 123456/],
    ['a processing day that is not the file’s', written().text, { ...expected, processingDate: '2026-12-02' }, /UHL1's processing day is " 26335", not the file's processing day " 26336"/],
    ['a trailer whose totals are not the records’', replaceLine(-1, UTL1.replace('0000000016555', '0000000016554')), expected, /UTL1 does not match the records/],
    ['an EOF1 that does not repeat HDR1', replaceLine(-3, EOF1.replace('26330', '26331')), expected, /EOF1 does not repeat HDR1/],
    ['a label one character short', replaceLine(2, HDR2.slice(0, 79)), expected, /HDR2 is 79 characters long, not 80/],
    ['no labels at all', written().lines.slice(4, 7).map((line) => `${line}\r\n`).join(''), expected, /it needs VOL1, HDR1, HDR2, UHL1/],
  ])('find %s', (_, text, facts, problem) => {
    expect(checkLabelledStandard18(text, facts).join(' ')).toMatch(problem);
  });
});
