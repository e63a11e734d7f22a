import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * This page's search params, as shown and as last asked for. A change of them is a navigation that keeps the
 * page on screen while its data comes (the loader waits for it, or a list suspends); a second change meanwhile
 * (a status chosen, then a page) must build on the first, not on the params still shown, or it undoes it.
 * What was asked is remembered with the params shown when it was asked: while those are still shown, the
 * change is on its way; once the address has moved (there, or elsewhere by Back or a link), the shown ones hold.
 */
export function useSearchParamsAskedFor() {
  const [shown, setShown] = useSearchParams();
  const asked = useRef<{ over: string; params: URLSearchParams } | null>(null);
  const askedFor = useCallback(() => (asked.current?.over === shown.toString() ? asked.current.params : shown), [shown]);
  const setSearchParams = useCallback(
    (params: URLSearchParams, options?: { replace?: boolean }) => {
      asked.current = { over: shown.toString(), params };
      return setShown(params, options);
    },
    [shown, setShown],
  );
  return { shown, askedFor, setSearchParams };
}
