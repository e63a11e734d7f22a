import { useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useCreateRetailer } from '@/features/rewards/calor/api/create-retailer';
import { statusOf } from '@/api/httpError';
import { FormModal } from '@/components/modals/FormModal';
import { retailerCreationErrorMessage } from '@/domain/calor/claimErrorMessages';
import { emptyNewRetailer, manualRetailerSchema } from '@/domain/calor/manualRetailerSchema';
import type { NewRetailer, Retailer } from '@/domain/calor/retailer';
import { FieldError } from '@/components/forms/FieldError';

interface AddRetailerModalProps {
  membershipNumber: string;
  isOpen: boolean;
  onClose: () => void;
  /** The created retailer, which becomes the claim's retailer (spec §7 call 10). */
  onCreated: (retailer: Retailer) => void;
}

const FIELDS: { name: keyof NewRetailer; label: string; autoComplete: string }[] = [
  { name: 'name', label: 'Retailer name', autoComplete: 'organization' },
  { name: 'address', label: 'Retailer address', autoComplete: 'street-address' },
  { name: 'postCode', label: 'Retailer post code', autoComplete: 'postal-code' },
];

/** Manual retailer entry (spec §2): name, address and post code, saved with call 10; §8 messages on failure. */
export function AddRetailerModal({ membershipNumber, isOpen, onClose, onCreated }: AddRetailerModalProps) {
  const formId = useId();
  const [error, setError] = useState<string>();
  const createRetailer = useCreateRetailer(membershipNumber);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewRetailer>({ resolver: yupResolver(manualRetailerSchema), defaultValues: emptyNewRetailer() });

  const dismissError = useCallback(() => setError(undefined), []);

  const close = () => {
    reset(emptyNewRetailer());
    onClose();
  };

  async function save(values: NewRetailer) {
    setError(undefined);
    try {
      const retailer = await createRetailer.mutateAsync(values);
      reset(emptyNewRetailer());
      onCreated(retailer);
    } catch (caught) {
      setError(retailerCreationErrorMessage(statusOf(caught)));
    }
  }

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
      error={error}
      onDismissError={dismissError}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          // The modal sits in the claim form's React tree: its submit must not also submit the claim.
          event.stopPropagation();
          void handleSubmit(save)(event);
        }}
      >
        <p>If you can't find the retailer, enter their details as they appear on your receipt.</p>
        {FIELDS.map(({ name, label, autoComplete }) => {
          const id = `${formId}-${name}`;
          const message = errors[name]?.message;
          return (
            <div className="mb-3" key={name}>
              <label htmlFor={id} className="form-label">
                {label}
              </label>
              <input
                id={id}
                type="text"
                className={`form-control${message ? ' is-invalid' : ''}`}
                autoComplete={autoComplete}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${id}-error` : undefined}
                {...register(name)}
              />
              <FieldError id={`${id}-error`} message={message} />
            </div>
          );
        })}
      </form>
    </FormModal>
  );
}
