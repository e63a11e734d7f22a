import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/components/toasts/toast';
import { ChosenFile } from '@/components/forms/ChosenFile';
import { DateField } from '@/components/forms/DateField';
import { FileField } from '@/components/forms/FileField';
import { Form } from '@/components/forms/Form';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { FormModal } from '@/components/modals/FormModal';
import { CERTIFICATE_ACCEPT, CERTIFICATE_FILE_HINT } from '@/domain/files/certificateFile';
import { formatDate } from '@/domain/format/date';
import { createGasRecordSchema, emptyGasRecordForm, toGasRecordUpload, type GasRecordFormValues } from '@/domain/gas/gasRecordSchema';
import { INSPECTION_RESULT_LABELS, INSPECTION_RESULTS, nextInspectionDue } from '@/domain/gas/gasSafety';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { useRecordGasInspection } from '../api/record-gas-inspection';
import { gasRecordErrorMessage } from './gasErrorMessages';
import { REQUEST_LIMITS } from '@/domain/contractLimits';

interface GasRecordModalProps {
  membershipNumber: string;
  unit: TradingUnit;
  today: Date;
  isOpen: boolean;
  onClose: () => void;
}

function NextDuePreview() {
  const inspectedOn = useWatch<GasRecordFormValues, 'inspectedOn'>({ name: 'inspectedOn' });
  if (!(inspectedOn instanceof Date) || Number.isNaN(inspectedOn.getTime())) return null;
  return (
    <p className="small text-body-secondary" role="status">
      The next inspection will be due on {formatDate(nextInspectionDue(inspectedOn))}, 12 months after this one.
    </p>
  );
}

/**
 * Records a gas safety inspection (the CP42 commercial catering gas safety record) with its file. Anything
 * but a clean pass asks what was found and what is done about it. A failed save keeps every value.
 */
export function GasRecordModal({ membershipNumber, unit, today, isOpen, onClose }: GasRecordModalProps) {
  const formId = useId();
  const record = useRecordGasInspection(membershipNumber, unit.id);
  const schema = useMemo(() => createGasRecordSchema({ today }), [today]);
  const form = useSchemaForm(schema, { defaultValues: emptyGasRecordForm() });
  const result = useWatch({ control: form.control, name: 'result' });

  const submit = (values: GasRecordFormValues) =>
    record.mutate(toGasRecordUpload(values), {
      onSuccess: (saved) => {
        toast.success(`Gas safety record saved for ${unit.name}. The next inspection is due on ${formatDate(nextInspectionDue(saved.inspectedOn))}.`);
        onClose();
      },
    });

  return (
    <FormModal
      isOpen={isOpen}
      title={`Record a gas safety inspection: ${unit.name}`}
      formId={formId}
      onClose={onClose}
      submitLabel="Save record"
      workingLabel="Saving..."
      isWorking={record.isPending}
      isSubmitDisabled={false}
      error={record.error ? gasRecordErrorMessage(record.error) : undefined}
      onDismissError={record.reset}
      size="lg"
    >
      <Form id={formId} form={form} onSubmit={submit}>
        <p>Enter the details from the gas safety record your engineer gave you, and attach it.</p>
        <DateField name="inspectedOn" label="Date of the inspection" hint="For example 14/02/2026." />
        <NextDuePreview />
        <div className="row">
          <div className="col-sm-6">
            <TextField name="engineerName" label="Engineer's name" autoComplete="off" maxLength={REQUEST_LIMITS.GasRecordUpload.engineerName.maxLength} />
          </div>
          <div className="col-sm-6">
            <TextField name="engineerBusiness" label="Engineer's business" autoComplete="off" maxLength={REQUEST_LIMITS.GasRecordUpload.engineerBusiness.maxLength} />
          </div>
        </div>
        <TextField
          name="gasSafeNumber"
          label="Gas Safe number"
          hint="On the engineer's Gas Safe ID card: their 7-digit licence number, or their business's 6-digit registration number."
          inputMode="numeric"
          autoComplete="off"
          style={{ maxWidth: '12rem' }}
        />
        <RadioGroupField name="result" label="Result" options={INSPECTION_RESULTS.map((value) => ({ value, label: INSPECTION_RESULT_LABELS[value] }))} />
        {result !== '' && result !== 'Pass' && (
          <>
            <TextAreaField name="defects" label="Defects found" hint="As written on the record, for each appliance." maxLength={REQUEST_LIMITS.GasRecordUpload.defects.maxLength} />
            <TextAreaField name="actions" label="Actions taken or needed" hint="What the engineer did, or what must be done and by when." maxLength={REQUEST_LIMITS.GasRecordUpload.actions.maxLength} />
          </>
        )}
        <FileField name="certificate" label="Gas safety record file" hint={CERTIFICATE_FILE_HINT} accept={CERTIFICATE_ACCEPT} className="mb-0">
          {(file, { remove }) => <ChosenFile file={file} onRemove={remove} />}
        </FileField>
      </Form>
    </FormModal>
  );
}
