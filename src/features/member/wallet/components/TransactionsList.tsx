import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import type { Paged } from '@/domain/lists/listQuery';
import { periodLabel } from '@/domain/rewards/periodLabel';
import { PROGRAMMES } from '@/domain/rewards/programmes';
import type { WalletTransaction } from '@/domain/wallet/walletTransaction';
import { TransactionStateBadge } from './TransactionStateBadge';

type TransactionColumn = Column<WalletTransaction, 'newest'>;

const DATE: TransactionColumn = { header: 'Date', className: 'text-nowrap', cell: (transaction) => formatDate(transaction.createdOn) };
const PROGRAMME: TransactionColumn = { header: 'Programme', cell: (transaction) => PROGRAMMES[transaction.schemeType].name };
const AMOUNT: TransactionColumn = { header: 'Amount', numeric: true, cell: (transaction) => formatMoney(transaction.amount) };
const STATUS: TransactionColumn = {
  header: 'Status',
  phone: 'status',
  cell: (transaction) => (
    <>
      <TransactionStateBadge state={transaction.state} />
      <div className="small text-body-secondary">since {formatDate(transaction.stateChangedOn)}</div>
      {transaction.reason && <p className="small mb-0 mt-1">{transaction.reason}</p>}
    </>
  ),
};
/** The description, its claim reference kept whole on one line (it never breaks at its hyphen). */
function DescriptionText({ transaction: { description, claimReference } }: { transaction: WalletTransaction }) {
  const at = claimReference ? description.indexOf(claimReference) : -1;
  if (!claimReference || at < 0) return description;
  return (
    <>
      {description.slice(0, at)}
      <span className="reference">{claimReference}</span>
      {description.slice(at + claimReference.length)}
    </>
  );
}

const description = (showPeriod: boolean): TransactionColumn => ({
  header: 'Description',
  cell: (transaction) => (
    <>
      <DescriptionText transaction={transaction} />
      {showPeriod && <div className="small text-body-secondary">Period: {periodLabel({ schemeType: transaction.schemeType, name: transaction.period.name })}</div>}
    </>
  ),
});

/** Across programmes: each transaction's programme and period shown. Within one programme: its period only. */
const EVERY_PROGRAMME = [DATE, PROGRAMME, description(true), AMOUNT, STATUS];
const ONE_PROGRAMME = [DATE, description(true), AMOUNT, STATUS];

interface TransactionsListProps {
  caption: string;
  /** The page of transactions, as the API answered it (the previous page kept while the next loads). */
  result: UseQueryResult<Paged<WalletTransaction>>;
  onPage: (page: number) => void;
  /** Whether the list mixes programmes (the wallet) or is one programme's (its breakdown). */
  everyProgramme: boolean;
  empty: ReactNode;
}

/** Wallet transactions a page at a time: when, what, which period, how much, and where each stands (with the reason if taken back). */
export function TransactionsList({ caption, result, onPage, everyProgramme, empty }: TransactionsListProps) {
  return (
    <ServerTable
      caption={caption}
      result={result}
      columns={everyProgramme ? EVERY_PROGRAMME : ONE_PROGRAMME}
      rowKey={(transaction) => transaction.id}
      query={{ sort: 'newest', direction: 'desc' }}
      onSort={() => undefined}
      onPage={onPage}
      loadingLabel="Loading your transactions…"
      errorTitle="Your transactions could not be loaded"
      empty={empty}
    />
  );
}
