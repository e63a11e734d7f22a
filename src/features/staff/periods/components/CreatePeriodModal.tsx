import { useId } from 'react';
import { refusalMessage } from '@/api/refusalMessage';
import { DateField } from '@/components/forms/DateField';
import { Form } from '@/components/forms/Form';
import { TextField } from '@/components/forms/TextField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { FormModal } from '@/components/modals/FormModal';
import { LoadingState } from '@/components/states/LoadingState';
import { toast } from '@/components/toasts/toast';
import { formatDate } from '@/domain/format/date';
import { periodLabel } from '@/domain/rewards/periodLabel';
import type { PeriodDates } from '@/domain/rewards/periods';
import type { ProgrammeDefinition } from '@/domain/rewards/programmes';
import { newPeriodDefaults, newPeriodSchema, toNewPeriodRequest, type NewPeriodFormValues } from '@/domain/rewards/staffSchemas';
import { useCreatePeriod } from '../api/create-period';
import { useNextPeriod } from '../api/get-next-period';
import { rhythmWord } from '../staffProgramme';
import { REQUEST_LIMITS } from '@/domain/contractLimits';
import { PERIOD_REFUSALS } from './periodRefusals';

interface CreatePeriodModalProps {
  programme: ProgrammeDefinition;
  isOpen: boolean;
  onClose: () => void;
}

/** Create the next period: its dates proposed from the programme's rhythm, editable; overlaps are refused by the API. */
export function CreatePeriodModal({ programme, isOpen, onClose }: CreatePeriodModalProps) {
  const formId = useId();
  const proposal = useNextPeriod(programme.schemeType, isOpen);
  const create = useCreatePeriod(programme.schemeType);
  const close = () => {
    create.reset();
    onClose();
  };
  return (
    <FormModal
      isOpen={isOpen}
      title={`Create the next ${programme.name} period`}
      onClose={close}
      submitLabel="Create period"
      workingLabel="Creating…"
      isWorking={create.isPending}
      isSubmitDisabled={!proposal.data}
      error={create.error ? refusalMessage(create.error, PERIOD_REFUSALS) : proposal.isError ? 'The proposed dates could not be loaded. Close this and try again.' : undefined}
      onDismissError={create.reset}
      formId={formId}
    >
      {proposal.data ? (
        <NewPeriodForm
          // A fresh form for each proposal; while it stays open, what was typed stays (also after a refusal).
          key={proposal.data.startDate}
          formId={formId}
          proposal={proposal.data}
          hint={`Proposed from the programme’s rhythm: each ${rhythmWord(programme)}, starting the day after the latest period ends.`}
          onSubmit={(values) =>
            create.mutate(toNewPeriodRequest(values), {
              onSuccess: (period) => {
                toast.success(`${periodLabel(period)} is created, starting ${formatDate(period.startDate)}.`);
                close();
              },
            })
          }
        />
      ) : (
        !proposal.isError && <LoadingState label="Working out the next period…" />
      )}
    </FormModal>
  );
}

function NewPeriodForm({ formId, proposal, hint, onSubmit }: { formId: string; proposal: PeriodDates; hint: string; onSubmit: (values: NewPeriodFormValues) => void }) {
  const form = useSchemaForm(newPeriodSchema, { defaultValues: newPeriodDefaults(proposal) });
  return (
    <Form id={formId} form={form} onSubmit={onSubmit}>
      <p className="text-body-secondary">{hint}</p>
      <TextField name="name" label="Name" hint="What staff and members see, e.g. “July to September 2026”." maxLength={REQUEST_LIMITS.NewPeriodRequest.name.maxLength} />
      <div className="d-flex flex-wrap gap-4">
        <DateField name="startDate" label="First day" className="mb-0" />
        <DateField name="endDate" label="Last day" className="mb-0" />
      </div>
    </Form>
  );
}
