// TEST DOUBLE, never shipped: how wide text is in the invoice's embedded font, so a description wraps within
// its column instead of being cut, and money lines up on the right.
import { winAnsiBytes, type TrueTypeFont } from './trueTypeFont';

/** The width in points of a text set in a font at a size, as the PDF draws it (WinAnsi, '?' for what it lacks). */
export function textWidth(font: TrueTypeFont, text: string, size: number): number {
  return (winAnsiBytes(text).reduce((units, code) => units + font.widthOfCode(code), 0) * size) / 1000;
}

/**
 * The text broken into lines no wider than `width` points, between words; a single word wider than the
 * line is broken where it must be. Nothing is dropped: the lines joined with spaces give the text back.
 */
export function wrapText(font: TrueTypeFont, text: string, width: number, size: number): string[] {
  const fits = (candidate: string) => textWidth(font, candidate, size) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}
