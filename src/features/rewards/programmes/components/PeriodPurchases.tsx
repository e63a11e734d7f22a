import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { TableSkeleton } from '@/components/states/Skeleton';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import type { ProgrammePeriod } from '@/domain/rewards/periods';
import type { SupplierReportedProgramme } from '@/domain/rewards/programmes';
import { describeUnit, type TradingUnit } from '@/domain/units/tradingUnit';
import { PartBoundary } from '@/session/PartBoundary';
import { getProgrammePurchasesQueryOptions } from '../api/get-programme-purchases';
import { TableFrame } from '@/components/lists/TableFrame';

interface PeriodPurchasesProps {
  programme: SupplierReportedProgramme;
  membershipNumber: string;
  period: ProgrammePeriod;
  units: readonly TradingUnit[];
}

/**
 * What the supplier reported in one period, newest invoice first. Loaded when opened; a failure here is
 * shown in place with Try again, since the rest of the page is fine.
 */
export function PeriodPurchases(props: PeriodPurchasesProps) {
  return (
    <PartBoundary
      fallback={<TableSkeleton label={`Loading the purchases ${props.programme.supplier} reported…`} rows={3} columns={5} />}
      failedTitle="The purchases could not be loaded"
    >
      <Purchases {...props} />
    </PartBoundary>
  );
}

function Purchases({ programme, membershipNumber, period, units }: PeriodPurchasesProps) {
  const { data: purchases } = useSuspenseQuery(getProgrammePurchasesQueryOptions(useApiClient(), programme.schemeType, membershipNumber, period.id));
  const unitName = (unitId: string | null | undefined) => {
    const unit = units.find((candidate) => candidate.id === unitId);
    return unit ? describeUnit(unit) : 'Not given';
  };
  return (
    <TableFrame caption={`What ${programme.supplier} reported for ${period.name}`} captionClassName="caption-top" className="table-sm mb-0">
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Invoice date</th>
          <th scope="col">Unit</th>
          <th scope="col" className="text-end">
            Amount excl. VAT
          </th>
          <th scope="col">Reported</th>
        </tr>
      </thead>
      <tbody>
        {purchases.map((purchase) => (
          <tr key={purchase.id}>
            <td>{purchase.invoiceNumber}</td>
            <td>{formatDate(purchase.invoiceDate)}</td>
            <td>{unitName(purchase.unitId)}</td>
            <td className="text-end larder-numeric">{formatMoney(purchase.amountExcludingVat)}</td>
            <td>{formatDate(purchase.reportedOn)}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
