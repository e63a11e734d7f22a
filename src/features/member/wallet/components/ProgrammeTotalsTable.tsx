import { Link } from 'react-router';
import { formatMoney } from '@/domain/format/money';
import { PROGRAMMES } from '@/domain/rewards/programmes';
import type { SchemeType } from '@/domain/rewards/schemes';
import type { WalletTotals } from '@/domain/wallet/walletTotals';
import { WALLET_STATE_LABELS, WALLET_TRANSACTION_STATES } from '@/domain/wallet/walletTransaction';
import { pathTo } from '@/config/paths';
import { TableFrame } from '@/components/lists/TableFrame';

/** Each programme's cashback by state, each row leading to its breakdown by period. */
export function ProgrammeTotalsTable({ rows }: { rows: readonly { schemeType: SchemeType; totals: WalletTotals }[] }) {
  return (
    <TableFrame caption="Your cashback by programme and state" className="align-middle">
      <thead>
        <tr>
          <th scope="col">Programme</th>
          {WALLET_TRANSACTION_STATES.map((state) => (
            <th key={state} scope="col" className="text-end">
              {WALLET_STATE_LABELS[state]}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">Breakdown</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ schemeType, totals }) => (
          <tr key={schemeType}>
            <th scope="row" id={`wallet-row-${schemeType}`}>
              {PROGRAMMES[schemeType].name}
            </th>
            {WALLET_TRANSACTION_STATES.map((state) => (
              <td key={state} className="text-end larder-numeric">
                {formatMoney(totals[state])}
              </td>
            ))}
            <td className="text-end">
              <Link to={pathTo('walletScheme', { schemeType })} className="text-nowrap" aria-describedby={`wallet-row-${schemeType}`}>
                See breakdown
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
