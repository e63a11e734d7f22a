import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { periodLabel } from '@/domain/rewards/periodLabel';
import { PROGRAMMES } from '@/domain/rewards/programmes';
import type { WalletTransaction } from '@/domain/wallet/walletTransaction';
import { TransactionStateBadge } from './TransactionStateBadge';
import { Cell } from '@/components/lists/Cell';
import { DataTable, type DataTableColumn } from '@/components/lists/DataTable';

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
  const columns: DataTableColumn[] = [
    { key: 'date', header: 'Date', className: 'text-nowrap' },
    ...(showProgramme ? [{ key: 'programme', header: 'Programme' }] : []),
    { key: 'description', header: 'Description' },
    { key: 'amount', header: 'Amount', numeric: true },
    { key: 'status', header: 'Status', phone: 'status' },
  ];
  return (
    <DataTable caption={caption} columns={columns}>
          {transactions.map((transaction) => (
            <tr key={transaction.id}>
              <Cell column="date">{formatDate(transaction.createdOn)}</Cell>
              {showProgramme && <Cell column="programme">{PROGRAMMES[transaction.schemeType].name}</Cell>}
              <Cell column="description">
                {transaction.description}
                {showPeriod && <div className="small text-body-secondary">Period: {periodLabel({ schemeType: transaction.schemeType, name: transaction.period.name })}</div>}
              </Cell>
              <Cell column="amount">{formatMoney(transaction.amount)}</Cell>
              <Cell column="status">
                <TransactionStateBadge state={transaction.state} />
                <div className="small text-body-secondary">since {formatDate(transaction.stateChangedOn)}</div>
                {transaction.reason && <p className="small mb-0 mt-1">{transaction.reason}</p>}
              </Cell>
            </tr>
          ))}
    </DataTable>
  );
}
