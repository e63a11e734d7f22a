import { RadioGroupField, type RadioGroupFieldProps } from './RadioGroupField';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/**
 * A yes/no question: radios 'Yes' and 'No' in a group named by the question (DESIGN.md §8). The value is
 * 'yes', 'no', or '' while unanswered; the schema's oneOf(['yes', 'no']) asks for an answer.
 */
export function YesNoField(props: Omit<RadioGroupFieldProps, 'options' | 'inline'>) {
  return <RadioGroupField {...props} options={YES_NO} inline />;
}
