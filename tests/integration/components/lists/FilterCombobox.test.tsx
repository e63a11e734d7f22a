import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilterCombobox } from '@/components/lists/FilterCombobox';

const UNITS = [
  { value: 'u1', label: 'Harbour Kitchen Takeaway (YO22 4AE)' },
  { value: 'u2', label: 'Harbour Kitchen Café (YO21 1AB)' },
  { value: 'u3', label: 'Mill Lane Deli (LS1 4HY)' },
  ...Array.from({ length: 20 }, (_, index) => ({ value: `b${index}`, label: `Branch ${index + 1} (M${index + 1} 1AA)` })),
];

/** The filter as a list holds it: the chosen value in state, and every change it asked for. */
function UnitFilter({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const [asked, setAsked] = useState<string[]>([]);
  return (
    <>
      <FilterCombobox
        label="Unit"
        allLabel="All units"
        value={value}
        onChange={(next) => {
          setValue(next);
          setAsked((before) => [...before, next || 'all']);
        }}
        options={UNITS}
      />
      <output aria-label="Asked for">{asked.join(',')}</output>
      <button type="button" onClick={() => setValue('u3')}>
        Elsewhere
      </button>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Unit' });
const asked = () => screen.getByRole('status', { name: 'Asked for' }).textContent;
const listed = () => within(screen.getByRole('listbox', { name: 'Unit' })).getAllByRole('option').map((option) => option.textContent);

describe('FilterCombobox', () => {
  it('shows the chosen name, and the "all" choice when nothing is chosen', () => {
    render(<UnitFilter initial="u3" />);
    expect(box()).toHaveValue('Mill Lane Deli (LS1 4HY)');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists what matches any part of a name or postcode, and chooses with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    render(<UnitFilter />);
    expect(box()).toHaveAttribute('placeholder', 'All units');
    await user.type(box(), 'kitchen');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(listed()).toEqual(['All units', 'Harbour Kitchen Takeaway (YO22 4AE)', 'Harbour Kitchen Café (YO21 1AB)']);
    expect(screen.getByText('2 matches')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Harbour Kitchen Café (YO21 1AB)' }).id);
    await user.keyboard('{Enter}');
    expect(asked()).toBe('u2');
    expect(box()).toHaveValue('Harbour Kitchen Café (YO21 1AB)');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['a postcode with one match, then Enter', 'ls1{Enter}', 'u3', 'Mill Lane Deli (LS1 4HY)'],
    ['a whole name in any case, then Tab', 'mill lane deli (ls1 4hy){Tab}', 'u3', 'Mill Lane Deli (LS1 4HY)'],
    ['nothing that matches, then Tab', 'nowhere{Tab}', '', 'Harbour Kitchen Takeaway (YO22 4AE)'],
    ['a few letters, then Escape', 'mill{Escape}', '', 'Harbour Kitchen Takeaway (YO22 4AE)'],
    ['nothing, then Tab', '{Tab}', 'all', ''],
  ])('the box emptied, %s', async (_, keys, expectedAsk, expectedText) => {
    const user = userEvent.setup();
    render(<UnitFilter initial="u1" />);
    await user.clear(box());
    expect(asked()).toBe('');
    await user.keyboard(keys);
    expect(asked()).toBe(expectedAsk);
    expect(box()).toHaveValue(expectedText);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists ten matches at most, says how many more there are, and chooses with a click', async () => {
    const user = userEvent.setup();
    render(<UnitFilter />);
    await user.type(box(), 'branch');
    expect(listed()).toHaveLength(11);
    expect(screen.getByText('20 matches')).toBeInTheDocument();
    expect(screen.getByText('10 more: type more to narrow the list')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Branch 3 (M3 1AA)' }));
    expect(asked()).toBe('b2');
    expect(box()).toHaveValue('Branch 3 (M3 1AA)');
    expect(box()).toHaveFocus();
  });

  it('names the choice once the choices come', () => {
    const { rerender } = render(<FilterCombobox label="Unit" allLabel="All units" value="u3" onChange={() => {}} options={[]} />);
    expect(box()).toHaveValue('');
    rerender(<FilterCombobox label="Unit" allLabel="All units" value="u3" onChange={() => {}} options={UNITS} />);
    expect(box()).toHaveValue('Mill Lane Deli (LS1 4HY)');
  });

  it('shows a choice made elsewhere (the address, Back)', async () => {
    const user = userEvent.setup();
    render(<UnitFilter initial="u1" />);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(box()).toHaveValue('Mill Lane Deli (LS1 4HY)');
  });
});
