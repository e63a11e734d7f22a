import type { UserEvent } from '@testing-library/user-event';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { NewUnitPage } from '@/features/member/premises/NewUnitPage';
import { UnitDetailsPage } from '@/features/member/premises/UnitDetailsPage';
import { UnitPremisesPage } from '@/features/member/premises/UnitPremisesPage';
import { findErrorSummary, getInlineError } from '../support/formErrors';
import { setupSimulator } from '../support/simulator';
import { scaleUnits } from '../../mocks/api/seed/scale';
import { CAFE_ID, numberOf } from './complianceHarness';
import { gatewayFailure, refusal, serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { renderWithProviders } from '../support/renderWithProviders';

const simulator = setupSimulator();
const routes = [
  { path: '/unit-premises', element: <UnitPremisesPage /> },
  { path: '/unit-premises/new', element: <NewUnitPage /> },
  { path: '/unit-premises/:unitId/details', element: <UnitDetailsPage /> },
  { path: '/unit-premises/:unitId/documents', element: <p>Unit documents page</p> },
];
const unitsOf = (key: string) => simulator.store().units.units.get(numberOf(key))!;
const details = (unitId: string) => `/unit-premises/${unitId}/details`;
/** The unit a page's address names (`/unit-premises/{id}/…`). */
const unitInAddress = (pathname: string) => /^\/unit-premises\/([^/]+)\//.exec(pathname)![1]!;

describe('Units & Premises', () => {
  it("lists the member's units with their business type, rating and each risk assessment's status", async () => {
    renderWithProviders(null, { account: 'member-active', routes, path: '/unit-premises' });
    const table = await screen.findByRole('table', { name: 'Your units, open units first' });
    const [, van, cafe] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(van).toHaveTextContent('Larder Street Food Van');
    expect(van).toHaveTextContent('Mobile unit');
    expect(van).toHaveTextContent('4 – good');
    expect(cafe).toHaveTextContent(/The Larder Café.*12 Church Street, Harrogate, HG1 1AA/);
    expect(cafe).toHaveTextContent('5 – very good');
    expect(cafe).toHaveTextContent(/Inspected \d\d\/\d\d\/\d{4}/);
    expect(cafe).toHaveTextContent('Food safety: Current');
    expect(cafe).toHaveTextContent('Health & safety: Overdue');
    expect(cafe).toHaveTextContent('Fire safety: Draft');
    expect(within(cafe).getByRole('link', { name: 'Documents' })).toHaveAttribute('href', `/unit-premises/${CAFE_ID}/documents`);
    expect(within(cafe).getByRole('link', { name: 'Documents' })).toHaveAccessibleDescription(/The Larder Café/);
  });

  it('shows 25 units a page from the server, searched and filtered there, all kept in the address', async () => {
    // The demo units thirteen times over, as LARDER_SCALE=13 serves them.
    scaleUnits(simulator.store().units, 13);
    const total = unitsOf('member-active').length;
    const { userEvent: user, router } = renderWithProviders(null, { account: 'member-active', routes, path: '/unit-premises' });
    const table = await screen.findByRole('table', { name: 'Your units, open units first' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 25);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 1 to 25 of ${total}`);
    await user.click(within(screen.getByRole('navigation', { name: 'Pages of your units, open units first' })).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + total - 25));
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 26 to ${total} of ${total}`);

    await user.type(screen.getByRole('searchbox', { name: 'Search your units' }), 'food van 1');
    await user.keyboard('{Enter}');
    // "Larder Street Food Van 1" does not exist (copies are 2 to 13): the 10th to 13th copies match.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 1 to 4 of 4'));
    expect(router.state.location.search).toBe('?search=food+van+1');
    expect(within(screen.getByRole('table', { name: 'Your units, open units first' })).getByRole('link', { name: 'Larder Street Food Van 13' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed');
    expect(await screen.findByRole('heading', { name: 'No units match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Showing 1 to 25 of ${total}`));
    expect(router.state.location.search).toBe('');
  });

  it('invites a member with no units to create one', async () => {
    renderWithProviders(null, { account: 'member-compliance-new', routes, path: '/unit-premises' });
    expect(await screen.findByRole('heading', { name: 'No units yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first unit' })).toHaveAttribute('href', '/unit-premises/new');
  });

  it('marks the coffee franchise unit', async () => {
    renderWithProviders(null, { account: 'member-coffee-franchise', routes, path: '/unit-premises' });
    const row = await screen.findByRole('row', { name: /Daily Grind Coffee/ });
    expect(row).toHaveTextContent('Coffee franchise');
  });

  it('says in place when the units cannot be loaded, and tries again', async () => {
    let failures = 2; // the query's own retry, then the answer Try again gets
    simulator.server.use(http.get(`${API_URL}/members/:membershipNumber/units`, () => (failures-- > 0 ? serverFailure() : undefined)));
    const { userEvent: user } = renderWithProviders(null, { account: 'member-active', routes, path: '/unit-premises' });
    expect(await screen.findByRole('heading', { name: 'Your units could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /The Larder Café/ })).toBeInTheDocument();
  });
});

describe('Create New Unit', () => {
  async function fillUnit(user: UserEvent, postcode = 'yo21 1dh') {
    await user.type(await screen.findByLabelText('Unit name'), 'Quay Kiosk');
    await user.type(screen.getByLabelText('Address line 1'), '1 Quay Street');
    await user.type(screen.getByLabelText('Town or city'), 'Whitby');
    await user.type(screen.getByLabelText('Postcode'), postcode);
    await user.selectOptions(screen.getByLabelText('Type of business'), 'Takeaway');
    await user.click(within(screen.getByRole('group', { name: /Types of food handled/ })).getByLabelText('Fish and shellfish'));
    await user.type(screen.getByLabelText('Number of employees'), '3');
    await user.click(within(screen.getByRole('group', { name: 'Does the unit have a food hygiene rating?' })).getByLabelText('Not rated yet'));
    await user.click(within(screen.getByRole('group', { name: /Is this a mobile unit/ })).getByLabelText('Yes'));
    await user.type(screen.getByLabelText('Where is it kept overnight?'), 'Quay car park');
  }

  it('creates the unit and goes on to its documents', async () => {
    const { userEvent: user, router } = renderWithProviders(null, { account: 'member-compliance-new', routes, path: '/unit-premises/new' });
    await fillUnit(user);
    await user.click(screen.getByRole('button', { name: 'Create unit' }));
    expect(await screen.findByText('Unit documents page')).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/unit-premises\/[^/]+\/documents$/);

    // Saved as entered: the unit's details page shows it.
    await router.navigate(details(unitInAddress(router.state.location.pathname)));
    expect(await screen.findByLabelText('Unit name')).toHaveValue('Quay Kiosk');
    expect(screen.getByLabelText('Postcode')).toHaveValue('YO21 1DH');
    expect(screen.getByLabelText('Number of employees')).toHaveValue(3);
    expect(within(screen.getByRole('group', { name: /Is this a mobile unit/ })).getByLabelText('Yes')).toBeChecked();
    expect(screen.getByLabelText('Where is it kept overnight?')).toHaveValue('Quay car park');
    expect(within(screen.getByRole('group', { name: 'Does the unit have a food hygiene rating?' })).getByLabelText('Not rated yet')).toBeChecked();
  });

  it('takes a postcode in any case without its space, shown and saved as HG5 8AA', async () => {
    const { userEvent: user, router } = renderWithProviders(null, { account: 'member-compliance-new', routes, path: '/unit-premises/new' });
    await fillUnit(user, 'hg58aa');
    expect(screen.getByLabelText('Postcode')).toHaveValue('HG5 8AA');
    await user.click(screen.getByRole('button', { name: 'Create unit' }));
    expect(await screen.findByText('Unit documents page')).toBeInTheDocument();
    await router.navigate(details(unitInAddress(router.state.location.pathname)));
    expect(await screen.findByLabelText('Postcode')).toHaveValue('HG5 8AA');
  });

  it("checks the form first (the §5 postcode shape in the unit's own words, the rating's scheme, at least one food type)", async () => {
    const { userEvent: user } = renderWithProviders(null, { account: 'member-compliance-new', routes, path: '/unit-premises/new' });
    await user.type(await screen.findByLabelText('Postcode'), 'YO21-1DH');
    await user.click(within(screen.getByRole('group', { name: 'Does the unit have a food hygiene rating?' })).getByLabelText(/Scotland/));
    expect(within(screen.getByRole('group', { name: 'Rating' })).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['Pass', 'Improvement Required']);
    await user.click(screen.getByRole('button', { name: 'Create unit' }));
    await findErrorSummary();
    expect(getInlineError('Enter a real postcode for the unit, like HG5 8AA')).toBeInTheDocument();
    // The account's mail-address message belongs to that form, not to a unit.
    expect(screen.queryByText(/postcode for the mail address/)).not.toBeInTheDocument();
    expect(getInlineError('Select at least one type of food')).toBeInTheDocument();
    expect(getInlineError('Select the rating on the sticker or inspection letter')).toBeInTheDocument();
    expect(simulator.requestsTo('POST', '/members/:membershipNumber/units')).toHaveLength(0);
  });

  it('says why the API refused, by its code, keeping everything typed', async () => {
    simulator.server.use(http.post(`${API_URL}/members/:membershipNumber/units`, () => refusal(400, 'overnight-location-required', 'overnightLocation is required for a mobile unit')));
    const { userEvent: user, router } = renderWithProviders(null, { account: 'member-compliance-new', routes, path: '/unit-premises/new' });
    await fillUnit(user);
    await user.click(screen.getByRole('button', { name: 'Create unit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The unit could not be created. Enter where the mobile unit is kept overnight. Everything you entered is still here.');
    expect(screen.getByLabelText('Unit name')).toHaveValue('Quay Kiosk');
    expect(screen.getByLabelText('Where is it kept overnight?')).toHaveValue('Quay car park');
    expect(router.state.location.pathname).toBe('/unit-premises/new');
  });
});

describe('Unit Details', () => {
  /** The details page opened afresh (its data asked of the API again), as after a reload. */
  const openAgain = async (account: string, unitId: string) => {
    cleanup();
    renderWithProviders(null, { account, routes, path: details(unitId) });
    await screen.findByRole('button', { name: 'Save changes' });
  };

  it('saves changes to the unit; a failed save keeps them', async () => {
    const { userEvent: user } = renderWithProviders(null, { account: 'member-active', routes, path: details(CAFE_ID) });
    const name = await screen.findByLabelText('Unit name');
    expect(name).toHaveValue('The Larder Café');
    await user.clear(name);
    await user.type(name, 'The Larder Kitchen');
    simulator.server.use(http.put(`${API_URL}/members/:membershipNumber/units/:unitId`, () => gatewayFailure(503, 'down'), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The unit could not be saved. Please check your connection and try again.');
    expect(name).toHaveValue('The Larder Kitchen');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The Larder Kitchen has been saved.')).toBeInTheDocument();
    await openAgain('member-active', CAFE_ID);
    expect(screen.getByLabelText('Unit name')).toHaveValue('The Larder Kitchen');
  });

  it('closes a unit after asking, keeping it and its records', async () => {
    const { userEvent: user, router } = renderWithProviders(null, { account: 'member-active', routes, path: details(CAFE_ID) });
    await user.click(await screen.findByRole('button', { name: 'Close The Larder Café' }));
    const dialog = screen.getByRole('dialog', { name: 'Close The Larder Café?' });
    expect(dialog).toHaveTextContent('Its risk assessments, documents and records are kept');
    await user.click(within(dialog).getByRole('button', { name: 'Close the unit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unit-premises'));
    // The units list drawn: the unit's own page, which showed it closed the moment the close succeeded, is gone
    // (found before it went, that heading once failed the check below under load).
    expect(await screen.findByRole('heading', { name: 'Your units' })).toBeInTheDocument();
    // Kept, as closed: its page is read-only now.
    await router.navigate(details(CAFE_ID));
    expect(await screen.findByRole('heading', { name: /The Larder Café\s*Closed/ })).toBeInTheDocument();
  });

  it('shows a closed unit read-only', async () => {
    unitsOf('member-active').find((unit) => unit.id === CAFE_ID)!.status = 'Closed';
    renderWithProviders(null, { account: 'member-active', routes, path: details(CAFE_ID) });
    expect(await screen.findByRole('heading', { name: /The Larder Café\s*Closed/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("shows a coffee franchise unit's types as set by the franchise, and saves the rest", async () => {
    const [franchiseUnit] = unitsOf('member-coffee-franchise');
    const { userEvent: user } = renderWithProviders(null, { account: 'member-coffee-franchise', routes, path: details(franchiseUnit!.id) });
    expect(await screen.findByText(/Your coffee franchise set up this unit for you/)).toBeInTheDocument();
    expect(screen.getByText('Coffee shop (franchise)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Type of business')).not.toBeInTheDocument();
    const employees = screen.getByLabelText('Number of employees');
    await user.clear(employees);
    await user.type(employees, '7');
    await user.click(within(screen.getByRole('group', { name: 'Does the unit have a food hygiene rating?' })).getByLabelText('Not rated yet'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${franchiseUnit!.name} has been saved.`)).toBeInTheDocument();
    await openAgain('member-coffee-franchise', franchiseUnit!.id);
    expect(screen.getByLabelText('Number of employees')).toHaveValue(7);
  });

  it.each([
    { what: 'an id that is not GUID-shaped', unitId: 'the-cafe' },
    { what: "another member's unit", unitId: '0a1b2c3d-0000-4000-8000-000000000040' },
  ])('shows the not-found page for $what', async ({ unitId }) => {
    const { router } = renderWithProviders(null, { account: 'member-active', routes, path: details(unitId) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/404'));
  });
});
