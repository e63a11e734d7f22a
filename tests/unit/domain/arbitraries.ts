import fc from 'fast-check';

/**
 * Any single code point, lone surrogates included: the most hostile text a field can receive.
 * (Built by hand because fast-check's 'binary' unit is needlessly slow to warm up under jsdom.)
 */
export const anyCharacter = fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint));

export const anyText = (constraints: { minLength?: number; maxLength?: number } = {}) =>
  fc.string({ unit: anyCharacter, ...constraints });
