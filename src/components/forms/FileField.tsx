import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { controlClassName } from './controlClassName';
import { Field, type FieldFrameProps } from './Field';

export interface FileFieldActions {
  replace: () => void;
  remove: () => void;
  /** The chosen file as it was before `prepare` changed it (a phone photo scaled down), if it did. */
  original?: File;
}

export interface FileFieldProps extends FieldFrameProps {
  /** The picker's filter, e.g. '.pdf,application/pdf'; the schema still checks what arrives. */
  accept?: string;
  /** Turns the chosen file into the one sent (e.g. scales a large photo down); the form waits for it. */
  prepare?: (file: File) => Promise<File>;
  /** What to show for the chosen file (a preview), with ways to choose again or remove it. */
  children?: (file: File, actions: FileFieldActions) => ReactNode;
  /** What to show while no file is chosen (a file kept from before), with a way to open the picker. */
  withoutFile?: (choose: () => void) => ReactNode;
}

/** One file. The form value is the File, or null; cancelling the picker keeps the file already chosen. */
export function FileField({ name, label, hint, hideLabel, className, accept, prepare, children, withoutFile }: FileFieldProps) {
  const { field } = useController({ name });
  const input = useRef<HTMLInputElement | null>(null);
  const file = field.value instanceof File ? field.value : null;
  const [preparing, setPreparing] = useState<File | null>(null);
  const [prepared, setPrepared] = useState<{ from: File; to: File } | null>(null);

  // A file input cannot be controlled: when the form is reset or the file removed, empty it by hand.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  async function choose(chosen: File) {
    if (!prepare) return field.onChange(chosen);
    setPreparing(chosen);
    const ready = await prepare(chosen);
    setPreparing(null);
    setPrepared(ready === chosen ? null : { from: chosen, to: ready });
    field.onChange(ready);
  }

  // A file kept from before stands in for the empty input, with its own way to choose another: the input's
  // "No file chosen" above it would contradict it, so the input stays in the page (labelled, for the form and
  // screen readers) but is not drawn or tabbed to until a file is chosen or the kept one is replaced.
  const keeps = !file && !preparing && withoutFile !== undefined;

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
            disabled={preparing !== null}
            className={keeps ? 'visually-hidden' : controlClassName('form-control', isInvalid)}
            tabIndex={keeps ? -1 : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) void choose(chosen);
            }}
            onBlur={field.onBlur}
          />
          {/* There before it speaks, so screen readers announce it: only where a file is prepared. */}
          {prepare && (
            <div role="status" className="form-text">
              {preparing && `Preparing ${preparing.name}…`}
            </div>
          )}
          {file &&
            children?.(file, {
              replace: () => input.current?.click(),
              remove: () => field.onChange(null),
              original: prepared?.to === file ? prepared.from : undefined,
            })}
          {keeps && withoutFile(() => input.current?.click())}
        </>
      )}
    </Field>
  );
}
