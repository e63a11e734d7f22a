import { FilterBar } from '@/components/lists/FilterBar';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { knownValue } from '@/domain/lists/knownValue';
import { WALLET_STATE_LABELS, WALLET_TRANSACTION_STATES } from '@/domain/wallet/walletTransaction';
import { useWalletTransactions, WALLET_TRANSACTIONS_LIST } from '../api/get-wallet-transactions';
import { TransactionsList } from './TransactionsList';
import { WalletStateFilter } from './WalletStateFilter';

/** The latest transactions across programmes, a page at a time from the server, narrowed to one state if wanted (both in the address). */
export function LatestTransactions({ membershipNumber }: { membershipNumber: string }) {
  const list = useListState(WALLET_TRANSACTIONS_LIST);
  const transactions = useWalletTransactions(membershipNumber, list.query);
  const state = knownValue(WALLET_TRANSACTION_STATES, list.query.filters.state);
  return (
    <>
      <div className="mb-3">
        <FilterBar label="Filter your transactions">
          <WalletStateFilter value={state} onChange={(chosen) => list.setFilter('state', chosen)} />
        </FilterBar>
      </div>
      <TransactionsList
        caption="Your latest wallet transactions, newest first"
        result={transactions}
        onPage={list.setPage}
        everyProgramme
        empty={
          <EmptyState
            headingLevel={3}
            icon="wallet"
            title={state ? `No transactions ${WALLET_STATE_LABELS[state].toLowerCase()}` : 'No transactions yet'}
            message={state ? 'Choose another status to see your other transactions.' : 'Cashback you earn on our programmes will be listed here.'}
          />
        }
      />
    </>
  );
}
