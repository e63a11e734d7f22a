import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { subDays } from 'date-fns';
import { formatDate } from '@/domain/format/date';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { unitId } from '../../mocks/api/seed/units';
import { scaleTraining, scaleUnits } from '../../mocks/api/seed/scale';
import { pressEscape } from '../components/pressEscape';
import { setupSimulator } from '../support/simulator';
import { dialog, findDialog, TRAINING_SCREENS, rowsOf, typeDate } from './trainingScreens';
import { gatewayFailure, refusal } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { renderWithProviders } from '../support/renderWithProviders';
import { cellsOf } from '../support/queries';

const simulator = setupSimulator();
const MEMBER = demoAccount('member-training').membershipNumber!;

/** The matrix as text: the header row, then each trainee's name, status and cells. */
function matrixAsText(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      cellsOf(row).map((cell) => {
        if (cell.getAttribute('scope') === 'row') return within(cell).getByRole('link').textContent!;
        // eslint-disable-next-line testing-library/no-node-access -- a cell's badge is its status word, beside a date the text would run into
        const badge = cell.querySelector('.badge');
        if (badge) return badge.textContent!;
        return cell.textContent!.replace('—', '').trim();
      }),
    );
}

/** The printed matrix's heading, under the business's name: each term with what follows it (a unit per line). */
function printedHeading(businessName: string): Record<string, string[]> {
  const facts: Record<string, string[]> = {};
  let term = '';
  for (const item of screen.getByText(businessName).nextElementSibling!.querySelectorAll('dt, dd')) {
    if (item.tagName === 'DT') term = item.textContent!;
    else (facts[term] ??= []).push(item.textContent!);
  }
  return facts;
}

const findMatrix = (name: RegExp = /^Training matrix for/) => screen.findByRole('table', { name });
const findList = () => screen.findByRole('table', { name: 'Trainees, by last name' });

