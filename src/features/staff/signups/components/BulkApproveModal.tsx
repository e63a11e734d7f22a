import { refusalMessage } from '@/api/refusalMessage';
import { ConfirmModal } from '@/components/modals/ConfirmModal';
import { toast } from '@/components/toasts/toast';
import type { SchemeType } from '@/domain/rewards/schemes';
import { useApproveSignups } from '../api/approve-signups';
import { SIGNUP_DECISION_REFUSALS } from './signupRefusals';

interface BulkApproveModalProps {
  schemeType: SchemeType;
  /** The ticked sign-ups; none while closed. */
  signupIds: readonly string[];
  onClose: () => void;
  onApproved: () => void;
}

const signups = (count: number) => `${count} ${count === 1 ? 'sign-up' : 'sign-ups'}`;

/** Approves the ticked sign-ups together after the count is confirmed; any decided meanwhile are skipped and named. */
export function BulkApproveModal({ schemeType, signupIds, onClose, onApproved }: BulkApproveModalProps) {
  const approve = useApproveSignups(schemeType);
  const close = () => {
    approve.reset();
    onClose();
  };
  const count = signupIds.length;
  return (
    <ConfirmModal
      isOpen={count > 0}
      title={`Approve ${signups(count)}`}
      confirmLabel={`Approve ${signups(count)}`}
      onConfirm={() =>
        approve.mutate(signupIds, {
          onSuccess: (result) => {
            onApproved();
            if (result.skipped.length === 0) toast.success(`Approved ${signups(result.approved.length)}.`);
            else
              toast.warning(
                `Approved ${signups(result.approved.length)}. ${signups(result.skipped.length)} were not: ${result.skipped.map((skip) => skip.reason).join(' ')}`,
              );
            close();
          },
        })
      }
      onClose={close}
      isWorking={approve.isPending}
      error={approve.error}
      onDismissError={approve.reset}
      errorMessage={(error) => refusalMessage(error, SIGNUP_DECISION_REFUSALS)}
    >
      <p className="mb-0">
        You are approving {signups(count)}. Each member will earn cashback from now on. Any decided by someone else meanwhile is left as it is.
      </p>
    </ConfirmModal>
  );
}
