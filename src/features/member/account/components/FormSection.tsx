import type { ReactNode } from 'react';

/**
 * A card of related fields: a fieldset named by its legend (the section's heading), so each field is read in
 * context ("Invoice address, Postcode"). The legend must be the fieldset's first child to name it.
 */
export function FormSection({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="card shadow-sm mb-4 p-4">
      <legend className="float-none w-auto p-0 mb-3">
        <h2 className="h5 mb-0">{title}</h2>
      </legend>
      {hint && <p className="text-body-secondary">{hint}</p>}
      {children}
    </fieldset>
  );
}
