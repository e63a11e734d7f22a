// TEST DOUBLE, never shipped: how wide text is in the PDF's standard Helvetica, so the invoice can wrap a
// description within its column instead of cutting it.

/** Advance widths of Helvetica (Adobe's core-font metrics, in thousandths of the font size). */
const HELVETICA_WIDTHS: Record<string, number> = {
  ' ': 278, '!': 278, '"': 355, '#': 556, $: 556, '%': 889, '&': 667, "'": 191, '(': 333, ')': 333, '*': 389, '+': 584, ',': 278, '-': 333, '.': 278, '/': 278,
  ':': 278, ';': 278, '<': 584, '=': 584, '>': 584, '?': 556, '@': 1015,
  A: 667, B: 667, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 500, K: 667, L: 556, M: 833, N: 722, O: 778, P: 667, Q: 778, R: 722, S: 667,
  T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611,
  a: 556, b: 556, c: 500, d: 556, e: 556, f: 278, g: 556, h: 556, i: 222, j: 222, k: 500, l: 222, m: 833, n: 556, o: 556, p: 556, q: 556, r: 333, s: 500,
  t: 278, u: 556, v: 500, w: 722, x: 500, y: 500, z: 500,
};
/** Digits, £, € and accented letters are about as wide as a digit. */
const DEFAULT_WIDTH = 556;

/** The width in points of a text set in Helvetica at a size. */
export function helveticaWidth(text: string, size: number): number {
  let units = 0;
  for (const character of text) units += HELVETICA_WIDTHS[character] ?? DEFAULT_WIDTH;
  return (units * size) / 1000;
}

/**
 * The text broken into lines no wider than `width` points, between words; a single word wider than the
 * line is broken where it must be. Nothing is dropped: the lines joined with spaces give the text back.
 */
export function wrapHelvetica(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (helveticaWidth(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (helveticaWidth(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && helveticaWidth(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}
