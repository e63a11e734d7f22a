import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingState } from '@/components/states/LoadingState';
import { LoadFailureRedirect } from './LoadFailureRedirect';

/** Several queries read as one load. */
export type CombinedLoad<T> = { status: 'pending' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

type DataOf<Results extends readonly UseQueryResult[]> = { [K in keyof Results]: Results[K] extends UseQueryResult<infer D> ? D : never };

/**
 * For `useQueries({ queries, combine })`: failed when any failed (the first failure decides the
 * redirect), pending while any is, otherwise the data of all of them, in order.
 */
export function combineLoads<const Results extends readonly UseQueryResult[]>(results: Results): CombinedLoad<DataOf<Results>> {
  const failed = results.find((result) => result.isError);
  if (failed) return { status: 'error', error: failed.error };
  if (results.some((result) => result.isPending)) return { status: 'pending' };
  return { status: 'success', data: results.map((result) => result.data) as DataOf<Results> };
}

interface CombinedDataLoadProps<T> {
  load: CombinedLoad<T>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/** DataLoad (spinner, the §2 redirect for a failure, then content) for a screen that needs several calls at once. */
export function CombinedDataLoad<T>({ load, loadingLabel, children }: CombinedDataLoadProps<T>) {
  if (load.status === 'pending') return <LoadingState label={loadingLabel} />;
  if (load.status === 'error') return <LoadFailureRedirect error={load.error} />;
  return <>{children(load.data)}</>;
}
