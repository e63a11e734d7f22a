import { useId, useState } from 'react';
import { statusOf } from '@/api/httpError';
import { useUser } from '@/auth/AuthContext';
import { canChangePassword, useRequestPasswordReset } from '@/auth/requestPasswordReset';
import { ConfirmModal } from '@/components/modals/ConfirmModal';
import { useConfig } from '@/config/ConfigContext';

function resetFailure(error: Error): string {
  if (statusOf(error) === 429) return 'We have sent several emails already. Please wait a few minutes, then try again.';
  return "We couldn't send the email just now. Please try again in a few minutes.";
}

/**
 * The signed-in person's own password, changed through the identity provider: it emails a link. Shown only
 * with a change-password connection configured, and never while staff act for a member (it is not theirs).
 */
export function ChangePasswordCard({ isActingForMember }: { isActingForMember: boolean }) {
  const headingId = useId();
  const { email } = useUser();
  const config = useConfig();
  const reset = useRequestPasswordReset();
  const [isAsking, setAsking] = useState(false);
  if (!canChangePassword(config) || isActingForMember || !email) return null;

  return (
    <section className="card shadow-sm mb-4" aria-labelledby={headingId}>
      <div className="card-body p-4">
        <h2 id={headingId} className="h5">
          Password
        </h2>
        <p>
          You sign in as <span className="fw-semibold">{email}</span>. To change your password we email you a link.
        </p>
        {reset.isSuccess && (
          <div className="alert alert-success" role="status">
            We&apos;ve emailed you a link to change your password. Please check your inbox for {email}: it can take a few
            minutes to arrive.
          </div>
        )}
        <button type="button" className="btn btn-outline-primary" onClick={() => setAsking(true)}>
          Change password
        </button>
      </div>
      <ConfirmModal
        isOpen={isAsking}
        title="Change your password?"
        confirmLabel="Email me a link"
        onConfirm={() => reset.mutate(email, { onSuccess: () => setAsking(false) })}
        onClose={() => setAsking(false)}
        isWorking={reset.isPending}
        error={reset.error}
        onDismissError={reset.reset}
        errorMessage={resetFailure}
      >
        <p>We&apos;ll email a link to {email}. Follow it to choose a new password.</p>
        <p className="mb-0">Your current password keeps working until you do.</p>
      </ConfirmModal>
    </section>
  );
}
