import { refusalMessage } from '@/api/refusalMessage';
import { ConfirmModal } from '@/components/modals/ConfirmModal';
import { toast } from '@/components/toasts/toast';
import { PROGRAMMES } from '@/domain/rewards/programmes';
import type { SchemeType } from '@/domain/rewards/schemes';
import type { StaffSignup } from '@/domain/rewards/staffSignup';
import { useApproveSignup } from '../api/approve-signup';
import { SignupAccountDetails } from './SignupAccountDetails';
import { SIGNUP_DECISION_REFUSALS } from './signupRefusals';

/** Approve one sign-up, asked first; someone else's decision meanwhile is told plainly (409). */
export function ApproveSignupModal({ schemeType, signup, onClose }: { schemeType: SchemeType; signup: StaffSignup | null; onClose: () => void }) {
  const approve = useApproveSignup(schemeType);
  const close = () => {
    approve.reset();
    onClose();
  };
  return (
    <ConfirmModal
      isOpen={signup !== null}
      title={signup ? `Approve ${signup.memberName}` : 'Approve'}
      confirmLabel="Approve"
      onConfirm={() =>
        signup &&
        approve.mutate(signup.id, {
          onSuccess: () => {
            toast.success(`${signup.memberName} (${signup.membershipNumber}) is approved for ${PROGRAMMES[schemeType].name} cashback.`);
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
      {signup && (
        <>
          <p>
            {signup.memberName} ({signup.membershipNumber}) will earn {PROGRAMMES[schemeType].name} cashback from now on
            {schemeType === 'calor' ? ' and can make claims' : ''}.
          </p>
          <p className="mb-0">
            <SignupAccountDetails signup={signup} />
          </p>
        </>
      )}
    </ConfirmModal>
  );
}
