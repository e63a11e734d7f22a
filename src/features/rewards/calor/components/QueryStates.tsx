import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '../../../../components/states/ErrorState';
import { LoadingState } from '../../../../components/states/LoadingState';

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** e.g. 'Loading your claims…' */
  loadingLabel: string;
  /** What could not be loaded, in the member's words. */
  errorMessage: string;
  children: (data: T) => ReactNode;
}

/** Every data load on these screens: a spinner, then an error with "Try again", then the content. */
export function QueryStates<T>({ query, loadingLabel, errorMessage, children }: QueryStatesProps<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
