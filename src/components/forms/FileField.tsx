import { useEffect, useRef, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { controlClassName } from './controlClassName';
import { Field, type FieldFrameProps } from './Field';

export interface FileFieldProps extends FieldFrameProps {
  /** The picker's filter, e.g. '.pdf,application/pdf'; the schema still checks what arrives. */
  accept?: string;
  /** What to show for the chosen file (a preview), with ways to choose again or remove it. */
  children?: (file: File, actions: { replace: () => void; remove: () => void }) => ReactNode;
}

/** One file. The form value is the File, or null; cancelling the picker keeps the file already chosen. */
export function FileField({ name, label, hint, hideLabel, className, accept, children }: FileFieldProps) {
  const { field } = useController({ name });
  const input = useRef<HTMLInputElement | null>(null);
  const file = field.value instanceof File ? field.value : null;

  // A file input cannot be controlled: when the form is reset or the file removed, empty it by hand.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  return (
    <Field name={name} label={label} hint={hint} hideLabel={hideLabel} className={className}>
      {(control, isInvalid) => (
        <>
          <input
            ref={(element) => {
              input.current = element;
              field.ref(element);
            }}
            {...control}
            name={field.name}
            type="file"
            accept={accept}
            className={controlClassName('form-control', isInvalid)}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) field.onChange(chosen);
            }}
            onBlur={field.onBlur}
          />
          {file && children?.(file, { replace: () => input.current?.click(), remove: () => field.onChange(null) })}
        </>
      )}
    </Field>
  );
}
