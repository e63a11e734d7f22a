import { describe, expect, it } from 'vitest';
import { readReportAmount, readReportDate, readSupplierReport, SUPPLIER_REPORT_EXAMPLE } from './supplierReport';

describe('an invoice date in a supplier report', () => {
  it.each([
    ['05/04/2026', '2026-04-05'],
    ['5/4/2026', '2026-04-05'],
    ['31/12/2026', '2026-12-31'],
    ['2026-04-05', '2026-04-05'],
    [' 05/04/2026 ', '2026-04-05'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2026', undefined],
    ['31/04/2026', undefined],
    ['13/13/2026', undefined],
    ['05/04/26', undefined],
    ['2026-4-5', undefined],
    ['04-05-2026', undefined],
    ['5 April 2026', undefined],
    ['', undefined],
  ])('"%s" → %s', (text, expected) => expect(readReportDate(text)).toBe(expected));
});

describe('an amount in a supplier report', () => {
  it.each([
    ['184.60', 184.6],
    ['£1,234.5', 1234.5],
    [' 12 ', 12],
    ['-20.00', -20],
    ['(20.00)', -20],
    ['0', 0],
    ['12.345', undefined],
    ['£', undefined],
    ['twelve', undefined],
  ])('"%s" → %s', (text, expected) => expect(readReportAmount(text)).toBe(expected));
});

describe('reading a supplier report', () => {
  it('reads the example, columns in any order and case', () => {
    expect(readSupplierReport(SUPPLIER_REPORT_EXAMPLE)).toEqual({
      rows: [{ line: 2, accountNumber: 'BP204417', invoiceNumber: 'BPI-20260405-11', invoiceDate: '2026-04-05', amountExcludingVat: 184.6 }],
      problems: [],
    });
    const reordered = 'amount excluding vat,INVOICE DATE,Other,Invoice number,Account number\n10,1/5/2026,x,INV-1,bp204417\n';
    expect(readSupplierReport(reordered).rows).toEqual([{ line: 2, accountNumber: 'BP204417', invoiceNumber: 'INV-1', invoiceDate: '2026-05-01', amountExcludingVat: 10 }]);
  });

  it.each([
    ['an empty file', '', [{ line: 1, reason: 'The file is empty: it holds no column names and no purchases.' }]],
    ['column names only', 'Account number,Invoice number,Invoice date,Amount excluding VAT\n', [{ line: 1, reason: 'The file holds column names but no purchases.' }]],
    [
      'a missing column',
      'Account number,Invoice date,Amount excluding VAT\nBP1,01/04/2026,1\n',
      [{ line: 1, reason: 'The first line must name the columns Account number, Invoice number, Invoice date, Amount excluding VAT. Missing: Invoice number.' }],
    ],
  ])('refuses %s', (_name, text, problems) => expect(readSupplierReport(text)).toEqual({ rows: [], problems }));

  it('lists every bad line with all its reasons, and an invoice twice', () => {
    const text = [
      'Account number,Invoice number,Invoice date,Amount excluding VAT',
      ',,,',
      'BP1,INV-1,31/02/2026,abc',
      'BP1,INV-2,01/04/2026,0',
      'BP1,inv-2,01/04/2026,5',
    ].join('\n');
    // Line 2 holds only commas: it has fields, so it is a line with nothing in them and is skipped.
    expect(readSupplierReport(text).problems).toEqual([
      { line: 3, reason: 'The invoice date “31/02/2026” is not a date (write it as DD/MM/YYYY); the amount “abc” is not an amount in pounds and pence.' },
      { line: 4, reason: 'The amount is £0.' },
      { line: 5, reason: 'Invoice inv-2 is already on line 4.' },
    ]);
  });
});
