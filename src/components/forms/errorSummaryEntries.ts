import type { FieldErrors } from 'react-hook-form';

/** One line of the error summary: the field's dotted name (e.g. purchaseDetails.1.quantity) and its message. */
export interface ErrorSummaryEntry {
  name: string;
  message: string;
}

type UnknownRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is UnknownRecord => typeof value === 'object' && value !== null;

const isPlainContainer = (value: unknown): value is UnknownRecord | unknown[] =>
  Array.isArray(value) || (isRecord(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value)));

/** A field's `ref` inside an error (an element, or react-hook-form's focus handle): not a nested field. */
const isFieldRef = (value: UnknownRecord) => typeof value.focus === 'function' || 'nodeType' in value;

/**
 * The message of one node of react-hook-form's errors: its own, or the root message an array or group
 * carries (e.g. 'Purchase details required' over the cylinder lines). Inline errors and the summary both
 * read it here, so they always say the same thing.
 */
export function errorMessageOf(node: unknown): string | undefined {
  if (!isRecord(node)) return undefined;
  if (typeof node.message === 'string' && node.message) return node.message;
  return isRecord(node.root) && typeof node.root.message === 'string' && node.root.message ? node.root.message : undefined;
}

/** Every path in the form's values, containers before what they hold: the order the form shows them in. */
function valuePaths(value: unknown, path: string, paths: string[]): string[] {
  if (path) paths.push(path);
  if (isPlainContainer(value))
    for (const [key, child] of Object.entries(value)) valuePaths(child, path ? `${path}.${key}` : key, paths);
  return paths;
}

/**
 * Every field message in `errors`, ordered like the fields in `formOrder` (the form's default values, whose
 * keys follow the form top to bottom). A name missing from them (an array row added later) takes its
 * nearest ancestor's place. Form-level errors (errors.root) belong to no field and are left out.
 */
export function errorSummaryEntries(errors: FieldErrors, formOrder?: unknown): ErrorSummaryEntry[] {
  const entries: ErrorSummaryEntry[] = [];
  const visit = (node: UnknownRecord, path: string) => {
    const message = path ? errorMessageOf(node) : undefined;
    if (message && !entries.some((entry) => entry.name === path)) entries.push({ name: path, message });
    for (const [key, child] of Object.entries(node)) {
      if (key === 'root' || !isRecord(child) || isFieldRef(child)) continue;
      visit(child, path ? `${path}.${key}` : key);
    }
  };
  visit(errors, '');

  const paths = valuePaths(formOrder, '', []);
  const place = (name: string): number => {
    for (let prefix = name; prefix; prefix = prefix.slice(0, Math.max(prefix.lastIndexOf('.'), 0))) {
      const index = paths.indexOf(prefix);
      if (index >= 0) return index;
    }
    return paths.length;
  };
  // Array.prototype.sort is stable: entries in the same place keep the order react-hook-form gave them.
  return entries.map((entry) => ({ entry, place: place(entry.name) })).sort((a, b) => a.place - b.place).map(({ entry }) => entry);
}
