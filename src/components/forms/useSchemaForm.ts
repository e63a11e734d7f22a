import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { ObjectSchema } from 'yup';

/**
 * react-hook-form validated by a domain yup schema, for <Form>. After a refused submit the error summary
 * takes focus (GOV.UK), so react-hook-form must not move it to the first field itself.
 */
export function useSchemaForm<TValues extends FieldValues>(
  schema: ObjectSchema<TValues>,
  options: Omit<UseFormProps<TValues>, 'resolver' | 'shouldFocusError'> = {},
) {
  // yup infers its own (optional-keyed) type from a generic schema; the schema is typed to the values.
  const resolver = yupResolver(schema) as unknown as Resolver<TValues>;
  return useForm<TValues>({ ...options, resolver, shouldFocusError: false });
}
