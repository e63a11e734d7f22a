import { describe, expect, it } from 'vitest';
import type { PeriodMemberCashback } from '@/domain/rewards/periodAdmin';
import { periodCashbackCsv } from '@/domain/rewards/periodExport';
import type { ProgrammePeriod } from '@/domain/rewards/periods';

const period = (schemeType: ProgrammePeriod['schemeType']) =>
  ({ id: 'p1', schemeType, name: 'H2 2026', startDate: '2026-07-01', endDate: '2026-12-31', state: 'ApprovedForPayout' }) as ProgrammePeriod;

const line = (fields: Partial<PeriodMemberCashback>): PeriodMemberCashback => ({
  membershipNumber: 'LM100001',
  memberName: 'Priya Shah',
  supplierAccountNumber: 'BP204417',
  purchases: { count: 3, totalExcludingVat: 1000 },
  claims: null,
  calculatedCashback: 25,
  adjustments: 0,
  cashback: 25,
  paidCashback: 0,
  walletState: 'Approved',
  ...fields,
});

/** The CSV's cells, line by line (no cell here holds a comma but the quoted header's). */
const rows = (csv: string) => csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

describe('a period’s CSV export', () => {
  it.each([
    { line: line({ paidCashback: 0, walletState: 'Approved' }), state: 'Approved' },
    { line: line({ paidCashback: 10, walletState: 'Approved' }), state: 'Partly paid (£10.00 of £25.00)' },
    { line: line({ paidCashback: 25, walletState: 'Paid' }), state: 'Paid' },
    { line: line({ paidCashback: 0, walletState: null }), state: 'Not in the wallet yet' },
  ])('says where a line stands: $state', ({ line: member, state }) => {
    expect(rows(periodCashbackCsv(period('biopak'), [member]))[1]!.split(',').at(-1)).toBe(state);
  });

  it.each([
    { schemeType: 'biopak' as const, says: '"Calculated cashback (£; the rate on the total, rounded to the penny)"' },
    { schemeType: 'calor' as const, says: '"Calculated cashback (£; each claim rounded to the penny, then added)"' },
  ])('states how $schemeType cashback was rounded, in its header', ({ schemeType, says }) => {
    expect(rows(periodCashbackCsv(period(schemeType), []))[0]).toContain(says);
  });
});
