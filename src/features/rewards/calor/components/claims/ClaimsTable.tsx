import type { CalorClaim } from '@/domain/calor/claim';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { ClaimCylinders } from './ClaimCylinders';
import { ClaimStatusBadge } from '@/components/rewards/ClaimStatusBadge';
import { ResubmitAction } from './ResubmitAction';
import { Cell } from '@/components/lists/Cell';
import { DataTable, type DataTableColumn } from '@/components/lists/DataTable';

const COLUMNS: DataTableColumn[] = [
  { key: 'reference', header: 'Reference', className: 'text-nowrap' },
  { key: 'date', header: 'Purchase date', className: 'text-nowrap' },
  { key: 'retailer', header: 'Retailer' },
  { key: 'cylinders', header: 'Cylinders' },
  { key: 'total', header: 'Total excl. VAT', numeric: true },
  { key: 'cashback', header: 'Cashback', numeric: true },
  { key: 'status', header: 'Status', phone: 'status' },
  { key: 'actions', header: <span className="visually-hidden">Actions</span>, label: 'Actions', phone: 'action' },
];

/** My Claims, newest first (the caller sorts and filters): what was claimed, what it earns, where it stands. */
export function ClaimsTable({ claims, today }: { claims: CalorClaim[]; today: Date }) {
  return (
    <DataTable caption="Your Calor claims, newest first" columns={COLUMNS}>
      {claims.map((claim) => {
        const referenceId = `claim-${claim.claimReference}`;
        return (
          <tr key={claim.claimReference}>
            <Cell column="reference" rowHeader id={referenceId}>
              <span className="reference">{claim.claimReference}</span>
            </Cell>
            <Cell column="date">{formatDate(claim.purchaseDate)}</Cell>
            <Cell column="retailer">{claim.retailer.name}</Cell>
            <Cell column="cylinders" className="small">
              <ClaimCylinders lines={claim.purchaseDetails} />
            </Cell>
            <Cell column="total">{formatMoney(claim.totalExcludingVat)}</Cell>
            <Cell column="cashback">{formatMoney(claim.cashback)}</Cell>
            <Cell column="status">
              <ClaimStatusBadge status={claim.status} />
              {claim.rejectionReason && <p className="small mb-0 mt-1">{claim.rejectionReason}</p>}
            </Cell>
            <Cell column="actions">
              <ResubmitAction claim={claim} today={today} describedBy={referenceId} />
            </Cell>
          </tr>
        );
      })}
    </DataTable>
  );
}
