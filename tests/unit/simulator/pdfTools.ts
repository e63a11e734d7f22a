// Test support: Debian's PDF tools over a PDF's bytes (qpdf and poppler-utils, installed by
// scripts/ensure-system-packages.mjs): the structure check, the fonts, the document's facts and its text as a
// reader's tools see it, page by page.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function withFile<T>(bytes: Uint8Array, read: (file: string) => T): T {
  const folder = mkdtempSync(path.join(tmpdir(), 'larder-pdf-'));
  const file = path.join(folder, 'document.pdf');
  try {
    writeFileSync(file, bytes);
    return read(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const run = (program: string, args: string[]) => execFileSync(program, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** `qpdf --check`: its report (it exits non-zero, and this throws, on a damaged file). */
export const qpdfCheck = (bytes: Uint8Array) => withFile(bytes, (file) => run('qpdf', ['--check', file]));

export interface PdfFont {
  name: string;
  type: string;
  encoding: string;
  embedded: boolean;
  subset: boolean;
  unicode: boolean;
}

/** `pdffonts`: every font the document uses, as its table reports them. */
export function pdfFonts(bytes: Uint8Array): PdfFont[] {
  const lines = withFile(bytes, (file) => run('pdffonts', [file])).trim().split('\n').slice(2);
  return lines.map((line) => {
    const [name = '', ...rest] = line.trim().split(/\s+/);
    // name type… encoding emb sub uni object ID: read from the right, where the columns are single words.
    const [emb, sub, uni] = rest.slice(-5, -2);
    return { name, type: rest.slice(0, -6).join(' '), encoding: rest.at(-6) ?? '', embedded: emb === 'yes', subset: sub === 'yes', unicode: uni === 'yes' };
  });
}

/** `pdfinfo`: its facts by name (Title, Tagged, Pages, …). */
export function pdfInfo(bytes: Uint8Array): Record<string, string> {
  const text = withFile(bytes, (file) => run('pdfinfo', [file]));
  return Object.fromEntries(text.split('\n').filter(Boolean).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
}

/** The text of each page in reading layout (`pdftotext -layout`), as a reader copying it would get it. */
export function pdfPagesText(bytes: Uint8Array): string[] {
  return withFile(bytes, (file) => run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']))
    .split('\f')
    .slice(0, -1);
}
