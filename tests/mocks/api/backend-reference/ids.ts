// TEST DOUBLE, never shipped: GUID-shaped ids (spec §3's id rule) the simulator can tell apart by their prefix.

/** `prefix` is 8 hex digits naming the kind of thing; `n` makes it unique. */
export const simulatorGuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
