import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { partFailureOutcome } from '@/api/failedCall';
import { ErrorState } from '@/components/states/ErrorState';
import { LoadFailureRedirect } from './LoadFailureRedirect';

interface CatcherProps {
  onReset: () => void;
  failedTitle: string;
  children: ReactNode;
}

class FailureCatcher extends Component<CatcherProps, { error: unknown; failed: boolean }> {
  state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    // A session that is over is the whole page's business: the person signs in again (spec §2).
    if (partFailureOutcome(this.state.error) === 'sign-in') return <LoadFailureRedirect error={this.state.error} />;
    return (
      <ErrorState
        title={this.props.failedTitle}
        message="The rest of the page is fine. Try again in a moment."
        onRetry={() => {
          this.props.onReset();
          this.setState({ error: undefined, failed: false });
        }}
      />
    );
  }
}

interface PartBoundaryProps {
  /** What shows while the part's data is on its way: a placeholder of the part's own size. */
  fallback: ReactNode;
  /** What failed, in the page's words: "Your compliance summary could not be loaded". */
  failedTitle: string;
  children: ReactNode;
}

/**
 * One part of a page (a dashboard card, a panel) that loads and fails on its own: its placeholder while
 * its data comes, and if it fails, a message in its place with Try again (asking again), while the rest of
 * the page carries on.
 */
export function PartBoundary({ fallback, failedTitle, children }: PartBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <FailureCatcher onReset={reset} failedTitle={failedTitle}>
          <Suspense fallback={fallback}>{children}</Suspense>
        </FailureCatcher>
      )}
    </QueryErrorResetBoundary>
  );
}
