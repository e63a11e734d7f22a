import { CLAIM_FLAG_LABELS, describeClaimFlag, type ClaimFlag } from '@/domain/calor/claimFlags';

/** What a reviewer must see before deciding: each flag in a sentence, or a plain "nothing flagged". */
export function ClaimFlagsList({ flags }: { flags: readonly ClaimFlag[] }) {
  if (flags.length === 0)
    return (
      <p className="text-body-secondary" aria-label="Flags">
        Nothing flagged: no other claim has this receipt or file, the purchase is inside its period and the quantities are as usual.
      </p>
    );
  return (
    <div className="alert alert-warning" role="region" aria-label="Flags">
      <p className="fw-semibold mb-2">Check before deciding ({flags.length === 1 ? '1 flag' : `${flags.length} flags`})</p>
      <ul className="mb-0">
        {flags.map((flag, index) => (
          <li key={`${flag.kind}-${index}`}>
            <strong>{CLAIM_FLAG_LABELS[flag.kind]}:</strong> {describeClaimFlag(flag)}
          </li>
        ))}
      </ul>
    </div>
  );
}
