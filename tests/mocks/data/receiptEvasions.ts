// TEST DATA, never shipped: receipt numbers that try to pass for new while claiming a receipt again.
/**
 * Ways to claim receipt DGS-20415 from Dales a second time so that it does not look like the same number
 * to a program, while it looks the same (or nearly) to a person. Each must come out as DGS20415.
 */
export const RECEIPT_EVASIONS: readonly [how: string, receiptNumber: string][] = [
  ['lower case', 'dgs-20415'],
  ['without the hyphen', 'DGS20415'],
  ['a space for the hyphen', 'DGS 20415'],
  ['spaces around it', '  DGS-20415 '],
  ['an en dash for the hyphen', 'DGS–20415'],
  ['a full stop for the hyphen', 'DGS.20415'],
  ['full-width digits', 'DGS-２０４１５'],
  ['full-width letters, hyphen and digits', 'ＤＧＳ－２０４１５'],
  ['a Cyrillic Ѕ for the S', 'DGЅ-20415'],
  ['a Cyrillic О for the zero', 'DGS-2О415'],
  ['a Greek Ο for the zero', 'DGS-2Ο415'],
  ['the letter O for the zero', 'DGS-2O415'],
  ['a small L for the one', 'DGS-204l5'],
  ['Arabic-Indic digits', 'DGS-٢٠٤١٥'],
  ['mathematical bold digits', 'DGS-𝟐𝟎𝟒𝟏𝟓'],
  ['a right-to-left override showing 20415', 'DGS-\u202E51402'],
  ['a zero-width joiner', 'DGS-204\u200D15'],
  ['a zero-width space', 'DGS\u200B-20415'],
  ['a soft hyphen', 'DGS\u00AD20415'],
];
