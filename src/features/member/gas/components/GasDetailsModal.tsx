import { useId } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { toast } from '@/components/toasts/toast';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { Form } from '@/components/forms/Form';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { TextField } from '@/components/forms/TextField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { useField } from '@/components/forms/useField';
import { FieldError } from '@/components/forms/FieldError';
import { FormModal } from '@/components/modals/FormModal';
import { emptyAppliance, gasDetailsFormValues, gasDetailsSchema, toGasDetailsRequest, type GasDetailsFormValues } from '@/domain/gas/gasDetailsSchema';
import { GAS_SUPPLIES, GAS_SUPPLY_LABELS, type UnitGasSafety } from '@/domain/gas/gasSafety';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { useUpdateUnitGasDetails } from '../api/update-unit-gas-details';
import { gasDetailsErrorMessage } from './gasErrorMessages';
import { REQUEST_LIMITS } from '@/domain/contractLimits';

interface GasDetailsModalProps {
  membershipNumber: string;
  unit: TradingUnit;
  gas?: UnitGasSafety;
  isOpen: boolean;
  onClose: () => void;
}

/** The appliance rows: what each is, where it stands, whether an interlock protects it (BS 6173). */
function ApplianceRows() {
  const { fields, append, remove } = useFieldArray<GasDetailsFormValues, 'appliances'>({ name: 'appliances' });
  const list = useField('appliances');
  return (
    <fieldset>
      <legend className="form-label fs-6 mb-1">Gas appliances</legend>
      <p className="form-text mt-0">
        Every appliance that burns gas, and where it is. An interlock lets gas flow only while the extraction
        canopy is running.
      </p>
      {fields.map((field, index) => (
        <div key={field.id} className="border rounded p-3 mb-3">
          <div className="row">
            <div className="col-sm-6">
              <TextField name={`appliances.${index}.name`} label={`Appliance ${index + 1}`} hint="For example: six-burner range, fryer, combi oven." autoComplete="off" maxLength={REQUEST_LIMITS.GasApplianceRequest.name.maxLength} />
            </div>
            <div className="col-sm-6">
              <TextField name={`appliances.${index}.location`} label={`Where appliance ${index + 1} is`} hint="For example: main kitchen, under the canopy." autoComplete="off" maxLength={REQUEST_LIMITS.GasApplianceRequest.location.maxLength} />
            </div>
          </div>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            <CheckboxField name={`appliances.${index}.interlocked`} label="Protected by an interlock" className="mb-0" />
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => remove(index)}>
              Remove appliance {index + 1}
            </button>
          </div>
        </div>
      ))}
      <FieldError id={list.errorId} message={list.error} />
      <button
        type="button"
        id={list.id}
        aria-describedby={list.error && list.errorId}
        className="btn btn-outline-primary"
        onClick={() => append(emptyAppliance())}
      >
        Add {fields.length ? 'another' : 'an'} appliance
      </button>
    </fieldset>
  );
}

/** Records how a unit gets its gas and its appliances; a unit without gas needs no inspections. */
export function GasDetailsModal({ membershipNumber, unit, gas, isOpen, onClose }: GasDetailsModalProps) {
  const formId = useId();
  const update = useUpdateUnitGasDetails(membershipNumber, unit.id);
  const form = useSchemaForm(gasDetailsSchema, { defaultValues: gasDetailsFormValues(gas) });
  const gasSupply = useWatch({ control: form.control, name: 'gasSupply' });

  const submit = (values: GasDetailsFormValues) =>
    update.mutate(toGasDetailsRequest(values), {
      onSuccess: () => {
        toast.success(`The gas details of ${unit.name} are saved.`);
        onClose();
      },
    });

  return (
    <FormModal
      isOpen={isOpen}
      title={`Gas supply and appliances: ${unit.name}`}
      formId={formId}
      onClose={onClose}
      submitLabel="Save gas details"
      workingLabel="Saving..."
      isWorking={update.isPending}
      isSubmitDisabled={false}
      error={update.error ? gasDetailsErrorMessage(update.error) : undefined}
      onDismissError={update.reset}
      size="lg"
    >
      <Form id={formId} form={form} onSubmit={submit}>
        <RadioGroupField name="gasSupply" label="How does this unit get its gas?" options={GAS_SUPPLIES.map((value) => ({ value, label: GAS_SUPPLY_LABELS[value] }))} />
        {gasSupply !== 'None' && gasSupply !== '' && <ApplianceRows />}
      </Form>
    </FormModal>
  );
}
