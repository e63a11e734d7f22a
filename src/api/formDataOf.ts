// Its own module, not the loader's: only uploads need it, and the loader is in the first load (DESIGN.md §7).
type FormValue = string | number | boolean | Blob | null | undefined;

/**
 * A multipart body from the contract's field object: a Blob is a file (with its name), an array is a
 * field sent once per item (the claim's four purchaseDetails), an empty value is left out.
 */
export function formDataOf(body: Record<string, FormValue | readonly FormValue[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) form.append(name, item, item instanceof File ? item.name : 'file');
      else if (item !== undefined && item !== null) form.append(name, String(item));
    }
  }
  return form;
}
