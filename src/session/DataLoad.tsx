import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingState } from '@/components/states/LoadingState';
import { LoadFailureRedirect } from './LoadFailureRedirect';

interface DataLoadProps<T> {
  query: UseQueryResult<T>;
  /** e.g. 'Loading your claims…' */
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/**
 * Every screen's data load (spec §4): a spinner, then the error handler — the §2 redirect for the
 * failure's status, whose page offers "Try again" — then the content.
 */
export function DataLoad<T>({ query, loadingLabel, children }: DataLoadProps<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) return <LoadFailureRedirect error={query.error} />;
  return <>{children(query.data)}</>;
}
