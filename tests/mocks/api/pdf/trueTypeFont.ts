// TEST DOUBLE, never shipped: the font the invoice PDF embeds, read at run time from Debian's fonts-liberation
// (Liberation Sans: metric-compatible with Helvetica and Arial, so invoices keep their layout; licensed for
// embedding in documents). A PDF that embeds its fonts looks the same everywhere and years later (PDF/A,
// PDF/UA), unlike one naming the standard 14 fonts. Only the glyphs an invoice uses travel with it: every
// other glyph is emptied (a subset keeping the font's glyph ids, so its cmap and widths stand as they are).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** Where Debian's fonts-liberation puts the faces (`apt-get install fonts-liberation`; scripts/ensure-system-packages.mjs). */
export const FONT_DIRECTORY = '/usr/share/fonts/truetype/liberation';
export const FONT_FILES = { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf' } as const;
export type FontFace = keyof typeof FONT_FILES;

/** Windows-1252 (WinAnsiEncoding) above ASCII and below Latin-1: the characters PDF's standard encoding adds there. */
const WIN_ANSI_EXTRAS: Record<number, number> = {
  0x20ac: 0x80, 0x201a: 0x82, 0x0192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87, 0x02c6: 0x88, 0x2030: 0x89,
  0x0160: 0x8a, 0x2039: 0x8b, 0x0152: 0x8c, 0x017d: 0x8e, 0x2018: 0x91, 0x2019: 0x92, 0x201c: 0x93, 0x201d: 0x94, 0x2022: 0x95,
  0x2013: 0x96, 0x2014: 0x97, 0x02dc: 0x98, 0x2122: 0x99, 0x0161: 0x9a, 0x203a: 0x9b, 0x0153: 0x9c, 0x017e: 0x9e, 0x0178: 0x9f,
};
const UNICODE_OF_CODE = new Map(Object.entries(WIN_ANSI_EXTRAS).map(([unicode, code]) => [code, Number(unicode)]));

/** The WinAnsi code of a character, or undefined when the encoding has none (the caller draws '?'). */
export function winAnsiCode(character: string): number | undefined {
  const unicode = character.codePointAt(0)!;
  if ((unicode >= 0x20 && unicode < 0x7f) || (unicode >= 0xa0 && unicode <= 0xff)) return unicode;
  return WIN_ANSI_EXTRAS[unicode];
}

/** The character a WinAnsi code stands for (for the PDF's ToUnicode map), or undefined for an unused code. */
export function unicodeOfCode(code: number): number | undefined {
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
  return UNICODE_OF_CODE.get(code);
}

/** Text as WinAnsi bytes: a character the encoding lacks becomes '?'. */
export function winAnsiBytes(text: string): number[] {
  return [...text].map((character) => winAnsiCode(character) ?? 0x3f);
}

export interface TrueTypeFont {
  postScriptName: string;
  unitsPerEm: number;
  bbox: [number, number, number, number];
  ascent: number;
  descent: number;
  capHeight: number;
  italicAngle: number;
  bold: boolean;
  /** The width of a WinAnsi code in thousandths of the font size (PDF's unit for /Widths). */
  widthOfCode(code: number): number;
  /** The font file with only the glyphs of these codes (and what they are built from), and a subset tag naming that set. */
  subset(codes: Iterable<number>): { tag: string; bytes: Buffer };
}

interface Table {
  offset: number;
  length: number;
}

function tablesOf(file: Buffer): Map<string, Table> {
  const count = file.readUInt16BE(4);
  const tables = new Map<string, Table>();
  for (let index = 0; index < count; index += 1) {
    const at = 12 + index * 16;
    tables.set(file.toString('latin1', at, at + 4), { offset: file.readUInt32BE(at + 8), length: file.readUInt32BE(at + 12) });
  }
  return tables;
}

/** Unicode → glyph id, from the (3, 1) format 4 subtable (the Basic Multilingual Plane). */
function readCmap(file: Buffer, cmap: Table): (unicode: number) => number {
  const count = file.readUInt16BE(cmap.offset + 2);
  for (let index = 0; index < count; index += 1) {
    const record = cmap.offset + 4 + index * 8;
    if (file.readUInt16BE(record) !== 3 || file.readUInt16BE(record + 2) !== 1) continue;
    const at = cmap.offset + file.readUInt32BE(record + 4);
    if (file.readUInt16BE(at) !== 4) continue;
    const segments = file.readUInt16BE(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    return (unicode) => {
      for (let segment = 0; segment < segments; segment += 1) {
        if (unicode > file.readUInt16BE(ends + segment * 2)) continue;
        const start = file.readUInt16BE(starts + segment * 2);
        if (unicode < start) return 0;
        const delta = file.readInt16BE(deltas + segment * 2);
        const rangeOffsetAt = rangeOffsets + segment * 2;
        const rangeOffset = file.readUInt16BE(rangeOffsetAt);
        if (rangeOffset === 0) return (unicode + delta) & 0xffff;
        const glyph = file.readUInt16BE(rangeOffsetAt + rangeOffset + (unicode - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('The font has no Unicode (3, 1) format 4 cmap');
}

const pad4 = (buffer: Buffer) => (buffer.length % 4 ? Buffer.concat([buffer, Buffer.alloc(4 - (buffer.length % 4))]) : buffer);

function checksum(buffer: Buffer): number {
  const padded = pad4(buffer);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

/** A font file from tables, in the order given, with its directory and checksums (and head's adjustment). */
function writeFont(source: Buffer, tables: [string, Buffer][]): Buffer {
  const header = Buffer.alloc(12 + tables.length * 16);
  source.copy(header, 0, 0, 4);
  header.writeUInt16BE(tables.length, 4);
  const power = 2 ** Math.floor(Math.log2(tables.length));
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tables.length * 16 - power * 16, 10);
  let offset = header.length;
  const bodies: Buffer[] = [];
  tables.forEach(([tag, body], index) => {
    const at = 12 + index * 16;
    header.write(tag, at, 'latin1');
    header.writeUInt32BE(checksum(body), at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(body.length, at + 12);
    const padded = pad4(body);
    bodies.push(padded);
    offset += padded.length;
  });
  const file = Buffer.concat([header, ...bodies]);
  const head = tables.findIndex(([tag]) => tag === 'head');
  if (head >= 0) {
    const headAt = file.readUInt32BE(12 + head * 16 + 8);
    file.writeUInt32BE(0, headAt + 8);
    file.writeUInt32BE((0xb1b0afba - checksum(file)) >>> 0, headAt + 8);
  }
  return file;
}

/** Reads a face of the embedded font; a clear error naming the package when it is not installed. */
export function loadFont(face: FontFace, directory = FONT_DIRECTORY): TrueTypeFont {
  const path = `${directory}/${FONT_FILES[face]}`;
  if (!existsSync(path)) throw new Error(`The invoice PDF embeds ${path}: install Debian's fonts-liberation (scripts/ensure-system-packages.mjs).`);
  const file = readFileSync(path);
  const tables = tablesOf(file);
  const table = (tag: string) => {
    const found = tables.get(tag);
    if (!found) throw new Error(`${path} has no ${tag} table`);
    return found;
  };
  const head = table('head').offset;
  const unitsPerEm = file.readUInt16BE(head + 18);
  const longOffsets = file.readInt16BE(head + 50) === 1;
  const hhea = table('hhea').offset;
  const metrics = file.readUInt16BE(hhea + 34);
  const hmtx = table('hmtx').offset;
  const glyphCount = file.readUInt16BE(table('maxp').offset + 4);
  const os2 = table('OS/2').offset;
  const scale = (value: number) => Math.round((value * 1000) / unitsPerEm);
  const glyphOf = readCmap(file, table('cmap'));
  const advance = (glyph: number) => file.readUInt16BE(hmtx + Math.min(glyph, metrics - 1) * 4);
  const loca = table('loca').offset;
  const glyf = table('glyf');
  const glyphRange = (glyph: number): [number, number] =>
    longOffsets ? [file.readUInt32BE(loca + glyph * 4), file.readUInt32BE(loca + glyph * 4 + 4)] : [file.readUInt16BE(loca + glyph * 2) * 2, file.readUInt16BE(loca + glyph * 2 + 2) * 2];
  const nameTable = table('name').offset;
  const postScriptName = (() => {
    const count = file.readUInt16BE(nameTable + 2);
    const strings = nameTable + file.readUInt16BE(nameTable + 4);
    for (let index = 0; index < count; index += 1) {
      const record = nameTable + 6 + index * 12;
      if (file.readUInt16BE(record + 6) !== 6) continue;
      const [platform, length, offset] = [file.readUInt16BE(record), file.readUInt16BE(record + 8), file.readUInt16BE(record + 10)];
      const raw = file.subarray(strings + offset, strings + offset + length);
      return platform === 3 ? Buffer.from(raw).swap16().toString('utf16le') : raw.toString('latin1');
    }
    return FONT_FILES[face].replace('.ttf', '');
  })();

  /** The glyphs a set of glyphs needs: composite glyphs name the glyphs they are drawn from. */
  function withComponents(glyphs: Set<number>): Set<number> {
    const pending = [...glyphs];
    while (pending.length) {
      const glyph = pending.pop()!;
      const [start, end] = glyphRange(glyph);
      if (end <= start || file.readInt16BE(glyf.offset + start) >= 0) continue;
      let at = glyf.offset + start + 10;
      for (;;) {
        const flags = file.readUInt16BE(at);
        const component = file.readUInt16BE(at + 2);
        if (!glyphs.has(component)) {
          glyphs.add(component);
          pending.push(component);
        }
        at += 4 + (flags & 0x0001 ? 4 : 2) + (flags & 0x0008 ? 2 : flags & 0x0040 ? 4 : flags & 0x0080 ? 8 : 0);
        if (!(flags & 0x0020)) break;
      }
    }
    return glyphs;
  }

  return {
    postScriptName,
    unitsPerEm,
    bbox: [file.readInt16BE(head + 36), file.readInt16BE(head + 38), file.readInt16BE(head + 40), file.readInt16BE(head + 42)].map(scale) as TrueTypeFont['bbox'],
    ascent: scale(file.readInt16BE(hhea + 4)),
    descent: scale(file.readInt16BE(hhea + 6)),
    capHeight: scale(file.readUInt16BE(os2) >= 2 ? file.readInt16BE(os2 + 88) : file.readInt16BE(hhea + 4)),
    italicAngle: file.readInt32BE(table('post').offset + 4) / 65536,
    bold: face === 'bold',
    widthOfCode: (code) => {
      const unicode = unicodeOfCode(code);
      return unicode === undefined ? 0 : scale(advance(glyphOf(unicode)));
    },
    subset(codes) {
      const keep = withComponents(new Set([0, ...[...codes].map((code) => glyphOf(unicodeOfCode(code) ?? 0x3f))]));
      const parts: Buffer[] = [];
      const offsets: number[] = [];
      let length = 0;
      for (let glyph = 0; glyph < glyphCount; glyph += 1) {
        offsets.push(length);
        if (!keep.has(glyph)) continue;
        const [start, end] = glyphRange(glyph);
        const body = pad4(file.subarray(glyf.offset + start, glyf.offset + end));
        parts.push(body);
        length += body.length;
      }
      offsets.push(length);
      const newLoca = Buffer.alloc(offsets.length * 4);
      offsets.forEach((offset, index) => newLoca.writeUInt32BE(offset, index * 4));
      const newHead = Buffer.from(file.subarray(head, head + table('head').length));
      newHead.writeInt16BE(1, 50);
      const copy = (tag: string) => Buffer.from(file.subarray(table(tag).offset, table(tag).offset + table(tag).length));
      // What a PDF viewer needs of a TrueType font (ISO 32000 9.9), hinting included.
      const kept = ['cvt ', 'fpgm', 'prep'].filter((tag) => tables.has(tag));
      const bytes = writeFont(file, [
        ['OS/2', copy('OS/2')],
        ['cmap', copy('cmap')],
        ...kept.map((tag): [string, Buffer] => [tag, copy(tag)]),
        ['glyf', Buffer.concat(parts)],
        ['head', newHead],
        ['hhea', copy('hhea')],
        ['hmtx', copy('hmtx')],
        ['loca', newLoca],
        ['maxp', copy('maxp')],
        ['name', copy('name')],
        ['post', copy('post')],
      ]);
      // Six capital letters named by the glyph set, as a subset's name needs (ISO 32000 9.6.4): the same set, the same name.
      const digest = createHash('sha256').update([...keep].sort((a, b) => a - b).join(',')).digest();
      const tag = [...digest.subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('');
      return { tag, bytes };
    },
  };
}
