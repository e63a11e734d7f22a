import type { AnyObject, Flags, Maybe, StringSchema } from 'yup';
import { normaliseText, textProblem, textProblemMessage, type TextKind } from './textRule';

/** A request field's limits as the contract gives them (src/domain/contractLimits.ts). */
export interface FieldLimits {
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly text?: TextKind;
}

/** GOV.UK's message for text past its limit. */
export const tooLongMessage = (label: string, maxLength: number) => `${label} must be ${maxLength} characters or fewer`;

/**
 * A form's string schema held to the contract's field: normalised as the API keeps it, the text rule, at
 * most its `maxLength` characters and, given its message, the field's `pattern`; each message names the
 * field. What was typed stays in the field when it is refused (the schema only judges it).
 */
export function limitedText<TType extends Maybe<string>, TContext = AnyObject, TDefault = undefined, TFlags extends Flags = ''>(
  schema: StringSchema<TType, TContext, TDefault, TFlags>,
  label: string,
  limits: FieldLimits,
  { patternMessage }: { patternMessage?: string } = {},
): StringSchema<TType, TContext, TDefault, TFlags> {
  type TSchema = StringSchema<TType, TContext, TDefault, TFlags>;
  const kind = limits.text ?? 'line';
  let limited = schema
    .transform((value: unknown) => (typeof value === 'string' ? normaliseText(value, kind) : value))
    .test('text-rule', (value, context) => {
      const problem = typeof value === 'string' ? textProblem(value, kind) : undefined;
      return problem ? context.createError({ message: textProblemMessage(label, problem) }) : true;
    }) as TSchema;
  if (limits.maxLength !== undefined) limited = limited.max(limits.maxLength, tooLongMessage(label, limits.maxLength)) as TSchema;
  if (limits.pattern !== undefined && patternMessage)
    limited = limited.test('pattern', patternMessage, (value) => !value || textProblem(value, kind) !== undefined || new RegExp(limits.pattern!, 'u').test(value)) as TSchema;
  return limited;
}
