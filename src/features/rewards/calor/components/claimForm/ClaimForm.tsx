import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUploadClaim } from '@/features/rewards/calor/api/upload-claim';
import { refusalOf } from '@/api/httpError';
import { Form } from '@/components/forms/Form';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { CLAIM_UPLOAD_TIMED_OUT, claimUploadErrorMessage } from '@/domain/calor/claimErrorMessages';
import { isTimeout } from '@/api/loader';
import { claimFormDefaults, createClaimFormSchema, type ClaimFormContext, type ClaimFormValues } from '@/domain/calor/claimFormSchema';
import { toClaimSubmission, type Correction } from '@/domain/calor/claimSubmission';
import { readCorrectedClaim, readResubmitState, type CorrectedClaim } from '@/domain/calor/resubmitPrefill';
import { useClaimDraft } from '@/features/rewards/calor/hooks/useClaimDraft';
import { useToday } from '@/components/dates/useToday';
import { ClaimFormNotice } from './ClaimFormNotice';
import { ClaimIntro } from './ClaimIntro';
import { ClaimSuccessCard } from './ClaimSuccessCard';
import { DeclarationStep } from './DeclarationStep';
import { PurchaseDateStep } from './PurchaseDateStep';
import { PurchaseDetailsStep } from './PurchaseDetailsStep';
import { ResubmissionNotice } from './ResubmissionNotice';
import { ReceiptStep } from './ReceiptStep';
import { RetailerStep } from './RetailerStep';
import { SubmitClaimBar } from './SubmitClaimBar';

type StartedFrom = 'new' | 'draft' | 'resubmit';

/** Where the form starts: a resubmitted claim (spec §2), else the member's draft, else the §3 defaults. */
function useStartingValues(membershipNumber: string) {
  const location = useLocation();
  const draft = useClaimDraft(membershipNumber);
  const [start] = useState((): { values: ClaimFormValues; from: StartedFrom; corrects: CorrectedClaim | null } => {
    const resubmit = readResubmitState(location.state);
    if (resubmit) return { values: { ...claimFormDefaults(), ...resubmit }, from: 'resubmit', corrects: readCorrectedClaim(location.state) };
    if (draft.restored) return { values: { ...claimFormDefaults(), ...draft.restored }, from: 'draft', corrects: null };
    return { values: claimFormDefaults(), from: 'new', corrects: null };
  });
  return { ...start, saveDraft: draft.save, discardDraft: draft.discard };
}

/** The claim form's five steps (spec §2), its submission (call 8) and its outcome. */
export function ClaimForm({ membershipNumber }: { membershipNumber: string }) {
  const today = useToday();
  const navigate = useNavigate();
  const location = useLocation();
  const { values: startingValues, from, corrects, saveDraft, discardDraft } = useStartingValues(membershipNumber);
  const [notice, setNotice] = useState<StartedFrom>(from);
  // The rejected claim being corrected, until the member starts a new claim.
  const [correcting, setCorrecting] = useState(corrects);
  const correction: Correction | undefined = correcting
    ? { claimReference: correcting.claimReference, keepsReceipt: correcting.receiptName !== '' }
    : undefined;
  const [hasStartedAgain, setStartedAgain] = useState(false);
  const submitError = useRef<HTMLDivElement>(null);
  const upload = useUploadClaim(membershipNumber);
  const schema = useMemo(() => createClaimFormSchema(), []);
  const context: ClaimFormContext = { keepsEarlierReceipt: correction?.keepsReceipt ?? false };
  const form = useSchemaForm(schema, { defaultValues: startingValues, mode: 'onTouched', context });

  // Keep the draft up to date as the member types (the file and declarations are not kept).
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(values) }),
    [form, saveDraft],
  );

  // Move focus to a failure message once it shows, so it is read out and the member knows where to look.
  useEffect(() => {
    if (upload.isError) submitError.current?.focus();
  }, [upload.isError]);

  // On failure nothing changes: every value the member typed stays, and upload.error says why.
  const submit = (values: ClaimFormValues) =>
    upload.mutate(toClaimSubmission(values, correction), {
      onSuccess: () => {
        discardDraft();
        // A resubmission is done: a reload must not open the same claim again.
        if (location.state) void navigate(location.pathname, { replace: true, state: null });
      },
    });

  function startAgain() {
    form.reset(claimFormDefaults());
    discardDraft();
    upload.reset();
    setNotice('new');
    setCorrecting(null);
    setStartedAgain(true);
  }

  if (upload.data) return <ClaimSuccessCard claimReference={upload.data.claimReference} onMakeAnotherClaim={startAgain} />;

  return (
    <>
      <div>
        <ClaimIntro today={today} takeFocus={hasStartedAgain} />
        {notice === 'draft' && (
          <ClaimFormNotice
            title="Draft restored"
            action={
              <button type="button" className="btn btn-outline-primary" onClick={startAgain}>
                Discard draft
              </button>
            }
          >
            We kept the claim you started last time. Please attach the receipt again and confirm the declarations.
          </ClaimFormNotice>
        )}
        {notice === 'resubmit' && <ResubmissionNotice corrects={corrects} />}
      </div>
      <Form form={form} onSubmit={submit} aria-label="Calor claim">
        <RetailerStep membershipNumber={membershipNumber} />
        <PurchaseDateStep today={today} />
        <PurchaseDetailsStep />
        <ReceiptStep earlierReceipt={correcting?.receiptName ? { claimReference: correcting.claimReference, fileName: correcting.receiptName } : undefined} />
        <DeclarationStep>
          <SubmitClaimBar
            isSubmitting={upload.isPending}
            error={upload.isError ? (isTimeout(upload.error) ? CLAIM_UPLOAD_TIMED_OUT : claimUploadErrorMessage(refusalOf(upload.error))) : undefined}
            errorRef={submitError}
          />
        </DeclarationStep>
      </Form>
    </>
  );
}
