import { Component, Suspense, type ReactNode } from 'react';

/**
 * A part of the dashboard that is an aid, not information of its own (the "Get started" checklist): it
 * shows nothing while its data comes or if it fails. Its calls are the cards' calls, and the cards already
 * say when one fails, with Try again, so a second message here would only repeat them.
 */
export class QuietPart extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
