import { Link } from 'react-router';
import { pathTo } from '@/config/paths';
import { InformationModal } from '@/components/modals/InformationModal';
import { useClaimInformationModal } from '@/features/rewards/calor/hooks/useClaimInformationModal';

/** Spec §2: the five things to know before claiming. */
const POINTS = [
  'Calor direct account holders do not need to make claims: their purchases are recorded automatically.',
  'Receipts must be uploaded within 3 months of purchase.',
  'You can only claim once you have signed up to the deal. Purchases made before you signed up cannot be claimed.',
  'Fill in one claim form per receipt. Each claim is then checked and approved by our team.',
  "If a claim is rejected, you can edit it and send it again: choose 'Resubmit' on the rejected claim in My Claims.",
];

/** Opens with the claim form, until the member chooses "Don't show again" (remembered in this browser). */
export function ClaimInformationModal() {
  const { isOpen, close, dontShowAgain } = useClaimInformationModal();
  return (
    <InformationModal
      isOpen={isOpen}
      title="Before you make a claim"
      onClose={close}
      footer={
        <button type="button" className="btn btn-primary" onClick={dontShowAgain}>
          Don't show again
        </button>
      }
    >
      <ul>
        {POINTS.map((point) => (
          <li key={point} className="mb-2">
            {point}
          </li>
        ))}
      </ul>
      <p className="mb-0">
        Not signed up yet? <Link to={pathTo('calorSignup')} onClick={close}>Sign up to the Calor cashback deal</Link>{' '}
        first; you can claim once your sign-up is approved.
      </p>
    </InformationModal>
  );
}
