import type { ReactNode } from 'react';
import { isShown } from './useField';

/** A field's hint, under its label and before the control (GOV.UK), so it is read before answering. */
export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!isShown(children)) return null;
  return (
    <div id={id} className="form-text mt-0 mb-2">
      {children}
    </div>
  );
}
