import { differenceInCalendarDays, parseISO, startOfDay } from 'date-fns';

/** A voucher Booker issued to the member, redeemed with its code at a Booker branch. */
export interface BookerVoucher {
  /** GUID. */
  id: string;
  code: string;
  /** In pounds. */
  value: number;
  /** What it was issued for, e.g. 'Spend reward, January to March 2026'. */
  description: string;
  /** yyyy-MM-dd */
  issuedOn: string;
  /** yyyy-MM-dd: the last day it can be used. */
  expiresOn: string;
  /** yyyy-MM-dd when it was redeemed, else null. */
  usedOn: string | null;
}

export const VOUCHER_STATUSES = ['Available', 'Used', 'Expired'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** Within this many days of its expiry a voucher says how long it has left. */
export const VOUCHER_EXPIRES_SOON_DAYS = 14;

/**
 * Used once redeemed (whenever that was); otherwise available up to and including its expiry day, and
 * expired from the day after. Days compare by calendar day, so the time of day never matters.
 */
export function voucherStatus(voucher: Pick<BookerVoucher, 'expiresOn' | 'usedOn'>, today: Date): VoucherStatus {
  if (voucher.usedOn) return 'Used';
  return daysUntilExpiry(voucher, today) < 0 ? 'Expired' : 'Available';
}

/** 0 on the expiry day, negative after it. */
export function daysUntilExpiry(voucher: Pick<BookerVoucher, 'expiresOn'>, today: Date): number {
  return differenceInCalendarDays(parseISO(voucher.expiresOn), startOfDay(today));
}

/** 'Expires today', 'Expires tomorrow', 'Expires in 5 days' for an available voucher near its expiry; else undefined. */
export function expiryWarning(voucher: Pick<BookerVoucher, 'expiresOn' | 'usedOn'>, today: Date): string | undefined {
  if (voucherStatus(voucher, today) !== 'Available') return undefined;
  const days = daysUntilExpiry(voucher, today);
  if (days > VOUCHER_EXPIRES_SOON_DAYS) return undefined;
  if (days === 0) return 'Expires today';
  return days === 1 ? 'Expires tomorrow' : `Expires in ${days} days`;
}

/** Available first (soonest expiry first), then used and expired (most recent first). */
export function orderVouchers<T extends Pick<BookerVoucher, 'expiresOn' | 'usedOn'>>(vouchers: readonly T[], today: Date): T[] {
  const available = vouchers.filter((voucher) => voucherStatus(voucher, today) === 'Available');
  const others = vouchers.filter((voucher) => voucherStatus(voucher, today) !== 'Available');
  return [
    ...available.sort((a, b) => a.expiresOn.localeCompare(b.expiresOn)),
    ...others.sort((a, b) => (b.usedOn ?? b.expiresOn).localeCompare(a.usedOn ?? a.expiresOn)),
  ];
}
