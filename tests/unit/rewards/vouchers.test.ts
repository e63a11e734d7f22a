import { describe, expect, it } from 'vitest';
import { daysUntilExpiry, expiryWarning, orderVouchers, voucherStatus } from '@/domain/rewards/vouchers';

const at = (iso: string) => new Date(iso);
const voucher = (expiresOn: string, usedOn: string | null = null) => ({ expiresOn, usedOn });

describe('voucherStatus: from its dates, on each boundary', () => {
  it.each([
    { case: 'a month before its expiry', today: '2026-05-01T09:00', expiresOn: '2026-06-01', usedOn: null, status: 'Available' },
    { case: 'the day before its expiry', today: '2026-05-31T23:59', expiresOn: '2026-06-01', usedOn: null, status: 'Available' },
    { case: 'the first minute of its expiry day', today: '2026-06-01T00:00', expiresOn: '2026-06-01', usedOn: null, status: 'Available' },
    { case: 'the last minute of its expiry day', today: '2026-06-01T23:59', expiresOn: '2026-06-01', usedOn: null, status: 'Available' },
    { case: 'the first minute after its expiry day', today: '2026-06-02T00:00', expiresOn: '2026-06-01', usedOn: null, status: 'Expired' },
    { case: 'a year after its expiry', today: '2027-06-01T12:00', expiresOn: '2026-06-01', usedOn: null, status: 'Expired' },
    { case: 'used before its expiry, seen before it', today: '2026-05-20T12:00', expiresOn: '2026-06-01', usedOn: '2026-05-10', status: 'Used' },
    { case: 'used on its expiry day', today: '2026-06-01T12:00', expiresOn: '2026-06-01', usedOn: '2026-06-01', status: 'Used' },
    { case: 'used, seen after its expiry', today: '2026-07-01T12:00', expiresOn: '2026-06-01', usedOn: '2026-05-10', status: 'Used' },
  ])('$case: $status', ({ today, expiresOn, usedOn, status }) => {
    expect(voucherStatus(voucher(expiresOn, usedOn), at(today))).toBe(status);
  });
});

describe('expiry warnings for available vouchers', () => {
  it.each([
    { today: '2026-06-01T08:00', text: 'Expires today' },
    { today: '2026-05-31T08:00', text: 'Expires tomorrow' },
    { today: '2026-05-27T08:00', text: 'Expires in 5 days' },
    { today: '2026-05-18T08:00', text: 'Expires in 14 days' },
    { today: '2026-05-17T08:00', text: undefined },
    { today: '2026-06-02T08:00', text: undefined },
  ])('on $today: $text', ({ today, text }) => {
    expect(expiryWarning(voucher('2026-06-01'), at(today))).toBe(text);
  });

  it('says nothing about a used voucher', () => {
    expect(expiryWarning(voucher('2026-06-01', '2026-05-30'), at('2026-06-01T08:00'))).toBeUndefined();
  });

  it('counts calendar days whatever the time', () => {
    expect(daysUntilExpiry(voucher('2026-06-01'), at('2026-05-31T23:59'))).toBe(1);
    expect(daysUntilExpiry(voucher('2026-06-01'), at('2026-06-02T00:01'))).toBe(-1);
  });
});

describe('orderVouchers', () => {
  it('lists available ones first, soonest expiry first, then used and expired ones, most recent first', () => {
    const vouchers = [
      { id: 'expired-long-ago', ...voucher('2026-01-31') },
      { id: 'available-later', ...voucher('2026-08-01') },
      { id: 'used-recently', ...voucher('2026-09-01', '2026-05-20') },
      { id: 'available-soon', ...voucher('2026-06-03') },
      { id: 'expired-recently', ...voucher('2026-05-01') },
    ];
    expect(orderVouchers(vouchers, at('2026-05-25T10:00')).map((item) => item.id)).toEqual([
      'available-soon',
      'available-later',
      'used-recently',
      'expired-recently',
      'expired-long-ago',
    ]);
  });
});
