import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useToday } from '@/components/dates/useToday';
import { FilterBar } from '@/components/lists/FilterBar';
import { FilterSelect } from '@/components/lists/FilterSelect';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { PERIOD_LIST, type StaffPeriod } from '@/domain/rewards/periodAdmin';
import { periodLabel } from '@/domain/rewards/periodLabel';
import { nextPeriodAction, PERIOD_ACTION_LABELS, STAFF_PERIOD_STATE_LABELS } from '@/domain/rewards/periodLifecycle';
import { PERIOD_STATES } from '@/domain/rewards/periods';
import type { SchemeType } from '@/domain/rewards/schemes';
import { LOOK_ONLY_REASON } from '@/domain/staffChanges';
import { useCanMakeStaffChange } from '@/session/useCanChange';
import { usePeriods, type PeriodListQuery } from './api/get-periods';
import { CreatePeriodModal } from './components/CreatePeriodModal';
import { PeriodActionModal, type PeriodActionRequest } from './components/PeriodActionModal';
import { PeriodStateBadge } from './components/PeriodStateBadge';
import { periodPagePath } from './periodRoutes';
import { rhythmWord, staffProgramme } from './staffProgramme';

/**
 * /{programme}/periods (larderAdmin): the programme's periods, newest first, filtered by state in the address;
 * create the next one (dates proposed from the programme's rhythm), and move each one on a step.
 */
export function PeriodsPage({ schemeType }: { schemeType: SchemeType }) {
  const programme = staffProgramme(schemeType);
  const list = useListState(PERIOD_LIST);
  const periods = usePeriods(schemeType, list.query);
  const today = useToday();
  const [isCreating, setCreating] = useState(false);
  const canChange = useCanMakeStaffChange('periods');
  const [action, setAction] = useState<PeriodActionRequest | null>(null);
  const stateFilter = PERIOD_STATES.find((state) => state === list.query.filters.state);

  const columns: Column<StaffPeriod, PeriodListQuery['sort']>[] = [
    { header: 'Period', sort: 'name', isRowHeader: true, cell: (period) => <Link to={periodPagePath(schemeType, period.id)}>{periodLabel(period)}</Link> },
    { header: 'Dates', sort: 'startDate', className: 'text-nowrap', cell: (period) => `${formatDate(period.startDate)} to ${formatDate(period.endDate)}` },
    { header: 'State', sort: 'state', cell: (period) => <PeriodStateBadge state={period.state} /> },
    { header: 'Members', numeric: true, cell: (period) => period.memberCount },
    { header: 'Cashback', numeric: true, cell: (period) => formatMoney(period.cashbackTotal) },
    {
      header: <span className="visually-hidden">Next step</span>,
      className: 'text-end',
      cell: (period) => {
        const next = canChange ? nextPeriodAction(period.state) : undefined;
        return (
          next && (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary text-nowrap"
              onClick={() => setAction({ period, action: next })}
              aria-label={`${PERIOD_ACTION_LABELS[next]}: ${periodLabel(period)}`}
            >
              {PERIOD_ACTION_LABELS[next]}
            </button>
          )
        );
      },
    },
  ];

  return (
    <div className="card">
      <div className="card-body d-flex flex-column gap-3">
        <p className="mb-0 text-body-secondary">
          {programme.name} pays cashback each {rhythmWord(programme)}. A period is opened on its first day, closed for claims, its cashback calculated, then
          approved for payout; it is paid once every approved entry of it is in a submitted BACS file. Approved cashback goes in the next file whatever its
          period’s state{programme.earnsBy === 'claims' ? ', so an approved claim is paid while its period is still open' : ''}.
        </p>
        <div className="d-flex flex-wrap align-items-end gap-3">
          <FilterBar label={`Filter ${programme.name} periods`}>
            <FilterSelect
              label="State"
              allLabel="All states"
              value={list.query.filters.state ?? ''}
              onChange={(value) => list.setFilter('state', value)}
              options={PERIOD_STATES.map((state) => ({ value: state, label: STAFF_PERIOD_STATE_LABELS[state] }))}
            />
          </FilterBar>
          {canChange ? (
            <button type="button" className="btn btn-primary ms-auto" onClick={() => setCreating(true)}>
              Create the next period
            </button>
          ) : (
            <p className="ms-auto mb-0 text-body-secondary">{LOOK_ONLY_REASON}</p>
          )}
        </div>
        <ServerTable
          caption={`${programme.name} periods`}
          result={periods}
          columns={columns}
          rowKey={(period) => period.id}
          query={list.query}
          onSort={list.setSort}
          onPage={list.setPage}
          loadingLabel={`Loading ${programme.name} periods…`}
          errorTitle={`${programme.name} periods could not be loaded`}
          empty={
            list.query.filters.state ? (
              <EmptyState
                title={`No ${stateFilter ? STAFF_PERIOD_STATE_LABELS[stateFilter].toLowerCase() : ''} periods`}
                message="No period of this programme is in that state."
                action={
                  <button type="button" className="btn btn-outline-primary" onClick={list.clearFilters}>
                    Show all periods
                  </button>
                }
              />
            ) : (
              <EmptyState title={`${programme.name} has no periods yet`} message="Create the first one: its dates are proposed for you." />
            )
          }
        />
      </div>
      <CreatePeriodModal programme={programme} isOpen={isCreating} onClose={() => setCreating(false)} />
      <PeriodActionModal schemeType={schemeType} request={action} onClose={() => setAction(null)} today={today} />
    </div>
  );
}

const screens = new Map<SchemeType, ComponentType>();

/** The route table's screen for one programme's periods row. */
export function periodsScreen(schemeType: SchemeType): ComponentType {
  let screen = screens.get(schemeType);
  if (!screen) {
    screen = function PeriodsScreen() {
      return <PeriodsPage schemeType={schemeType} />;
    };
    screens.set(schemeType, screen);
  }
  return screen;
}
