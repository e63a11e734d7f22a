import { useId } from 'react';
import { CLAIM_STATUSES, type ClaimStatus } from '@/domain/calor/claim';

interface ClaimStatusFilterProps {
  value: ClaimStatus | undefined;
  onChange: (status: ClaimStatus | undefined) => void;
}

const isClaimStatus = (value: string): value is ClaimStatus => CLAIM_STATUSES.some((status) => status === value);

/** Narrows My Claims to one status, or shows them all. */
export function ClaimStatusFilter({ value, onChange }: ClaimStatusFilterProps) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor={id} className="form-label mb-0">
        Status
      </label>
      <select id={id} className="form-select w-auto" value={value ?? ''} onChange={(event) => onChange(isClaimStatus(event.target.value) ? event.target.value : undefined)}>
        <option value="">All statuses</option>
        {CLAIM_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
    </div>
  );
}

export function readClaimStatus(value: string | null): ClaimStatus | undefined {
  return value && isClaimStatus(value) ? value : undefined;
}
