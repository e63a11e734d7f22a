import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { TraineeFilterBar } from '@/features/member/training/components/TraineeFilterBar';

const unitsOf = (count: number): TradingUnit[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `unit-${index}`,
    name: `Branch ${index + 1}`,
    addressLine1: `${index + 1} High Street`,
    town: 'Leeds',
    postcode: 'LS1 4HY',
    status: 'Open',
    isFranchiseUnit: false,
  }));

describe('the trainees unit filter', () => {
  it.each([
    [4, 'a select', 'SELECT'],
    [30, 'a select', 'SELECT'],
    [31, 'a box to type in', 'INPUT'],
    [400, 'a box to type in', 'INPUT'],
  ])('with %i units is %s', (count, _, tagName) => {
    render(<TraineeFilterBar filters={{ view: 'list', showArchived: false, unitId: 'unit-2' }} units={unitsOf(count)} onChange={() => {}} />);
    // Both are comboboxes to assistive technology, named by their label.
    const unit = screen.getByRole('combobox', { name: 'Unit' });
    expect(unit.tagName).toBe(tagName);
    expect(unit).toHaveValue(tagName === 'SELECT' ? 'unit-2' : 'Branch 3 (LS1 4HY)');
  });
});
