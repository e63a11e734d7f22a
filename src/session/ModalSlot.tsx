import { Suspense, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { InformationModal } from '@/components/modals/InformationModal';
import { forgetFailedModalLoads } from '@/components/modals/lazyModal';
import { FailureCatcher } from './FailureCatcher';

interface ModalSlotProps {
  /** Called when the person closes the message of a modal that could not be opened. */
  onClose: () => void;
  children: ReactNode;
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
        <FailureCatcher
          failure={(clear) => (
            <InformationModal
              isOpen
              title="This could not be opened"
              onClose={() => {
                clear();
                // Code or a read that failed is asked for again at the next opening.
                forgetFailedModalLoads();
                reset();
                onClose();
              }}
            >
              <p className="mb-0">Please check your connection and try again.</p>
            </InformationModal>
          )}
        >
          <Suspense fallback={null}>{children}</Suspense>
        </FailureCatcher>
      )}
    </QueryErrorResetBoundary>
  );
}
