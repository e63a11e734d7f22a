import { CLAIM_STATUSES, type ClaimStatus } from '@/domain/calor/claim';
import { FilterSelect } from '@/components/lists/FilterSelect';

interface ClaimStatusFilterProps {
  value: ClaimStatus | undefined;
  onChange: (status: ClaimStatus | undefined) => void;
}

const isClaimStatus = (value: string): value is ClaimStatus => CLAIM_STATUSES.some((status) => status === value);

/** Narrows My Claims to one status, or shows them all. */
export function ClaimStatusFilter({ value, onChange }: ClaimStatusFilterProps) {
  return (
    <FilterSelect
      layout="inline"
      label="Status"
      allLabel="All statuses"
      value={value ?? ''}
      onChange={(chosen) => onChange(isClaimStatus(chosen) ? chosen : undefined)}
      options={CLAIM_STATUSES.map((status) => ({ value: status, label: status }))}
    />
  );
}

export function readClaimStatus(value: string | null): ClaimStatus | undefined {
  return value && isClaimStatus(value) ? value : undefined;
}
