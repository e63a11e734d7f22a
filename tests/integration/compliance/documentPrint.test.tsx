import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HealthAndSafetyPolicyPage, HealthAndSafetyRiskAssessmentPage } from '@/features/member/documentBuilder/DocumentBuilderPage';
import { formatDate } from '@/domain/format/date';
import { setupSimulator } from '../support/simulator';
import { CAFE_ID, storedDocument } from './complianceHarness';
import { renderWithProviders } from '../support/renderWithProviders';
import { definitionOf } from '../support/queries';

const simulator = setupSimulator();
const RISK = '/documents/company/health-and-safety-risk-assessment';
const POLICY = '/documents/company/health-and-safety-policy';
const routes = [
  { path: RISK, element: <HealthAndSafetyRiskAssessmentPage /> },
  { path: POLICY, element: <HealthAndSafetyPolicyPage /> },
];
const printed = `Printed on ${formatDate(new Date())}`;

/** What the title block, first in the document, says for a term ("Review by", "Printed on"). */
const fact = (title: string, term: string) => definitionOf(screen.getByRole('article', { name: title }), term);
/** The footer every printed page carries: the line that starts with the document's title and version. */
const footer = (title: string) => screen.getByText((_, element) => element?.tagName === 'DIV' && (element.textContent ?? '').startsWith(`${title} · Version`));

describe('a printed document', () => {
  it('marks the version in force as overdue for review once its review date has passed, in the title block and the footer', async () => {
    // member-active's café assessment: review date 12 days ago (tests/mocks/api/seed/documents.ts).
    const reviewDate = formatDate(storedDocument(simulator.store(), 'member-active', 'healthAndSafetyRiskAssessment', CAFE_ID)!.versions[0]!.reviewDate);
    renderWithProviders(null, { account: 'member-active', routes, path: `${RISK}?unit=${CAFE_ID}&view=print&version=1` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Health & Safety Risk Assessment' })).toBeInTheDocument();

    expect(fact('Health & Safety Risk Assessment', 'Review by')).toHaveTextContent(`${reviewDate}Overdue for review since ${reviewDate}`);
    expect(fact('Health & Safety Risk Assessment', 'Printed on')).toHaveTextContent(formatDate(new Date()));
    expect(footer('Health & Safety Risk Assessment')).toHaveTextContent(
      new RegExp(`^Health & Safety Risk Assessment · Version 1 · Signed \\d\\d/\\d\\d/\\d{4} · Review by ${reviewDate} · ${printed} · Overdue for review since ${reviewDate}$`),
    );
  });

  it('carries no overdue mark before the review date, nor on an older version a review has replaced', async () => {
    // The policy's version 2 is in force (review in 95 days); version 1's review date passed 275 days ago.
    const [current, older] = storedDocument(simulator.store(), 'member-active', 'healthAndSafetyPolicy', null)!.versions;
    expect(older!.reviewDate < current!.reviewDate).toBe(true);

    for (const version of [2, 1]) {
      const view = renderWithProviders(null, { account: 'member-active', routes, path: `${POLICY}?view=print&version=${version}` });
      expect(await screen.findByRole('heading', { level: 2, name: 'Health & Safety Policy' })).toBeInTheDocument();
      expect(footer('Health & Safety Policy')).toHaveTextContent(new RegExp(`^Health & Safety Policy · Version ${version} · .* · ${printed}$`));
      expect(screen.queryByText(/Overdue for review/)).toBeNull();
      view.unmount();
    }
  });
});
