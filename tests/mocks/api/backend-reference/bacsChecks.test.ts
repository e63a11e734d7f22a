import { describe, expect, it } from 'vitest';
import { formatApiDate } from '../../../../src/domain/format/date';
import { bacsFileChecks, workingDayOnOrBefore, type BacsChecksInput } from './bacsChecks';
import { writeStandard18 } from './standard18';
import { writeLabelledStandard18 } from './standard18Labels';

const TODAY = new Date(2026, 10, 26, 9); // Thursday 26 November 2026
const ORIGINATOR = { sortCode: '608371', accountNumber: '22461198', name: 'Larder Association', serviceUserNumber: '438907' };

const LINES = [
  { membershipNumber: 'LM100001', sortCode: '401276', accountNumber: '41920368', amount: 123.45, transactionCount: 2 },
  { membershipNumber: 'LM100060', sortCode: '309412', accountNumber: '20456613', amount: 42.1, transactionCount: 1 },
];

function input(overrides: Partial<BacsChecksInput> = {}): BacsChecksInput {
  const lines = overrides.lines ?? LINES;
  const processingDate = overrides.processingDate ?? '2026-12-01';
  const credits = lines.map((line) => ({ ...line, amountPence: Math.round(line.amount * 100), reference: `CASHBACK ${line.membershipNumber}`, payeeName: 'Payee' }));
  const written = writeStandard18(ORIGINATOR, credits);
  return {
    processingDate,
    approvedCashback: { transactionCount: 4, total: 180.55 },
    lines,
    exclusions: [{ amount: 15, transactionCount: 1 }],
    creditTotal: 165.55,
    contraTotal: 165.55,
    fileText: written.text,
    labelledFileText: writeLabelledStandard18(ORIGINATOR, credits, { serialNumber: 3, createdOn: '2026-11-26', processingDate }).text,
    serviceUserNumber: ORIGINATOR.serviceUserNumber,
    ...overrides,
  };
}

const resultOf = (checks: ReturnType<typeof bacsFileChecks>, id: string) => checks.find((check) => check.id === id)!;

describe('the checks before a file is released', () => {
  it('pass for a sound file, each saying what it found', () => {
    const checks = bacsFileChecks(input(), TODAY);
    expect(checks.map((check) => [check.id, check.passed])).toEqual([
      ['countAndTotal', true],
      ['contra', true],
      ['processingDate', true],
      ['duplicatePayees', true],
      ['records', true],
      ['labels', true],
    ]);
    expect(resultOf(checks, 'countAndTotal').summary).toBe('2 credits of £165.55 and £15 left out account for all 4 approved cashback items (£180.55).');
    expect(resultOf(checks, 'contra').summary).toBe('The contra debit of £165.55 equals the credits.');
    expect(resultOf(checks, 'processingDate').summary).toBe('01/12/2026 is a working day, 3 working days after 26/11/2026.');
  });

  it.each([
    ['one approved item missing', { approvedCashback: { transactionCount: 5, total: 180.55 } }, 'countAndTotal'],
    ['a penny missing', { approvedCashback: { transactionCount: 4, total: 180.56 } }, 'countAndTotal'],
    ['a contra short of the credits', { contraTotal: 165.54 }, 'contra'],
    ['a credit total that is not the lines', { creditTotal: 165.56, contraTotal: 165.56 }, 'contra'],
    ['a Saturday', { processingDate: '2026-11-28' }, 'processingDate'],
    ['tomorrow', { processingDate: '2026-11-27' }, 'processingDate'],
    ['a bank holiday', { processingDate: '2026-12-28' }, 'processingDate'],
    ['a record cut short', { fileText: 'X\r\n' }, 'records'],
    ['labels of another service user', { serviceUserNumber: '123456' }, 'labels'],
  ])('fail on %s', (_, overrides, failing) => {
    const checks = bacsFileChecks(input(overrides), TODAY);
    expect(checks.filter((check) => !check.passed).map((check) => check.id)).toEqual([failing]);
  });

  it('find two members paid into one account, and one member paid twice', () => {
    const shared = [...LINES, { membershipNumber: 'LM100079', sortCode: '401276', accountNumber: '41920368', amount: 1, transactionCount: 1 }];
    expect(resultOf(bacsFileChecks(input({ lines: shared }), TODAY), 'duplicatePayees')).toEqual({
      id: 'duplicatePayees',
      passed: false,
      summary: 'LM100001 and LM100079 are paid into the same bank account.',
    });
    const twice = [...LINES, { ...LINES[0]!, accountNumber: '11111111' }];
    expect(resultOf(bacsFileChecks(input({ lines: twice }), TODAY), 'duplicatePayees').summary).toBe('LM100001 has more than one credit.');
  });
});

describe('the seeded files’ dates', () => {
  it('finds the last working day on or before a date', () => {
    expect(formatApiDate(workingDayOnOrBefore('2026-12-28'))).toBe('2026-12-24');
    expect(formatApiDate(workingDayOnOrBefore('2026-11-26'))).toBe('2026-11-26');
  });
});
