// TEST DOUBLE, never shipped: a VAT invoice as a PDF, written by hand (no PDF library): the reference for the
// backend's. It renders the invoice as issued (the parties and lines its record keeps, never today's trading
// name), with the fields HMRC asks of a full VAT invoice (DOMAIN-NOTES §5), and is made to be kept:
// - paginated on A4: the column heads repeat on every page, the totals come after the last line, on the last
//   page, and every page says "Page N of M";
// - its fonts embedded (Liberation Sans, subset: pdf/trueTypeFont.ts), WinAnsi's characters kept (em dash,
//   curly quotes, the pound and euro signs), with a ToUnicode map so copied text is right;
// - tagged (PDF/UA-minded): a title shown as the window's title, the language (en-GB), XMP metadata, and a
//   structure tree in reading order (a heading, paragraphs, a table with header cells), the page numbers and
//   repeated heads marked as pagination artefacts;
// - the same bytes every time for the same invoice (its dates come from the invoice, not the clock).
import { deflateSync } from 'node:zlib';
import { formatDate } from '../../../src/domain/format/date';
import type { InvoiceRecord } from './seed/account';
import { textWidth, wrapText } from './pdf/pdfText';
import { loadFont, unicodeOfCode, winAnsiBytes, type FontFace, type TrueTypeFont } from './pdf/trueTypeFont';

/** How a paid invoice was paid: the amount, and when and how in words ('Paid by card on 27/11/2026 (Visa ending 4242)'). */
export interface InvoicePaid {
  amount: number;
  howPaid: string;
}

