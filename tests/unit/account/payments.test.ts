import { describe, expect, it } from 'vitest';
import { isOverdue, totalOf, type Payment } from '@/domain/account/payments';

const payment = (id: string, dueDate: string, status: string): Payment => ({
  id,
  dueDate,
  status,
  description: id,
  amount: 10,
  method: 'CCA Monthly',
  paidOn: null,
  invoiceNumber: null,
  failureReason: null,
  paidBy: null,
});

const PAYMENTS = [
  payment('jan', '2025-01-05', 'Successful'),
  payment('feb', '2025-02-05', 'Failed - Unpaid'),
  payment('mar', '2025-03-05', 'Due'),
  payment('apr', '2025-04-05', 'Future'),
  payment('may', '2025-05-05', 'Future'),
  payment('dec', '2024-12-05', 'Not Completed'),
];

// Which row of the schedule or the history says it is in the overdue notice's total (the API lists what is overdue itself).
describe('what is overdue', () => {
  it.each([
    { today: new Date(2025, 2, 5, 18), overdue: ['feb'] }, // due today is not overdue yet
    { today: new Date(2025, 2, 6, 8), overdue: ['feb', 'mar'] },
    { today: new Date(2025, 1, 5), overdue: [] },
  ])('on $today: $overdue', ({ today, overdue }) => {
    expect(PAYMENTS.filter((entry) => isOverdue(entry, today)).map((entry) => entry.id)).toEqual(overdue);
  });
});

describe('what payments come to', () => {
  it.each([
    { amounts: [], total: 0 },
    { amounts: [180, 70], total: 250 },
    { amounts: [0.1, 0.2], total: 0.3 }, // to the penny, not 0.30000000000000004
  ])('$amounts: £$total', ({ amounts, total }) => {
    expect(totalOf(amounts.map((amount) => ({ amount })))).toBe(total);
  });
});
