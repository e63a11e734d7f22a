import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useToday } from '@/components/dates/useToday';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { DateField } from '@/components/forms/DateField';
import { Form } from '@/components/forms/Form';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import type { ComplianceDocument } from '@/domain/documents/complianceDocument';
import type { DocumentAnswers, DocumentDefinition } from '@/domain/documents/definition';
import { partsToConfirm } from '@/domain/documents/partsConfirmed';
import { defaultReviewDate, signDefaults, signSchema, toSignRequest, type SignFormValues } from '@/domain/documents/signSchema';
import { MEMBER_ONLY_REASONS } from '@/domain/memberOnlyChanges';
import { useIsTheMember } from '@/session/useCanChange';
import { useSignDocument } from '../api/sign-document';
import { actionErrorMessage } from './actionErrorMessage';
import { REQUEST_LIMITS } from '@/domain/contractLimits';

interface SignStepProps {
  membershipNumber: string;
  definition: DocumentDefinition;
  document: ComplianceDocument;
  answers: DocumentAnswers;
  /** The parts the member has confirmed. */
  confirmed: readonly string[];
  onGoTo: (step: number) => void;
}

/** Until the signer changes it, the review date follows the date signed: 12 months on. */
function ReviewDateFollowsSigning() {
  const signedOn = useWatch<SignFormValues, 'signedOn'>({ name: 'signedOn' });
  const { setValue, getFieldState } = useFormContext<SignFormValues>();
  useEffect(() => {
    if (signedOn instanceof Date && !Number.isNaN(signedOn.getTime()) && !getFieldState('reviewDate').isDirty)
      setValue('reviewDate', defaultReviewDate(signedOn), { shouldValidate: false });
  }, [signedOn, setValue, getFieldState]);
  return null;
}

/**
 * "Complete and sign": once every part is answered and confirmed by the member, the signer's name, role and date, and the date to
 * review the document by. Signing makes the draft the next version, kept read-only for good. Only the
 * member signs in their own name: staff acting for them are told so (the API would refuse them).
 */
export function SignStep({ membershipNumber, definition, document, answers, confirmed, onGoTo }: SignStepProps) {
  const today = useToday();
  const sign = useSignDocument(membershipNumber, document.id);
  const form = useSchemaForm(signSchema(definition, today), { defaultValues: signDefaults(today) });
  const toConfirm = partsToConfirm(definition, answers, confirmed);
  const isTheMember = useIsTheMember(membershipNumber);

  if (toConfirm.length)
    return (
      <div>
        <p>
          Before you can sign, check and confirm each part: open it, read it (use any suggested text only if it is true for your business), then
          choose Save and continue. Not done yet:
        </p>
        <ul className="list-unstyled">
          {toConfirm.map((part) => (
            <li key={part.sectionId} className="mb-2">
              <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => onGoTo(definition.sections.findIndex((candidate) => candidate.id === part.sectionId))}>
                Go to {part.title}
              </button>{' '}
              <span className="text-body-secondary small">{part.reason}</span>
            </li>
          ))}
        </ul>
      </div>
    );

  if (!isTheMember) return <p className="text-body-secondary">{MEMBER_ONLY_REASONS.signDocument}</p>;

  // Once signed, the document has no draft: the page moves on to the new version by itself (DocumentScreen).
  const submit = (values: SignFormValues) => sign.mutate(toSignRequest(definition, values));

  return (
    <Form form={form} onSubmit={submit} aria-label="Complete and sign">
      <ReviewDateFollowsSigning />
      <p>{definition.signing.intro}</p>
      <p>Once signed, this version is kept as it is: to change it later, you review the document and sign a new version.</p>
      <div className="col-md-8">
        <TextField name="name" label="Your full name" autoComplete="name" maxLength={REQUEST_LIMITS.SignDocumentRequest['signature.name'].maxLength} />
        <TextField
          name="role"
          label={definition.signing.roleLabel}
          hint={definition.signing.roleHint}
          autoComplete="organization-title"
          maxLength={REQUEST_LIMITS.SignDocumentRequest['signature.role'].maxLength}
        />
        <DateField name="signedOn" label="Date signed" hint="Today, or the date it was signed on paper." />
        <DateField
          name="reviewDate"
          label="Review by"
          hint="12 months after signing unless you choose sooner. Review it sooner after a significant change, an incident, new equipment or a new substance."
        />
        {definition.signing.declaration && <CheckboxField name="declaration" label={definition.signing.declaration.label} />}
      </div>
      {sign.error && (
        <div className="alert alert-danger" role="alert">
          {actionErrorMessage(sign.error, 'The document could not be signed.')}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2 border-top pt-3 mt-4">
        <button type="button" className="btn btn-outline-primary" onClick={() => onGoTo(definition.sections.length - 1)} disabled={sign.isPending}>
          Back
        </button>
        <SubmitButton isWorking={sign.isPending} workingLabel="Signing…">
          Complete and sign
        </SubmitButton>
      </div>
    </Form>
  );
}
