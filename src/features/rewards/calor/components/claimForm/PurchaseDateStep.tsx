import { DateField } from '@/components/forms/DateField';
import { earliestClaimablePurchaseDate } from '@/domain/calor/claimPeriod';
import { formatDate } from '@/domain/format/date';
import { StepCard } from './StepCard';

/** Step 2 (spec §2): the date on the receipt, typed as DD/MM/YYYY or picked. */
export function PurchaseDateStep({ today }: { today: Date }) {
  return (
    <StepCard step={2} title="Purchase date">
      <DateField
        name="purchaseDate"
        label="Purchase date"
        hint={`The date on the receipt, as DD/MM/YYYY. Purchases from ${formatDate(earliestClaimablePurchaseDate(today))} to today can be claimed.`}
        className="mb-0"
      />
    </StepCard>
  );
}
