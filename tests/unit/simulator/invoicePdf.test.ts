import { describe, expect, it } from 'vitest';
import { helveticaWidth, wrapHelvetica } from '../../mocks/api/helveticaText';
import { renderInvoicePdf } from '../../mocks/api/invoicePdf';
import { SUPPLIER, type InvoiceRecord } from '../../mocks/api/seed/account';

const RENEWAL = 'Membership renewal, Premium, 27/11/2026 to 26/11/2027';

const invoice: InvoiceRecord = {
  number: 'INV-000123',
  issueDate: '2026-11-27',
  taxPoint: '2026-11-27',
  dueDate: '2026-11-27',
  description: RENEWAL,
  net: 250,
  vat: 50,
  gross: 300,
  status: 'Paid',
  lines: [{ description: RENEWAL, quantity: 1, unitPrice: 250, vatRate: 20 }],
};

/** The texts the PDF draws at a left edge, top to bottom, between two heights. */
function textsAt(pdf: string, x: number, below: number, above: number): string[] {
  return [...pdf.matchAll(/BT \/F\d \d+ Tf (\d+) (\d+) Td \((.*?)\) Tj ET/g)]
    .filter((match) => Number(match[1]) === x && Number(match[2]) < below && Number(match[2]) > above)
    .map((match) => match[3]!);
}

describe('the invoice PDF', () => {
  it('wraps a description too long for its column onto the next lines, keeping every word (the period a renewal covers)', () => {
    const pdf = new TextDecoder('latin1').decode(renderInvoicePdf(invoice, SUPPLIER, { name: 'The Larder Café', address: ['12 Church Street', 'Harrogate', 'HG1 1AA'] }));
    const headingY = Number(/50 (\d+) Td \(Description\)/.exec(pdf)![1]);
    const totalsY = Number(/340 (\d+) Td \(Total excluding VAT\)/.exec(pdf)![1]);
    const description = textsAt(pdf, 50, headingY, totalsY);
    expect(description.length).toBeGreaterThan(1);
    expect(description.join(' ')).toBe(RENEWAL);
    expect(pdf).not.toContain('...');
  });
});

describe('the invoice PDF of a paid invoice', () => {
  it('says when and how it was paid, under its status, within the page and above the customer', () => {
    const howPaid = 'Paid by card on 27/11/2026 (Visa ending 4242)';
    const pdf = new TextDecoder('latin1').decode(renderInvoicePdf(invoice, SUPPLIER, { name: 'The Larder Café', address: ['HG1 1AA'] }, howPaid));
    const statusY = Number(/360 (\d+) Td \(Status: Paid\)/.exec(pdf)![1]);
    const customerY = Number(/50 (\d+) Td \(Invoice to\)/.exec(pdf)![1]);
    // PDF strings escape their brackets.
    const lines = textsAt(pdf, 360, statusY, customerY).map((line) => line.replace(/\\([()\\])/g, '$1'));
    expect(lines.join(' ')).toBe(howPaid);
    for (const line of lines) expect(360 + helveticaWidth(line, 10)).toBeLessThanOrEqual(595 - 40);
  });
});

describe('wrapping Helvetica text', () => {
  it('breaks between words, each line within the width, nothing lost', () => {
    const lines = wrapHelvetica(RENEWAL, 228, 10);
    expect(lines).toEqual(['Membership renewal, Premium, 27/11/2026 to', '26/11/2027']);
    for (const line of lines) expect(helveticaWidth(line, 10)).toBeLessThanOrEqual(228);
  });

  it('keeps a short text on one line, and breaks a word longer than the line where it must', () => {
    expect(wrapHelvetica('Upgrade to Premium', 228, 10)).toEqual(['Upgrade to Premium']);
    const long = 'W'.repeat(40);
    const lines = wrapHelvetica(long, 100, 10);
    expect(lines.join('')).toBe(long);
    for (const line of lines) expect(helveticaWidth(line, 10)).toBeLessThanOrEqual(100);
  });
});
