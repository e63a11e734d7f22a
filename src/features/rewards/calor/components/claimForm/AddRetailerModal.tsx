import { useId } from 'react';
import { useCreateRetailer } from '@/features/rewards/calor/api/create-retailer';
import { refusalOf } from '@/api/httpError';
import { Form } from '@/components/forms/Form';
import { PostcodeField } from '@/components/forms/PostcodeField';
import { TextField } from '@/components/forms/TextField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { FormModal } from '@/components/modals/FormModal';
import { retailerCreationErrorMessage } from '@/domain/calor/claimErrorMessages';
import { emptyNewRetailer, manualRetailerSchema } from '@/domain/calor/manualRetailerSchema';
import type { NewRetailer, Retailer } from '@/domain/calor/retailer';
import { REQUEST_LIMITS } from '@/domain/contractLimits';

interface AddRetailerModalProps {
  membershipNumber: string;
  isOpen: boolean;
  onClose: () => void;
  /** The created retailer, which becomes the claim's retailer (spec §7 call 10). */
  onCreated: (retailer: Retailer) => void;
}

/** Manual retailer entry (spec §2): name, address and post code, saved with call 10; §8 messages on failure. */
export function AddRetailerModal({ membershipNumber, isOpen, onClose, onCreated }: AddRetailerModalProps) {
  const formId = useId();
  const createRetailer = useCreateRetailer(membershipNumber);
  const form = useSchemaForm(manualRetailerSchema, { defaultValues: emptyNewRetailer() });

  const close = () => {
    form.reset(emptyNewRetailer());
    onClose();
  };

  // On failure the modal stays open with everything typed, and the §8 message from the mutation's error.
  const save = (values: NewRetailer) =>
    createRetailer.mutate(values, {
      onSuccess: (retailer) => {
        form.reset(emptyNewRetailer());
        onCreated(retailer);
      },
    });

  return (
    <FormModal
      isOpen={isOpen}
      title="Add a new retailer"
      formId={formId}
      onClose={close}
      submitLabel="Add retailer"
      workingLabel="Adding retailer..."
      isWorking={createRetailer.isPending}
      isSubmitDisabled={false}
      error={createRetailer.error ? retailerCreationErrorMessage(refusalOf(createRetailer.error)) : undefined}
      onDismissError={createRetailer.reset}
    >
      <Form id={formId} form={form} onSubmit={save}>
        <p>If you can't find the retailer, enter their details as they appear on your receipt.</p>
        <TextField name="name" label="Retailer name" autoComplete="organization" maxLength={REQUEST_LIMITS.NewRetailer.name.maxLength} />
        <TextField name="address" label="Retailer address" autoComplete="street-address" maxLength={REQUEST_LIMITS.NewRetailer.address.maxLength} />
        <PostcodeField name="postCode" label="Retailer post code" className="mb-0" />
      </Form>
    </FormModal>
  );
}
