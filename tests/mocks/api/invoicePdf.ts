// TEST DOUBLE, never shipped: a real, minimal PDF of a VAT invoice, written by hand (no dependency): one A4
// page in the standard Helvetica fonts, with the fields HMRC asks of a full VAT invoice (DOMAIN-NOTES §5).
import { formatDate } from '../../../src/domain/format/date';
import type { PostalAddress } from '../../../src/domain/account/accountDetails';
import { wrapHelvetica } from './helveticaText';
import type { InvoiceRecord } from './seed/account';

export interface InvoiceParty {
  name: string;
  address: string[];
  vatNumber?: string;
}

/** Pounds for the PDF: '£1,234.50' always with pence (WinAnsi has the pound sign at 0xA3). */
const pounds = (amount: number) =>
  `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const addressLines = (address: PostalAddress) =>
  [address.line1, address.line2, address.town, address.county, address.postcode].filter((line): line is string => Boolean(line));

/** A PDF string literal in WinAnsiEncoding: brackets and backslashes escaped, anything beyond Latin-1 replaced. */
function pdfString(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (character === '(' || character === ')' || character === '\\') out += `\\${character}`;
    else if (code >= 0x20 && code < 0x7f) out += character;
    else if (code === 0x2019 || code === 0x2018) out += "'";
    else if (code >= 0xa0 && code <= 0xff) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `(${out})`;
}

interface TextRun {
  x: number;
  y: number;
  text: string;
  bold?: boolean;
  size?: number;
}

function pageContent(invoice: InvoiceRecord, supplier: InvoiceParty, customer: InvoiceParty, howPaid: string): TextRun[] {
  const runs: TextRun[] = [];
  let y = 790;
  const line = (x: number, text: string, options: Partial<TextRun> = {}) => runs.push({ x, y, text, ...options });
  /** The next line down, 14 points below. */
  const below = (x: number, text: string, options: Partial<TextRun> = {}) => {
    y -= 14;
    line(x, text, options);
  };

  line(50, 'VAT INVOICE', { bold: true, size: 18 });
  y -= 30;
  line(50, supplier.name, { bold: true });
  for (const part of supplier.address) below(50, part);
  below(50, `VAT registration number: ${supplier.vatNumber ?? ''}`);

  y = 746;
  line(360, `Invoice number: ${invoice.number}`, { bold: true });
  below(360, `Invoice date: ${formatDate(invoice.issueDate)}`);
  below(360, `Tax point: ${formatDate(invoice.taxPoint)}`);
  below(360, `Payment due: ${formatDate(invoice.dueDate)}`);
  below(360, `Status: ${invoice.status}`);
  // When and how a paid invoice was paid ('Paid by card on 27/11/2026 (Visa ending 4242)'), below its status.
  // Wrapped within the page's right margin, as the line descriptions are within their column.
  if (howPaid) for (const part of wrapHelvetica(howPaid, 195, 10)) below(360, part);

  y = 640;
  line(50, 'Invoice to', { bold: true });
  below(50, customer.name);
  for (const part of customer.address) below(50, part);

  y -= 36;
  const columns = [50, 290, 340, 420, 480] as const;
  (['Description', 'Qty', 'Unit price', 'VAT rate', 'Net'] as const).forEach((heading, index) => line(columns[index]!, heading, { bold: true }));
  for (const item of invoice.lines) {
    y -= 16;
    line(columns[1], String(item.quantity));
    line(columns[2], pounds(item.unitPrice));
    line(columns[3], `${item.vatRate}%`);
    line(columns[4], pounds(item.unitPrice * item.quantity));
    // The description wraps within its column (up to the Qty column, less a gap), never cut: the period a
    // renewal covers is part of what the member paid for.
    const [first = '', ...more] = wrapHelvetica(item.description, columns[1] - columns[0] - 12, 10);
    line(columns[0], first);
    for (const next of more) below(columns[0], next);
  }
  y -= 30;
  line(340, 'Total excluding VAT');
  line(480, pounds(invoice.net));
  below(340, 'Total VAT');
  line(480, pounds(invoice.vat));
  below(340, 'Total to pay', { bold: true });
  line(480, pounds(invoice.gross), { bold: true });
  y -= 40;
  line(50, 'All amounts are in pounds sterling. Thank you for your membership.', { size: 9 });
  return runs;
}

/**
 * The invoice as PDF bytes: catalog, page tree, one page, two fonts, one content stream, document info.
 * `howPaid` says when and how a paid invoice was paid ('' while it is not).
 */
export function renderInvoicePdf(invoice: InvoiceRecord, supplier: InvoiceParty, customer: InvoiceParty, howPaid = ''): Uint8Array<ArrayBuffer> {
  const stream = pageContent(invoice, supplier, customer, howPaid)
    .map((run) => `BT /${run.bold ? 'F2' : 'F1'} ${run.size ?? 10} Tf ${run.x} ${run.y} Td ${pdfString(run.text)} Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(`Invoice ${invoice.number}`)} /Author ${pdfString(supplier.name)} /Producer (Larder API simulator) >>`,
  ];
  // Every character above is ASCII (pdfString escapes the rest), so string length is byte length.
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