describe('the training matrix', () => {
  it('matches, for the demo member, the table written out by hand', async () => {
    const { userEvent: user, router } = renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees' });
    await user.click(await screen.findByRole('link', { name: 'Training matrix' }));
    expect(router.state.location.search).toBe('?view=matrix');
    const table = await findMatrix(/Training matrix for all units, all training statuses/);
    expect(matrixAsText(table)).toEqual([
      ['Trainee', 'Training', 'Level 1 Food Hygiene', 'Level 2 Food Hygiene', 'Level 3 Food Hygiene', 'Allergen Awareness', 'Emergency First Aid at Work'],
      ['Ben Carter', 'Expiring within 30 days', 'Not required', 'Expiring soon', 'Not required', 'Not required', 'Not required'],
      ['Chloe Davies', 'Expired or missing', 'Valid', 'Not required', 'Not required', 'Expired', 'Not required'],
      ['Dan Evans', 'Expired or missing', 'Not required', 'Not done', 'Not required', 'Not required', 'Not required'],
      ['Ella Foster', 'All valid', 'Valid', 'Not required', 'Not required', 'Not required', 'Valid'],
      ['Aisha Khan', 'All valid', 'Not required', 'Not required', 'Valid', 'Valid', 'Not required'],
    ]);
    // Archived Fred Green, of the closed kiosk, is left out.
    expect(within(table).queryByText('Fred Green')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print the matrix' })).toBeInTheDocument();
  });

  it('filters by unit and status, keeping both in the address', async () => {
    const { userEvent: user, router } = renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees?view=matrix' });
    await findMatrix();
    // The unit choices come in a render of their own, just after the page.
    await screen.findByRole('option', { name: 'Harbour Kitchen Takeaway (YO22 4AE)' });
    await user.selectOptions(screen.getByLabelText('Unit'), 'Harbour Kitchen Takeaway (YO22 4AE)');
    await user.selectOptions(screen.getByLabelText('Training status'), 'Expired or missing');
    expect(router.state.location.search).toBe(`?view=matrix&unit=${unitId(5002)}&status=expiredOrMissing`);
    const table = await findMatrix(/Training matrix for Harbour Kitchen Takeaway, expired or missing/);
    // Only the columns these two need or hold.
    expect(matrixAsText(table)).toEqual([
      ['Trainee', 'Training', 'Level 1 Food Hygiene', 'Level 2 Food Hygiene', 'Allergen Awareness'],
      ['Chloe Davies', 'Expired or missing', 'Valid', 'Not required', 'Expired'],
      ['Dan Evans', 'Expired or missing', 'Not required', 'Not done', 'Not required'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 trainees shown');
  });

  it('heads the printed matrix with the business, the person responsible, the date printed and each unit with its address', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees?view=matrix' });
    await findMatrix();
    // Paper only: drawn when the browser prints.
    window.dispatchEvent(new Event('beforeprint'));
    await screen.findByText("Aled's Kitchen");
    // The three open units, as the API lists them, and not the closed kiosk, whose one trainee is archived.
    expect(printedHeading("Aled's Kitchen")).toEqual({
      'Membership number': [MEMBER],
      'Person responsible': ['Aled Morgan'],
      'Printed on': [formatDate(new Date())],
      Units: [
        'Harbour Catering Trailer, Yard 2, Spital Bridge, Whitby, YO22 4EF',
        'Harbour Kitchen, 3 Pier Road, Whitby, YO21 3PT',
        'Harbour Kitchen Takeaway, 18 Church Street, Whitby, YO22 4AE',
      ],
    });
  });

  it('heads a matrix printed for one unit with that unit alone', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: `/training/trainees?view=matrix&unit=${unitId(5002)}` });
    await findMatrix(/Training matrix for Harbour Kitchen Takeaway/);
    window.dispatchEvent(new Event('beforeprint'));
    await screen.findByText("Aled's Kitchen");
    expect(printedHeading("Aled's Kitchen").Unit).toEqual(['Harbour Kitchen Takeaway, 18 Church Street, Whitby, YO22 4AE']);
  });

  it('names the business by its membership number on paper when its details cannot be read', async () => {
    simulator.server.use(http.get(`${API_URL}/members/:membershipNumber/account-details`, () => gatewayFailure(503)));
    renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees?view=matrix' });
    await findMatrix();
    window.dispatchEvent(new Event('beforeprint'));
    // Once the details have failed to come (the matrix may be drawn first).
    await screen.findByText(`Membership ${MEMBER}`);
    expect(printedHeading(`Membership ${MEMBER}`)).toEqual({
      'Membership number': [MEMBER],
      'Printed on': [formatDate(new Date())],
      Units: expect.any(Array),
    });
  });

  it('opens filtered from the address, and says so when nobody matches', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: `/training/trainees?view=matrix&unit=${unitId(5001)}&status=expiredOrMissing` });
    expect(await screen.findByRole('heading', { name: 'No trainees match these filters' })).toBeInTheDocument();
  });

  it('follows what each job role requires, as the member sets it', async () => {
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees?view=matrix' });
    await findMatrix();
    const roles = screen.getByRole('table', { name: 'Courses required for each job role' });
    expect(within(roles).getByRole('row', { name: /Chef or cook/ })).toHaveTextContent('Level 2 Food Hygiene');
    await user.click(within(roles).getByRole('button', { name: 'Change', description: 'Chef or cook' }));
    const modal = await findDialog('Training for chef or cook');
    await user.click(within(modal).getByRole('checkbox', { name: 'Fire Marshal' }));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await waitFor(() => expect(within(roles).getByRole('row', { name: /Chef or cook/ })).toHaveTextContent('Level 2 Food Hygiene, Fire Marshal'));
    const table = await findMatrix();
    const ben = within(table).getByRole('row', { name: /Ben Carter/ });
    expect(matrixAsText(table)[0]).toContain('Fire Marshal');
    expect(matrixAsText(table)[1]).toEqual(['Ben Carter', 'Expired or missing', 'Not required', 'Expiring soon', 'Not required', 'Not required', 'Not required', 'Not done']);
    expect(ben).toBeInTheDocument();
  });
});

