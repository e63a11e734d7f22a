import type { AccountSummary } from '@/domain/account/accountSummary';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { tierLabel } from '@/domain/membershipTiers';
import { paymentMethodLabel } from '@/domain/paymentMethod';

export interface MembershipCardRow {
  label: string;
  value: string;
}

export const NOT_RECORDED = 'Not recorded';
export const NO_PAYMENT_SCHEDULED = 'None scheduled';

function balance({ balance, overdueAmount }: AccountSummary): string {
  if (!(balance > 0)) return `${formatMoney(0)}: nothing to pay`;
  if (overdueAmount > 0) return `${formatMoney(balance)} to pay, ${formatMoney(overdueAmount)} of it overdue`;
  return `${formatMoney(balance)} to pay`;
}

/** The membership card's rows in reading order, in spec §9's formats; a missing value says so plainly. */
export function membershipCardRows(summary: AccountSummary): MembershipCardRow[] {
  const { nextPayment } = summary;
  return [
    { label: 'Membership number', value: summary.membershipNumber },
    { label: 'Tier', value: tierLabel(summary.tier) },
    { label: 'Account status', value: summary.accountStatus || NOT_RECORDED },
    { label: 'Membership ends', value: formatDate(summary.membershipEndDate) || NOT_RECORDED },
    { label: 'Payment method', value: paymentMethodLabel(summary.paymentMethod) || NOT_RECORDED },
    {
      label: 'Next payment',
      value: nextPayment ? `${formatMoney(nextPayment.amount)} on ${formatDate(nextPayment.dueDate)}` : NO_PAYMENT_SCHEDULED,
    },
    { label: 'Balance', value: balance(summary) },
  ];
}
