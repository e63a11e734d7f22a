/**
 * The value when it is one of `allowed`, else undefined: a list filter read from an address may hold
 * anything, and a call sends only the values its API takes (an unknown one is left out, as an unknown
 * sort key falls back to the default).
 */
export function knownValue<const Value extends string>(allowed: readonly Value[], value: string | undefined): Value | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** The yes / no answer of a list's "only those with…" filter. */
export const YES_NO = ['yes', 'no'] as const;