describe('the trainees list', () => {
  it('shows a spinner, then each trainee with their role, unit, start and status', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees' });
    expect(await screen.findByText('Loading your trainees…')).toBeInTheDocument();
    const table = await findList();
    expect(rowsOf(table).map(([name, role, unit, , status]) => [name, role, unit, status])).toEqual([
      ['Ben Carter', 'Chef or cook', 'Harbour Kitchen', 'Expiring within 30 days'],
      ['Chloe Davies', 'Front of house', 'Harbour Kitchen Takeaway', 'Expired or missing'],
      ['Dan Evans', 'Kitchen assistant', 'Harbour Kitchen Takeaway', 'Expired or missing'],
      ['Ella Foster', 'Kitchen porter', 'Harbour Kitchen', 'All valid'],
      ['Aisha Khan', 'Supervisor or manager', 'Harbour Kitchen', 'All valid'],
    ]);
  });

  it('shows archived trainees when asked, with their records kept', async () => {
    const { userEvent: user, router } = renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees' });
    await findList();
    await user.click(screen.getByRole('checkbox', { name: 'Show archived trainees' }));
    expect(router.state.location.search).toBe('?archived=yes');
    const fred = await screen.findByRole('row', { name: /Fred Green/ });
    expect(fred).toHaveTextContent('Archived');
    expect(fred).toHaveTextContent('Old Pier Kiosk (closed)');
    expect(within(fred).queryByRole('button')).toBeNull();
  });

  it('asks for the first trainee when there are none', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees', account: 'member-training-empty' });
    expect(await screen.findByRole('heading', { name: 'No trainees yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add your first trainee' })).toBeInTheDocument();
  });

  it('asks for a unit first when the member has none', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees', account: 'member-new' });
    expect(await screen.findByRole('heading', { name: 'Add a unit first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Units & Premises' })).toHaveAttribute('href', '/unit-premises');
    expect(screen.queryByRole('button', { name: 'Add a trainee' })).toBeNull();
  });

});

