// TEST DOUBLE, never shipped: small real files for the demo records, so that downloads open.

/** A file the simulator keeps: its bytes and how it was sent. */
export interface StoredBytes<ContentType extends string = string> {
  bytes: Uint8Array;
  contentType: ContentType;
}

const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '-').replace(/[()\\]/g, '');

/** A one-page PDF with a few lines of text, e.g. "Certificate" and what it is for. */
export function demoPdf(lines: readonly string[]): StoredBytes<'application/pdf'> {
  const text = lines.map((line, index) => `BT /F1 ${index === 0 ? 20 : 12} Tf 72 ${720 - index * 28} Td (${ascii(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { bytes: new TextEncoder().encode(body), contentType: 'application/pdf' };
}
