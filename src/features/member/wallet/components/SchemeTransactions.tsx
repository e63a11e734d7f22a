import { FilterBar } from '@/components/lists/FilterBar';
import { FilterSelect } from '@/components/lists/FilterSelect';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { knownValue } from '@/domain/lists/knownValue';
import { periodLabel } from '@/domain/rewards/periodLabel';
import { PROGRAMMES } from '@/domain/rewards/programmes';
import type { SchemeType } from '@/domain/rewards/schemes';
import { WALLET_TRANSACTION_STATES } from '@/domain/wallet/walletTransaction';
import type { WalletPeriodTotals } from '../api/get-wallet';
import { SCHEME_TRANSACTIONS_LIST, useWalletTransactions } from '../api/get-wallet-transactions';
import { TransactionsList } from './TransactionsList';
import { WalletStateFilter } from './WalletStateFilter';

interface SchemeTransactionsProps {
  schemeType: SchemeType;
  membershipNumber: string;
  /** The programme's periods in the wallet, newest first: the period filter's choices. */
  periods: readonly WalletPeriodTotals[];
}

/** One programme's transactions, newest first, a page at a time from the server, narrowed to a period and a state (in the address). */
export function SchemeTransactions({ schemeType, membershipNumber, periods }: SchemeTransactionsProps) {
  const list = useListState(SCHEME_TRANSACTIONS_LIST);
  const transactions = useWalletTransactions(membershipNumber, list.query, schemeType);
  const state = knownValue(WALLET_TRANSACTION_STATES, list.query.filters.state);
  const name = PROGRAMMES[schemeType].name;
  return (
    <section aria-labelledby="scheme-transactions-heading">
      <h2 id="scheme-transactions-heading" className="h4">
        {name} transactions
      </h2>
      <div className="mb-3">
        <FilterBar label={`Filter your ${name} transactions`}>
          <FilterSelect
            label="Period"
            allLabel="All periods"
            width="16rem"
            value={list.query.filters.period ?? ''}
            onChange={(chosen) => list.setFilter('period', chosen)}
            options={periods.map(({ period }) => ({ value: period.id, label: periodLabel({ schemeType, name: period.name }) }))}
          />
          <WalletStateFilter value={state} onChange={(chosen) => list.setFilter('state', chosen)} />
        </FilterBar>
      </div>
      <TransactionsList
        caption={`Your ${name} transactions, newest first`}
        result={transactions}
        onPage={list.setPage}
        everyProgramme={false}
        empty={<EmptyState headingLevel={3} icon="wallet" title="No transactions match" message="Choose another period or status to see your other transactions." />}
      />
    </section>
  );
}
