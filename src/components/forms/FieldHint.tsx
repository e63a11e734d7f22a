import type { ReactNode } from 'react';

/** A field's hint, under its label and before the control (GOV.UK), so it is read before answering. */
export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (children === undefined || children === null || children === false) return null;
  return (
    <div id={id} className="form-text mt-0 mb-2">
      {children}
    </div>
  );
}
