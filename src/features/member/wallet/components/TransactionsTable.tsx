import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { periodLabel } from '@/domain/rewards/periodLabel';
import { PROGRAMMES } from '@/domain/rewards/programmes';
import type { WalletTransaction } from '@/domain/wallet/walletTransaction';
import { TransactionStateBadge } from './TransactionStateBadge';
import { TableScrollBox } from '@/components/lists/TableScrollBox';

interface TransactionsTableProps {
  transactions: readonly WalletTransaction[];
  caption: string;
  /** The programme column, when the list mixes programmes. */
  showProgramme?: boolean;
  /** Each transaction's period, when the list mixes periods. */
  showPeriod?: boolean;
}

/** Wallet transactions: when, what, which period, how much, and where each stands (with the reason if taken back). */
export function TransactionsTable({ transactions, caption, showProgramme = true, showPeriod = true }: TransactionsTableProps) {
  return (
    <TableScrollBox label={caption}>
      <table className="table align-top">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {showProgramme && <th scope="col">Programme</th>}
            <th scope="col">Description</th>
            <th scope="col" className="text-end">
              Amount
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction.id}>
              <td className="text-nowrap">{formatDate(transaction.createdOn)}</td>
              {showProgramme && <td>{PROGRAMMES[transaction.schemeType].name}</td>}
              <td>
                {transaction.description}
                {showPeriod && <div className="small text-body-secondary">Period: {periodLabel({ schemeType: transaction.schemeType, name: transaction.period.name })}</div>}
              </td>
              <td className="text-end larder-numeric">{formatMoney(transaction.amount)}</td>
              <td>
                <TransactionStateBadge state={transaction.state} />
                <div className="small text-body-secondary">since {formatDate(transaction.stateChangedOn)}</div>
                {transaction.reason && <p className="small mb-0 mt-1">{transaction.reason}</p>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollBox>
  );
}
