import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { changedValuesOnly } from '@/domain/formDrafts';
import { useDraftStorage } from './formDrafts';

/**
 * Keeps a form's unsent values as the person types (src/session/formDrafts.ts), and puts them back when
 * the form opens again: after the session ended mid-form and they signed in again, after a failed save,
 * after the tab closed. Only the fields the person changed are kept (the rest is loaded again), never
 * files; a form that is clean again (saved, or changed back) keeps no draft. `isRestored` says whether
 * this opening brought a draft back, for the notice; call `discard` once the form's values are sent.
 */
export function useFormDraft<TValues extends FieldValues>(form: UseFormReturn<TValues>, formName: string) {
  const { restored, save, discard } = useDraftStorage(formName);

  useEffect(() => {
    // Over the form's own starting values, which stay its defaults: the restored form is dirty, as it was.
    if (restored !== null) form.reset({ ...form.getValues(), ...(restored as Partial<TValues>) }, { keepDefaultValues: true });
    // Once, when the form opens: later changes are the person's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true, isDirty: true, dirtyFields: true },
        callback: ({ values, isDirty, dirtyFields }) => save(isDirty ? changedValuesOnly(values, dirtyFields as Partial<Record<keyof TValues, unknown>>) : null),
      }),
    [form, save],
  );

  return { isRestored: restored !== null, discard };
}
