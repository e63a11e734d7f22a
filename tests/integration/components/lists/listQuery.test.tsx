import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from '@/components/lists/Pagination';
import { SortableHeader } from '@/components/lists/SortableHeader';
import { useListState } from '@/components/lists/useListState';
import type { ListDefinition } from '@/domain/lists/listQuery';
import { renderWithProviders } from '../../support/renderWithProviders';

const LIST: ListDefinition<'name' | 'date', 'status'> = { sorts: ['name', 'date'], filters: ['status'], defaultSort: 'date', defaultDirection: 'desc' };

function ListScreen() {
  const list = useListState(LIST);
  return (
    <>
      <label>
        Status
        <select value={list.query.filters.status ?? ''} onChange={(event) => list.setFilter('status', event.target.value)}>
          <option value="">All</option>
          <option value="Open">Open</option>
        </select>
      </label>
      <table>
        <thead>
          <tr>
            <SortableHeader sort="name" query={list.query} onSort={list.setSort}>
              Name
            </SortableHeader>
            <SortableHeader sort="date" query={list.query} onSort={list.setSort}>
              Date
            </SortableHeader>
          </tr>
        </thead>
      </table>
      <Pagination result={{ page: list.query.page, pageSize: list.query.pageSize, total: 132, items: Array(25).fill(0) }} onPage={list.setPage} label="Pages of things" />
    </>
  );
}

const NOTES: ListDefinition<'date', 'status'> = { ...LIST, sorts: ['date'], defaultSort: 'date', prefix: 'notes.' };

/** A record opened beside two lists, as a file's view shows its credits: each list keeps its own state. */
function TwoListsScreen() {
  const things = useListState(LIST);
  const notes = useListState(NOTES);
  return (
    <>
      <Pagination result={{ page: things.query.page, pageSize: 25, total: 132, items: Array(25).fill(0) }} onPage={things.setPage} label="Pages of things" />
      <Pagination result={{ page: notes.query.page, pageSize: 25, total: 60, items: Array(25).fill(0) }} onPage={notes.setPage} label="Pages of notes" />
      <button type="button" onClick={() => notes.setFilter('status', 'Open')}>
        Open notes only
      </button>
    </>
  );
}

function renderList(path: string) {
  const view = renderWithProviders(null, { path, routes: [{ path: '/things', element: <ListScreen /> }, { path: '/record', element: <TwoListsScreen /> }] });
  return { ...view, address: () => view.router.state.location.search };
}

describe('a list whose page, sort and filter live in the address', () => {
  it('a filter or a new sort goes back to page 1, and the address keeps them all', async () => {
    const { userEvent, address } = renderList('/things?page=3');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Open');
    expect(address()).toBe('?status=Open');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(address()).toBe('?status=Open&page=2');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(address()).toBe('?status=Open&sort=name&direction=asc');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('opened from a shared address (or a reload), shows the same list', () => {
    renderList('/things?status=Open&sort=name&direction=asc&page=2');
    expect(screen.getByLabelText('Status')).toHaveValue('Open');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing 26 to 50 of 132')).toBeInTheDocument();
  });
});

describe('two lists in one address', () => {
  it('each keeps its own page and filters under its own names, and what else the address holds stays', async () => {
    const { userEvent, address } = renderList('/record?file=F1&page=2');
    const notes = screen.getByRole('navigation', { name: 'Pages of notes' });
    await userEvent.click(within(notes).getByRole('button', { name: 'Page 3' }));
    expect(address()).toBe('?file=F1&page=2&notes.page=3');
    await userEvent.click(screen.getByRole('button', { name: 'Open notes only' }));
    expect(address()).toBe('?file=F1&page=2&notes.status=Open');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages of things' })).getByRole('button', { name: 'Page 3' }));
    expect(address()).toBe('?file=F1&notes.status=Open&page=3');
  });
});
