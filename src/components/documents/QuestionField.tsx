import type { ReactNode } from 'react';
import { CheckboxListField } from '@/components/forms/CheckboxListField';
import { DateField } from '@/components/forms/DateField';
import { NumberField } from '@/components/forms/NumberField';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { SelectField } from '@/components/forms/SelectField';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { YesNoField } from '@/components/forms/YesNoField';
import type { ColumnQuestion } from '@/domain/documents/definition';
import { REQUEST_LIMITS } from '@/domain/contractLimits';

/** Up to this many answers show as radios; more as a dropdown. */
const MAX_RADIOS = 5;

export interface QuestionFieldProps {
  question: ColumnQuestion;
  /** The field's name in the form (dotted for a row's cell: hazards.2.hazard). */
  name: string;
  /** Said in brackets after the label to screen readers only, e.g. "hazard 3" for a row's cell. */
  labelSuffix?: string;
}

/** One question of a document definition, as the shared form field for its type. */
export function QuestionField({ question, name, labelSuffix }: QuestionFieldProps) {
  const unit = question.type === 'number' && question.unit ? ` (${question.unit})` : '';
  const label: ReactNode = (
    <>
      {question.label}
      {unit}
      {labelSuffix && (
        <>
          {' '}
          <span className="visually-hidden">({labelSuffix})</span>
        </>
      )}
    </>
  );
  const frame = { name, label, hint: question.hint };
  switch (question.type) {
    case 'text':
      return <TextField {...frame} maxLength={Math.min(question.maxLength ?? Infinity, REQUEST_LIMITS.DocumentAnswerCell.$.maxLength)} />;
    case 'longText':
      return <TextAreaField {...frame} rows={4} maxLength={REQUEST_LIMITS.DocumentAnswerCell.$.maxLength} />;
    case 'yesNo':
      return <YesNoField {...frame} />;
    case 'choice': {
      const options = question.options.map((option) => ({ value: option, label: option }));
      return options.length <= MAX_RADIOS ? (
        <RadioGroupField {...frame} options={options} inline={options.every((option) => option.value.length <= 14)} />
      ) : (
        <SelectField {...frame} options={options} placeholder="Choose…" />
      );
    }
    case 'multiChoice':
      return (
        <CheckboxListField
          name={name}
          legend={label}
          hint={question.hint}
          options={question.options.map((option) => ({ value: option, label: option }))}
          columns={question.options.length > 6 ? 2 : 1}
        />
      );
    case 'number':
      return question.integer ? (
        <NumberField {...frame} style={{ maxWidth: '10rem' }} />
      ) : (
        <NumberField {...frame} step="any" inputMode="decimal" style={{ maxWidth: '10rem' }} />
      );
    case 'date':
      return <DateField {...frame} />;
  }
}
