import type { StringSchema } from 'yup';
import { normaliseText, textProblem, textProblemMessage, type TextKind } from './textRule';

/** A request field's limits as the contract gives them (src/domain/contractLimits.ts). */
export interface FieldLimits {
  readonly maxLength?: number;
  readonly text?: TextKind;
}

/** GOV.UK's message for text past its limit. */
export const tooLongMessage = (label: string, maxLength: number) => `${label} must be ${maxLength} characters or fewer`;

/**
 * A form's string schema held to the contract's field: normalised as the API keeps it, at most its
 * `maxLength` characters, and the text rule, each message naming the field. What was typed stays in the
 * field when it is refused (the schema only judges it).
 */
export function limitedText<TSchema extends StringSchema<string | undefined | null>>(schema: TSchema, label: string, limits: FieldLimits): TSchema {
  const kind = limits.text ?? 'line';
  let limited = schema.transform((value: unknown) => (typeof value === 'string' ? normaliseText(value, kind) : value)) as TSchema;
  if (limits.maxLength !== undefined) limited = limited.max(limits.maxLength, tooLongMessage(label, limits.maxLength)) as TSchema;
  return limited.test('text-rule', (value, context) => {
    const problem = typeof value === 'string' ? textProblem(value, kind) : undefined;
    return problem ? context.createError({ message: textProblemMessage(label, problem) }) : true;
  }) as TSchema;
}
