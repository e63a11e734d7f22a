import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DashboardPage } from '@/features/member/dashboard/DashboardPage';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { setupSimulator } from '../support/simulator';
import { waitForSession } from './memberScreens';
import { renderWithProviders } from '../support/renderWithProviders';

const simulator = setupSimulator();
const ACTIVE = demoAccount('member-active').membershipNumber!;
const NEW = demoAccount('member-new').membershipNumber!;

async function renderFinder(path = '/dashboard/home') {
  const rendered = renderWithProviders(<DashboardPage />, { session: true, path, account: 'account-manager' });
  await waitForSession('ready');
  // The search is its own chunk (account managers only): the page is ready once its box is.
  await screen.findByRole('textbox', { name: 'Membership number, business name or postcode' });
  return rendered;
}

const searchBox = () => screen.getByRole('textbox', { name: 'Membership number, business name or postcode' });
const results = (name: string) => screen.findByRole('table', { name: `Members matching “${name}”` });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

async function find(user: Awaited<ReturnType<typeof renderFinder>>['userEvent'], typed: string) {
  await user.clear(searchBox());
  await user.type(searchBox(), typed);
  await user.click(screen.getByRole('button', { name: 'Find member' }));
}

describe('account managers find a member', () => {
  it.each([
    ['their membership number, in lower case', ` ${ACTIVE.toLowerCase()} `, ACTIVE.toLowerCase()],
    ['their business name, in another case', 'THE LARDER café', 'THE LARDER café'],
    ['their postcode without its space', 'hg11aa', 'hg11aa'],
    ['their postcode with its space', 'Hg1 1aA', 'Hg1 1aA'],
  ])('by %s, and open their dashboard through the route that sets the override', async (_, typed, searched) => {
    const { userEvent: user, router } = await renderFinder();
    await find(user, typed);

    const table = await results(searched);
    expect(rowsOf(table)).toHaveLength(1);
    const [row] = rowsOf(table);
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('The Larder Café');
    expect(row).toHaveTextContent(`${ACTIVE}Harrogate HG1 1AAActive`);
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 1 to 1 of 1');

    await user.click(within(row!).getByRole('link', { name: `Open their dashboard (The Larder Café, ${ACTIVE})` }));
    expect(router.state.location.pathname).toBe(`/${ACTIVE}/dashboard/home`);
  });

  it('says plainly that no member matches, keeping what was typed in the box and the address', async () => {
    const { userEvent: user, router } = await renderFinder();
    await find(user, 'Larder Cafe Ltd');

    expect(await screen.findByRole('heading', { level: 3, name: 'No member matches “Larder Cafe Ltd”' })).toBeInTheDocument();
    expect(screen.getByText('Check the spelling, or search by their membership number, business name or postcode.')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('Larder Cafe Ltd');
    expect(router.state.location.pathname).toBe('/dashboard/home');
    expect(router.state.location.search).toBe('?q=Larder+Cafe+Ltd');
    expect(screen.queryByRole('heading', { name: /page not found/i })).not.toBeInTheDocument();
  });

  it('pages the members at one postcode, 25 at a time, keeping the search', async () => {
    const atPostcode = [...simulator.store().account.accounts.values()].filter(({ details }) => details.mailAddress.postcode === 'YO1 8RS').length;
    expect(atPostcode).toBeGreaterThan(25);
    const { userEvent: user, router } = await renderFinder();
    await find(user, 'yo1 8rs');

    const table = await results('yo1 8rs');
    expect(rowsOf(table)).toHaveLength(25);
    expect(screen.getByText(/^Showing/)).toHaveTextContent(`Showing 1 to 25 of ${atPostcode}`);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText(/^Showing/)).toHaveTextContent(`Showing 26 to ${Math.min(50, atPostcode)} of ${atPostcode}`));
    expect(rowsOf(await results('yo1 8rs'))).toHaveLength(Math.min(50, atPostcode) - 25);
    expect(router.state.location.search).toBe('?q=yo1+8rs&page=2');
    expect(searchBox()).toHaveValue('yo1 8rs');
  });

  it('shows the search of an address it is opened at, and the one before after Back', async () => {
    const { userEvent: user, router } = await renderFinder('/dashboard/home?q=tom');
    expect(searchBox()).toHaveValue('tom');
    expect(within(await results('tom')).getByRole('rowheader', { name: "Tom's Kitchen" })).toBeInTheDocument();
    expect(within(await results('tom')).getByText(NEW)).toBeInTheDocument();

    await find(user, 'nobody here');
    await screen.findByRole('heading', { name: 'No member matches “nobody here”' });
    await router.navigate(-1);
    await waitFor(() => expect(searchBox()).toHaveValue('tom'));
    expect(await results('tom')).toBeInTheDocument();
  });

  it.each([
    ['', 'Enter a membership number, business name or postcode'],
    ['   ', 'Enter a membership number, business name or postcode'],
    ['L', 'Enter at least 2 characters of a membership number, business name or postcode'],
  ])('refuses %j with "%s", asking the server nothing', async (typed, message) => {
    const { userEvent: user, router } = await renderFinder();
    if (typed) await user.type(searchBox(), typed);
    await user.click(screen.getByRole('button', { name: 'Find member' }));

    expect(searchBox()).toHaveAttribute('aria-invalid', 'true');
    expect(searchBox()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(router.state.location.search).toBe('');
    expect(simulator.requestsTo('GET', '/members/search')).toHaveLength(0);
  });
});
