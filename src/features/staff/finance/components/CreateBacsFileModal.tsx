import { useMemo } from 'react';
import { refusalMessage } from '@/api/refusalMessage';
import { CheckboxListField } from '@/components/forms/CheckboxListField';
import { DateField } from '@/components/forms/DateField';
import { Form } from '@/components/forms/Form';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { FormModal } from '@/components/modals/FormModal';
import { LoadingState } from '@/components/states/LoadingState';
import { toast } from '@/components/toasts/toast';
import { proposedProcessingDate } from '@/domain/bacs/bacsChecks';
import { createBacsFileRequest, createBacsFileSchema } from '@/domain/bacs/createBacsFileSchema';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { periodLabel } from '@/domain/rewards/periodLabel';
import { useCreateBacsFile } from '../api/create-bacs-file';
import { usePayablePeriods } from '../api/get-payable-periods';
import { BACS_REFUSALS } from './bacsRefusals';

interface CreateBacsFileModalProps {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (fileId: string) => void;
}

const FORM_ID = 'create-bacs-file';

/** Choose the periods whose approved cashback to pay and the processing day; the API builds the draft. */
export function CreateBacsFileModal({ isOpen, onClose, onCreated }: CreateBacsFileModalProps) {
  const today = useMemo(() => new Date(), []);
  const payable = usePayablePeriods(isOpen);
  const create = useCreateBacsFile();
  const form = useSchemaForm(createBacsFileSchema(today), { defaultValues: { periodIds: [], processingDate: proposedProcessingDate(today) } });
  const close = () => {
    create.reset();
    onClose();
  };

  return (
    <FormModal
      isOpen={isOpen}
      title="Create a payout file"
      onClose={close}
      submitLabel="Create draft file"
      workingLabel="Creating…"
      isWorking={create.isPending}
      isSubmitDisabled={!payable.data?.length}
      error={create.error ? refusalMessage(create.error, BACS_REFUSALS, 'The file could not be created. Please try again.') : undefined}
      onDismissError={() => create.reset()}
      formId={FORM_ID}
      size="lg"
    >
      {payable.isPending ? (
        <LoadingState label="Loading the cashback waiting for payment…" />
      ) : payable.isError ? (
        <p className="text-danger" role="alert">
          The cashback waiting for payment could not be loaded.{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void payable.refetch()}>
            Try again
          </button>
        </p>
      ) : payable.data.length === 0 ? (
        <p>No approved cashback is waiting for payment: every approved amount is already in a file.</p>
      ) : (
        <Form
          id={FORM_ID}
          form={form}
          onSubmit={(values) =>
            create.mutate(createBacsFileRequest(values), {
              onSuccess: (file) => {
                toast.success(`${file.reference} was created as a draft. A second Larder administrator must approve it.`);
                form.reset();
                onCreated(file.id);
              },
            })
          }
        >
          <CheckboxListField
            name="periodIds"
            legend="Periods to pay"
            hint="Approved cashback that no other draft or approved file carries yet."
            options={payable.data.map(({ period, transactionCount, total }) => ({
              value: period.id,
              label: `${periodLabel(period)} (${formatDate(period.startDate)} to ${formatDate(period.endDate)}): ${transactionCount} approved, ${formatMoney(total)}`,
            }))}
          />
          <DateField name="processingDate" label="Processing day" hint="A working day at least 2 working days ahead, as DD/MM/YYYY." />
        </Form>
      )}
    </FormModal>
  );
}
