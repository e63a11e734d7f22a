import { Link, Navigate, useParams } from 'react-router';
import { EmptyState } from '@/components/states/EmptyState';
import { NoMemberNotice } from '@/components/states/NoMemberNotice';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { formatMoney } from '@/domain/format/money';
import { PROGRAMMES } from '@/domain/rewards/programmes';
import { isSchemeType } from '@/domain/rewards/schemes';
import { walletBreakdown } from '@/domain/wallet/walletBreakdown';
import { earnedToDate, walletTotals } from '@/domain/wallet/walletTotals';
import { pathTo } from '@/config/paths';
import { DataLoad } from '@/session/DataLoad';
import { useActingMember } from '@/session/useActingMember';
import { useWallet } from './api/get-wallet';
import { PeriodBreakdown } from './components/PeriodBreakdown';

/**
 * /wallet/schemes/{schemeType}: one programme's periods in the wallet, each with its transactions, totals
 * and the payouts that settled it. A schemeType that names no programme is a page that does not exist.
 */
export function WalletSchemePage() {
  const { schemeType } = useParams();
  const { membershipNumber } = useActingMember();
  const walletQuery = useWallet(isSchemeType(schemeType) ? membershipNumber : undefined);
  // Like any unknown address: no 'Try again', which would only come back here.
  if (!isSchemeType(schemeType)) return <Navigate to={ERROR_PATHS.notFound} replace />;
  if (!membershipNumber) return <NoMemberNotice area="wallet" />;
  const programme = PROGRAMMES[schemeType];

  return (
    <DataLoad query={walletQuery} loadingLabel={`Loading your ${programme.name} cashback…`}>
      {(wallet) => {
        const periods = walletBreakdown(schemeType, wallet.transactions, wallet.payouts);
        const totals = walletTotals(periods.flatMap((period) => period.transactions));
        return (
          <>
            <div className="d-flex flex-wrap align-items-baseline gap-3 mb-3">
              <h2 className="h4 mb-0 me-auto">{programme.name} cashback</h2>
              {periods.length > 0 && (
                <p className="mb-0">
                  Earned to date <strong>{formatMoney(earnedToDate(totals))}</strong>, of which paid <strong>{formatMoney(totals.Paid)}</strong>
                </p>
              )}
            </div>
            {periods.length === 0 ? (
              <EmptyState
                icon="wallet"
                title={`No ${programme.name} cashback in your wallet yet`}
                message="Cashback shows here once it has been worked out for a period."
                action={
                  <Link to={pathTo('wallet')} className="btn btn-outline-primary">
                    Back to your wallet
                  </Link>
                }
              />
            ) : (
              <div className="d-flex flex-column gap-3">
                {periods.map((breakdown) => (
                  <PeriodBreakdown key={breakdown.period.id} breakdown={breakdown} programmeName={programme.name} />
                ))}
              </div>
            )}
          </>
        );
      }}
    </DataLoad>
  );
}