/** Pounds for the PDF: '£1,234.50' always with pence. */
const pounds = (amount: number) => `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const PAGE = { width: 595, height: 842, top: 790, bottom: 60, left: 50, right: 545 } as const;
const COLUMNS = [
  { heading: 'Description', x: 50, align: 'left' },
  { heading: 'Qty', x: 320, align: 'right' },
  { heading: 'Unit price', x: 400, align: 'right' },
  { heading: 'VAT rate', x: 460, align: 'right' },
  { heading: 'Net', x: 545, align: 'right' },
] as const;
const DESCRIPTION_WIDTH = 230;
const LINE = 14;
const ROW = 16;

let fonts: Record<FontFace, TrueTypeFont> | undefined;
const fontsNow = () => (fonts ??= { regular: loadFont('regular'), bold: loadFont('bold') });

/** A structure element of the tag tree: a role, its children, and the marked content it holds, page by page. */
interface StructNode {
  role: 'Document' | 'H1' | 'P' | 'Table' | 'TR' | 'TH' | 'TD';
  children: StructNode[];
  marks: { page: number; mcid: number }[];
  attributes?: string;
}

interface PageContent {
  operations: string[];
  /** The structure element of each marked-content id on the page, in order (the parent tree's entry). */
  marked: StructNode[];
}

interface TextRun {
  x: number;
  y: number;
  text: string;
  face?: FontFace;
  size?: number;
  align?: 'left' | 'right';
}

const node = (role: StructNode['role'], parent?: StructNode, attributes?: string): StructNode => {
  const created: StructNode = { role, children: [], marks: [], attributes };
  parent?.children.push(created);
  return created;
};

/** Lays the invoice out page by page, marking every run as content of a structure element or as an artefact. */
class InvoiceLayout {
  readonly pages: PageContent[] = [];
  readonly used: Record<FontFace, Set<number>> = { regular: new Set(), bold: new Set() };
  readonly document = node('Document');
  y: number = PAGE.top;

  constructor(private readonly font: Record<FontFace, TrueTypeFont>) {
    this.newPage();
  }

  newPage() {
    this.pages.push({ operations: [], marked: [] });
    this.y = PAGE.top;
  }

  private get page() {
    return this.pages.at(-1)!;
  }

  private show({ x, y, text, face = 'regular', size = 10, align = 'left' }: TextRun): string {
    const bytes = winAnsiBytes(text);
    for (const code of bytes) this.used[face].add(code);
    const left = align === 'right' ? x - textWidth(this.font[face], text, size) : x;
    const hex = Buffer.from(bytes).toString('hex').toUpperCase();
    return `BT /${face === 'bold' ? 'F2' : 'F1'} ${size} Tf ${left.toFixed(2)} ${y.toFixed(2)} Td <${hex}> Tj ET`;
  }

  /** A run of text as content of a structure element. */
  text(element: StructNode, run: Omit<TextRun, 'y'> & { y?: number }) {
    const mcid = this.page.marked.length;
    this.page.marked.push(element);
    element.marks.push({ page: this.pages.length - 1, mcid });
    this.page.operations.push(`/${element.role} <</MCID ${mcid}>> BDC ${this.show({ y: this.y, ...run })} EMC`);
  }

  /** A run of text that is no content of the document (page numbers, headings repeated on a new page). */
  artefact(run: TextRun, pageIndex = this.pages.length - 1) {
    this.pages[pageIndex]!.operations.push(`/Artifact <</Type /Pagination>> BDC ${this.show(run)} EMC`);
  }

  /** Whether `height` more points fit above the bottom margin. */
  fits(height: number) {
    return this.y - height >= PAGE.bottom;
  }
}

function layOut(invoice: InvoiceRecord, paid: InvoicePaid | undefined, font: Record<FontFace, TrueTypeFont>): InvoiceLayout {
  const layout = new InvoiceLayout(font);
  const { document } = layout;
  /** A page after the first: which invoice it continues, above the repeated heads. */
  const continuationPage = () => {
    layout.newPage();
    layout.artefact({ x: PAGE.right, y: PAGE.top + 20, text: `Invoice ${invoice.number}, continued`, size: 9, align: 'right' });
  };
  const below = () => (layout.y -= LINE);

  layout.text(node('H1', document), { x: PAGE.left, text: 'VAT INVOICE', face: 'bold', size: 18 });

  const { supplier, customer } = invoice;
  layout.y = 760;
  const from = node('P', document);
  layout.text(from, { x: PAGE.left, text: supplier.name, face: 'bold' });
  for (const part of supplier.address) {
    below();
    layout.text(from, { x: PAGE.left, text: part });
  }
  below();
  layout.text(from, { x: PAGE.left, text: `VAT registration number: ${supplier.vatNumber ?? ''}` });

  layout.y = 746;
  const facts = [
    `Invoice date: ${formatDate(invoice.issueDate)}`,
    `Tax point: ${formatDate(invoice.taxPoint)}`,
    `Payment due: ${formatDate(invoice.dueDate)}`,
    `Status: ${invoice.status}`,
  ];
  layout.text(node('P', document), { x: 360, text: `Invoice number: ${invoice.number}`, face: 'bold' });
  for (const fact of facts) {
    below();
    layout.text(node('P', document), { x: 360, text: fact });
  }

  layout.y = 640;
  const to = node('P', document);
  layout.text(to, { x: PAGE.left, text: 'Invoice to', face: 'bold' });
  for (const part of [customer.name, ...customer.address, ...(customer.vatNumber ? [`VAT registration number: ${customer.vatNumber}`] : [])]) {
    below();
    layout.text(to, { x: PAGE.left, text: part });
  }

  // The lines: a table whose column heads start it, and repeat (as artefacts) on every page it continues on.
  const table = node('Table', document);
  const headRow = node('TR', table);
  const heads = (asContent: boolean) => {
    for (const column of COLUMNS) {
      const run = { x: column.x, y: layout.y, text: column.heading, face: 'bold' as const, align: column.align };
      if (asContent) layout.text(node('TH', headRow, '/A << /O /Table /Scope /Column >>'), run);
      else layout.artefact(run);
    }
  };
  layout.y -= 36;
  heads(true);
  for (const item of invoice.lines) {
    const description = wrapText(font.regular, item.description, DESCRIPTION_WIDTH, 10);
    const height = ROW + (description.length - 1) * LINE;
    if (!layout.fits(height)) {
      continuationPage();
      heads(false);
    }
    layout.y -= ROW;
    const row = node('TR', table);
    const cell = node('TD', row);
    description.forEach((part, index) => layout.text(cell, { x: COLUMNS[0].x, y: layout.y - index * LINE, text: part }));
    const values = [String(item.quantity), pounds(item.unitPrice), `${item.vatRate}%`, pounds(item.unitPrice * item.quantity)];
    values.forEach((value, index) => layout.text(node('TD', row), { x: COLUMNS[index + 1]!.x, text: value, align: 'right' }));
    layout.y -= (description.length - 1) * LINE;
  }

  // The totals after the last line, together on the last page; a paid invoice says what was paid, when and how.
  const howPaid = paid ? wrapText(font.regular, paid.howPaid, PAGE.right - 340, 10) : [];
  const totals: [string, string][] = paid
    ? [
        ['Total excluding VAT', pounds(invoice.net)],
        ['Total VAT', pounds(invoice.vat)],
        ['Invoice total', pounds(invoice.gross)],
        ['Amount paid', pounds(paid.amount)],
        ['Balance due', pounds(Math.max(0, invoice.gross - paid.amount))],
      ]
    : [
        ['Total excluding VAT', pounds(invoice.net)],
        ['Total VAT', pounds(invoice.vat)],
        ['Total to pay', pounds(invoice.gross)],
      ];
  const totalsHeight = 30 + (totals.length - 1) * LINE + howPaid.length * LINE + 40;
  if (!layout.fits(totalsHeight)) continuationPage();
  layout.y -= 30;
  totals.forEach(([label, amount], index) => {
    if (index > 0) below();
    const last = index === totals.length - 1;
    const line = node('P', document);
    layout.text(line, { x: 340, text: label, face: last ? 'bold' : 'regular' });
    layout.text(line, { x: PAGE.right, text: amount, face: last ? 'bold' : 'regular', align: 'right' });
  });
  if (howPaid.length) {
    const paragraph = node('P', document);
    for (const part of howPaid) {
      below();
      layout.text(paragraph, { x: 340, text: part });
    }
  }
  layout.y -= 40;
  layout.text(node('P', document), { x: PAGE.left, text: 'All amounts are in pounds sterling. Thank you for your membership.', size: 9 });

  layout.pages.forEach((_, index) =>
    layout.artefact({ x: PAGE.right, y: 30, text: `Page ${index + 1} of ${layout.pages.length}`, size: 9, align: 'right' }, index),
  );
  return layout;
}

/** A PDF text string in UTF-16BE with its byte order mark, as hex: any character, nothing to escape. */
const textString = (text: string) => `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;

