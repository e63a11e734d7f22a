import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { addMonths, subDays, subMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/domain/format/date';
import { setupSimulator } from '../support/simulator';
import { dialog, pdfFile, rowsOf, TRAINING_SCREENS, stubDownloads, typeDate } from './trainingScreens';
import { gatewayFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { renderWithProviders } from '../support/renderWithProviders';
import { definitionsIn } from '../support/queries';

const simulator = setupSimulator();
const PATH = '/my-gas-engineer';

const unitCard = (name: string) => screen.getByRole('region', { name });
const findUnit = (name: string) => screen.findByRole('region', { name });
const factsOf = (region: HTMLElement) => definitionsIn(region);

describe('My Gas Engineer', () => {
  it('shows the emergency number and how to check an engineer before anything else has loaded', async () => {
    simulator.server.use(http.get(`${API_URL}/members/:n/gas-safety`, () => new Promise(() => undefined)));
    renderWithProviders(null, { ...TRAINING_SCREENS, path: PATH });
    const emergency = await screen.findByRole('region', { name: 'If you smell gas' });
    expect(within(emergency).getByRole('link', { name: '0800 111 999' })).toHaveAttribute('href', 'tel:0800111999');
    const check = screen.getByRole('region', { name: 'Check your engineer is Gas Safe registered' });
    expect(within(check).getByRole('link', { name: 'Gas Safe Register website' })).toHaveAttribute('href', 'https://www.gassaferegister.co.uk');
    expect(screen.getByText('Loading your gas safety records…')).toBeInTheDocument();
  });

  it('shows each unit in date, due, overdue or closed, with its next inspection', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: PATH });
    await findUnit('Harbour Kitchen');
    const inspected = (months: number, days = 0) => subDays(subMonths(new Date(), months), days);
    expect(factsOf(unitCard('Harbour Kitchen'))).toMatchObject({
      'Inspection status': 'In date',
      'Next inspection due': formatDate(addMonths(inspected(3), 12)),
      'Gas supply': 'Mains gas',
      Result: 'Pass: safe to use',
      'Gas Safe number': '612345',
    });
    expect(factsOf(unitCard('Harbour Kitchen Takeaway'))).toMatchObject({ 'Inspection status': 'Due within 30 days' });
    expect(factsOf(unitCard('Harbour Catering Trailer'))).toMatchObject({
      'Inspection status': 'Overdue',
      'Gas supply': 'LPG (bottled or tank)',
      Defects: "The hob's flame failure device is slow to shut off the gas.",
    });
    const kiosk = unitCard('Old Pier Kiosk Closed');
    expect(factsOf(kiosk)).toMatchObject({ 'Inspection status': 'Unit closed' });
    expect(within(kiosk).queryByRole('button', { name: /Record|Change/ })).toBeNull();

    const appliances = within(unitCard('Harbour Kitchen')).getByRole('table', { name: 'Gas appliances at Harbour Kitchen' });
    expect(within(appliances).getByRole('row', { name: /Twin-tank fryer/ })).toHaveTextContent('Kitchen, under the canopyYes');
    expect(within(unitCard('Harbour Kitchen Takeaway')).getByText('Earlier records (1)')).toBeInTheDocument();
  });

  it("records an inspection with its certificate, and shows the unit's next due date", async () => {
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: PATH });
    const trailer = await findUnit('Harbour Catering Trailer');
    await user.click(within(trailer).getByRole('button', { name: 'Record an inspection' }));
    const modal = dialog('Record a gas safety inspection: Harbour Catering Trailer');
    const inspectedOn = subDays(new Date(), 1);
    await typeDate(user, 'Date of the inspection', inspectedOn);
    expect(within(modal).getByRole('status')).toHaveTextContent(`The next inspection will be due on ${formatDate(addMonths(inspectedOn, 12))}`);
    await user.type(within(modal).getByLabelText("Engineer's name"), 'Dan Price');
    await user.type(within(modal).getByLabelText("Engineer's business"), 'Price Gas Services Ltd');
    await user.type(within(modal).getByLabelText(/Gas Safe number/), '412 3567');
    await user.click(within(modal).getByRole('radio', { name: /Pass with advice/ }));
    await user.click(within(modal).getByRole('button', { name: 'Save record' }));
    expect(await within(modal).findAllByText('Describe the defects the engineer found')).not.toHaveLength(0);
    await user.type(within(modal).getByLabelText(/Defects found/), 'Hob thermocouple slow.');
    await user.type(within(modal).getByLabelText(/Actions taken or needed/), 'Thermocouple replaced.');
    await user.upload(within(modal).getByLabelText(/Gas safety record file/), pdfFile('cp42.pdf'));
    await user.click(within(modal).getByRole('button', { name: 'Save record' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await waitFor(() =>
      expect(factsOf(unitCard('Harbour Catering Trailer'))).toMatchObject({
        'Inspection status': 'In date',
        'Next inspection due': formatDate(addMonths(inspectedOn, 12)),
        'Gas Safe number': '4123567',
        Actions: 'Thermocouple replaced.',
      }),
    );
  });

  it('keeps the record form when saving fails, and sends it again as a new attempt', async () => {
    const keys: (string | null)[] = [];
    simulator.server.use(
      http.post(`${API_URL}/members/:n/gas-safety/units/:unitId/records`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        // The first is answered with a failure; the second goes on to the simulator.
        return keys.length === 1 ? gatewayFailure(503, 'down') : undefined;
      }),
    );
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: PATH });
    await findUnit('Harbour Kitchen');
    await user.click(within(unitCard('Harbour Kitchen')).getByRole('button', { name: 'Record an inspection' }));
    const modal = dialog(/Record a gas safety inspection/);
    await typeDate(user, 'Date of the inspection', new Date());
    await user.type(within(modal).getByLabelText("Engineer's name"), 'Dan Price');
    await user.type(within(modal).getByLabelText("Engineer's business"), 'Price Gas');
    await user.type(within(modal).getByLabelText(/Gas Safe number/), '123456');
    await user.click(within(modal).getByRole('radio', { name: /Pass: safe to use/ }));
    await user.upload(within(modal).getByLabelText(/Gas safety record file/), pdfFile('cp42.pdf'));
    await user.click(within(modal).getByRole('button', { name: 'Save record' }));
    expect(await within(modal).findByText(/The gas safety record could not be saved/)).toBeInTheDocument();
    expect(within(modal).getByLabelText("Engineer's name")).toHaveValue('Dan Price');
    expect(within(modal).getByText('cp42.pdf')).toBeInTheDocument();

    // The failure was an answer: that attempt is over, and pressing again is a new one.
    await user.click(within(modal).getByRole('button', { name: 'Save record' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('records the gas supply and appliances of a unit not set up yet', async () => {
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: PATH, account: 'member-training-empty' });
    const tearoom = await findUnit('Valley Tearoom');
    expect(tearoom).toHaveTextContent('not recorded yet');
    expect(within(tearoom).queryByRole('button', { name: 'Record an inspection' })).toBeNull();
    await user.click(within(tearoom).getByRole('button', { name: 'Record the gas supply and appliances' }));
    const modal = dialog('Gas supply and appliances: Valley Tearoom');
    await user.click(within(modal).getByRole('radio', { name: 'Mains gas' }));
    await user.type(within(modal).getByLabelText('Appliance 1'), 'Six-burner range');
    await user.click(within(modal).getByRole('button', { name: 'Save gas details' }));
    expect(await within(modal).findAllByText('Enter where the appliance is')).not.toHaveLength(0);
    await user.type(within(modal).getByLabelText('Where appliance 1 is'), 'Kitchen');
    await user.click(within(modal).getByRole('checkbox', { name: 'Protected by an interlock' }));
    await user.click(within(modal).getByRole('button', { name: 'Add another appliance' }));
    await user.type(within(modal).getByLabelText('Appliance 2'), 'Urn');
    await user.type(within(modal).getByLabelText('Where appliance 2 is'), 'Counter');
    await user.click(within(modal).getByRole('button', { name: 'Save gas details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await waitFor(() => expect(factsOf(unitCard('Valley Tearoom'))).toMatchObject({ 'Inspection status': 'No inspection recorded', 'Gas supply': 'Mains gas' }));
    expect(rowsOf(screen.getByRole('table', { name: 'Gas appliances at Valley Tearoom' }))).toEqual([
      ['Six-burner range', 'Kitchen', 'Yes'],
      ['Urn', 'Counter', 'No'],
    ]);
  });

  it('downloads a gas safety record', async () => {
    const saved = stubDownloads();
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: PATH });
    const kitchen = await findUnit('Harbour Kitchen');
    await user.click(within(kitchen).getByRole('button', { name: /Download the gas safety record of Harbour Kitchen/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('asks for a unit first when the member has none', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: PATH, account: 'member-new' });
    expect(await screen.findByRole('heading', { name: 'No units yet' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'If you smell gas' })).toBeInTheDocument();
  });

});
