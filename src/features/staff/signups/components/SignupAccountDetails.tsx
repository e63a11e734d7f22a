import type { StaffSignup } from '@/domain/rewards/staffSignup';

/** What the sign-up links: the supplier account and the units it buys for, or Calor's account and premises. */
export function SignupAccountDetails({ signup }: { signup: StaffSignup }) {
  if (signup.calor)
    return (
      <>
        {signup.calor.isDirectAccountHolder ? (
          <>
            Direct account <bdi>{signup.supplierAccountNumber ?? ''}</bdi>
          </>
        ) : (
          'Buys from retailers (no direct account)'
        )}
        <bdi className="d-block small text-body-secondary">{signup.calor.premises}</bdi>
      </>
    );
  return (
    <>
      <bdi>{signup.supplierAccountNumber ?? '–'}</bdi>
      {signup.units.length > 0 && (
        <span className="d-block small text-body-secondary">For {signup.units.map((unit) => `${unit.name} (${unit.postcode})`).join(', ')}</span>
      )}
    </>
  );
}
