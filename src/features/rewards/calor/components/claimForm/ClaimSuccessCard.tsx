import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/icons/Icon';
import { pathTo } from '@/config/paths';

interface ClaimSuccessCardProps {
  claimReference: string;
  onMakeAnotherClaim: () => void;
}

/** Spec §2: the claim went in. Focus lands on the heading so screen readers hear the reference at once. */
export function ClaimSuccessCard({ claimReference, onMakeAnotherClaim }: ClaimSuccessCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card border-success mb-4" aria-labelledby="claim-success-heading">
      <div className="card-body">
        <h2 id="claim-success-heading" className="h4 text-success" tabIndex={-1} ref={heading}>
          <Icon name="success" className="me-2" />
          Claim submitted
        </h2>
        <p className="fs-5">
          Your claim reference is <strong className="reference">{claimReference}</strong>.
        </p>
        <p>Keep this reference. We will check your claim and contact you to approve it. You can follow it under My Claims.</p>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={onMakeAnotherClaim}>
            Make another claim
          </button>
          <Link to={pathTo('calorClaims')} className="btn btn-outline-primary">
            View my claims
          </Link>
        </div>
      </div>
    </section>
  );
}
