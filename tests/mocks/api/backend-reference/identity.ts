// TEST DOUBLE, never shipped: the one canonical form of an identity matched to find a duplicate (a receipt
// number, a retailer's name), api/openapi.yaml "Text". A backend compares identities by it everywhere: the
// claim upload's duplicate refusal and the staff's same-receipt flag use this function, so what one lets
// through the other cannot flag differently.
import { normaliseText } from '../../../../src/domain/text/textRule';

/**
 * Cyrillic and Greek letters that look like Latin ones (Unicode's confusables, UTS #39), capitals and
 * small letters; and a few that look like digits (Cyrillic З and б).
 */
const LOOK_ALIKES: Record<string, string> = {
  А: 'A', В: 'B', Е: 'E', Ѕ: 'S', І: 'I', Ј: 'J', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X', Ү: 'Y', Һ: 'H', Ӏ: 'I', Ԛ: 'Q', Ԝ: 'W', З: '3',
  а: 'a', е: 'e', ѕ: 's', і: 'i', ј: 'j', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', ү: 'y', һ: 'h', ӏ: 'l', ԁ: 'd', ԛ: 'q', ԝ: 'w', б: '6',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  α: 'a', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', υ: 'u', χ: 'x', ı: 'i',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/** Letters that read as digits once case is gone: O is zero; I and L (l) are one. */
const DIGIT_LIKE: Record<string, string> = { O: '0', I: '1', L: '1' };

const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const LEFT_TO_RIGHT_OVERRIDE = '\u202D';
const POP_DIRECTIONAL_FORMATTING = '\u202C';

/**
 * The text in the order it shows: a right-to-left override shows what follows it reversed, up to the
 * pop (or the end); a left-to-right override keeps the order. (Embeddings and isolates reorder only
 * neutral characters around letters and digits, which the canonical form drops anyway.)
 */
export function inDisplayOrder(text: string): string {
  let shown = '';
  let reversed: string[] | undefined;
  for (const character of text) {
    if (character === RIGHT_TO_LEFT_OVERRIDE || character === LEFT_TO_RIGHT_OVERRIDE || character === POP_DIRECTIONAL_FORMATTING) {
      if (reversed) shown += reversed.reverse().join('');
      reversed = character === RIGHT_TO_LEFT_OVERRIDE ? [] : undefined;
    } else if (reversed) reversed.push(character);
    else shown += character;
  }
  return reversed ? shown + reversed.reverse().join('') : shown;
}

/** A decimal digit of any script (Arabic-Indic ٣, Devanagari ३ …) as 0 to 9: Unicode keeps each script's digits in a run of ten. */
function asciiDigit(digit: string): string {
  let start = digit.codePointAt(0)!;
  while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((digit.codePointAt(0)! - start) % 10);
}

/**
 * The canonical form: NFKC (full-width and other compatibility forms), direction overrides applied as they
 * display, format characters removed, look-alike letters folded to Latin, digits of any script to 0–9,
 * upper case, O as 0 and I and L as 1, and then only letters and digits kept (case, spaces, hyphens and
 * every other separator go): `dgs 2OO11`, `DGS–２００１１`, `DGЅ-20011` and `DGS-‮11002` are all `DGS20011`.
 */
export function canonicalIdentity(value: string): string {
  let canonical = seen.get(value);
  if (canonical === undefined) {
    // The flags compare every claim with the others: each number is worked out once, not once per pair.
    if (seen.size >= SEEN_LIMIT) seen.clear();
    seen.set(value, (canonical = canonicalFormOf(value)));
  }
  return canonical;
}

const SEEN_LIMIT = 10_000;
const seen = new Map<string, string>();

function canonicalFormOf(value: string): string {
  return inDisplayOrder(normaliseText(value, 'identity'))
    .replace(/\p{Cf}/gu, '')
    .replace(LOOK_ALIKE, (letter) => LOOK_ALIKES[letter] ?? letter)
    .replace(/\p{Nd}/gu, (digit) => (/[0-9]/.test(digit) ? digit : asciiDigit(digit)))
    .toUpperCase()
    .replace(/[OIL]/g, (letter) => DIGIT_LIKE[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]/gu, '');
}
