import { useEffect, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { ClaimFormValues } from '@/domain/calor/claimFormSchema';
import { MAX_RECEIPT_BYTES, RECEIPT_ACCEPT } from '@/domain/calor/receiptFile';
import { formatFileSize } from '@/domain/format/fileSize';
import { CLAIM_FIELD_IDS, describedBy, errorIdFor } from './claimFieldIds';
import { FieldError } from '@/components/forms/FieldError';
import { ReceiptPreview } from './ReceiptPreview';
import { StepCard } from './StepCard';

const HINT_ID = `${CLAIM_FIELD_IDS.receiptFile}-hint`;

/** Step 4 (spec §2): exactly one receipt file, previewed, replaceable. */
export function ReceiptStep() {
  const { control } = useFormContext<ClaimFormValues>();
  const { field, fieldState } = useController({ control, name: 'receiptFile' });
  const input = useRef<HTMLInputElement | null>(null);
  const errorId = errorIdFor(CLAIM_FIELD_IDS.receiptFile);
  const file = field.value;

  // A file input cannot be controlled: when the form is reset or the file removed, empty it by hand.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  return (
    <StepCard step={4} title="Receipt">
      <label htmlFor={CLAIM_FIELD_IDS.receiptFile} className="form-label">
        Receipt
      </label>
      <input
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        id={CLAIM_FIELD_IDS.receiptFile}
        name={field.name}
        type="file"
        accept={RECEIPT_ACCEPT}
        className={`form-control${fieldState.error ? ' is-invalid' : ''}`}
        aria-invalid={fieldState.error ? true : undefined}
        aria-describedby={describedBy(HINT_ID, fieldState.error && errorId)}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cancelling the file picker keeps the receipt already chosen.
          if (chosen) field.onChange(chosen);
        }}
        onBlur={field.onBlur}
      />
      <div id={HINT_ID} className="form-text">
        A photo or scan of the whole receipt: .bmp, .gif, .jpeg, .png or .pdf, up to {formatFileSize(MAX_RECEIPT_BYTES)}.
      </div>
      <FieldError id={errorId} message={fieldState.error?.message} />
      {file && <ReceiptPreview file={file} onReplace={() => input.current?.click()} onRemove={() => field.onChange(null)} />}
    </StepCard>
  );
}
