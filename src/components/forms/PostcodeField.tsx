import { useFormContext } from 'react-hook-form';
import { normalisePostcode } from '@/domain/validation/postcode';
import { TextField, type TextFieldProps } from './TextField';

/**
 * A UK postcode, normalised ("hg58aa" → "HG5 8AA") when the person leaves the box, so they see what will be
 * saved. The schema normalises again before it checks (postcodeSchema, src/domain/validation/postcode.ts),
 * so a submit by Enter straight from the box is treated the same.
 */
export function PostcodeField({ name, registerOptions, ...props }: Omit<TextFieldProps, 'type'>) {
  const { setValue } = useFormContext();
  return (
    <TextField
      autoComplete="postal-code"
      spellCheck={false}
      autoCapitalize="characters"
      style={{ maxWidth: '12rem' }}
      {...props}
      name={name}
      registerOptions={{
        ...registerOptions,
        onBlur: (event: { target: HTMLInputElement }) => {
          const tidy = normalisePostcode(event.target.value);
          if (tidy !== event.target.value) setValue(name, tidy, { shouldDirty: true });
          registerOptions?.onBlur?.(event);
        },
      }}
    />
  );
}
