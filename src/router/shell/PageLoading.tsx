import { LoadingState } from '@/components/states/LoadingState';

/** A page whose code or data is still on its way, before it can show its own placeholders. */
export function PageLoading() {
  return <LoadingState label="Loading…" />;
}
