import { Suspense } from 'react';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { Skeleton, SkeletonBlock, SkeletonLine } from '@/components/states/Skeleton';
import { useMemberInView } from '@/session/useMemberInView';
import { getBankAccountQueryOptions } from './api/get-bank-account';
import { getWalletQueryOptions } from './api/get-wallet';
import { BankAccountSection } from './components/BankAccountSection';
import { LatestTransactions } from './components/LatestTransactions';
import { ProgrammeTotalsTable } from './components/ProgrammeTotalsTable';
import { WalletTotalsTiles } from './components/WalletTotalsTiles';
import { WhatHappensNext } from './components/WhatHappensNext';

function Wallet() {
  const membershipNumber = useMemberInView();
  const api = useApiClient();
  const { wallet, bankAccount } = useSuspenseQueries({
    queries: [getWalletQueryOptions(api, membershipNumber), getBankAccountQueryOptions(api, membershipNumber)],
    combine: ([walletResult, bankAccountResult]) => ({ wallet: walletResult.data, bankAccount: bankAccountResult.data }),
  });
  const { totals, programmes } = wallet;
  return (
    <div className="d-flex flex-column gap-4">
      <div className="row g-4">
        <section className="col-xl-8" aria-labelledby="totals-heading">
          <h2 id="totals-heading" className="h4">
            Your cashback
          </h2>
          <WalletTotalsTiles totals={totals} />
        </section>
        <div className="col-xl-4">
          <WhatHappensNext totals={totals} nextPayoutOn={wallet.nextPayoutOn} nextPayoutConfirmed={wallet.nextPayoutConfirmed} bankAccount={bankAccount} />
        </div>
      </div>
      {programmes.length > 0 && (
        <section aria-labelledby="programmes-heading">
          <h2 id="programmes-heading" className="h4">
            By programme
          </h2>
          <ProgrammeTotalsTable rows={programmes} />
        </section>
      )}
      <section aria-labelledby="transactions-heading">
        <h2 id="transactions-heading" className="h4">
          Latest transactions
        </h2>
        <LatestTransactions membershipNumber={membershipNumber} />
      </section>
      <BankAccountSection key={membershipNumber} membershipNumber={membershipNumber} bankAccount={bankAccount} />
    </div>
  );
}

/** The totals, what happens next and the lists still to come, in the places they will take. */
function WalletSkeleton() {
  return (
    <Skeleton label="Loading your wallet…">
      <div className="d-flex flex-column gap-4">
        <div className="row g-4">
          <div className="col-xl-8">
            <SkeletonLine width="30%" size="lg" />
            <ul className="row row-cols-1 row-cols-sm-2 row-cols-md-3 g-3 list-unstyled mb-0">
              {[0, 1, 2, 3, 4, 5].map((tile) => (
                <li key={tile} className="col">
                  <div className="border rounded p-3 h-100" style={{ minHeight: '8.5rem' }}>
                    <SkeletonLine width="60%" size="sm" />
                    <SkeletonLine width="45%" size="lg" />
                    <SkeletonLine width="90%" size="sm" />
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-xl-4">
            <div className="card h-100" style={{ minHeight: '12rem' }}>
              <div className="card-body">
                <SkeletonLine width="50%" size="lg" />
                <SkeletonLine width="90%" />
                <SkeletonLine width="80%" />
                <SkeletonLine width="70%" />
              </div>
            </div>
          </div>
        </div>
        <div>
          <SkeletonLine width="25%" size="lg" />
          <SkeletonBlock height="14rem" className="mt-3" />
        </div>
        <div>
          <SkeletonLine width="30%" size="lg" />
          <SkeletonBlock height="30rem" className="mt-3" />
        </div>
      </div>
    </Skeleton>
  );
}

/**
 * /wallet: the member's cashback across programmes: totals by state and by programme (summed by the server),
 * the latest transactions a page at a time, what happens next, and the bank account payouts go to (masked, with the form to change it).
 */
export function WalletPage() {
  return (
    <Suspense fallback={<WalletSkeleton />}>
      <Wallet />
    </Suspense>
  );
}