const xmlEscape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function xmpMetadata(title: string, author: string, created: string): string {
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xmlEscape(title)}</rdf:li></rdf:Alt></dc:title>
<dc:creator><rdf:Seq><rdf:li>${xmlEscape(author)}</rdf:li></rdf:Seq></dc:creator>
<dc:language><rdf:Bag><rdf:li>en-GB</rdf:li></rdf:Bag></dc:language>
<pdf:Producer>Larder API simulator</pdf:Producer>
<xmp:CreateDate>${created}T00:00:00Z</xmp:CreateDate>
<pdfuaid:part>1</pdfuaid:part>
</rdf:Description></rdf:RDF></x:xmpmeta>
<?xpacket end="w"?>`;
}

/** The ToUnicode map of a WinAnsi font: each code to its character. */
function toUnicodeCMap(codes: number[]): string {
  const entries = codes.map((code) => `<${code.toString(16).padStart(2, '0').toUpperCase()}> <${unicodeOfCode(code)!.toString(16).padStart(4, '0').toUpperCase()}>`);
  const chunks: string[] = [];
  for (let at = 0; at < entries.length; at += 100) {
    const chunk = entries.slice(at, at + 100);
    chunks.push(`${chunk.length} beginbfchar\n${chunk.join('\n')}\nendbfchar`);
  }
  return `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<00> <FF>
