import { useController } from 'react-hook-form';
import { Field } from '@/components/forms/Field';
import { controlClassName } from '@/components/forms/controlClassName';

/**
 * The claim's VAT number: optional, 9 digits (spec §5). Locked while the chosen retailer supplies its own
 * (spec §4). A controlled field, so disabling the input never drops its value from the form.
 */
export function VatNumberField({ isLocked }: { isLocked: boolean }) {
  const { field } = useController({ name: 'vatNumber' });
  const hint = isLocked ? "Filled in from the retailer's details." : "Optional. The retailer's 9-digit VAT number, as printed on the receipt.";
  return (
    <Field name="vatNumber" label="VAT number" hint={hint} className="mb-0">
      {(control, isInvalid) => (
        <input
          ref={field.ref}
          {...control}
          name={field.name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={controlClassName('form-control', isInvalid)}
          style={{ maxWidth: '14rem' }}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={isLocked}
        />
      )}
    </Field>
  );
}
