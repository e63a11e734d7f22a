import { Component, type ErrorInfo, type ReactNode } from 'react';
import { partFailureOutcome } from '@/api/failedCall';
import { LoadFailureRedirect } from './LoadFailureRedirect';

interface FailureCatcherProps {
  /** What shows in the part's place once it has failed; `clear` draws the part again. */
  failure: (clear: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Catches what one part of a page throws (a card, a panel, a modal): a session that is over is the whole
 * page's business, so the person signs in again (spec §2); anything else shows the part's `failure`, and the
 * rest of the page carries on.
 */
export class FailureCatcher extends Component<FailureCatcherProps, { error: unknown; failed: boolean }> {
  state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (partFailureOutcome(this.state.error) === 'sign-in') return <LoadFailureRedirect error={this.state.error} />;
    return this.props.failure(() => this.setState({ error: undefined, failed: false }));
  }
}
