import { useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { refusalOf } from '@/api/httpError';
import { showRefusedFields } from '@/components/forms/showRefusedFields';
import { DraftRestoredNotice } from '@/components/forms/DraftRestoredNotice';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { FormModal } from '@/components/modals/FormModal';
import type { CompanyTypeReference, MembershipInfo } from '@/domain/membership';
import {
  companyDetailsSchema,
  toCompanyDetailsFormValues,
  toCompanyDetailsPayload,
  type CompanyDetailsFormValues,
} from '@/domain/validation/companyDetailsSchema';
import { companyDetailsFieldRefusal } from '@/domain/validation/companyDetailsRefusals';
import { useFormDraft } from '@/session/useFormDraft';
import { companyDetailsSaveFailure } from './companyDetailsSaveFailure';
import { COMPANY_DETAILS_SAVED_CLOSE_DELAY_MS } from './companyDetailsTimings';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { useSaveCompanyDetails } from './useSaveCompanyDetails';

export interface CompanyDetailsModalProps {
  isOpen: boolean;
  membershipNumber: string;
  companyTypes: CompanyTypeReference[];
  /** The member's details as loaded: the form starts from them. */
  details: MembershipInfo;
  /** Close pressed, or the pause after a successful save is over. */
  onClose: () => void;
}

/** Save is disabled while the form is clean (spec §2); this says so beside it. */
const SAVE_DISABLED_REASON = 'Change an answer to save.';

/**
 * Spec §2/§4 "Company details": clean → dirty → submitted → invalid, or saved and clean again. After a
 * save it stays open for a moment even though the refreshed details no longer need it, then closes.
 */
export function CompanyDetailsModal({ isOpen, membershipNumber, companyTypes, details, onClose }: CompanyDetailsModalProps) {
  const formId = useId();
  const schema = useMemo(() => companyDetailsSchema(companyTypes), [companyTypes]);
  const form = useSchemaForm(schema, { defaultValues: toCompanyDetailsFormValues(details, companyTypes) });
  const save = useSaveCompanyDetails(membershipNumber);
  // What the member typed survives a failed save, a closed tab or a session that ended mid-form.
  const draft = useFormDraft(form, 'company-details');
  const [isClosingAfterSave, setClosingAfterSave] = useState(false);

  const close = () => {
    setClosingAfterSave(false);
    onClose();
  };
  const closeAfterSave = useEffectEvent(close);
  useEffect(() => {
    if (!isClosingAfterSave) return;
    const timer = setTimeout(() => closeAfterSave(), COMPANY_DETAILS_SAVED_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isClosingAfterSave]);

  const submit = (values: CompanyDetailsFormValues) =>
    save.mutate(toCompanyDetailsPayload(values, companyTypes), {
      onSuccess: () => {
        form.reset(values); // what was saved is the new starting point: the form is clean again
        setClosingAfterSave(true);
      },
      // On failure nothing is reset: the member keeps exactly what they typed and can try again, with
      // a refused number or type said beside its field.
      onError: (error) => void showRefusedFields(refusalOf(error), form.setError, companyDetailsFieldRefusal),
    });

  return (
    <FormModal
      isOpen={isOpen || isClosingAfterSave}
      title="Please Enter Your Company Details"
      formId={formId}
      onClose={close}
      submitLabel="Save"
      workingLabel="Saving Changes..."
      isWorking={save.isPending}
      isSubmitDisabled={!form.formState.isDirty}
      submitDisabledReason={SAVE_DISABLED_REASON}
      // Spec §8's toast says that the save failed; the alert says why, and stays until dismissed or closed.
      error={save.error ? companyDetailsSaveFailure(save.error) : undefined}
      onDismissError={save.reset}
    >
      {draft.isRestored && form.formState.isDirty && <DraftRestoredNotice />}
      <CompanyDetailsForm formId={formId} form={form} companyTypes={companyTypes} onValidSubmit={submit} />
    </FormModal>
  );
}
