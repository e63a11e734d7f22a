export function bundleDocument(): Record<string, unknown>;
