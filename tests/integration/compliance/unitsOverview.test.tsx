import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { UnitsOverviewPage } from '@/features/staff/unitsOverview/UnitsOverviewPage';
import { setupSimulator } from '../support/simulator';
import { seedUnits } from '../../mocks/api/seed/units';
import { API_URL } from '../../support/apiUrl';
import { renderWithProviders } from '../support/renderWithProviders';

const simulator = setupSimulator();
const OVERVIEW = '/unit-premises/overview';
const routes = [{ path: OVERVIEW, element: <UnitsOverviewPage /> }];

// What the overview asked the server for: its query strings, in order.
let asked: URLSearchParams[] = [];
const listen = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.href.startsWith(`${API_URL}/units/overview`)) asked.push(url.searchParams);
};
simulator.server.events.on('request:start', listen);
afterEach(() => {
  asked = [];
});

// Every demo member's units, whichever areas seed them.
const ALL_UNITS = [...seedUnits().units.values()].flat().length;

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const status = () => screen.findByText(/^Showing|^No units match/);

describe('Units Overview', () => {
  it('pages on the server, 25 at a time (every list\'s page size), with the page in the address', async () => {
    const { userEvent: user, router } = renderWithProviders(null, { account: 'larder-admin', routes, path: OVERVIEW });
    expect(await status()).toHaveTextContent(`Showing 1 to 25 of ${ALL_UNITS}`);
    expect(rows()).toHaveLength(25);
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ page: '1', pageSize: '25' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Showing 26 to ${Math.min(50, ALL_UNITS)} of ${ALL_UNITS}`));
    expect(rows()).toHaveLength(Math.min(50, ALL_UNITS) - 25);
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ page: '2', pageSize: '25' });
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters on the server by business type and rating, and searches by member number, name or postcode', async () => {
    const { userEvent: user, router } = renderWithProviders(null, { account: 'account-manager', routes, path: `${OVERVIEW}?page=2` });
    await status();
    await user.selectOptions(screen.getByLabelText('Food hygiene rating'), 'Not rated');
    await waitFor(() => expect(router.state.location.search).toBe('?rating=Not+rated'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 1 to 6 of 6'));
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ rating: 'Not rated', page: '1', pageSize: '25' });

    await user.selectOptions(screen.getByLabelText('Business type'), 'Staff canteen');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 1 to 1 of 1'));
    expect(asked.at(-1)!.get('businessTypeId')).toBe('b1000000-0000-4000-8000-000000000008');
    expect(rows()[0]).toHaveTextContent('Northern Plate York 4');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hg1 1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 1 to 1 of 1'));
    expect(rows()[0]).toHaveTextContent('The Larder Café');
    expect(router.state.location.search).toBe('?search=hg1+1');
    expect(asked.at(-1)!.get('search')).toBe('hg1 1');
  });

  it('lets an account manager open a unit as its member, and says when nothing matches', async () => {
    const { userEvent: user } = renderWithProviders(null, { account: 'account-manager', routes, path: `${OVERVIEW}?search=LM100001` });
    await status();
    expect(screen.getByRole('link', { name: 'The Larder Café' })).toHaveAttribute('href', '/LM100001/unit-premises/0a1b2c3d-0000-4000-8000-000000000001/details');
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nowhere at all');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No units match' })).toBeInTheDocument();
  });

  it('exports the current filter as CSV', async () => {
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:units'), revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { userEvent: user } = renderWithProviders(null, { account: 'larder-admin', routes, path: `${OVERVIEW}?rating=Not+rated` });
    await status();
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // Byte by byte: the UTF-8 byte-order mark, then the header row (src/domain/csv.ts).
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Membership number,Unit,Address line 1,Address line 2,Town,Postcode,Business type,Food hygiene rating,Inspected on,Employees,Mobile unit,Status,Coffee franchise unit');
    expect(lines).toHaveLength(7); // the header and the six unrated units, not just one page
    expect(lines.slice(1).every((line) => line.includes(',Not rated,'))).toBe(true);
    // Read as the list is, the largest page a call allows, so no answer holds every unit.
    expect(asked.at(-1)!.toString()).toBe('rating=Not+rated&page=1&pageSize=100');
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('exports a long list 100 units a call, saying how far it has got', async () => {
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:units'), revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    // One member with 250 more units (copies of their first, each its own id), so every unit is 250 + the rest.
    const [membershipNumber, units] = [...simulator.store().units.units][0]!;
    units.push(...Array.from({ length: 250 }, (_, n) => ({ ...units[0]!, id: `0a1b2c3d-0000-4000-8000-${String(900000000000 + n)}`, name: `Copy ${n}` })));
    const total = ALL_UNITS + 250;
    // The second page is held until the test has read the progress; returning nothing, the simulator answers it.
    let releaseSecondPage = () => {};
    const secondPageHeld = new Promise<void>((resolve) => (releaseSecondPage = resolve));
    simulator.server.use(
      http.get(`${API_URL}/units/overview`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await secondPageHeld;
      }),
    );
    const { userEvent: user } = renderWithProviders(null, { account: 'larder-admin', routes, path: OVERVIEW });
    await status();
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(await screen.findByText(`Exporting 100 of ${total} units…`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeDisabled();
    releaseSecondPage();
    await waitFor(() => expect(saved).toHaveLength(1));
    const lines = (await saved[0]!.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(total + 1);
    expect(lines.filter((line) => line.startsWith(`${membershipNumber},Copy `))).toHaveLength(250);
    expect(asked.filter((query) => query.get('pageSize') === '100').map((query) => query.get('page'))).toEqual(Array.from({ length: Math.ceil(total / 100) }, (_, page) => String(page + 1)));
    // The file is saved as the export ends; the words go in the render after.
    await waitFor(() => expect(screen.queryByText(/^Exporting/)).not.toBeInTheDocument());
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});
