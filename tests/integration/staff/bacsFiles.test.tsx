// Finance's BACS payout files, against the simulator.
import { screen, waitFor, within } from '@testing-library/react';
import { addDays } from 'date-fns';
import { formatApiDate, formatDate } from '@/domain/format/date';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LOOK_ONLY_REASON } from '@/domain/staffChanges';
import { renderPortal } from '../support/renderPortal';
import { createCardPayment } from '../../mocks/api/backend-reference/cardPayments';
import { setupSimulator } from '../support/simulator';
import { API_URL } from '../../support/apiUrl';
import { cellsOf, definitionOf } from '../support/queries';

const simulator = setupSimulator();
const draftFile = () => simulator.store().bacs.files.find((file) => file.state === 'Draft')!;
const submittedFile = () => simulator.store().bacs.files.find((file) => file.state === 'Submitted')!;

describe('the BACS files list', () => {
  it('shows the draft and the submitted file, and keeps its filter in the address across a reload', async () => {
    const view = renderPortal('/finance/bacs-files-management', { account: 'larder-admin' });
    // The first screen of the file loads its lazy chunk (with the date picker) cold: slow on a busy machine.
    const table = await screen.findByRole('table', { name: 'BACS payout files' }, { timeout: 30_000 });
    expect(within(table).getByRole('link', { name: `Review ${draftFile().reference}` })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: `Review ${submittedFile().reference}` })).toBeInTheDocument();

    await view.userEvent.selectOptions(screen.getByLabelText('State'), 'Draft');
    expect(view.location()).toBe('/finance/bacs-files-management?state=Draft');
    const address = view.location();
    view.unmount();

    renderPortal(address, { account: 'larder-admin' });
    const reloaded = await screen.findByRole('table', { name: 'BACS payout files' });
    expect(screen.getByLabelText('State')).toHaveValue('Draft');
    expect(within(reloaded).getAllByRole('row')).toHaveLength(2);
    expect(within(reloaded).queryByRole('link', { name: `Review ${submittedFile().reference}` })).not.toBeInTheDocument();
  });
});

