export function generateTypes(document: Record<string, unknown>): Promise<string>;
export const TYPES: string;
