import { differenceInCalendarDays, parseISO, startOfDay } from 'date-fns';
import { refusalMessage } from '@/api/refusalMessage';
import { ConfirmModal } from '@/components/modals/ConfirmModal';
import { toast } from '@/components/toasts/toast';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { formatPercent } from '@/domain/format/percent';
import type { PeriodTotals } from '@/domain/rewards/periodAdmin';
import { periodLabel } from '@/domain/rewards/periodLabel';
import { PERIOD_ACTION_LABELS, type PeriodAction } from '@/domain/rewards/periodLifecycle';
import type { ProgrammePeriod } from '@/domain/rewards/periods';
import type { SchemeType } from '@/domain/rewards/schemes';
import { useMovePeriodOn } from '../api/move-period-on';
import { PERIOD_REFUSALS } from './periodRefusals';

export interface PeriodActionRequest {
  period: ProgrammePeriod;
  action: PeriodAction;
  /** What calculating or approving would pay, when known (the period page knows it). */
  totals?: PeriodTotals;
  cashbackPercent?: number;
}

interface PeriodActionModalProps {
  schemeType: SchemeType;
  /** The action asked for, or null while closed. */
  request: PeriodActionRequest | null;
  onClose: () => void;
  today: Date;
}

const SUCCESS: Record<PeriodAction, (name: string) => string> = {
  open: (name) => `${name} is open.`,
  close: (name) => `${name} is closed for claims.`,
  calculate: (name) => `Cashback for ${name} is calculated and waiting for approval.`,
  approve: (name) => `Cashback for ${name} is approved for payout.`,
};

function explanation({ period, action, totals, cashbackPercent }: PeriodActionRequest, today: Date) {
  const members = totals ? `${totals.members} ${totals.members === 1 ? 'member' : 'members'}` : 'the members';
  switch (action) {
    case 'open':
      return <p className="mb-0">Members can claim, and suppliers’ purchases can be imported, for {periodLabel(period)} from now on.</p>;
    case 'close': {
      const daysLeft = differenceInCalendarDays(parseISO(period.endDate), startOfDay(today));
      return (
        <>
          <p>
            Members can no longer claim for purchases made in {periodLabel(period)}. A claim into it is refused with “Unfortunately the period to which this
            claim would apply has been closed for claim submissions.”
          </p>
          {daysLeft >= 0 && (
            <p className="alert alert-warning mb-3">
              The period runs until {formatDate(period.endDate)} ({daysLeft === 0 ? 'today' : `${daysLeft} more ${daysLeft === 1 ? 'day' : 'days'}`}): closing it
              now ends claims early.
            </p>
          )}
          <p className="mb-0">Supplier reports can still be imported and cashback adjusted until the cashback is calculated.</p>
        </>
      );
    }
    case 'calculate':
      return (
        <p className="mb-0">
          The cashback of {members}
          {totals ? ` (${formatMoney(totals.cashback)}${cashbackPercent !== undefined ? ` at ${formatPercent(cashbackPercent)}` : ''}, adjustments included)` : ''} goes
          into their wallets, waiting for approval. No more supplier reports can be imported; adjustments still change it.
        </p>
      );
    case 'approve':
      return (
        <p className="mb-0">
          {totals ? `${formatMoney(totals.cashback)} for ${members}` : 'The cashback'} becomes approved for payout and can no longer be adjusted. The period is
          paid once every approved entry of it is in a submitted BACS file.
        </p>
      );
  }
}

/** "Open the period", "Close for claims", "Calculate cashback", "Approve for payout": asked first, with the working state. */
export function PeriodActionModal({ schemeType, request, onClose, today }: PeriodActionModalProps) {
  const move = useMovePeriodOn(schemeType);
  const close = () => {
    move.reset();
    onClose();
  };
  return (
    <ConfirmModal
      isOpen={request !== null}
      title={request ? `${PERIOD_ACTION_LABELS[request.action]}: ${periodLabel(request.period)}` : ''}
      confirmLabel={request ? PERIOD_ACTION_LABELS[request.action] : ''}
      onConfirm={() => {
        if (!request) return;
        move.mutate(
          { periodId: request.period.id, action: request.action },
          {
            onSuccess: () => {
              toast.success(SUCCESS[request.action](periodLabel(request.period)));
              close();
            },
          },
        );
      }}
      onClose={close}
      isWorking={move.isPending}
      error={move.error}
      onDismissError={move.reset}
      errorMessage={(error) => refusalMessage(error, PERIOD_REFUSALS)}
    >
      {request && explanation(request, today)}
    </ConfirmModal>
  );
}
