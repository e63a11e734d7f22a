// The Calor claims queue, a claim's review view and the claims audit, against the simulator.
import { screen, waitFor, within } from '@testing-library/react';
import { format, parseISO } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { htmlBytes, renderablePdf, TINY_PNG } from '../../mocks/data/sampleFiles';
import { signTestToken } from '../../mocks/api/testTokens';
import { claimFlagsOf, findClaim } from '../../mocks/api/backend-reference/claimReview';
import type { ClaimAuditEntry } from '@/domain/calor/claimReview';
import { LOOK_ONLY_REASON } from '@/domain/staffChanges';
import { renderPortal } from '../support/renderPortal';
import { setupSimulator } from '../support/simulator';
import { callApi } from '../../simulator/support/callApi';

const simulator = setupSimulator();

/** The oldest Submitted claim: the first in the queue. */
function oldestSubmitted() {
  const claims = [...simulator.store().calor.claims.values()].flat().filter((claim) => claim.status === 'Submitted');
  return claims.sort((a, b) => a.submittedOn.localeCompare(b.submittedOn))[0]!;
}

describe('the claims queue', () => {
  it('lists submitted claims first with their flags, and keeps its filter in the address across a reload', async () => {
    const view = renderPortal('/calor/claims', { account: 'calor-claims' });
    // The first screen of the file loads its lazy chunk cold.
    const table = await screen.findByRole('table', { name: 'Calor claims' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link', { name: `Review claim ${oldestSubmitted().claimReference}` })).toBeInTheDocument();
    expect(within(table).getAllByText('Receipt claimed before').length).toBeGreaterThan(0);

    await view.userEvent.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await view.userEvent.type(screen.getByRole('searchbox', { name: 'Member number or name' }), 'Gareth');
    await view.userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(view.location()).toBe('/calor/claims?status=Rejected&member=Gareth');
    const address = view.location();
    view.unmount();

    renderPortal(address, { account: 'calor-claims' });
    const reloaded = await screen.findByRole('table', { name: 'Calor claims' });
    expect(screen.getByLabelText('Status')).toHaveValue('Rejected');
    expect(screen.getByRole('searchbox', { name: 'Member number or name' })).toHaveValue('Gareth');
    const rows = within(reloaded).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(within(row).getByText('Gareth Lloyd')).toBeInTheDocument();
      expect(within(row).getByText('Rejected')).toBeInTheDocument();
    }
  });

  it('names each period to filter by with its programme', async () => {
    renderPortal('/calor/claims', { account: 'calor-claims' });
    await screen.findByRole('table', { name: 'Calor claims' });
    const period = screen.getByLabelText('Period');
    await waitFor(() => expect(within(period).getAllByRole('option').length).toBeGreaterThan(1));
    const [any, ...periods] = within(period).getAllByRole('option');
    expect(any).toHaveTextContent('Any period');
    for (const option of periods) expect(option.textContent).toMatch(/^Calor · \w+ to \w+ \d{4}$/);
  });

  it('says so when nothing matches', async () => {
    renderPortal('/calor/claims?member=nobody-at-all', { account: 'calor-claims' });
    expect(await screen.findByRole('heading', { name: 'No claims match' })).toBeInTheDocument();
  });
});

describe('a claim’s review view', () => {
  it('shows the lines with totals worked out by the claim rules, the flags and the receipt', async () => {
    const claim = oldestSubmitted();
    renderPortal(`/calor/claims?claim=${claim.claimReference}`, { account: 'calor-claims' });
    expect(await screen.findByRole('heading', { name: `Claim ${claim.claimReference}` })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Cylinders claimed' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Decision' })).toBeInTheDocument();
  });

  describe('the receipt, shown by what its bytes are rather than the type the API answered with', () => {
    /** Puts these bytes, answered as `type`, behind the oldest submitted claim's receipt; records the blobs shown. */
    function receiptOf(bytes: Uint8Array, type: string) {
      const claim = oldestSubmitted();
      claim.receiptImage = { name: 'receipt', type, size: bytes.length, bytes, fingerprint: crypto.randomUUID() };
      const shown: Blob[] = [];
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => `blob:receipt-${shown.push(blob)}`),
        revokeObjectURL: vi.fn(),
      });
      renderPortal(`/calor/claims?claim=${claim.claimReference}`, { account: 'calor-claims' });
      return shown;
    }

    it('a PNG answered as a PDF is shown as an image, typed as a PNG', async () => {
      const shown = receiptOf(TINY_PNG, 'application/pdf');
      expect(await screen.findByRole('img', { name: /^Receipt for claim/ })).toHaveAttribute('src', 'blob:receipt-1');
      expect(screen.queryByRole('link', { name: 'Open the receipt (PDF)' })).not.toBeInTheDocument();
      expect(shown.every((blob) => blob.type === 'image/png')).toBe(true);
    });

    it('a PDF, even one carrying a script, shows as the API’s images of its pages and downloads as a file, never opening in the browser’s viewer', async () => {
      const shown = receiptOf(renderablePdf(['Receipt DGS-20011', 'Delivery note'], { script: "app.alert('Session expired')" }), 'image/png');
      const pages = await screen.findAllByRole('img', { name: /^Page \d of 2 of the receipt for claim CLR-/ });
      expect(pages.map((page) => page.getAttribute('alt')?.slice(0, 9))).toEqual(['Page 1 of', 'Page 2 of']);
      await waitFor(() => expect(pages.every((page) => page.getAttribute('src')?.startsWith('blob:receipt-'))).toBe(true));
      expect(screen.getByRole('link', { name: 'Download the receipt (PDF)' })).toHaveAttribute('download', 'receipt');
      expect(screen.queryByTitle(/^Receipt for claim/)).not.toBeInTheDocument();
      // The pages are PNG images; the PDF itself is only ever the download's bytes, typed so nothing renders it.
      expect(shown.map((blob) => blob.type).sort()).toEqual(['application/octet-stream', 'image/png', 'image/png']);
    });

    it('an HTML file answered as an image is offered as a download only, never shown or opened', async () => {
      const shown = receiptOf(htmlBytes(), 'image/png');
      expect(await screen.findByRole('link', { name: 'Download the receipt' })).toHaveAttribute('download', 'receipt');
      expect(screen.queryByRole('img', { name: /^Receipt for claim/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Open the receipt (PDF)' })).not.toBeInTheDocument();
      expect(screen.queryByTitle(/^Receipt for claim/)).not.toBeInTheDocument();
      expect(shown.map((blob) => blob.type)).toEqual(['application/octet-stream']);
    });
  });

  it('a rejection needs its reason; with it, the claim is rejected and the member’s reason stored', async () => {
    const claim = oldestSubmitted();
    const view = renderPortal(`/calor/claims?status=Submitted&claim=${claim.claimReference}`, { account: 'calor-claims' });
    await screen.findByRole('group', { name: 'Decision' });
    await view.userEvent.click(screen.getByRole('radio', { name: 'Reject' }));
    await view.userEvent.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText('There is a problem')).toBeInTheDocument();
    expect(screen.getAllByText('Enter the reason the member will see').length).toBeGreaterThan(0);

    await view.userEvent.type(screen.getByLabelText(/Reason the member will see/), 'The receipt is unreadable: please upload a clearer photo.');
    await view.userEvent.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText(/Rejected by Chris Morgan/)).toBeInTheDocument();
    const requests = simulator.requestsTo('POST', '/calor/claims/:claimReference/decisions');
    expect(requests.length).toBe(1);

    await view.userEvent.click(screen.getByRole('link', { name: 'Back to the claims queue' }));
    expect(view.location()).toBe('/calor/claims?status=Submitted');

    // Kept by the API: the claim opened again is rejected, with the reason the member sees.
    view.unmount();
    renderPortal(`/calor/claims?claim=${claim.claimReference}`, { account: 'calor-claims' });
    expect(await screen.findByText(/Rejected by Chris Morgan.* Reason shown to the member: The receipt is unreadable: please upload a clearer photo\./)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Decision' })).not.toBeInTheDocument();
  });

  it('after a decision, offers the next claim waiting for review in the queue’s order, keeping the queue’s filters', async () => {
    const claim = oldestSubmitted();
    const view = renderPortal(`/calor/claims?flagged=yes&claim=${claim.claimReference}`, { account: 'calor-claims' });
    await screen.findByRole('group', { name: 'Decision' });
    // Nothing to move on to before the decision: the claim in view is the one waiting.
    expect(screen.queryByRole('link', { name: 'Next claim' })).not.toBeInTheDocument();
    await view.userEvent.click(screen.getByRole('radio', { name: 'Approve' }));
    await view.userEvent.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText(/Approved by Chris Morgan/)).toBeInTheDocument();

    // The queue's order with its filter (flagged claims), waiting ones only: the oldest still waiting and flagged.
    const flagged = (claimReference: string) => claimFlagsOf(simulator.store(), findClaim(simulator.store().calor, claimReference)!).length > 0;
    const waitingFlagged = [...simulator.store().calor.claims.values()]
      .flat()
      .filter((candidate) => candidate.status === 'Submitted' && flagged(candidate.claimReference))
      .sort((a, b) => a.submittedOn.localeCompare(b.submittedOn));
    const next = waitingFlagged[0]!;
    await view.userEvent.click(await screen.findByRole('link', { name: 'Next claim' }));
    const nextHeading = await screen.findByRole('heading', { name: `Claim ${next.claimReference}` });
    expect(view.location()).toBe(`/calor/claims?flagged=yes&claim=${next.claimReference}&previous=${claim.claimReference}`);
    expect(screen.getByRole('group', { name: 'Decision' })).toBeInTheDocument();
    // Said: focus is on the new claim's heading. And the way back to the claim just decided.
    await waitFor(() => expect(nextHeading).toHaveFocus());
    const previous = screen.getByRole('link', { name: 'Previous claim' });
    expect(previous).toHaveAccessibleDescription(claim.claimReference);
    await view.userEvent.click(previous);
    expect(await screen.findByRole('heading', { name: `Claim ${claim.claimReference}` })).toBeInTheDocument();
    expect(await screen.findByText(/Approved by Chris Morgan/)).toBeInTheDocument();
    expect(view.location()).toBe(`/calor/claims?flagged=yes&claim=${claim.claimReference}`);
    await view.userEvent.click(screen.getByRole('link', { name: 'Back to the claims queue' }));
    await waitFor(() => expect(view.location()).toBe('/calor/claims?flagged=yes'));
  });

  it('two reviewers deciding the same claim: the second is told who decided it, not allowed to overwrite it', async () => {
    const claim = oldestSubmitted();
    const view = renderPortal(`/calor/claims?claim=${claim.claimReference}`, { account: 'calor-claims' });
    await screen.findByRole('group', { name: 'Decision' });
    await view.userEvent.click(screen.getByRole('radio', { name: 'Reject' }));
    await view.userEvent.type(screen.getByLabelText(/Reason the member will see/), 'Wrong cylinder size');

    // Another reviewer approves it first, from their own screen.
    const other = await signTestToken({ subject: 'auth0|calor-claims-2', roles: ['calorClaimsEmployee'] });
    const approved = await callApi(`/calor/claims/${claim.claimReference}/decisions`, { token: other, method: 'POST', body: { decision: 'Approve', version: claim.version } });
    expect(approved.status).toBe(200);

    await view.userEvent.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${claim.claimReference} has already been decided by auth0|calor-claims-2`);
    // The view reloads as it is now: decided by the other reviewer (not overwritten), no form.
    expect(await screen.findByText(/Approved by auth0\|calor-claims-2/)).toBeInTheDocument();
    expect(screen.queryByText(/Rejected by/)).not.toBeInTheDocument();
  });
});

describe('the claims audit', () => {
  it('lists decisions for a calorAdmin and keeps its filters in the address across a reload', async () => {
    const view = renderPortal('/calor/claims/audit', { account: 'calor-admin' });
    await screen.findByRole('table', { name: 'Claims audit' });
    await view.userEvent.selectOptions(screen.getByLabelText('Decision or change'), 'Rejected');
    expect(view.location()).toBe('/calor/claims/audit?decision=Rejected');
    const address = view.location();
    view.unmount();

    renderPortal(address, { account: 'calor-admin' });
    const table = await screen.findByRole('table', { name: 'Claims audit' });
    expect(screen.getByLabelText('Decision or change')).toHaveValue('Rejected');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('Rejected');
  });

  /** A day of the audit, as the simulator holds it: the busiest that still fits on one page, and its entries. */
  function auditDay() {
    const byDay = new Map<string, ClaimAuditEntry[]>();
    for (const entry of simulator.store().calor.audit) {
      const iso = format(parseISO(entry.at), 'yyyy-MM-dd');
      byDay.set(iso, [...(byDay.get(iso) ?? []), entry]);
    }
    const [iso, entries] = [...byDay].filter(([, onDay]) => onDay.length <= 25).sort((a, b) => b[1].length - a[1].length)[0]!;
    return { iso, typed: format(parseISO(iso), 'dd/MM/yyyy'), entries };
  }

  it('takes From and To typed as DD/MM/YYYY, keeps them in the address as yyyy-MM-dd, and lists that day only', async () => {
    const day = auditDay();
    const view = renderPortal('/calor/claims/audit', { account: 'calor-admin' });
    const table = await screen.findByRole('table', { name: 'Claims audit' });
    const from = screen.getByRole('textbox', { name: 'From' });
    expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await view.userEvent.type(from, day.typed);
    expect(view.location()).toBe(`/calor/claims/audit?from=${day.iso}`);
    await view.userEvent.type(screen.getByRole('textbox', { name: 'To' }), day.typed);
    expect(view.location()).toBe(`/calor/claims/audit?from=${day.iso}&to=${day.iso}`);

    // From and To are both inclusive: the list is the day's entries, each shown on that day.
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(day.entries.length));
    for (const row of within(table).getAllByRole('row').slice(1)) expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(new RegExp(`^${day.typed} `));
    const address = view.location();
    view.unmount();

    renderPortal(address, { account: 'calor-admin' });
    await screen.findByRole('table', { name: 'Claims audit' });
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue(day.typed);
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue(day.typed);
  });

  it('a half-typed date does not filter the list; a cleared one removes its filter', async () => {
    const day = auditDay();
    const view = renderPortal(`/calor/claims/audit?from=${day.iso}`, { account: 'calor-admin' });
    const table = await screen.findByRole('table', { name: 'Claims audit' });
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).length).toBeGreaterThan(0));
    const asked = simulator.requestsTo('GET', '/calor/claims/audit').length;

    // 15/03/20 reads as the year 20 to the calendar: not a date yet, so the list and the address stay.
    const to = screen.getByRole('textbox', { name: 'To' });
    await view.userEvent.type(to, '15/03/20');
    expect(to).toHaveValue('15/03/20');
    expect(view.location()).toBe(`/calor/claims/audit?from=${day.iso}`);
    expect(simulator.requestsTo('GET', '/calor/claims/audit')).toHaveLength(asked);
    // Left half-typed, the field shows the filter as it is: none.
    await view.userEvent.click(document.body);
    await waitFor(() => expect(to).toHaveValue(''));
    expect(view.location()).toBe(`/calor/claims/audit?from=${day.iso}`);

    const from = screen.getByRole('textbox', { name: 'From' });
    expect(from).toHaveValue(day.typed);
    await view.userEvent.clear(from);
    expect(view.location()).toBe('/calor/claims/audit');
    // The whole audit again: a full first page.
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(Math.min(25, simulator.store().calor.audit.length)));
  });
});

describe('a developer reviewing claims', () => {
  it('reads a claim waiting for a decision, offered no decision (the API refuses it)', async () => {
    const claim = [...simulator.store().calor.claims.values()].flat().find((candidate) => candidate.status === 'Submitted')!;
    renderPortal(`/calor/claims?claim=${claim.claimReference}`, { account: 'developer' });
    expect(await screen.findByRole('heading', { name: `Claim ${claim.claimReference}` })).toBeInTheDocument();
    expect(screen.getByText(LOOK_ONLY_REASON)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Reject|Record/ })).not.toBeInTheDocument();
  });
});
