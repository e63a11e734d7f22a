import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Pagination } from '@/components/lists/Pagination';
import { SortableHeader } from '@/components/lists/SortableHeader';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { useToday } from '@/components/dates/useToday';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { PERIOD_LIST } from '@/domain/rewards/periodAdmin';
import { nextPeriodAction, PERIOD_ACTION_LABELS, STAFF_PERIOD_STATE_LABELS } from '@/domain/rewards/periodLifecycle';
import { PERIOD_STATES } from '@/domain/rewards/periods';
import type { SchemeType } from '@/domain/rewards/schemes';
import { DataLoad } from '@/session/DataLoad';
import { usePeriods } from './api/get-periods';
import { CreatePeriodModal } from './components/CreatePeriodModal';
import { PeriodActionModal, type PeriodActionRequest } from './components/PeriodActionModal';
import { PeriodStateBadge } from './components/PeriodStateBadge';
import { periodPagePath } from './periodRoutes';
import { rhythmWord, staffProgramme } from './staffProgramme';
import { FilterSelect } from '@/components/lists/FilterSelect';

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
  const [action, setAction] = useState<PeriodActionRequest | null>(null);
  const stateFilter = list.query.filters.state ?? '';

  return (
    <div className="card">
      <div className="card-body d-flex flex-column gap-3">
        <p className="mb-0 text-body-secondary">
          {programme.name} pays cashback each {rhythmWord(programme)}. A period is opened on its first day, closed for claims, its cashback calculated, then
          approved for payout in the next BACS file.
        </p>
        <div className="d-flex flex-wrap align-items-end gap-3">
          <FilterSelect
            label="State"
            allLabel="All states"
            value={stateFilter}
            onChange={(value) => list.setFilter('state', value)}
            options={PERIOD_STATES.map((state) => ({ value: state, label: STAFF_PERIOD_STATE_LABELS[state] }))}
          />
          <button type="button" className="btn btn-primary ms-auto" onClick={() => setCreating(true)}>
            Create the next period
          </button>
        </div>
        <DataLoad query={periods} loadingLabel={`Loading ${programme.name} periods…`}>
          {(page) =>
            page.items.length === 0 ? (
              stateFilter ? (
                <EmptyState
                  title={`No ${STAFF_PERIOD_STATE_LABELS[stateFilter as keyof typeof STAFF_PERIOD_STATE_LABELS]?.toLowerCase() ?? ''} periods`}
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
            ) : (
              <>
                <div className="table-responsive">
                  <table className="table align-middle mb-0" aria-busy={periods.isFetching}>
                    <caption className="visually-hidden">{programme.name} periods</caption>
                    <thead>
                      <tr>
                        <SortableHeader sort="name" query={list.query} onSort={list.setSort}>
                          Period
                        </SortableHeader>
                        <SortableHeader sort="startDate" query={list.query} onSort={list.setSort}>
                          Dates
                        </SortableHeader>
                        <SortableHeader sort="state" query={list.query} onSort={list.setSort}>
                          State
                        </SortableHeader>
                        <th scope="col" className="text-end">
                          Members
                        </th>
                        <th scope="col" className="text-end">
                          Cashback
                        </th>
                        <th scope="col">
                          <span className="visually-hidden">Next step</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {page.items.map((period) => {
                        const next = nextPeriodAction(period.state);
                        return (
                          <tr key={period.id}>
                            <th scope="row" className="fw-normal">
                              <Link to={periodPagePath(schemeType, period.id)}>{period.name}</Link>
                            </th>
                            <td className="text-nowrap">
                              {formatDate(period.startDate)} to {formatDate(period.endDate)}
                            </td>
                            <td>
                              <PeriodStateBadge state={period.state} />
                            </td>
                            <td className="text-end">{period.memberCount}</td>
                            <td className="text-end">{formatMoney(period.cashbackTotal)}</td>
                            <td className="text-end">
                              {next && (
                                <button
                                  type="button"
                                  className="btn btn-sm btn-outline-primary text-nowrap"
                                  onClick={() => setAction({ period, action: next })}
                                  aria-label={`${PERIOD_ACTION_LABELS[next]}: ${period.name}`}
                                >
                                  {PERIOD_ACTION_LABELS[next]}
                                </button>
                              )}
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
                <Pagination result={page} onPage={list.setPage} label={`Pages of ${programme.name} periods`} />
              </>
            )
          }
        </DataLoad>
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
