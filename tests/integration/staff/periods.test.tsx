import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/domain/format/date';
import { renderPortal } from '../support/renderPortal';
import { setupSimulator } from '../support/simulator';
import { API_URL } from '../../support/apiUrl';

const simulator = setupSimulator();

const openPeriod = (schemeType: string) => simulator.store().rewards.periods.find((period) => period.schemeType === schemeType && period.state === 'Open')!;
const periodsTable = () => screen.findByRole('table', { name: /periods$/ });
const ddmmyyyy = (iso: string) => formatDate(iso);

describe('programme periods', () => {
  it('lists a programme’s periods and keeps the state filter in the address across a reload', async () => {
    const first = renderPortal('/calor/periods', { account: 'larder-admin' });
    // The first screen of the file compiles and loads its lazy chunks cold: slow on a busy machine.
    const table = await screen.findByRole('table', { name: /periods$/ }, { timeout: 30_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    await first.userEvent.selectOptions(screen.getByLabelText('State'), 'Paid');
    await waitFor(() => expect(first.location()).toBe('/calor/periods?state=Paid'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Calor periods' })).getAllByRole('row')).toHaveLength(1 + 4));
    const address = first.location();
    first.unmount();

    // A reload: the same address shows the same list.
    renderPortal(address, { account: 'larder-admin' });
    const reloaded = await periodsTable();
    expect(screen.getByLabelText('State')).toHaveValue('Paid');
    const rows = within(reloaded).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toHaveTextContent('Paid');
  });

  it('closes the open Calor period for claims after a confirmation that says what members will be told', async () => {
    const { userEvent: user, unmount } = renderPortal('/calor/periods', { account: 'larder-admin' });
    const period = openPeriod('calor');
    await periodsTable();
    await user.click(screen.getByRole('button', { name: `Close for claims: Calor · ${period.name}` }));
    const dialog = screen.getByRole('dialog', { name: `Close for claims: Calor · ${period.name}` });
    expect(dialog).toHaveTextContent('Unfortunately the period to which this claim would apply has been closed for claim submissions.');
    await user.click(within(dialog).getByRole('button', { name: 'Close for claims' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = within(await periodsTable()).getByRole('row', { name: new RegExp(period.name) });
    await waitFor(() => expect(row).toHaveTextContent('Closed for claims'));

    // Kept by the API: the list opened again says so too.
    unmount();
    renderPortal('/calor/periods', { account: 'larder-admin' });
    expect(within(await periodsTable()).getByRole('row', { name: new RegExp(period.name) })).toHaveTextContent('Closed for claims');
  });

  it('refuses a new period that overlaps one, with the API’s reason, keeping what was typed', async () => {
    const { userEvent: user } = renderPortal('/calor/periods', { account: 'larder-admin' });
    await periodsTable();
    await user.click(screen.getByRole('button', { name: 'Create the next period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create the next Calor period' });
    const name = await within(dialog).findByLabelText('Name');
    // Proposed from the half-year rhythm: the one after the open July to December period.
    expect(name).toHaveValue('January to June 2027');
    const start = within(dialog).getByLabelText('First day');
    await user.clear(start);
    await user.type(start, '01/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Create period' }));
    expect(await within(dialog).findByText(/These dates overlap July to December 2026/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First day')).toHaveValue('01/12/2026');
    // That nothing is made is the server's rule (tests/simulator/programmeStaffCalls.test.ts).
  });
});

describe('a period’s CSV export', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves a file that starts with the UTF-8 byte-order mark and the header, money in pounds, the period named in the file name', async () => {
    const saved: { blob: Blob; name: string }[] = [];
    let lastBlob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => ((lastBlob = blob as Blob), 'blob:period'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: lastBlob!, name: this.download });
    });
    const period = openPeriod('biopak');
    const { userEvent: user } = renderPortal(`/biopak/periods/${period.id}`, { account: 'larder-admin' });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));

    expect(saved[0]!.name).toBe(`biopak-period-${period.startDate}-to-${period.endDate}-open.csv`);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(header).toBe(
      'Membership number,Member,Supplier account number,Invoices,Purchases excluding VAT (£),"Calculated cashback (£; the rate on the total, rounded to the penny)",Adjustments (£),"Cashback (£; calculated plus adjustments, never below 0)",Wallet state',
    );
    expect(lines.length).toBeGreaterThan(0);
  });
});

