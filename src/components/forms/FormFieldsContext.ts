import { createContext, use, type RefObject } from 'react';

/** What <Form> tells the fields inside it. */
export interface FormFields {
  /** The id of a field's control, unique to this form (from useId): labels and the summary's links point at it. */
  idFor: (name: string) => string;
  /** The <form> itself: the error summary finds a group's first control in it. */
  formElement: RefObject<HTMLFormElement | null>;
}

export const FormFieldsContext = createContext<FormFields | null>(null);

export function useFormFields(): FormFields {
  const fields = use(FormFieldsContext);
  if (!fields) throw new Error('Form fields must be inside <Form>: it gives them their ids and the error summary.');
  return fields;
}
