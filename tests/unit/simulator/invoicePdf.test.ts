// The invoice PDF (tests/mocks/api/invoicePdf.ts, the reference for the backend's renderer), read back with
// Debian's PDF tools as a reader's software would: paginated, fonts embedded, WinAnsi's characters kept,
// tagged, and the same bytes for the same invoice.
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../../mocks/api/invoicePdf';
import { SUPPLIER } from '../../mocks/api/backend-reference/issuedInvoices';
import { textWidth, wrapText } from '../../mocks/api/pdf/pdfText';
import { loadFont } from '../../mocks/api/pdf/trueTypeFont';
import type { InvoiceRecord } from '../../mocks/api/seed/account';
import { pdfFonts, pdfInfo, pdfPagesText, qpdfCheck } from './pdfTools';

const RENEWAL = 'Membership renewal, Premium, 27/11/2026 to 26/11/2027';
const CUSTOMER = { name: 'The Larder Café', address: ['Larder Catering Ltd', '4 Station Parade', 'Harrogate', 'HG1 1UF'], vatNumber: 'GB 287 4312 41' };

const invoiceOf = (lines: InvoiceRecord['lines'], status: InvoiceRecord['status'] = 'Unpaid'): InvoiceRecord => {
  const net = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  return {
    number: 'INV-000123',
    issueDate: '2026-11-27',
    taxPoint: '2026-11-27',
    dueDate: '2026-11-27',
    description: lines[0]!.description,
    net,
    vat: net / 5,
    gross: net * 1.2,
    status,
    lines,
    supplier: SUPPLIER,
    customer: CUSTOMER,
  };
};
const renewal = invoiceOf([{ description: RENEWAL, quantity: 1, unitPrice: 250, vatRate: 20 }]);
const fortyLines = invoiceOf(Array.from({ length: 40 }, (_, index) => ({ description: `Catering supplies, line ${index + 1}`, quantity: 1, unitPrice: 10, vatRate: 20 })));
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

describe('the invoice PDF', () => {
  it('passes qpdf’s structure check and embeds both its fonts, subset, with a map back to Unicode', () => {
    const pdf = renderInvoicePdf(fortyLines);
    expect(qpdfCheck(pdf)).toContain('No syntax or stream encoding errors found');
    const fonts = pdfFonts(pdf);
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, ''))).toEqual(['LiberationSans', 'LiberationSans-Bold']);
    for (const font of fonts) expect(font).toMatchObject({ type: 'TrueType', encoding: 'WinAnsi', embedded: true, subset: true, unicode: true });
  });

  it('puts a 40-line invoice on two pages: the column heads on both, the totals after line 40 on the last, "Page N of M" on each', () => {
    const pdf = renderInvoicePdf(fortyLines);
    expect(pdfInfo(pdf).Pages).toBe('2');
    const [first, second] = pdfPagesText(pdf).map(squeeze);
    for (const page of [first!, second!]) expect(page).toMatch(/Description Qty Unit price VAT rate Net/);
    expect(first).toContain('Catering supplies, line 1 ');
    expect(first).not.toContain('Total to pay');
    expect(first).toContain('Page 1 of 2');
    expect(second).toContain('Catering supplies, line 40 ');
    expect(second!.indexOf('Catering supplies, line 40')).toBeLessThan(second!.indexOf('Total excluding VAT £400.00'));
    expect(second).toContain('Total VAT £80.00');
    expect(second).toContain('Total to pay £480.00');
    expect(second).toContain('Page 2 of 2');
    // Every line is drawn once, none lost between the pages.
    const drawn = [first!, second!].join(' ').match(/Catering supplies, line \d+ /g) ?? [];
    expect(drawn).toHaveLength(40);
  });

  it('wraps a description too long for its column onto the next lines, keeping every word (the period a renewal covers)', () => {
    const [page] = pdfPagesText(renderInvoicePdf(renewal));
    const lines = page!.split('\n').map((line) => line.trim());
    const start = lines.findIndex((line) => line.startsWith('Membership renewal'));
    expect(squeeze(`${lines[start]!.replace(/\s{2,}.*$/, '')} ${lines[start + 1]}`)).toBe(RENEWAL);
  });

  it('keeps WinAnsi’s characters: an em dash, curly quotes, the pound and euro signs, accents', () => {
    const text = 'Caf\u00e9 \u201cLe D\u00e9jeuner\u201d \u2014 chef\u2019s \u2018special\u2019 \u20ac5 \u00a32';
    const [page] = pdfPagesText(renderInvoicePdf(invoiceOf([{ description: text, quantity: 1, unitPrice: 10, vatRate: 20 }])));
    expect(squeeze(page!)).toContain(text);
    expect(page).not.toContain('?');
  });

  it('says on a paid invoice what was paid, when and how, and a balance due of £0.00', () => {
    const howPaid = 'Paid by card on 27/11/2026 (Visa ending 4242)';
    const [page] = pdfPagesText(renderInvoicePdf({ ...renewal, status: 'Paid' }, { amount: 300, howPaid }));
    const text = squeeze(page!);
    expect(text).toContain('Status: Paid');
    expect(text).toContain('Invoice total £300.00');
    expect(text).toContain('Amount paid £300.00');
    expect(text).toContain('Balance due £0.00');
    expect(text).toContain(howPaid);
    expect(text).not.toContain('Total to pay');
  });

  it('is tagged: a title shown as the window’s, its language, a structure tree, marked content', () => {
    const pdf = renderInvoicePdf(fortyLines);
    const info = pdfInfo(pdf);
    expect(info).toMatchObject({ Title: 'Invoice INV-000123', Author: SUPPLIER.name, Tagged: 'yes' });
    const raw = Buffer.from(pdf).toString('latin1');
    for (const part of ['/StructTreeRoot', '/MarkInfo << /Marked true >>', '/Lang (en-GB)', '/DisplayDocTitle true', '/S /Table', '/S /TH', '/S /H1', '<pdfuaid:part>1</pdfuaid:part>'])
      expect(raw).toContain(part);
  });

  it('is the same bytes every time for the same invoice', () => {
    expect(Buffer.from(renderInvoicePdf(renewal)).equals(Buffer.from(renderInvoicePdf(renewal)))).toBe(true);
  });
});

describe('wrapping text in the embedded font', () => {
  const font = loadFont('regular');

  it('breaks between words, each line within the width, nothing lost', () => {
    const lines = wrapText(font, RENEWAL, 228, 10);
    expect(lines).toEqual(['Membership renewal, Premium, 27/11/2026 to', '26/11/2027']);
    for (const line of lines) expect(textWidth(font, line, 10)).toBeLessThanOrEqual(228);
  });

  it('keeps a short text on one line, and breaks a word longer than the line where it must', () => {
    expect(wrapText(font, 'Upgrade to Premium', 228, 10)).toEqual(['Upgrade to Premium']);
    const long = 'W'.repeat(40);
    const lines = wrapText(font, long, 100, 10);
    expect(lines.join('')).toBe(long);
    for (const line of lines) expect(textWidth(font, line, 10)).toBeLessThanOrEqual(100);
  });
});
