import { Suspense, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorState } from '@/components/states/ErrorState';
import { FailureCatcher } from './FailureCatcher';

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
        <FailureCatcher
          failure={(clear) => (
            <ErrorState
              title={failedTitle}
              message="The rest of the page is fine. Try again in a moment."
              onRetry={() => {
                reset();
                clear();
              }}
            />
          )}
        >
          <Suspense fallback={fallback}>{children}</Suspense>
        </FailureCatcher>
      )}
    </QueryErrorResetBoundary>
  );
}
