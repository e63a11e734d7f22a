import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyDocumentsPage } from '@/features/member/documents/CompanyDocumentsPage';
import { RiskAssessmentsPage } from '@/features/member/documents/RiskAssessmentsPage';
import { UnitDocumentsPage } from '@/features/member/documents/UnitDocumentsPage';
import { NO_ACCESS } from '@/domain/permissions';
import { MemberSessionProvider } from '@/session/MemberSessionContext';
import { findInlineError } from '../support/formErrors';
import { setupSimulator } from '../support/simulator';
import { CAFE_ID, numberOf, storedDocument, VAN_ID } from './complianceHarness';
import { htmlBytes, sampleFile } from '../../mocks/data/sampleFiles';
import { refusal } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { renderWithProviders } from '../support/renderWithProviders';

const simulator = setupSimulator();
const routes = [
  { path: '/documents/company', element: <MemberSessionProvider><CompanyDocumentsPage /></MemberSessionProvider> },
  { path: '/documents/risk-assessments', element: <RiskAssessmentsPage /> },
  { path: '/unit-premises/:unitId/documents', element: <UnitDocumentsPage /> },
];
afterEach(() => vi.unstubAllGlobals());

const rowHeaders = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('Company Documents', () => {
  it('lists the documents, overdue for review first, with status, last signed, review date and next action', async () => {
    renderWithProviders(null, { account: 'member-active', routes, path: '/documents/company' });
    const table = await screen.findByRole('table', { name: 'Your company documents, overdue for review first' });
    expect(rowHeaders(table)).toEqual([
      'Health & Safety Risk AssessmentFor The Larder Café',
      'Food Safety Risk AssessmentFor Larder Street Food Van',
      'Fire Safety Risk AssessmentFor The Larder Café',
      'Health & Safety PolicyFor whole business',
      'COSHHFor whole business',
      'Food Safety Risk AssessmentFor The Larder Café',
    ]);
    const overdue = within(table).getAllByRole('row')[1]!;
    expect(overdue).toHaveTextContent('Overdue');
    expect(overdue).toHaveTextContent(/\d\d\/\d\d\/\d{4} by Jo Mills/);
    expect(within(overdue).getByRole('link', { name: 'Review' })).toHaveAttribute('href', `/documents/company/health-and-safety-risk-assessment?unit=${CAFE_ID}`);
    const coshh = within(table).getByRole('row', { name: /COSHH/ });
    expect(coshh).toHaveTextContent('Current');
    expect(coshh).toHaveTextContent(/COSHH assessment\.pdf \(\d+ Bytes\)/);
  });

  it('shows the configured "send documents" link only to a member with the sendCompanyDocuments permission', async () => {
    const first = renderWithProviders(null, { account: 'member-active', routes, path: '/documents/company' });
    expect(await screen.findByRole('link', { name: 'Send documents to us' })).toHaveAttribute('href', first.config.links.sendDocuments);
    first.unmount();
    simulator.store().members.get(numberOf('member-active'))!.permissions.sendCompanyDocuments = NO_ACCESS;
    renderWithProviders(null, { account: 'member-active', routes, path: '/documents/company' });
    await screen.findByRole('table');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Send documents to us' })).not.toBeInTheDocument());
  });

  it('checks an upload before sending it, then sends the file and its review date', async () => {
    // Holds what was sent, then lets the simulator answer.
    let sent: FormData | undefined;
    simulator.server.use(
      http.post(`${API_URL}/members/:membershipNumber/documents/upload`, async ({ request }) => {
        sent = await request.clone().formData();
      }),
    );
    const { userEvent: user } = renderWithProviders(null, { account: 'member-active', routes, path: '/documents/company' });
    const table = await screen.findByRole('table');
    await user.click(within(within(table).getByRole('row', { name: /Health & Safety Policy/ })).getByRole('button', { name: 'Upload' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload Health & Safety Policy' });
    const input = within(dialog).getByLabelText('File');
    // The picker offers only accepted types, but a person can still choose "All files" in it.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['a,b'], 'policy.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload file' }));
    expect(await findInlineError('The file must be a PDF, a Word document (.doc or .docx) or an image (.jpg or .png)')).toBeInTheDocument();

    // Judged by what it is, not its name or declared type.
    await user.upload(input, sampleFile(htmlBytes(), 'policy.pdf', 'application/pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload file' }));
    expect(await findInlineError('The file must be a PDF, a Word document (.doc or .docx) or an image (.jpg or .png)')).toBeInTheDocument();

    await user.upload(input, sampleFile(new Uint8Array(0), 'policy.pdf', 'application/pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload file' }));
    expect(await findInlineError('The file is empty: choose another')).toBeInTheDocument();

    const large = new File(['%PDF'], 'policy.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, large);
    await user.click(within(dialog).getByRole('button', { name: 'Upload file' }));
    expect(await findInlineError('The file must be no larger than 10 MB')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.upload(input, new File(['%PDF-1.4'], 'policy.pdf', { type: 'application/pdf' }));
    expect(dialog).toHaveTextContent('Chosen: policy.pdf (8 Bytes)');
    await user.click(within(dialog).getByRole('button', { name: 'Upload file' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent!.get('documentType')).toBe('healthAndSafetyPolicy');
    expect(sent!.get('unitId')).toBeNull();
    expect(sent!.get('reviewDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((sent!.get('file') as File).type).toBe('application/pdf');
    // Kept: the policy's row now offers the file to download and to replace.
    const policyRow = within(table).getByRole('row', { name: /Health & Safety Policy/ });
    expect(await within(policyRow).findByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(policyRow).getByRole('button', { name: 'Replace' })).toBeInTheDocument();
  });

  it("says why the API refused an upload, keeping the modal open", async () => {
    simulator.server.use(http.post(`${API_URL}/members/:membershipNumber/documents/upload`, () => refusal(400, 'file-too-large', 'The file is larger than 10 MB')));
    const { userEvent: user } = renderWithProviders(null, { account: 'member-active', routes, path: '/documents/company' });
    const table = await screen.findByRole('table');
    await user.click(within(within(table).getByRole('row', { name: /COSHH/ })).getByRole('button', { name: 'Replace' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace COSHH' });
    expect(dialog).toHaveTextContent('This replaces COSHH assessment.pdf.');
    await user.upload(within(dialog).getByLabelText('File'), new File(['%PDF-1.4'], 'coshh.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Replace file' }));
    expect(await within(dialog).findByText('The file was not accepted. The file is larger than 10 MB. Choose a smaller file.')).toBeInTheDocument();
  });

  it.each(['COSHH assessment.pdf', 'COSHH 領収書 🧾 "final"; v2.pdf'])('downloads an uploaded file under its name: %s', async (fileName) => {
    storedDocument(simulator.store(), 'member-active', 'coshh', null)!.upload!.fileName = fileName;
    const saved: { blob: Blob; name: string }[] = [];
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: (blob: Blob) => `blob:${saved.push({ blob, name: '' })}`, revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.at(-1)!.name = this.download;
    });
    const { userEvent: user } = renderWithProviders(null, { account: 'member-active', routes, path: '/documents/company' });
    const table = await screen.findByRole('table');
    await user.click(within(within(table).getByRole('row', { name: /COSHH/ })).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(fileName);
    expect(saved[0]!.blob.type).toBe('application/pdf');
    expect((await saved[0]!.blob.text()).startsWith('%PDF-1.4')).toBe(true);
    click.mockRestore();
  });
});

describe('Risk Assessments', () => {
  it('shows units × the three risk assessments, with what needs doing first at the top', async () => {
    renderWithProviders(null, { account: 'member-active', routes, path: '/documents/risk-assessments' });
    const table = await screen.findByRole('table');
    expect(rowHeaders(table)).toEqual(['Larder Street Food Van', 'The Larder Café', 'Whole business']);
    const cafe = within(table).getByRole('row', { name: /The Larder Café/ });
    expect(within(cafe).getAllByRole('cell').map((cell) => within(cell).queryByText(/^(Current|Overdue|Draft|Due soon|Not started)$/)?.textContent)).toEqual(['Current', 'Overdue', 'Draft']);
    expect(within(cafe).getByRole('link', { name: 'Continue Fire Safety Risk Assessment for The Larder Café' })).toHaveAttribute(
      'href',
      `/documents/company/fire-safety-risk-assessment?unit=${CAFE_ID}`,
    );
    const tasks = within(screen.getByRole('region', { name: 'What needs doing first' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(tasks).toEqual([
      expect.stringMatching(/^Overdue Health & Safety Risk Assessment for The Larder Café: review was due on \d\d\/\d\d\/\d{4}\. Review/),
      expect.stringMatching(/^Review due Food Safety Risk Assessment for Larder Street Food Van: review by \d\d\/\d\d\/\d{4}\. Review/),
      expect.stringMatching(/^Draft Fire Safety Risk Assessment for The Larder Café: finish and sign the draft\. Continue/),
      expect.stringMatching(/^Not started Health & Safety Risk Assessment for Larder Street Food Van: none yet\. Start/),
      expect.stringMatching(/^Not started Fire Safety Risk Assessment for Larder Street Food Van: none yet\. Start/),
    ]);
  });

  it('says when nothing needs doing', async () => {
    simulator.store().units.units.set(numberOf('member-active'), []);
    simulator.store().documents.documents.set(numberOf('member-active'), []);
    renderWithProviders(null, { account: 'member-active', routes, path: '/documents/risk-assessments' });
    expect(await screen.findByText(/You have no open units/)).toBeInTheDocument();
  });
});

describe('Unit Documents', () => {
  it("lists the unit's risk assessments with their uploaded files, covered ones marked", async () => {
    renderWithProviders(null, { account: 'member-active', routes, path: `/unit-premises/${VAN_ID}/documents` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Larder Street Food Van' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: "Larder Street Food Van's risk assessments and uploaded files" });
    expect(rowHeaders(table)).toEqual(['Food Safety Risk Assessment', 'Health & Safety Risk Assessment', 'Fire Safety Risk Assessment']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Review due.*by Priya Shah, version 1/);
    expect(within(table).getAllByRole('button', { name: 'Upload' })).toHaveLength(3);
  });

  it('shows the not-found page for a unit that is not the member\'s', async () => {
    const { router } = renderWithProviders(null, { account: 'member-active', routes, path: '/unit-premises/0a1b2c3d-0000-4000-8000-000000000041/documents' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/404'));
  });
});
