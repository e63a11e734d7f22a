import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { useApiClient } from '@/api/ApiClientContext';
import { toast } from '@/components/toasts/toast';
import { DateField } from '@/components/forms/DateField';
import { Form } from '@/components/forms/Form';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { FormModal } from '@/components/modals/FormModal';
import { JOB_ROLE_DESCRIPTIONS, JOB_ROLE_LABELS, JOB_ROLES } from '@/domain/training/jobRoles';
import { traineeName, type Trainee } from '@/domain/training/trainee';
import { createTraineeSchema, emptyTraineeForm, toTraineeRequest, traineeFormValues, type TraineeFormValues } from '@/domain/training/traineeSchema';
import { describeUnit, isOpenUnit, type TradingUnit } from '@/domain/units/tradingUnit';
import { useCreateTrainee } from '../api/create-trainee';
import { getTraineeQueryOptions } from '../api/get-trainee';
import { useUpdateTrainee } from '../api/update-trainee';
import { traineeSaveErrorMessage } from './trainingErrorMessages';
import { REQUEST_LIMITS } from '@/domain/contractLimits';

interface TraineeFormModalProps {
  membershipNumber: string;
  /** Undefined: adding a new trainee. */
  trainee?: Trainee;
  units: readonly TradingUnit[];
  today: Date;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Adds or edits a trainee. New trainees go to open units only; a trainee of a unit that has since closed
 * may stay there. A failed save keeps the modal open with everything typed and says why.
 */
export function TraineeFormModal({ membershipNumber, trainee, units, today, isOpen, onClose }: TraineeFormModalProps) {
  const formId = useId();
  const create = useCreateTrainee(membershipNumber);
  const update = useUpdateTrainee(membershipNumber);
  const save = trainee ? update : create;
  // An edit changes the trainee's record as it is when the edit opens: its version is what the change is sent with.
  const queryClient = useQueryClient();
  const api = useApiClient();
  useEffect(() => {
    if (isOpen && trainee) void queryClient.prefetchQuery(getTraineeQueryOptions(api, membershipNumber, trainee.id));
  }, [api, isOpen, membershipNumber, queryClient, trainee]);
  const choosableUnits = useMemo(() => units.filter((unit) => isOpenUnit(unit) || unit.id === trainee?.unitId), [units, trainee]);
  const schema = useMemo(() => createTraineeSchema({ unitIds: choosableUnits.map((unit) => unit.id), today }), [choosableUnits, today]);
  const startingValues = () => (trainee ? traineeFormValues(trainee) : emptyTraineeForm(choosableUnits.length === 1 ? choosableUnits[0]!.id : ''));
  const form = useSchemaForm(schema, { defaultValues: startingValues() });

  const close = () => {
    form.reset(startingValues());
    onClose();
  };

  const submit = (values: TraineeFormValues) => {
    const request = toTraineeRequest(values);
    const onSuccess = (saved: Trainee) => {
      toast.success(trainee ? `${traineeName(saved)}'s details are saved.` : `${traineeName(saved)} is added to your trainees.`);
      form.reset(trainee ? traineeFormValues(saved) : emptyTraineeForm());
      onClose();
    };
    if (trainee) update.mutate({ traineeId: trainee.id, request }, { onSuccess });
    else create.mutate(request, { onSuccess });
  };

  return (
    <FormModal
      isOpen={isOpen}
      title={trainee ? `Edit ${traineeName(trainee)}` : 'Add a trainee'}
      formId={formId}
      onClose={close}
      submitLabel={trainee ? 'Save changes' : 'Add trainee'}
      workingLabel="Saving..."
      isWorking={save.isPending}
      isSubmitDisabled={false}
      error={save.error ? traineeSaveErrorMessage(save.error) : undefined}
      onDismissError={save.reset}
    >
      <Form id={formId} form={form} onSubmit={submit}>
        <div className="row">
          <div className="col-sm-6">
            <TextField name="firstName" label="First name" autoComplete="off" spellCheck={false} maxLength={REQUEST_LIMITS.TraineeRequest.firstName.maxLength} />
          </div>
          <div className="col-sm-6">
            <TextField name="lastName" label="Last name" autoComplete="off" spellCheck={false} maxLength={REQUEST_LIMITS.TraineeRequest.lastName.maxLength} />
          </div>
        </div>
        <SelectField
          name="jobRole"
          label="Job role"
          hint="The role decides which training they need."
          placeholder="Choose a job role"
          options={JOB_ROLES.map((role) => ({ value: role, label: `${JOB_ROLE_LABELS[role]}: ${JOB_ROLE_DESCRIPTIONS[role]}` }))}
        />
        <SelectField
          name="unitId"
          label="Unit"
          hint="Where they work."
          placeholder="Choose a unit"
          options={choosableUnits.map((unit) => ({ value: unit.id, label: `${describeUnit(unit)}${isOpenUnit(unit) ? '' : ' – closed'}` }))}
        />
        <DateField name="startDate" label="Start date" hint="The day they started working for you, for example 27/03/2024." className="mb-0" />
      </Form>
    </FormModal>
  );
}
