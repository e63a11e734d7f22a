import { describe, expect, it } from 'vitest';
import { processingDateProblem } from '@/domain/bacs/bacsChecks';

const TODAY = new Date(2026, 10, 26, 9); // Thursday 26 November 2026

describe('the processing day: a working day at least 2 working days ahead (3-day cycle)', () => {
  it.each([
    ['2026-11-30', undefined],
    ['2026-11-27', '27/11/2026 is too soon: the processing day must be at least 2 working days ahead, so 30/11/2026 at the earliest.'],
    ['2026-11-29', '29/11/2026 is not a working day (a weekend or a bank holiday in England and Wales).'],
    ['2026-12-25', '25/12/2026 is not a working day (a weekend or a bank holiday in England and Wales).'],
    ['2028-02-01', '01/02/2028 cannot be checked: the bank holiday table does not cover 2028 yet.'],
  ])('%s: %s', (date, problem) => {
    expect(processingDateProblem(date, TODAY)).toBe(problem);
  });
});
