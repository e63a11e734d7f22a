import { FilterBar } from '@/components/lists/FilterBar';
import { FilterSelect } from '@/components/lists/FilterSelect';
import { Pagination } from '@/components/lists/Pagination';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { knownValue } from '@/domain/lists/knownValue';
import { DEFAULT_PAGE_SIZE, type ListDefinition } from '@/domain/lists/listQuery';
import { pageOfItems } from '@/domain/lists/pageOfItems';
import { WALLET_STATE_LABELS, WALLET_TRANSACTION_STATES, type WalletTransaction } from '@/domain/wallet/walletTransaction';
import { TransactionsTable } from './TransactionsTable';

/** Held whole in the browser, newest first (as the API answers); the page and the state filter live in the address. */
const TRANSACTIONS_LIST: ListDefinition<'newest', 'state'> = { sorts: ['newest'], filters: ['state'], defaultSort: 'newest', defaultDirection: 'desc' };

/** The latest transactions across programmes, a page at a time, narrowed to one state if wanted. */
export function LatestTransactions({ transactions }: { transactions: readonly WalletTransaction[] }) {
  const { query, setFilter, setPage } = useListState(TRANSACTIONS_LIST);
  const state = knownValue(WALLET_TRANSACTION_STATES, query.filters.state);
  const matching = state ? transactions.filter((transaction) => transaction.state === state) : transactions;
  const current = pageOfItems(matching, query.page, DEFAULT_PAGE_SIZE);

  return (
    <>
      <div className="mb-3">
        <FilterBar label="Filter your transactions">
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            value={state ?? ''}
            onChange={(chosen) => setFilter('state', chosen)}
            options={WALLET_TRANSACTION_STATES.map((option) => ({ value: option, label: WALLET_STATE_LABELS[option] }))}
          />
        </FilterBar>
      </div>
      {matching.length === 0 ? (
        <EmptyState
          icon="wallet"
          title={state ? `No transactions ${WALLET_STATE_LABELS[state].toLowerCase()}` : 'No transactions yet'}
          message={state ? 'Choose another status to see your other transactions.' : 'Cashback you earn on our programmes will be listed here.'}
        />
      ) : (
        <>
          <TransactionsTable transactions={current.items} caption="Your latest wallet transactions, newest first" />
          <Pagination
            result={{ items: current.items, page: current.page, pageSize: DEFAULT_PAGE_SIZE, total: matching.length }}
            onPage={setPage}
            label="Pages of your wallet transactions"
          />
        </>
      )}
    </>
  );
}
