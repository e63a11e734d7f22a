import { NoMemberNotice } from '@/components/states/NoMemberNotice';
import { walletTotals, walletTotalsByProgramme } from '@/domain/wallet/walletTotals';
import { DataLoad } from '@/session/DataLoad';
import { useActingMember } from '@/session/useActingMember';
import { useBankAccount } from './api/get-bank-account';
import { useWallet } from './api/get-wallet';
import { BankAccountSection } from './components/BankAccountSection';
import { LatestTransactions } from './components/LatestTransactions';
import { ProgrammeTotalsTable } from './components/ProgrammeTotalsTable';
import { WalletTotalsTiles } from './components/WalletTotalsTiles';
import { WhatHappensNext } from './components/WhatHappensNext';

/**
 * /wallet: the member's cashback across programmes: totals by state and by programme, the latest
 * transactions, what happens next, and the bank account payouts go to (masked, with the form to change it).
 */
export function WalletPage() {
  const { membershipNumber } = useActingMember();
  const walletQuery = useWallet(membershipNumber);
  const bankAccountQuery = useBankAccount(membershipNumber);
  if (!membershipNumber) return <NoMemberNotice area="wallet" />;

  return (
    <DataLoad query={walletQuery} loadingLabel="Loading your wallet…">
      {(wallet) => (
        <DataLoad query={bankAccountQuery} loadingLabel="Loading your bank details…">
          {(bankAccount) => {
            const totals = walletTotals(wallet.transactions);
            const byProgramme = walletTotalsByProgramme(wallet.transactions);
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
                    <WhatHappensNext totals={totals} nextPayoutOn={wallet.nextPayoutOn} bankAccount={bankAccount} />
                  </div>
                </div>
                {byProgramme.length > 0 && (
                  <section aria-labelledby="programmes-heading">
                    <h2 id="programmes-heading" className="h4">
                      By programme
                    </h2>
                    <ProgrammeTotalsTable rows={byProgramme} />
                  </section>
                )}
                <section aria-labelledby="transactions-heading">
                  <h2 id="transactions-heading" className="h4">
                    Latest transactions
                  </h2>
                  <LatestTransactions transactions={wallet.transactions} />
                </section>
                <BankAccountSection key={membershipNumber} membershipNumber={membershipNumber} bankAccount={bankAccount} />
              </div>
            );
          }}
        </DataLoad>
      )}
    </DataLoad>
  );
}
