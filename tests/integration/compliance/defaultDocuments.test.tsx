import type { UserEvent } from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FoodSafetyRiskAssessmentPage } from '@/features/member/documentBuilder/DocumentBuilderPage';
import { DefaultFoodSafetyPage } from '@/features/staff/defaultDocuments/DefaultFoodSafetyPage';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { setupSimulator } from '../support/simulator';
import { CAFE_ID, findStep } from './complianceHarness';
import { renderWithProviders } from '../support/renderWithProviders';

const simulator = setupSimulator();
const DEFAULTS = '/default-documents/food-safety';
const FOOD_SAFETY = '/documents/company/food-safety-risk-assessment';
const routes = [
  { path: DEFAULTS, element: <DefaultFoodSafetyPage /> },
  { path: FOOD_SAFETY, element: <FoodSafetyRiskAssessmentPage /> },
];
const CHILLED = 'Chilled food is kept at or below (°C)';

async function openChilling(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: /^Chilling/ }));
  await findStep(4, 8, 'Chilling');
}

describe('the default food safety document', () => {
  it('shows the current version, its history, and refuses to publish without a note', async () => {
    const { userEvent: user } = renderWithProviders(null, { account: 'larder-admin', routes, path: DEFAULTS });
    expect(await screen.findByRole('heading', { name: 'Version 2' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Version history' });
    const versions = within(history).getAllByRole('listitem');
    expect(versions).toHaveLength(2);
    expect(versions[0]).toHaveTextContent(/^Version 2/);
    expect(versions[1]).toHaveTextContent(/^Version 1/);
    expect(screen.getByLabelText(CHILLED)).toHaveValue(5);
    await user.click(screen.getByRole('button', { name: 'Publish as version 3' }));
    expect(await screen.findByRole('link', { name: 'Describe what has changed in this version' })).toBeInTheDocument();
    expect(simulator.requestsTo('POST', '/default-documents/food-safety/versions')).toHaveLength(0);
  });

  it("offers a member's new food safety assessment the new version's text, but not one they already have", async () => {
    // Staff publish version 3: chilled food at 3 °C.
    const admin = renderWithProviders(null, { account: 'larder-admin', routes, path: DEFAULTS });
    const chilled = await screen.findByLabelText(CHILLED);
    await admin.userEvent.clear(chilled);
    await admin.userEvent.type(chilled, '3');
    await admin.userEvent.type(screen.getByLabelText('What has changed in this version?'), 'Chilled food at 3 °C.');
    await admin.userEvent.click(screen.getByRole('button', { name: 'Publish as version 3' }));
    expect(await screen.findByRole('heading', { name: 'Version 3' })).toBeInTheDocument();
    const [published] = within(screen.getByRole('region', { name: 'Version history' })).getAllByRole('listitem');
    expect(published).toHaveTextContent(new RegExp(`^Version 3Current.*by ${demoAccount('larder-admin').name}Chilled food at 3 °C\\.`));
    admin.unmount();

    // A member starting one now is offered version 3's text beside the question (not filled in for them).
    const newMember = renderWithProviders(null, { account: 'member-compliance-new', routes, path: `${FOOD_SAFETY}?unit=business` });
    await newMember.userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await findStep(1, 8, 'About your food business');
    await openChilling(newMember.userEvent);
    expect(screen.getByLabelText(CHILLED)).toHaveValue(null);
    expect(screen.getByRole('note', { name: 'Suggested text for Chilled food is kept at or below' })).toHaveTextContent('3 °C');
    await newMember.userEvent.click(screen.getByRole('button', { name: 'Use the suggested text for Chilled food is kept at or below' }));
    expect(screen.getByLabelText(CHILLED)).toHaveValue(3);
    newMember.unmount();

    // A member reviewing the one they already have keeps their own answers (version 1's 8 °C).
    const existing = renderWithProviders(null, { account: 'member-active', routes, path: `${FOOD_SAFETY}?unit=${CAFE_ID}` });
    await existing.userEvent.click(await screen.findByRole('button', { name: 'Review and update' }));
    await findStep(1, 8, 'About your food business');
    await openChilling(existing.userEvent);
    expect(screen.getByLabelText(CHILLED)).toHaveValue(8);
    // A review is offered no suggested text: the defaults never change a document a member has (the draft's
    // defaultsVersion carried over is the server's rule, tests/simulator/complianceCalls.test.ts).
    expect(screen.queryByRole('note', { name: /^Suggested text for/ })).not.toBeInTheDocument();
  });

  it('opens an earlier version read-only', async () => {
    const { userEvent: user } = renderWithProviders(null, { account: 'larder-admin', routes, path: DEFAULTS });
    // Within the history: a role query over the whole editor (every default answer) is slow.
    const history = await screen.findByRole('region', { name: 'Version history' });
    await user.click(within(history).getByRole('button', { name: 'View version 1' }));
    expect(await within(history).findByText('8 °C')).toBeInTheDocument();
  });
});
