import { useFormContext } from 'react-hook-form';
import { tidyPostcode } from '@/domain/validation/postcode';
import { TextField, type TextFieldProps } from './TextField';

/**
 * A UK postcode, tidied (capitals, single space) when the member leaves the box. Whether it is valid is
 * the schema's to say (isValidPostcode and its messages, src/domain/validation/postcode.ts).
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
          const tidy = tidyPostcode(event.target.value);
          if (tidy !== event.target.value) setValue(name, tidy, { shouldDirty: true });
          registerOptions?.onBlur?.(event);
        },
      }}
    />
  );
}
