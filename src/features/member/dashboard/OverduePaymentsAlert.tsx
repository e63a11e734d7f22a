import { Link } from 'react-router';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getAccountSummaryQueryOptions } from '@/api/get-account-summary';
import { getOverduePaymentsQueryOptions } from '@/api/get-payments';
import { usePayOverdue } from '@/api/usePayOverdue';
import { OverdueAlert } from '@/components/payments/OverdueAlert';
import { PayOverdueButton } from '@/components/payments/PayOverdueButton';
import { useConfig } from '@/config/ConfigContext';
import { pathTo } from '@/config/paths';
import { cardPaymentsAvailability } from '@/domain/account/cardPayments';
import { debtsOf, totalOf } from '@/domain/account/payments';
import { isAcceptedAccountStatus } from '@/domain/accountStatus';

/**
 * What is owed comes first: a member with anything overdue (the API's overdue list, never the whole history)
 * sees how much, and one Pay now that goes straight to the payment page for all of it. A suspended or lapsed member has the standing notice above instead.
 */
export function OverduePaymentsAlert({ membershipNumber }: { membershipNumber: string }) {
  const api = useApiClient();
  const config = useConfig();
  const { summary, overdue } = useSuspenseQueries({
    queries: [getAccountSummaryQueryOptions(api, membershipNumber), getOverduePaymentsQueryOptions(api, membershipNumber)],
    combine: ([summaryResult, overdueResult]) => ({ summary: summaryResult.data, overdue: debtsOf(overdueResult.data.items) }),
  });
  const pay = usePayOverdue(config, membershipNumber, overdue);
  if (overdue.length === 0 || !isAcceptedAccountStatus(summary.accountStatus)) return null;
  const total = totalOf(overdue);
  return (
    <OverdueAlert total={total} className="mb-0">
      <p>
        {overdue.length === 1
          ? `${overdue[0]!.description} was not paid.`
          : `${overdue.length} payments were not paid.`}{' '}
        Please pay it now to keep your membership running.
      </p>
      <div className="d-flex flex-wrap align-items-center gap-3">
        {cardPaymentsAvailability(config).available && <PayOverdueButton total={total} pay={pay} />}
        <Link to={pathTo('payments')} className="alert-link">
          See your payments
        </Link>
      </div>
    </OverdueAlert>
  );
}
