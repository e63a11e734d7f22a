import { useId } from 'react';
import { refusalMessage } from '@/api/refusalMessage';
import { DraftRestoredNotice } from '@/components/forms/DraftRestoredNotice';
import { Form } from '@/components/forms/Form';
import { MoneyField } from '@/components/forms/MoneyField';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { FormModal } from '@/components/modals/FormModal';
import { toast } from '@/components/toasts/toast';
import { formatMoney } from '@/domain/format/money';
import type { PeriodMemberCashback } from '@/domain/rewards/periodAdmin';
import { periodLabel } from '@/domain/rewards/periodLabel';
import type { ProgrammePeriod } from '@/domain/rewards/periods';
import type { SchemeType } from '@/domain/rewards/schemes';
import { adjustmentDefaults, adjustmentSchema, toAdjustmentRequest, type AdjustmentFormValues } from '@/domain/rewards/staffSchemas';
import { useFormDraft } from '@/session/useFormDraft';
import { useAddAdjustment } from '../api/add-adjustment';
import { REQUEST_LIMITS } from '@/domain/contractLimits';
import { PERIOD_REFUSALS } from './periodRefusals';

interface AdjustmentModalProps {
  schemeType: SchemeType;
  period: ProgrammePeriod;
  /** The member whose cashback is adjusted, or null while closed. */
  member: PeriodMemberCashback | null;
  onClose: () => void;
}

const DIRECTIONS = [
  { value: 'add', label: 'Add cashback' },
  { value: 'remove', label: 'Take cashback off' },
];

/** A manual adjustment of one member's cashback, with its reason (kept in the audit trail). */
export function AdjustmentModal({ schemeType, period, member, onClose }: AdjustmentModalProps) {
  const formId = useId();
  const add = useAddAdjustment(schemeType, period.id);
  const close = () => {
    add.reset();
    onClose();
  };
  return (
    <FormModal
      isOpen={member !== null}
      title={member ? `Adjust the cashback of ${member.memberName}` : 'Adjust cashback'}
      onClose={close}
      submitLabel="Save adjustment"
      workingLabel="Saving…"
      isWorking={add.isPending}
      isSubmitDisabled={false}
      error={add.error ? refusalMessage(add.error, PERIOD_REFUSALS) : undefined}
      onDismissError={add.reset}
      formId={formId}
    >
      {member && (
        <AdjustmentForm
          key={member.membershipNumber}
          formId={formId}
          draftName={`period-adjustment.${period.id}.${member.membershipNumber}`}
          member={member}
          periodName={periodLabel(period)}
          onSubmit={(values, discard) =>
            add.mutate(toAdjustmentRequest(member.membershipNumber, values), {
              onSuccess: (adjustment) => {
                discard();
                toast.success(
                  `${adjustment.amount > 0 ? 'Added' : 'Took off'} ${formatMoney(Math.abs(adjustment.amount))} ${adjustment.amount > 0 ? 'to' : 'from'} the cashback of ${member.memberName}.`,
                );
                close();
              },
            })
          }
        />
      )}
    </FormModal>
  );
}

interface AdjustmentFormProps {
  formId: string;
  draftName: string;
  member: PeriodMemberCashback;
  periodName: string;
  onSubmit: (values: AdjustmentFormValues, discardDraft: () => void) => void;
}

function AdjustmentForm({ formId, draftName, member, periodName, onSubmit }: AdjustmentFormProps) {
  const form = useSchemaForm(adjustmentSchema, { defaultValues: adjustmentDefaults() });
  // The reason typed survives a failed save or a session that ends meanwhile.
  const draft = useFormDraft(form, draftName);
  return (
    <Form id={formId} form={form} onSubmit={(values) => onSubmit(values, draft.discard)}>
      {draft.isRestored && form.formState.isDirty && <DraftRestoredNotice />}
      <p>
        {member.memberName} ({member.membershipNumber}) has {formatMoney(member.cashback)} of cashback in {periodName}. An adjustment may not take it below £0.
      </p>
      <RadioGroupField name="direction" label="Adjustment" options={DIRECTIONS} inline />
      <MoneyField name="amount" label="Amount" hint="In pounds, up to £10,000." />
      <TextAreaField name="reason" label="Reason" hint="Kept in the period’s audit trail, with your name." rows={3} maxLength={REQUEST_LIMITS.PeriodAdjustmentRequest.reason.maxLength} />
    </Form>
  );
}