describe('a supplier’s purchase report', () => {
  // jsdom's File and FormData lose a file's content on the way through Node's fetch: upload Node's own, as a
  // browser would send the bytes. Node's Blob too, so the loader's multipart body sees the file as a file.
  beforeEach(async () => {
    const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
  });
  afterEach(() => vi.unstubAllGlobals());
  const reportFile = (lines: string[], name = 'biopak-november.csv') =>
    new NodeFile([['Account number,Invoice number,Invoice date,Amount excluding VAT', ...lines].join('\r\n')], name, { type: 'text/csv' }) as unknown as File;

  it('lists every bad line with its line number and reason, and imports nothing', async () => {
    const period = openPeriod('biopak');
    const { userEvent: user } = renderPortal(`/biopak/periods/${period.id}`, { account: 'larder-admin' });
    const input = await screen.findByLabelText('Import a report (CSV)');
    const inPeriod = ddmmyyyy(period.startDate);
    await user.upload(
      input,
      reportFile([
        `BP204417,INV-T-1,${inPeriod},120.50`,
        `BP999999,INV-T-2,${inPeriod},80.00`,
        `BP204417,INV-T-3,01/01/2020,10.00`,
        `BP204417,INV-T-4,${inPeriod},not money`,
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Check the report' }));
    const problems = await screen.findByRole('table', { name: 'Lines that cannot be imported' });
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['3', '4', '5']);
    expect(rows[0]).toHaveTextContent('No member has linked BioPak customer number BP999999.');
    expect(rows[1]).toHaveTextContent('is outside');
    expect(screen.getByText('3 lines cannot be imported, so nothing will be imported. Correct the file and check it again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 invoice' })).toBeDisabled();
    expect(simulator.requestsTo('POST', '/biopak/periods/:periodId/purchase-reports')).toHaveLength(0);
  });

  it('is refused whole by the API (422) when any line is bad, each line listed, nothing applied', async () => {
    const period = openPeriod('biopak');
    // That nothing is applied is the server's rule (tests/simulator/programmeStaffCalls.test.ts).
    // The file changed between the check and the import: the API checks again and refuses it all.
    simulator.server.use(
      http.post(`${API_URL}/biopak/periods/:periodId/purchase-reports/preview`, () =>
        HttpResponse.json({
          fileName: 'biopak-november.csv',
          rows: [{ line: 2, accountNumber: 'BP204417', invoiceNumber: 'INV-T-1', invoiceDate: period.startDate, amountExcludingVat: 120.5, membershipNumber: 'LM100001', memberName: 'Active' }],
          problems: [],
          totals: { invoices: 1, members: 1, totalExcludingVat: 120.5 },
          duplicateOf: null,
        }),
      ),
    );
    const { userEvent: user } = renderPortal(`/biopak/periods/${period.id}`, { account: 'larder-admin' });
    await user.upload(
      await screen.findByLabelText('Import a report (CSV)'),
      reportFile([`BP204417,INV-T-1,${ddmmyyyy(period.startDate)},120.50`, 'BP204417,INV-T-2,31/02/2026,12.00']),
    );
    await user.click(screen.getByRole('button', { name: 'Check the report' }));
    await user.click(await screen.findByRole('button', { name: 'Import 1 invoice' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Import biopak-november.csv' })).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('1 line of the report cannot be imported, so nothing was imported.')).toBeInTheDocument();
    const problems = screen.getByRole('table', { name: 'Lines that cannot be imported' });
    expect(within(problems).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['3']);
  });

  it('imports a good report after the confirmation, and refuses the same file a second time', async () => {
    const period = openPeriod('biopak');
    const { userEvent: user } = renderPortal(`/biopak/periods/${period.id}`, { account: 'larder-admin' });
    const file = () => reportFile([`BP204417,INV-T-1,${ddmmyyyy(period.startDate)},120.50`, `BP641036,INV-T-2,${ddmmyyyy(period.endDate)},79.50`]);
    await user.upload(await screen.findByLabelText('Import a report (CSV)'), file());
    await user.click(screen.getByRole('button', { name: 'Check the report' }));
    expect(await screen.findByText('Ready to import: 2 invoices for 2 members, £200 excluding VAT.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 2 invoices' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/2 invoices, £200 excluding VAT; imported/)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Import a report (CSV)'), file());
    await user.click(screen.getByRole('button', { name: 'Check the report' }));
    expect(await screen.findByText(/^This file was imported already, as .* The same report cannot be imported twice\.$/)).toBeInTheDocument();
    // Every invoice in it is already imported: nothing is offered to import.
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });
});

describe('a period’s members', () => {
  it('keeps the member search in the address across a reload, and adjusts a member’s cashback with a reason', async () => {
    const period = openPeriod('biopak');
    const first = renderPortal(`/biopak/periods/${period.id}`, { account: 'larder-admin' });
    await screen.findByRole('table', { name: /^Members of/ });
    await first.userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'BP204417{Enter}');
    await waitFor(() => expect(first.location()).toBe(`/biopak/periods/${period.id}?search=BP204417`));
    const address = first.location();
    first.unmount();

    const { userEvent: user } = renderPortal(address, { account: 'larder-admin' });
    const table = await screen.findByRole('table', { name: /^Members of/ });
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('BP204417');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const row = within(table).getAllByRole('row')[1]!;
    const memberName = within(within(row).getByRole('rowheader')).getAllByText(/./)[0]!.textContent!;

    await user.click(within(row).getByRole('button', { name: `Adjust cashback of ${memberName}` }));
    const dialog = screen.getByRole('dialog', { name: `Adjust the cashback of ${memberName}` });
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(dialog).findByText('There is a problem')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Add cashback'));
    await user.type(within(dialog).getByLabelText('Amount'), '12.5');
    await user.type(within(dialog).getByLabelText('Reason'), 'Invoice BPI-1107 was missing from the October report');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Invoice BPI-1107 was missing/, { selector: 'span' })).toBeInTheDocument();
  });

  it('shows the not-found page for a period id that is not a GUID', async () => {
    const view = renderPortal('/calor/periods/not-a-period', { account: 'larder-admin' });
    await waitFor(() => expect(view.location()).toBe('/error/404'));
  });
});
