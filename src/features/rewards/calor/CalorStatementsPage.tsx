import { Link } from 'react-router';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { pathTo } from '@/config/paths';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { readListQuery } from '@/domain/lists/listQuery';
import { periodLabel } from '@/domain/rewards/periodLabel';
import type { PageData } from '@/session/pageData';
import { useMemberInView } from '@/session/useMemberInView';
import { CALOR_STATEMENTS_LIST, getCalorStatementsQueryOptions, useCalorStatements, type CalorStatement } from './api/get-calor-statements';

/** The route's loader starts the page of statements the address asks for, while this screen's code loads. */
export const pageData: PageData = ({ queryClient, api, membershipNumber, searchParams }) =>
  queryClient.prefetchQuery(getCalorStatementsQueryOptions(api, membershipNumber, readListQuery(searchParams, CALOR_STATEMENTS_LIST)));

const COLUMNS: readonly Column<CalorStatement, 'period'>[] = [
  { header: 'Period', isRowHeader: true, cell: (statement) => periodLabel({ schemeType: 'calor', name: statement.period.name }) },
  { header: 'Claims', numeric: true, cell: (statement) => statement.claims },
  { header: 'Cashback', numeric: true, cell: (statement) => formatMoney(statement.cashback) },
  { header: 'Paid', numeric: true, cell: (statement) => formatMoney(statement.paid) },
  { header: 'To be paid', numeric: true, cell: (statement) => formatMoney(statement.toBePaid) },
  {
    header: 'Last paid',
    className: 'text-nowrap',
    cell: (statement) => (statement.lastPaidOn ? formatDate(statement.lastPaidOn) : <span className="text-body-secondary">Not yet</span>),
  },
];

/**
 * /rewards/calor/statements ({product}Member, account managers): what the member's Calor cashback came to
 * in each Calor period, newest first: the claims, the cashback, what has been paid into their bank account
 * and what is still to be paid.
 */
export function CalorStatementsPage() {
  const membershipNumber = useMemberInView();
  const list = useListState(CALOR_STATEMENTS_LIST);
  const statements = useCalorStatements(membershipNumber, list.query);
  return (
    <>
      <p>
        Your Calor cashback for each claim period: what has been paid into your bank account, and what is still to be paid. Each claim is on{' '}
        <Link to={pathTo('calorClaims')}>My Claims</Link>.
      </p>
      <ServerTable
        caption="Your Calor cashback by period"
        result={statements}
        columns={COLUMNS}
        rowKey={(statement) => statement.period.id}
        query={list.query}
        onSort={list.setSort}
        onPage={list.setPage}
        loadingLabel="Loading your Calor statements…"
        errorTitle="Your Calor statements could not be loaded"
        empty={<EmptyState title="No statements yet" message="Your Calor cashback shows here, period by period, once you have made a claim." />}
      />
    </>
  );
}
