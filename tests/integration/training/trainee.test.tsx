import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { addMonths, subDays } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/domain/format/date';
import { traineeId } from '../../mocks/api/seed/training';
import { setupSimulator } from '../support/simulator';
import { dialog, findDialog, pdfFile, TRAINING_SCREENS, rowsOf, stubDownloads, typeDate } from './trainingScreens';
import { htmlBytes, sampleFile } from '../../mocks/data/sampleFiles';
import { serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { renderWithProviders } from '../support/renderWithProviders';
import { definitionOf, definitionsIn } from '../support/queries';

const simulator = setupSimulator();
const DAN = `/training/trainees/${traineeId(504)}`;

const findRecord = (name: string) => screen.findByRole('heading', { level: 2, name });
const requiredTable = () => screen.getByRole('table', { name: /Courses their job role requires/ });
/** The rows of Dan's certificates table (under Certificates, once he has one) for Level 2 Food Hygiene. */
const findLevel2Certificates = async () =>
  within(await screen.findByRole('table', { name: /^Dan Evans's certificates/ })).getAllByRole('row', { name: /Level 2 Food Hygiene/ });

async function fillCertificate(user: UserEvent, completed: Date, file = pdfFile()) {
  const modal = await findDialog(/Add a certificate for/);
  await typeDate(user, 'Completion date', completed);
  await user.click(within(within(modal).getByRole('group', { name: /show an expiry date/ })).getByRole('radio', { name: 'No' }));
  await user.upload(within(modal).getByLabelText(/Certificate file/), file);
  return modal;
}

describe("a trainee's record", () => {
  it('shows their details, what their role needs and is missing, and the ways to put it right', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: DAN });
    await findRecord('Dan Evans');
    const details = definitionsIn(document.body);
    expect(details).toMatchObject({ 'Job role': 'Kitchen assistant', Unit: 'Harbour Kitchen Takeaway', Training: 'Expired or missing' });
    expect(rowsOf(requiredTable())).toEqual([['Level 2 Food Hygiene', 'Not done', '–', expect.stringContaining('Add certificate')]]);
    const book = within(requiredTable()).getByRole('link', { name: /Book a course: Level 2 Food Hygiene/ });
    expect(book.getAttribute('href')).toMatch(/\/idp\/external\/training\?course=food-hygiene-level-2$/);
    expect(screen.getByText(/No certificates yet/)).toBeInTheDocument();
  });

  it('adding a certificate updates the trainee, and the matrix', async () => {
    const { userEvent: user, router } = renderWithProviders(null, { ...TRAINING_SCREENS, path: DAN });
    await findRecord('Dan Evans');
    await user.click(within(requiredTable()).getByRole('button', { name: 'Add certificate' }));
    const modal = await findDialog('Add a certificate for Dan Evans');
    expect(within(modal).getByLabelText('Course')).toHaveDisplayValue('Level 2 Food Hygiene');
    const completed = subDays(new Date(), 2);
    await fillCertificate(user, completed);
    expect(within(modal).getByRole('status')).toHaveTextContent(`It will expire on ${formatDate(addMonths(completed, 36))}, 3 years after completion`);
    await user.click(within(modal).getByRole('button', { name: 'Upload certificate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await waitFor(() => expect(rowsOf(requiredTable())[0]!.slice(0, 3)).toEqual(['Level 2 Food Hygiene', 'Valid', formatDate(addMonths(completed, 36))]));
    const certificates = screen.getByRole('table', { name: "Dan Evans's certificates, newest first" });
    expect(rowsOf(certificates)[0]!.slice(0, 4)).toEqual([
      'Level 2 Food Hygiene',
      formatDate(completed),
      `${formatDate(addMonths(completed, 36))}from the refresh period`,
      'Valid',
    ]);
    expect(definitionOf(document.body, 'Training')).toHaveTextContent('All valid');

    await router.navigate('/training/trainees?view=matrix');
    const matrix = await screen.findByRole('table', { name: /^Training matrix/ });
    const dan = within(matrix).getByRole('row', { name: /Dan Evans/ });
    const level2 = within(matrix).getAllByRole('columnheader').findIndex((header) => header.textContent === 'Level 2 Food Hygiene');
    expect([...within(dan).getAllByRole('rowheader'), ...within(dan).getAllByRole('cell')][level2]).toHaveTextContent(`Valid until ${formatDate(addMonths(completed, 36))}`);
    expect(dan).toHaveTextContent('All valid');
  });

  it('keeps the form, the file included, when the upload fails, and sends it again as a new attempt', async () => {
    let fail = true;
    const keys: (string | null)[] = [];
    simulator.server.use(
      http.post(`${API_URL}/members/:n/training/certificates`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        // The first is answered with a failure; the second goes on to the simulator.
        return fail ? serverFailure() : undefined;
      }),
    );
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: DAN });
    await findRecord('Dan Evans');
    await user.click(screen.getByRole('button', { name: 'Add a certificate' }));
    const modal = await findDialog('Add a certificate for Dan Evans');
    await user.selectOptions(within(modal).getByLabelText('Course'), 'Level 2 Food Hygiene');
    const completed = subDays(new Date(), 5);
    await fillCertificate(user, completed, pdfFile('dan-level-2.pdf'));
    await user.click(within(modal).getByRole('button', { name: 'Upload certificate' }));

    expect(await within(modal).findByText('The certificate could not be uploaded. Please try again; everything you entered is kept.')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Course')).toHaveDisplayValue('Level 2 Food Hygiene');
    expect(within(modal).getByLabelText('Completion date')).toHaveValue(formatDate(completed));
    expect(within(modal).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(modal).getByText('dan-level-2.pdf')).toBeInTheDocument();

    fail = false;
    await user.click(within(modal).getByRole('button', { name: 'Upload certificate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // One certificate on the record: the failed attempt made none, the retry no second.
    expect(await findLevel2Certificates()).toHaveLength(1);
    // The failure was an answer: that attempt is over, and pressing again is a new one.
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends an upload whose answer was lost again with the same key: one certificate, and the dialog closes', async () => {
    const realFetch = globalThis.fetch;
    const keys: (string | null)[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (!(request.method === 'POST' && request.url.endsWith('/training/certificates'))) return realFetch(input, init);
      keys.push(request.headers.get('Idempotency-Key'));
      const response = await realFetch(input, init);
      // The first upload reaches the server, but its answer is lost on the way back.
      if (keys.length === 1) throw new DOMException('The operation timed out.', 'TimeoutError');
      return response;
    });
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: DAN });
    await findRecord('Dan Evans');
    await user.click(within(requiredTable()).getByRole('button', { name: 'Add certificate' }));
    await fillCertificate(user, subDays(new Date(), 2));
    await user.click(within(dialog('Add a certificate for Dan Evans')).getByRole('button', { name: 'Upload certificate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The retry is a new multipart body (a new boundary) for the same attempt: the server answers it with the first certificate.
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await findLevel2Certificates()).toHaveLength(1);
  });

  it('refuses a file that is not a PDF or image before sending anything', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: DAN });
    // The picker offers only PDFs and images; a file dropped in from elsewhere is checked all the same.
    const user = userEvent.setup({ applyAccept: false });
    await findRecord('Dan Evans');
    await user.click(screen.getByRole('button', { name: 'Add a certificate' }));
    const modal = await findDialog('Add a certificate for Dan Evans');
    await user.selectOptions(within(modal).getByLabelText('Course'), 'Level 2 Food Hygiene');
    await fillCertificate(user, subDays(new Date(), 1), new File(['words'], 'certificate.docx', { type: 'application/msword' }));
    await user.click(within(modal).getByRole('button', { name: 'Upload certificate' }));
    expect(await within(modal).findAllByText('The certificate must be a PDF, JPEG or PNG file')).not.toHaveLength(0);
    expect(simulator.requestsTo('POST', '/members/:n/training/certificates')).toHaveLength(0);
  });

  it.each([
    { what: 'an HTML file named .pdf', file: () => sampleFile(htmlBytes(), 'certificate.pdf', 'application/pdf'), message: 'The certificate must be a PDF, JPEG or PNG file' },
    { what: 'an empty file', file: () => sampleFile(new Uint8Array(0), 'certificate.pdf', 'application/pdf'), message: 'The certificate file is empty: choose it again' },
  ])('refuses $what, judged by its bytes, before sending anything', async ({ file, message }) => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: DAN });
    const user = userEvent.setup();
    await findRecord('Dan Evans');
    await user.click(screen.getByRole('button', { name: 'Add a certificate' }));
    const modal = await findDialog('Add a certificate for Dan Evans');
    await user.selectOptions(within(modal).getByLabelText('Course'), 'Level 2 Food Hygiene');
    await fillCertificate(user, subDays(new Date(), 1), file());
    await user.click(within(modal).getByRole('button', { name: 'Upload certificate' }));
    expect(await within(modal).findAllByText(message)).not.toHaveLength(0);
    expect(simulator.requestsTo('POST', '/members/:n/training/certificates')).toHaveLength(0);
  });

  it('keeps a stated expiry date', async () => {
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: DAN });
    await findRecord('Dan Evans');
    await user.click(within(requiredTable()).getByRole('button', { name: 'Add certificate' }));
    const modal = await findDialog('Add a certificate for Dan Evans');
    await typeDate(user, 'Completion date', subDays(new Date(), 10));
    await user.click(within(modal).getByRole('radio', { name: 'Yes' }));
    const stated = addMonths(new Date(), 20);
    await typeDate(user, 'Expiry date', stated);
    await user.upload(within(modal).getByLabelText(/Certificate file/), pdfFile());
    await user.click(within(modal).getByRole('button', { name: 'Upload certificate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('table', { name: /certificates, newest first/ })).toHaveTextContent(`${formatDate(stated)}as stated on it`));
  });

  it('downloads a certificate file', async () => {
    const saved = stubDownloads();
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: `/training/trainees/${traineeId(502)}` });
    await findRecord('Ben Carter');
    await user.click(screen.getByRole('button', { name: /Download Ben Carter's Level 2 Food Hygiene certificate/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.type).toBe('application/pdf');
  });

  it('shows an archived trainee to read, with nothing to change', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: `/training/trainees/${traineeId(506)}` });
    await findRecord(/Fred Green/ as unknown as string);
    expect(screen.getByText(/was archived on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add a certificate|Edit details|Archive/ })).toBeNull();
    expect(screen.getByRole('table', { name: "Fred Green's certificates, newest first" })).toHaveTextContent('Expired');
  });

  it.each([
    { what: 'an id that is not a GUID', id: 'not-a-guid', asked: 0 },
    { what: "another member's trainee", id: traineeId(101), asked: 1 },
    { what: 'an unknown trainee', id: '7a1e0000-0000-4000-8000-999999999999', asked: 1 },
  ])('shows the not-found page for $what', async ({ id, asked }) => {
    const { router } = renderWithProviders(null, { ...TRAINING_SCREENS, path: `/training/trainees/${id}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/404'));
    expect(simulator.requestsTo('GET', '/members/:n/trainees/:id')).toHaveLength(asked);
  });
});
