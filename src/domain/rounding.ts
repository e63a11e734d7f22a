/**
 * Rounds half away from zero to a number of decimals, as people round money and percentages by hand.
 * Math.round alone misrounds values such as 1.005 (stored as 1.00499…), so the scaled value is first cut
 * to 15 significant digits to drop that binary noise. Non-finite input gives 0; -0 becomes 0.
 */
export function roundHalfAwayFromZero(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const scale = 10 ** decimals;
  const scaled = Number((Math.abs(value) * scale).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / scale;
  return rounded === 0 ? 0 : rounded;
}

export function roundToPence(pounds: number): number {
  return roundHalfAwayFromZero(pounds, 2);
}
