import { useId, useMemo, useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary } from './ErrorSummary';
import { FormFieldsContext, type FormFields } from './FormFieldsContext';

export interface FormProps<TValues extends FieldValues, TSubmitted>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'children'> {
  /** From useSchemaForm (which leaves focus after a refused submit to the error summary). */
  form: UseFormReturn<TValues, unknown, TSubmitted>;
  /**
   * Called with valid values only. Start the mutation with mutate(values, { onSuccess }) and read its
   * isPending and error from the mutation: a rejection thrown from here would go unhandled.
   */
  onSubmit: SubmitHandler<TSubmitted>;
  /** Said under the summary's heading, e.g. a form-wide message the spec words. */
  summaryDescription?: ReactNode;
  children: ReactNode;
}

/**
 * A form of shared fields: gives them the form (FormProvider) and their ids, validates with the browser's
 * own checks off (the schema's messages are the ones shown), and opens with the GOV.UK error summary.
 *
 *   const form = useSchemaForm(manualRetailerSchema, { defaultValues: emptyNewRetailer() });
 *   <Form form={form} onSubmit={(values) => create.mutate(values)}>
 *     <TextField name="name" label="Retailer name" />
 *   </Form>
 */
export function Form<TValues extends FieldValues, TSubmitted = TValues>({
  form,
  onSubmit,
  summaryDescription,
  children,
  ...formProps
}: FormProps<TValues, TSubmitted>) {
  const idPrefix = useId();
  const formElement = useRef<HTMLFormElement>(null);
  const fields = useMemo<FormFields>(() => ({ idFor: (name) => `${idPrefix}-${name.replaceAll('.', '-')}`, formElement }), [idPrefix]);

  return (
    <FormProvider {...form}>
      <FormFieldsContext value={fields}>
        <form
          ref={formElement}
          noValidate
          {...formProps}
          onSubmit={(event) => {
            // A form in a modal sits inside the page's form in React's tree: its submit is its own.
            event.stopPropagation();
            void form.handleSubmit(onSubmit)(event);
          }}
        >
          <ErrorSummary description={summaryDescription} />
          {children}
        </form>
      </FormFieldsContext>
    </FormProvider>
  );
}
