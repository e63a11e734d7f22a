import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { ButtonSpinner } from '@/components/modals/ButtonSpinner';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** The mutation's isPending: disabled, with a spinner (spec §4's working state). */
  isWorking?: boolean;
  /** Said instead of the label while working, e.g. 'Saving Changes...'. */
  workingLabel?: ReactNode;
}

/** A form's submit button, showing the working state of the mutation it starts. */
export function SubmitButton({ isWorking = false, workingLabel, disabled, className = 'btn btn-primary', children, ...button }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={isWorking || disabled} {...button}>
      {isWorking && <ButtonSpinner />}
      {isWorking && workingLabel ? workingLabel : children}
    </button>
  );
}
