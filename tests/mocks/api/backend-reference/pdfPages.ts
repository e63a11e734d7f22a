// TEST DOUBLE, never shipped: a PDF receipt's pages rendered to PNG images for staff (api/areas/
// claims-review.yaml, getClaimReceiptPages), so that no member's PDF is ever opened in a staff browser,
// where its scripts could run. Rendered by poppler's pdftoppm, which has no script engine; any renderer
// without one does (pdf.js in the server, Ghostscript). Pages are rendered once per file and kept.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Pages rendered at most, and their size: a receipt is read, not printed. */
export const MAX_RENDERED_PAGES = 10;
const DPI = 100;
const MAX_WIDTH = 1400;
const TIME_LIMIT_MS = 15_000;

export interface RenderedPage {
  number: number;
  width: number;
  height: number;
  png: Uint8Array;
}

export type RenderedPdf = { ok: true; pages: RenderedPage[]; total: number } | { ok: false };

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The PDF's pages as images (the first MAX_RENDERED_PAGES) and its page count; not ok when it cannot be read. */
export async function renderPdfPages(pdf: Uint8Array): Promise<RenderedPdf> {
  const folder = await mkdtemp(join(tmpdir(), 'larder-receipt-'));
  try {
    const file = join(folder, 'receipt.pdf');
    await writeFile(file, pdf);
    const info = await run('pdfinfo', [file], { timeout: TIME_LIMIT_MS });
    const total = Number(/^Pages:\s+(\d+)/m.exec(info.stdout)?.[1] ?? 0);
    if (!total) return { ok: false };
    const last = Math.min(total, MAX_RENDERED_PAGES);
    await run('pdftoppm', ['-png', '-r', String(DPI), '-scale-to-x', String(MAX_WIDTH), '-scale-to-y', '-1', '-f', '1', '-l', String(last), file, join(folder, 'page')], {
      timeout: TIME_LIMIT_MS,
    });
    const pages: RenderedPage[] = [];
    const digits = String(last).length;
    for (let number = 1; number <= last; number++) {
      // pdftoppm numbers its files with as many digits as the last page needs (page-1.png, or page-01.png…).
      const png = new Uint8Array(await readFile(join(folder, `page-${String(number).padStart(digits, '0')}.png`)));
      pages.push({ number, ...pngSize(png), png });
    }
    return { ok: true, pages, total };
  } catch {
    return { ok: false };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Rendered pages kept by the file's fingerprint: a receipt never changes once uploaded. */
export function createPdfPageCache(render = renderPdfPages) {
  const rendered = new Map<string, Promise<RenderedPdf>>();
  return (fingerprint: string, pdf: Uint8Array): Promise<RenderedPdf> => {
    let pages = rendered.get(fingerprint);
    if (!pages) rendered.set(fingerprint, (pages = render(pdf)));
    return pages;
  };
}
