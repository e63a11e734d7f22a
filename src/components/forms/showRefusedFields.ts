import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { refusedBodyFields, type Refusal } from '@/domain/refusal';

/** Where a field a refusal names goes in the form, and what to say beside it; undefined leaves it to the form's alert. */
export type RefusedFieldPlacement<TValues extends FieldValues> = (field: { code: string; name: string; detail: string }) =>
  | { name: FieldPath<TValues>; message: string }
  | undefined;

/**
 * Shows each body field a refused submission names beside the form's own field (react-hook-form
 * `setError`: it reads as the field's message, and goes once the field is put right); answers how many it
 * showed, so the alert beside the button can point to them.
 */
export function showRefusedFields<TValues extends FieldValues>(refusal: Refusal | undefined, setError: UseFormSetError<TValues>, place: RefusedFieldPlacement<TValues>): number {
  let shown = 0;
  for (const field of refusedBodyFields(refusal)) {
    const placement = place(field);
    if (!placement) continue;
    setError(placement.name, { type: 'server', message: placement.message }, { shouldFocus: shown === 0 });
    shown += 1;
  }
  return shown;
}
