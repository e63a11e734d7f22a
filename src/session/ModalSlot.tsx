import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { partFailureOutcome } from '@/api/failedCall';
import { InformationModal } from '@/components/modals/InformationModal';
import { forgetFailedModalLoads } from '@/components/modals/lazyModal';
import { LoadFailureRedirect } from './LoadFailureRedirect';

interface ModalSlotProps {
  /** Called when the person closes the message of a modal that could not be opened. */
  onClose: () => void;
  children: ReactNode;
}

class ModalFailureCatcher extends Component<ModalSlotProps, { error: unknown; failed: boolean }> {
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
    const close = () => {
      this.setState({ error: undefined, failed: false });
      this.props.onClose();
    };
    return (
      <InformationModal isOpen title="This could not be opened" onClose={close}>
        <p className="mb-0">Please check your connection and try again.</p>
      </InformationModal>
    );
  }
}

/**
 * Where a page's lazily loaded modals are drawn. Mounted with the page, so that opening a modal (a
 * transition) keeps the page as it is until the modal can be drawn, rather than showing a placeholder; a
 * modal whose code or data could not be fetched says so in a dialog of its own, and the page carries on.
 */
export function ModalSlot({ onClose, children }: ModalSlotProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ModalFailureCatcher
          onClose={() => {
            // Code or a read that failed is asked for again at the next opening.
            forgetFailedModalLoads();
            reset();
            onClose();
          }}
        >
          <Suspense fallback={null}>{children}</Suspense>
        </ModalFailureCatcher>
      )}
    </QueryErrorResetBoundary>
  );
}
