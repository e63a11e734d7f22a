import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from '@/features/member/dashboard/DashboardPage';
import { NO_ACCESS } from '@/domain/permissions';
import { setupSimulator } from '../support/simulator';
import { waitForSession } from '../member/memberScreens';
import { CAFE_ID, numberOf } from './complianceHarness';
import { gatewayFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';
import { renderWithProviders } from '../support/renderWithProviders';

const simulator = setupSimulator();
const renderDashboard = (account: string) => renderWithProviders(<DashboardPage />, { session: true, account, path: '/dashboard/home' });
const card = () => screen.findByRole('region', { name: 'Compliance' });

describe('the dashboard compliance card', () => {
  it('lists documents overdue or due for review and units without a current risk assessment, each a link', async () => {
    renderDashboard('member-active');
    const region = await card();
    await within(region).findByText('Documents to review');
    const links = within(region).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Health & Safety Risk Assessment for The Larder Café', `/documents/company/health-and-safety-risk-assessment?unit=${CAFE_ID}`],
      ['Food Safety Risk Assessment for Larder Street Food Van', '/documents/company/food-safety-risk-assessment?unit=0a1b2c3d-0000-4000-8000-000000000002'],
      ['The Larder Café', `/unit-premises/${CAFE_ID}/documents`],
      ['Larder Street Food Van', '/unit-premises/0a1b2c3d-0000-4000-8000-000000000002/documents'],
      ['Company documents', '/documents/company'],
      ['Risk assessments', '/documents/risk-assessments'],
    ]);
    expect(region).toHaveTextContent(/overdue since \d\d\/\d\d\/\d{4}/);
    expect(region).toHaveTextContent('The Larder Café: needs health & safety, fire safety');
  });

  it('needs one call that depends on no other dashboard call', async () => {
    renderDashboard('member-active');
    await within(await card()).findByText('Documents to review');
    expect(simulator.requestsTo('GET', '/members/:membershipNumber/compliance/summary')).toHaveLength(1);
    expect(simulator.requestsTo('GET', '/members/:membershipNumber/documents')).toHaveLength(0);
    expect(simulator.requestsTo('GET', '/members/:membershipNumber/units')).toHaveLength(0);
    expect(simulator.requestsTo('GET', '/members/:membershipNumber/unit-choices')).toHaveLength(0);
  });

  it('invites a member with no units to add one', async () => {
    renderDashboard('member-compliance-new');
    expect(await within(await card()).findByRole('link', { name: 'Add your first unit' })).toHaveAttribute('href', '/unit-premises/new');
  });

  it('says when everything is up to date', async () => {
    simulator.store().units.units.set(numberOf('member-active'), [simulator.store().units.units.get(numberOf('member-active'))![0]!]);
    simulator.store().documents.documents.set(numberOf('member-active'), []);
    simulator.server.use(
      http.get(`${API_URL}/members/:membershipNumber/compliance/summary`, () =>
        HttpResponse.json({ documentsDue: [], unitsWithoutRiskAssessment: [], openUnitCount: 1, documentTypesMade: [] }),
      ),
    );
    renderDashboard('member-active');
    expect(await within(await card()).findByText('Your documents and risk assessments are up to date.')).toBeInTheDocument();
  });

  it('says when the summary could not be loaded, and tries again', async () => {
    simulator.server.use(http.get(`${API_URL}/members/:membershipNumber/compliance/summary`, () => gatewayFailure(503, 'down')));
    const { userEvent: user } = renderDashboard('member-active');
    // The card's place says so (its part of the dashboard), while the membership card carries on.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your compliance summary could not be loaded');
    expect(await screen.findByRole('region', { name: 'Your membership' })).toBeInTheDocument();
    simulator.server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(await card()).findByText('Documents to review')).toBeInTheDocument();
  });

  it('is not shown to a member with neither the documents nor the units permission', async () => {
    const permissions = simulator.store().members.get(numberOf('member-active'))!.permissions;
    permissions.companyDocuments = NO_ACCESS;
    permissions.tradingUnits = NO_ACCESS;
    renderDashboard('member-active');
    await waitForSession('ready with details');
    await screen.findByRole('region', { name: 'Your membership' });
    expect(screen.queryByRole('region', { name: 'Compliance' })).not.toBeInTheDocument();
    await waitFor(() => expect(simulator.requestsTo('GET', '/members/:membershipNumber/compliance/summary')).toHaveLength(0));
  });
});
