import { Component, type ReactNode } from 'react';
import { useSuspenseQueries, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getComplianceSummaryQueryOptions } from '@/api/get-compliance-summary';
import { getMemberSchemesQueryOptions } from '@/api/get-member-schemes';
import { membershipQueries } from './dashboardPageData';

function AwaitCalls({ queries }: { queries: readonly UseSuspenseQueryOptions[] }) {
  useSuspenseQueries({ queries, combine: () => null });
  return null;
}

/**
 * The wait happens once, when the dashboard first draws: afterwards (permissions arriving late, a part's
 * Try again) each part waits in its own placeholder, and the page is never swapped back for the
 * dashboard's. A failed call only ends the wait: the part that reads it says so in its place (PartBoundary).
 */
class FirstDrawOnly extends Component<{ children: ReactNode }, { over: boolean }> {
  state = { over: false };

  static getDerivedStateFromError() {
    return { over: true };
  }

  componentDidMount() {
    this.setState({ over: true });
  }

  render() {
    return this.state.over ? null : this.props.children;
  }
}

/**
 * Holds the dashboard in its placeholder until the calls that decide where each part sits have answered:
 * the membership's (a standing notice, the overdue alert or the payment-plan banner may come above its card)
 * and, when the Get started checklist may show, the compliance and rewards summaries it reads. Parts then
 * appear in their places together, and none is pushed down by one appearing above it (DESIGN.md §7: nothing
 * moves when data arrives). The area cards' other calls are not waited for: each card keeps a placeholder
 * of its own size.
 */
export function AwaitDashboardLayout({ membershipNumber, withFirstSteps }: { membershipNumber: string; withFirstSteps: boolean }) {
  const api = useApiClient();
  const queries = [
    ...membershipQueries(api, membershipNumber),
    ...(withFirstSteps ? [getComplianceSummaryQueryOptions(api, membershipNumber), getMemberSchemesQueryOptions(api, membershipNumber)] : []),
  ] as readonly UseSuspenseQueryOptions[];
  return (
    <FirstDrawOnly>
      <AwaitCalls queries={queries} />
    </FirstDrawOnly>
  );
}