endcodespacerange
${chunks.join('\n')}
endcmap
CMapName currentdict /CMap defineresource pop
end
end`;
}

/** The PDF's objects, numbered as they are added; a stream's dictionary gets its /Length. */
class PdfObjects {
  private readonly bodies: Buffer[] = [];

  reserve(): number {
    this.bodies.push(Buffer.alloc(0));
    return this.bodies.length;
  }

  set(id: number, body: string | { dictionary: string; stream: Buffer }) {
    this.bodies[id - 1] =
      typeof body === 'string'
        ? Buffer.from(body, 'latin1')
        : Buffer.concat([Buffer.from(`<< ${body.dictionary} /Length ${body.stream.length} >>\nstream\n`, 'latin1'), body.stream, Buffer.from('\nendstream', 'latin1')]);
    return id;
  }

  add(body: string | { dictionary: string; stream: Buffer }): number {
    return this.set(this.reserve(), body);
  }

  /** The file: header, objects, cross-reference table and trailer, with byte offsets counted in bytes. */
  write(root: number, info: number): Buffer {
    const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
    let length = parts[0]!.length;
    const offsets = this.bodies.map((body, index) => {
      const at = length;
      const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
      parts.push(object);
      length += object.length;
      return at;
    });
    const count = this.bodies.length + 1;
    const xref = `xref\n0 ${count}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
    parts.push(Buffer.from(`${xref}trailer\n<< /Size ${count} /Root ${root} 0 R /Info ${info} 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
    return Buffer.concat(parts);
  }
}

function fontObjects(objects: PdfObjects, font: TrueTypeFont, used: Set<number>): number {
  const codes = [...used].sort((a, b) => a - b);
  const { tag, bytes } = font.subset(codes);
  const name = `${tag}+${font.postScriptName}`;
  const file = objects.add({ dictionary: `/Length1 ${bytes.length} /Filter /FlateDecode`, stream: deflateSync(bytes) });
  const descriptor = objects.add(
    `<< /Type /FontDescriptor /FontName /${name} /Flags 32 /FontBBox [${font.bbox.join(' ')}] /ItalicAngle ${font.italicAngle} ` +
      `/Ascent ${font.ascent} /Descent ${font.descent} /CapHeight ${font.capHeight} /StemV ${font.bold ? 140 : 80} /FontFile2 ${file} 0 R >>`,
  );
  const toUnicode = objects.add({ dictionary: '/Filter /FlateDecode', stream: deflateSync(Buffer.from(toUnicodeCMap(codes), 'latin1')) });
  const widths = Array.from({ length: 256 - 32 }, (_, index) => font.widthOfCode(index + 32));
  return objects.add(
    `<< /Type /Font /Subtype /TrueType /BaseFont /${name} /FirstChar 32 /LastChar 255 /Widths [${widths.join(' ')}] ` +
      `/Encoding /WinAnsiEncoding /FontDescriptor ${descriptor} 0 R /ToUnicode ${toUnicode} 0 R >>`,
  );
}

/**
 * The invoice as PDF bytes, from its record as issued. `paid` is given once it is paid: the amount, and when
 * and how in words; the totals then end with the amount paid and a balance due.
 */
export function renderInvoicePdf(invoice: InvoiceRecord, paid?: InvoicePaid): Uint8Array<ArrayBuffer> {
  const font = fontsNow();
  const layout = layOut(invoice, paid, font);
  const objects = new PdfObjects();
  const catalog = objects.reserve();
  const pagesId = objects.reserve();
  const structRoot = objects.reserve();
  const fontIds = { F1: fontObjects(objects, font.regular, layout.used.regular), F2: fontObjects(objects, font.bold, layout.used.bold) };
  const pageIds = layout.pages.map(() => objects.reserve());
  layout.pages.forEach((page, index) => {
    const contents = objects.add({ dictionary: '/Filter /FlateDecode', stream: deflateSync(Buffer.from(page.operations.join('\n'), 'latin1')) });
    objects.set(
      pageIds[index]!,
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 ${fontIds.F1} 0 R /F2 ${fontIds.F2} 0 R >> >> /Contents ${contents} 0 R /StructParents ${index} /Tabs /S >>`,
    );
  });
  objects.set(pagesId, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);

  // The structure tree, in reading order; each element knows its object, its parent's and its marked content.
  const ids = new Map<StructNode, number>();
  const reserveTree = (element: StructNode) => {
    ids.set(element, objects.reserve());
    element.children.forEach(reserveTree);
  };
  reserveTree(layout.document);
  const writeTree = (element: StructNode, parent: number) => {
    const id = ids.get(element)!;
    const kids = [
      ...element.children.map((child) => `${ids.get(child)} 0 R`),
      ...element.marks.map((mark) => `<< /Type /MCR /Pg ${pageIds[mark.page]} 0 R /MCID ${mark.mcid} >>`),
    ];
    objects.set(id, `<< /Type /StructElem /S /${element.role} /P ${parent} 0 R /K [${kids.join(' ')}]${element.attributes ? ` ${element.attributes}` : ''} >>`);
    element.children.forEach((child) => writeTree(child, id));
  };
  writeTree(layout.document, structRoot);
  const parentTree = layout.pages.map((page, index) => `${index} [${page.marked.map((element) => `${ids.get(element)} 0 R`).join(' ')}]`).join(' ');
  objects.set(
    structRoot,
    `<< /Type /StructTreeRoot /K ${ids.get(layout.document)} 0 R /ParentTree << /Nums [${parentTree}] >> /ParentTreeNextKey ${layout.pages.length} >>`,
  );

  const title = `Invoice ${invoice.number}`;
  const metadata = objects.add({ dictionary: '/Type /Metadata /Subtype /XML', stream: Buffer.from(xmpMetadata(title, invoice.supplier.name, invoice.issueDate), 'utf8') });
  objects.set(
    catalog,
    `<< /Type /Catalog /Pages ${pagesId} 0 R /StructTreeRoot ${structRoot} 0 R /MarkInfo << /Marked true >> /Lang (en-GB) ` +
      `/ViewerPreferences << /DisplayDocTitle true >> /Metadata ${metadata} 0 R >>`,
  );
  const created = `D:${invoice.issueDate.replaceAll('-', '')}000000Z`;
  const info = objects.add(
    `<< /Title ${textString(title)} /Author ${textString(invoice.supplier.name)} /Producer ${textString('Larder API simulator')} /CreationDate (${created}) >>`,
  );
  const bytes = objects.write(catalog, info);
  return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}
