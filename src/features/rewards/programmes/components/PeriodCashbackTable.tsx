import { Fragment, useState } from 'react';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import type { PeriodCashback } from '@/domain/rewards/periodCashback';
import { periodLabel } from '@/domain/rewards/periodLabel';
import { PERIOD_STATE_LABELS } from '@/domain/rewards/periods';
import type { SupplierReportedProgramme } from '@/domain/rewards/programmes';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { CashbackStateBadge } from './CashbackStateBadge';
import { PeriodPurchases } from './PeriodPurchases';
import { TableFrame } from '@/components/lists/TableFrame';

interface PeriodCashbackTableProps {
  programme: SupplierReportedProgramme;
  membershipNumber: string;
  periods: readonly PeriodCashback[];
  units: readonly TradingUnit[];
}

/** Every period, newest first: what was reported, the cashback and where it stands; each period's purchases on demand. */
export function PeriodCashbackTable({ programme, membershipNumber, periods, units }: PeriodCashbackTableProps) {
  const [openPeriodIds, setOpenPeriodIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = (periodId: string) =>
    setOpenPeriodIds((open) => {
      const next = new Set(open);
      if (next.has(periodId)) next.delete(periodId);
      else next.add(periodId);
      return next;
    });

  return (
    <TableFrame caption={`Your ${programme.name} cashback by period, newest first`} className="align-top">
      <thead>
        <tr>
          <th scope="col">Period</th>
          <th scope="col">Purchases reported</th>
          <th scope="col" className="text-end">
            Cashback
          </th>
          <th scope="col">Cashback status</th>
          <th scope="col">
            <span className="visually-hidden">Purchases</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {periods.map((row) => {
          const periodId = row.period.id;
          const isOpen = openPeriodIds.has(periodId);
          const detailsId = `purchases-${periodId}`;
          const headingId = `period-${periodId}`;
          return (
            <Fragment key={periodId}>
              <tr>
                <th scope="row" id={headingId}>
                  {periodLabel(row.period)}
                  <div className="small fw-normal text-body-secondary">
                    {formatDate(row.period.startDate)} to {formatDate(row.period.endDate)}: {PERIOD_STATE_LABELS[row.period.state]}
                  </div>
                </th>
                <td>
                  {row.purchases.count === 0 ? (
                    'None reported'
                  ) : (
                    <>
                      {formatMoney(row.purchases.totalExcludingVat)} excl. VAT
                      <div className="small text-body-secondary">
                        {row.purchases.count === 1 ? '1 invoice' : `${row.purchases.count} invoices`}, last reported {formatDate(row.purchases.lastReportedOn)}
                      </div>
                    </>
                  )}
                </td>
                <td className="text-end larder-numeric">{formatMoney(row.cashback)}</td>
                <td>
                  <CashbackStateBadge state={row.cashbackState} />
                  {row.reason && <p className="small mb-0 mt-1">{row.reason}</p>}
                </td>
                <td className="text-end">
                  {row.purchases.count > 0 && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary text-nowrap"
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? detailsId : undefined}
                      aria-describedby={headingId}
                      onClick={() => toggle(periodId)}
                    >
                      {isOpen ? 'Hide purchases' : 'Show purchases'}
                    </button>
                  )}
                </td>
              </tr>
              {isOpen && (
                <tr id={detailsId}>
                  <td colSpan={5} className="bg-body-tertiary">
                    <PeriodPurchases programme={programme} membershipNumber={membershipNumber} period={row.period} units={units} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </TableFrame>
  );
}
