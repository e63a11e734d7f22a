import { useState } from 'react';
import { EmptyState } from '@/components/states/EmptyState';
import { WALLET_STATE_LABELS, WALLET_TRANSACTION_STATES, type WalletTransaction, type WalletTransactionState } from '@/domain/wallet/walletTransaction';
import { TransactionsTable } from './TransactionsTable';
import { FilterSelect } from '@/components/lists/FilterSelect';

const PAGE_SIZE = 10;

const isState = (value: string): value is WalletTransactionState => WALLET_TRANSACTION_STATES.some((state) => state === value);

/** The latest transactions across programmes, ten at a time, narrowed to one state if wanted. */
export function LatestTransactions({ transactions }: { transactions: readonly WalletTransaction[] }) {
  const [state, setState] = useState<WalletTransactionState | ''>('');
  const [shown, setShown] = useState(PAGE_SIZE);
  const matching = state ? transactions.filter((transaction) => transaction.state === state) : transactions;
  const visible = matching.slice(0, shown);

  return (
    <>
      <FilterSelect
        layout="inline"
        className="mb-3"
        label="Status"
        allLabel="All statuses"
        value={state}
        onChange={(chosen) => {
          setState(isState(chosen) ? chosen : '');
          setShown(PAGE_SIZE);
        }}
        options={WALLET_TRANSACTION_STATES.map((option) => ({ value: option, label: WALLET_STATE_LABELS[option] }))}
      />
      <p className="visually-hidden" role="status">
        {`Showing ${visible.length} of ${matching.length} ${matching.length === 1 ? 'transaction' : 'transactions'}`}
      </p>
      {matching.length === 0 ? (
        <EmptyState
          icon="wallet"
          title={state ? `No transactions ${WALLET_STATE_LABELS[state].toLowerCase()}` : 'No transactions yet'}
          message={state ? 'Choose another status to see your other transactions.' : 'Cashback you earn on our programmes will be listed here.'}
        />
      ) : (
        <>
          <TransactionsTable transactions={visible} caption="Your latest wallet transactions, newest first" />
          {matching.length > visible.length && (
            <button type="button" className="btn btn-outline-secondary" onClick={() => setShown((count) => count + PAGE_SIZE)}>
              Show {Math.min(PAGE_SIZE, matching.length - visible.length)} more
            </button>
          )}
        </>
      )}
    </>
  );
}
