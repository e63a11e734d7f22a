import { inflateSync } from 'node:zlib';

/**
 * The text drawn on each page of a PDF Chromium printed, as its glyph runs (hex glyph ids, one per
 * `<…> Tj`), page by page. Glyph ids are not letters, but the same text in the same font draws the same
 * runs, so pages can be compared: a header repeated on every page starts every page with the same runs.
 */
export function pdfPageGlyphRuns(pdf: Buffer): string[][] {
  const text = pdf.toString('latin1');
  const objects = new Map<number, string>();
  for (const match of text.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(Number(match[1]), match[2]!);
  const pages = [...objects.entries()].filter(([, body]) => /\/Type\s*\/Page[^s]/.test(body)).sort(([a], [b]) => a - b);
  return pages.map(([, body]) => {
    const contents = Number(/\/Contents\s+(\d+) 0 R/.exec(body)![1]);
    const stream = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(objects.get(contents)!)![1]!;
    const drawn = inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
    return [...drawn.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((run) => run[1]!);
  });
}