describe('adding, editing and archiving trainees', () => {
  it('adds a trainee to an open unit only, refusing a start date in the future', async () => {
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees' });
    await findList();
    await user.click(screen.getByRole('button', { name: 'Add a trainee' }));
    const modal = await findDialog('Add a trainee');
    const units = within(within(modal).getByLabelText('Unit')).getAllByRole('option').map((option) => option.textContent);
    // Open units only, in the API's order (by name): not the closed kiosk.
    expect(units).toEqual(['Choose a unit', 'Harbour Catering Trailer (YO22 4EF)', 'Harbour Kitchen (YO21 3PT)', 'Harbour Kitchen Takeaway (YO22 4AE)']);

    await user.click(within(modal).getByRole('button', { name: 'Add trainee' }));
    const summary = await within(modal).findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      "Enter the trainee's first name",
      "Enter the trainee's last name",
      'Select their job role',
      'Select the unit they work at',
      'Enter the date they started, as DD/MM/YYYY',
    ]);

    await user.type(within(modal).getByLabelText('First name'), 'Gwen');
    await user.type(within(modal).getByLabelText('Last name'), 'Hall');
    await user.selectOptions(within(modal).getByLabelText(/Job role/), 'Chef');
    await user.selectOptions(within(modal).getByLabelText(/Unit/), unitId(5003));
    await typeDate(user, 'Start date', new Date(Date.now() + 3 * 86_400_000));
    await user.click(within(modal).getByRole('button', { name: 'Add trainee' }));
    expect(await within(modal).findAllByText('The start date must be today or in the past')).not.toHaveLength(0);

    await typeDate(user, 'Start date', subDays(new Date(), 7));
    await user.click(within(modal).getByRole('button', { name: 'Add trainee' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await screen.findByRole('row', { name: /Gwen Hall/ });
    expect(row).toHaveTextContent('Harbour Catering Trailer');
    expect(row).toHaveTextContent('Expired or missing');
    expect(screen.getAllByRole('row', { name: /Gwen Hall/ })).toHaveLength(1);
  });

  it('closes the calendar with Escape without closing the dialog around it', async () => {
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees' });
    await findList();
    await user.click(screen.getByRole('button', { name: 'Add a trainee' }));
    await user.type(within(await findDialog('Add a trainee')).getByLabelText('First name'), 'Gwen');
    const startDate = screen.getByLabelText('Start date');
    await user.click(startDate);
    // eslint-disable-next-line testing-library/no-node-access -- react-datepicker's calendar has no role or name to query it by
    expect(document.querySelector('.react-datepicker')).not.toBeNull();
    pressEscape(startDate);
    // eslint-disable-next-line testing-library/no-node-access -- react-datepicker's calendar has no role or name to query it by
    await waitFor(() => expect(document.querySelector('.react-datepicker')).toBeNull());
    expect(dialog('Add a trainee')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Gwen');
    pressEscape(startDate);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps everything typed when the save is refused, says why, and sends it again as a new attempt', async () => {
    const keys: (string | null)[] = [];
    simulator.server.use(
      http.post(`${API_URL}/members/:n/trainees`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        // The first is refused; the second goes on to the simulator.
        return keys.length === 1 ? refusal(409, 'unit-closed', 'closed') : undefined;
      }),
    );
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees' });
    await findList();
    await user.click(screen.getByRole('button', { name: 'Add a trainee' }));
    const modal = await findDialog('Add a trainee');
    await user.type(within(modal).getByLabelText('First name'), 'Gwen');
    await user.type(within(modal).getByLabelText('Last name'), 'Hall');
    await user.selectOptions(within(modal).getByLabelText(/Job role/), 'Chef');
    await user.selectOptions(within(modal).getByLabelText(/Unit/), unitId(5001));
    await typeDate(user, 'Start date', subDays(new Date(), 7));
    await user.click(within(modal).getByRole('button', { name: 'Add trainee' }));

    expect(await within(modal).findByText(/the unit is closed\. Choose another unit/)).toBeInTheDocument();
    expect(within(modal).getByLabelText('First name')).toHaveValue('Gwen');
    expect(within(modal).getByLabelText('Last name')).toHaveValue('Hall');
    expect(within(modal).getByLabelText(/Unit/)).toHaveValue(unitId(5001));

    // A refusal ends the attempt: the same values sent again carry a new key, and the trainee is added.
    await user.click(within(modal).getByRole('button', { name: 'Add trainee' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(await screen.findAllByRole('row', { name: /Gwen Hall/ })).toHaveLength(1);
  });

  it("edits a trainee's job role, and their status follows", async () => {
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees' });
    await findList();
    await user.click(within(screen.getByRole('row', { name: /Dan Evans/ })).getByRole('button', { name: 'Edit' }));
    const modal = await findDialog('Edit Dan Evans');
    expect(within(modal).getByLabelText('First name')).toHaveValue('Dan');
    await user.selectOptions(within(modal).getByLabelText(/Job role/), 'Other');
    await user.click(within(modal).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('row', { name: /Dan Evans/ })).toHaveTextContent('Other (no food handling)'));
    expect(screen.getByRole('row', { name: /Dan Evans/ })).toHaveTextContent('All valid');
  });

  it('archives a trainee, who leaves the list and the matrix', async () => {
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees' });
    await findList();
    await user.click(within(screen.getByRole('row', { name: /Dan Evans/ })).getByRole('button', { name: 'Archive' }));
    await user.click(within(await findDialog('Archive Dan Evans?')).getByRole('button', { name: 'Archive trainee' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Dan Evans/ })).toBeNull());
    // Archived, not deleted: the member finds them again among the archived trainees.
    await user.click(screen.getByRole('checkbox', { name: 'Show archived trainees' }));
    expect(await screen.findByRole('row', { name: /Dan Evans/ })).toBeInTheDocument();
  });
});

describe('many trainees, 25 a page', () => {
  // The demo member's six trainees (five current, one archived) six times over, as LARDER_SCALE=6 serves them.
  const scaleUp = () => {
    scaleUnits(simulator.store().units, 6);
    scaleTraining(simulator.store().training, 6);
  };
  const names = (table: HTMLElement) => rowsOf(table).map(([name]) => name);

  it('pages the list, keeping the page in the address, and a filter starts again on page 1', async () => {
    scaleUp();
    const { userEvent: user, router } = renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees' });
    const firstPage = names(await findList());
    expect(firstPage).toHaveLength(25);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 to 25 of 30 trainees');
    const pages = screen.getByRole('navigation', { name: 'Pages of trainees' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(names(screen.getByRole('table', { name: 'Trainees, by last name' }))).toHaveLength(5));
    const secondPage = names(screen.getByRole('table', { name: 'Trainees, by last name' }));
    expect(new Set([...firstPage, ...secondPage]).size).toBe(30);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 26 to 30 of 30 trainees');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.selectOptions(screen.getByLabelText('Training status'), 'Expired or missing');
    expect(router.state.location.search).toBe('?status=expiredOrMissing');
    // Page 2 stays on screen, whole, until the filtered list is drawn.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('12 trainees shown'));
    const filtered = rowsOf(await findList());
    // Chloe Davies and Dan Evans, and their five copies each: one page, so no page links.
    expect(filtered).toHaveLength(12);
    expect(filtered.every(([, , , , status]) => status === 'Expired or missing')).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('12 trainees shown');
    expect(screen.queryByRole('navigation', { name: 'Pages of trainees' })).toBeNull();
  });

  it('keeps a filter asked for a moment before a page link is followed (the filters and the pages share the address)', async () => {
    scaleUp();
    // The page with the archived trainees is held until the page link has been followed.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    simulator.server.use(
      http.get(`${API_URL}/members/:n/training/trainee-standings`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('includeArchived') === 'true') await held;
        return undefined;
      }),
    );
    const { userEvent: user, router } = renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees' });
    expect(names(await findList())).toHaveLength(25);
    await user.click(screen.getByLabelText('Show archived trainees'));
    // The page before stays on screen, its page links with it, while the archived trainees are on their way.
    await user.click(within(screen.getByRole('navigation', { name: 'Pages of trainees' })).getByRole('button', { name: 'Next' }));
    answer();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 26 to 36 of 36 trainees'));
    expect(router.state.location.search).toBe('?archived=yes&page=2');
  });

  it('opens on the page the address names, with the archived trainees when asked', async () => {
    scaleUp();
    renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees?archived=yes&page=2' });
    expect(names(await findList())).toHaveLength(11);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 26 to 36 of 36 trainees');
  });

  it('pages the matrix on screen, and prints every trainee', async () => {
    scaleUp();
    // The browser's print dialog, which jsdom does not have: what matters is what is drawn when it opens.
    let printedNames: ReturnType<typeof names> = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printedNames = names(screen.getByRole('table', { name: /^Training matrix for/ }));
    });
    const { userEvent: user, router } = renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/trainees?view=matrix' });
    const table = await findMatrix();
    const firstPage = names(table);
    expect(firstPage).toHaveLength(25);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 to 25 of 30 trainees');
    // The browser's own Print prints the page shown, and says how to print everyone.
    expect(screen.getByText('Trainees 1 to 25 of 30. To print every trainee, use Print the matrix on the Trainees page.')).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Pages of trainees' })).getByRole('button', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?view=matrix&page=2');
    await waitFor(() => expect(names(table)).toHaveLength(5));
    expect(new Set([...firstPage, ...names(table)]).size).toBe(30);

    // Print the matrix, from page 2: every trainee is read and drawn, then the browser prints them all.
    await user.click(screen.getByRole('button', { name: 'Print the matrix' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(printedNames).toHaveLength(30);
    expect(new Set(printedNames).size).toBe(30);
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(names(table)).toHaveLength(5));
    print.mockRestore();

    await user.selectOptions(screen.getByLabelText('Unit'), 'Harbour Kitchen Takeaway (YO22 4AE)');
    expect(router.state.location.search).toBe(`?view=matrix&unit=${unitId(5002)}`);
    const takeaway = matrixAsText(await findMatrix(/Training matrix for Harbour Kitchen Takeaway,/));
    expect(takeaway.slice(1).map(([name]) => name)).toEqual(['Chloe Davies', 'Dan Evans']);
  });
});
