import { Link } from 'react-router';
import { formatMoney } from '@/domain/format/money';
import { PROGRAMMES } from '@/domain/rewards/programmes';
import type { SchemeType } from '@/domain/rewards/schemes';
import type { WalletTotals } from '@/domain/wallet/walletTotals';
import { WALLET_STATE_LABELS, WALLET_TRANSACTION_STATES } from '@/domain/wallet/walletTransaction';
import { pathTo } from '@/config/paths';
import { Cell } from '@/components/lists/Cell';
import { DataTable, type DataTableColumn } from '@/components/lists/DataTable';

const COLUMNS: DataTableColumn[] = [
  { key: 'programme', header: 'Programme' },
  ...WALLET_TRANSACTION_STATES.map((state) => ({ key: state, header: WALLET_STATE_LABELS[state], numeric: true })),
  { key: 'breakdown', header: <span className="visually-hidden">Breakdown</span>, label: 'Breakdown', phone: 'action', className: 'text-end' },
];

/** Each programme's cashback by state, each row leading to its breakdown by period. */
export function ProgrammeTotalsTable({ rows }: { rows: readonly { schemeType: SchemeType; totals: WalletTotals }[] }) {
  return (
    <DataTable caption="Your cashback by programme and state" columns={COLUMNS} className="align-middle">
      {rows.map(({ schemeType, totals }) => (
        <tr key={schemeType}>
          <Cell column="programme" rowHeader id={`wallet-row-${schemeType}`}>
            {PROGRAMMES[schemeType].name}
          </Cell>
          {WALLET_TRANSACTION_STATES.map((state) => (
            <Cell key={state} column={state}>
              {formatMoney(totals[state])}
            </Cell>
          ))}
          <Cell column="breakdown">
            <Link to={pathTo('walletScheme', { schemeType })} className="text-nowrap" aria-describedby={`wallet-row-${schemeType}`}>
              See breakdown
            </Link>
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}
