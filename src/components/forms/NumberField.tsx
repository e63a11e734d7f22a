import type { RegisterOptions } from 'react-hook-form';
import { TextField, type TextFieldProps } from './TextField';

export interface NumberFieldProps extends Omit<TextFieldProps, 'type' | 'registerOptions'> {
  /** The value is always read as a number; other register options (deps, onBlur) pass through. */
  registerOptions?: Pick<RegisterOptions, 'deps' | 'onBlur' | 'onChange'>;
}

/**
 * A whole number (a quantity). The form value is a number, NaN while the box is empty or unreadable
 * (react-hook-form's valueAsNumber), so its schema starts number().typeError('…').
 */
export function NumberField({ registerOptions, ...props }: NumberFieldProps) {
  return <TextField type="number" inputMode="numeric" step={1} {...props} registerOptions={{ ...registerOptions, valueAsNumber: true }} />;
}