describe('the periods of a payout file', () => {
  // Calor and Nisbets both run half-years: a period's name alone does not say whose cashback it is.
  const named = (schemeType: string) => {
    const period = draftFile().periods.find((candidate) => candidate.schemeType === schemeType)!;
    return period.name;
  };

  it('are named with their programme in the list, the file and the create dialog', async () => {
    const file = draftFile();
    const view = renderPortal('/finance/bacs-files-management', { account: 'larder-admin' });
    const table = await screen.findByRole('table', { name: 'BACS payout files' }, { timeout: 30_000 });
    const row = within(table).getByRole('row', { name: new RegExp(file.reference) });
    expect(row).toHaveTextContent(`Nisbets · ${named('nisbets')}`);
    expect(row).toHaveTextContent(`Calor · ${named('calor')}`);

    await view.userEvent.click(within(table).getByRole('link', { name: `Review ${file.reference}` }));
    expect(await screen.findByRole('heading', { name: file.reference })).toBeInTheDocument();
    const periods = definitionOf(document.body, 'Periods');
    expect(periods).toHaveTextContent(`Calor · ${named('calor')}`);
    expect(periods).toHaveTextContent(`Nisbets · ${named('nisbets')}`);

    await view.userEvent.click(screen.getByRole('link', { name: 'Back to the payout files' }));
    await view.userEvent.click(await screen.findByRole('button', { name: 'Create a payout file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a payout file' });
    const choices = await within(dialog).findAllByRole('checkbox');
    for (const choice of choices) expect(choice).toHaveAccessibleName(/^(Calor|BioPak|Nisbets|Booker) · \w+ to \w+ \d{4} \(/);
  });
});

describe('a BACS file’s review view', () => {
  it('the creator cannot approve their own file; a second administrator can', async () => {
    const file = draftFile();
    const creator = renderPortal(`/finance/bacs-files-management?file=${file.id}`, { account: 'larder-admin' });
    expect(await screen.findByRole('heading', { name: file.reference })).toBeInTheDocument();
    expect(screen.getByText('You created this file: a second Larder administrator must approve it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve file' })).not.toBeInTheDocument();
    // Every check passed, the credits and the lines left out are listed.
    const checks = screen.getByRole('list', { name: 'Checks' });
    expect(within(checks).getAllByText('passed')).toHaveLength(6);
    expect(within(checks).getByText(/The labelled file’s labels agree with the records/)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Credits in the file' })).toBeInTheDocument();
    expect(screen.getByText('2 members left out, £31.48 in all.')).toBeInTheDocument();
    const excluded = await screen.findByRole('table', { name: 'Cashback left out of the file, with the reason' });
    const [, mackay, aziz] = within(excluded).getAllByRole('row');
    expect(mackay).toHaveTextContent(/Fiona Mackay.*LM100078.*£14\.28.*No bank details/);
    expect(aziz).toHaveTextContent(/Tariq Aziz.*LM100079.*Failed the modulus check/);
    // Filtered by the server, the filter in the file's address beside the credits' own.
    await creator.userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Failed the modulus check');
    await waitFor(() => expect(within(excluded).getAllByRole('row')).toHaveLength(2));
    expect(within(excluded).getByRole('rowheader')).toHaveTextContent('Tariq Aziz');
    expect(creator.router.state.location.search).toContain('excluded.reason=FailedModulusCheck');
    creator.unmount();

    const second = renderPortal(`/finance/bacs-files-management?file=${file.id}`, { account: 'larder-admin-2' });
    await second.userEvent.click(await screen.findByRole('button', { name: 'Approve file' }));
    const dialog = await screen.findByRole('dialog', { name: `Approve ${file.reference}` });
    await second.userEvent.click(within(dialog).getByRole('button', { name: 'Approve file' }));
    expect(await screen.findByRole('button', { name: 'Download labelled file' })).toBeInTheDocument();
    await second.userEvent.click(screen.getByRole('link', { name: 'Back to the payout files' }));
    const table = await screen.findByRole('table', { name: 'BACS payout files' });
    const approved = within(table).getByRole('row', { name: new RegExp(file.reference) });
    expect(approved).toHaveTextContent('Jo Brennan');
    expect(approved).toHaveTextContent('Approved');
    expect(approved).not.toHaveTextContent('Draft');
    expect(simulator.requestsTo('POST', '/finance/bacs-files/:fileId/approve')).toHaveLength(1);
  });

  // The cashback going back to the member's wallet as returned is the server's rule (tests/simulator/claimReviewAndBacsCalls.test.ts).
  it('records a returned credit: the file shows the line returned, with the reason', async () => {
    const file = submittedFile();
    const line = file.lines[0]!;
    const view = renderPortal(`/finance/bacs-files-management?file=${file.id}`, { account: 'larder-admin' });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Record returns' }));
    const dialog = await screen.findByRole('dialog', { name: `Record returns for ${file.reference}` });
    await view.userEvent.selectOptions(await within(dialog).findByLabelText(new RegExp(`^Line ${line.lineNumber}:`)), 'Account closed');
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Record returns' }));
    await screen.findByText(/Returns recorded/, { selector: '.badge' });
    const credits = screen.getByRole('table', { name: 'Credits in the file' });
    const returnedOf = () =>
      within(credits)
        .getAllByRole('row')
        .slice(1)
        .map(cellsOf)
        .filter((cells) => cells[0]!.textContent === String(line.lineNumber) || cells.at(-1)!.textContent !== 'No')
        .map((cells) => [cells[0]!.textContent, cells.at(-1)!.textContent]);
    await waitFor(() => expect(returnedOf()).toEqual([[String(line.lineNumber), 'Account closed']]));
  });
});

describe('card refunds', () => {
  it('lists every refund made through the card provider, with the member, what it was for and how it stands', async () => {
    const member = simulator.store().members.get('LM100031')!;
    const failed = simulator.store().account.accounts.get('LM100031')!.payments.find((payment) => payment.status === 'Failed - Unpaid')!;
    const open = () => {
      const created = createCardPayment(simulator.store(), member, { purpose: 'payment', paymentIds: [failed.id], returnUrl: `${window.location.origin}/myaccount/payments` }, new Date(), window.location.origin);
      if (!created.ok) throw new Error(created.message);
      return created.record;
    };
    const [older, newer] = [open(), open()];
    await simulator.cardProvider.paymentSucceeded(newer.sessionId, newer.amount, { brand: 'Visa', last4: '4242' });
    await simulator.cardProvider.paymentSucceeded(older.sessionId, older.amount, { brand: 'Visa', last4: '3184' });
    await simulator.webhooks.runDue();

    const view = renderPortal('/finance/bacs-files-management', { account: 'larder-admin' });
    const table = await screen.findByRole('table', { name: 'Card refunds' });
    const row = within(table).getByRole('row', { name: /Grace/ });
    expect(row).toHaveTextContent(`${formatDate(new Date())}`);
    expect(row).toHaveTextContent('LM100031');
    expect(row).toHaveTextContent('Monthly membership, Standard (3 of 12)');
    expect(row).toHaveTextContent('Visa ending 3184');
    expect(row).toHaveTextContent('£15');
    expect(within(row).getByText('Refunded', { selector: '.badge' })).toBeInTheDocument();

    await view.userEvent.selectOptions(screen.getByRole('combobox', { name: 'Refund status' }), 'Failed');
    expect(await screen.findByText('No refund is in this status.')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?refunds.status=Failed');
  });
});

describe('recording returns', () => {
  it('is offered from the processing day only: before it, the file says from when', async () => {
    const file = submittedFile();
    file.processingDate = formatApiDate(addDays(new Date(), 2));
    renderPortal(`/finance/bacs-files-management?file=${file.id}`, { account: 'larder-admin' });
    expect(
      await screen.findByText(`Returns can be recorded from the processing day, ${formatDate(file.processingDate)}, when the bank's report of returned credits can exist.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record returns' })).not.toBeInTheDocument();
  });
});

describe('downloading a BACS file', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the labelled Standard 18 file and the data records alone, each saved under its own name', async () => {
    const saved: { text: string; name: string }[] = [];
    let lastBlob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => ((lastBlob = blob as Blob), 'blob:bacs'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const name = this.download;
      void lastBlob!.text().then((text) => saved.push({ text, name }));
    });
    const file = submittedFile();
    const view = renderPortal(`/finance/bacs-files-management?file=${file.id}`, { account: 'larder-admin' });

    await view.userEvent.click(await screen.findByRole('button', { name: 'Download labelled file' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const labelled = saved[0]!.text.split('\r\n').filter(Boolean);
    expect(saved[0]!.name).toBe(`${file.reference}-${file.processingDate}-labelled.txt`);
    expect(labelled.slice(0, 4).map((line) => line.slice(0, 4))).toEqual(['VOL1', 'HDR1', 'HDR2', 'UHL1']);
    expect(labelled.slice(-3).map((line) => line.slice(0, 4))).toEqual(['EOF1', 'EOF2', 'UTL1']);

    await view.userEvent.click(screen.getByRole('button', { name: 'Download data records only' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.name).toBe(`${file.reference}-${file.processingDate}.txt`);
    expect(saved[1]!.text.split('\r\n').filter(Boolean)).toEqual(labelled.slice(4, -3));
  });
});

describe('creating a payout file', () => {
  it('a press after an answer that never came sends the same attempt again, so the file is made once', async () => {
    const keys: (string | null)[] = [];
    simulator.server.use(
      http.post(`${API_URL}/finance/bacs-files`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        // The first answer is lost on the way; the next request goes on to the simulator.
        if (keys.length === 1) return HttpResponse.error();
      }),
    );
    const view = renderPortal('/finance/bacs-files-management', { account: 'larder-admin' });
    const filesBefore = within(await screen.findByRole('table', { name: 'BACS payout files' }, { timeout: 30_000 })).getAllByRole('row').length;
    await view.userEvent.click(await screen.findByRole('button', { name: 'Create a payout file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a payout file' });
    // Every payable period: some members owed cashback lack bank details, so one period alone may pay nobody.
    for (const period of await within(dialog).findAllByRole('checkbox')) await view.userEvent.click(period);
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Create draft file' }));
    expect(await within(dialog).findByText('The file could not be created. Please try again.')).toBeInTheDocument();

    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Create draft file' }));
    expect(await screen.findByText('You created this file: a second Larder administrator must approve it.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // One file made: the list has one row more.
    await view.userEvent.click(screen.getByRole('link', { name: 'Back to the payout files' }));
    await waitFor(async () => expect(within(await screen.findByRole('table', { name: 'BACS payout files' })).getAllByRole('row')).toHaveLength(filesBefore + 1));
  });
});

describe('a developer, who may look but not change', () => {
  it('reads the files and a file’s review, offered no action (the API refuses them all)', async () => {
    const view = renderPortal('/finance/bacs-files-management', { account: 'developer' });
    expect(await screen.findByRole('table', { name: 'BACS payout files' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText(LOOK_ONLY_REASON)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a payout file' })).not.toBeInTheDocument();
    view.unmount();

    renderPortal(`/finance/bacs-files-management?file=${submittedFile().id}`, { account: 'developer' });
    expect(await screen.findByRole('heading', { name: submittedFile().reference })).toBeInTheDocument();
    expect(screen.getByText(LOOK_ONLY_REASON)).toBeInTheDocument();
    for (const name of ['Approve file', 'Mark as submitted', 'Record returns', 'Download labelled file', 'Download data records only'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
