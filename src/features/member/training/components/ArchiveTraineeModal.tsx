import { toast } from '@/components/toasts/toast';
import { ConfirmModal } from '@/components/modals/ConfirmModal';
import { traineeName, type Trainee } from '@/domain/training/trainee';
import { useArchiveTrainee } from '../api/archive-trainee';
import { archiveErrorMessage } from './trainingErrorMessages';

interface ArchiveTraineeModalProps {
  membershipNumber: string;
  trainee: Trainee;
  isOpen: boolean;
  onClose: () => void;
  onArchived?: () => void;
}

/** Archives a trainee who has left; their certificates stay on record. */
export function ArchiveTraineeModal({ membershipNumber, trainee, isOpen, onClose, onArchived }: ArchiveTraineeModalProps) {
  const archive = useArchiveTrainee(membershipNumber);
  const name = traineeName(trainee);
  return (
    <ConfirmModal
      isOpen={isOpen}
      title={`Archive ${name}?`}
      confirmLabel="Archive trainee"
      confirmColor="danger"
      onConfirm={() =>
        archive.mutate(trainee.id, {
          onSuccess: () => {
            toast.success(`${name} is archived. Their certificates are kept.`);
            onClose();
            onArchived?.();
          },
        })
      }
      onClose={onClose}
      isWorking={archive.isPending}
      error={archive.error}
      onDismissError={archive.reset}
      errorMessage={archiveErrorMessage}
    >
      <p>Archive a trainee who has left your business.</p>
      <p className="mb-0">
        {name} will no longer appear in your training matrix or be counted as missing training. Their record and
        certificates are kept: you can still find them by showing archived trainees.
      </p>
    </ConfirmModal>
  );
}
