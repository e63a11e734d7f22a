import { useCallback } from 'react';
import { useLocation, useSearchParams, type Location } from 'react-router';

/**
 * What was last asked of the address while each location was shown. One for the window, not one per hook: a
 * page whose filters and list each keep a part of the address (the trainees page) must see both parts' asks.
 * Keyed on the router's location object, which is the same for every reader until the address moves.
 */
const askedOver = new WeakMap<Location, URLSearchParams>();

/**
 * This page's search params, as shown and as last asked for. A change of them is a navigation that keeps the
 * page on screen while its data comes (the loader waits for it, or a list suspends); a second change meanwhile
 * (a status chosen, then a page) must build on the first, not on the params still shown, or it undoes it.
 * Once the address has moved (there, or elsewhere by Back or a link), the shown ones hold again.
 */
export function useSearchParamsAskedFor() {
  const [shown, setShown] = useSearchParams();
  const location = useLocation();
  const askedFor = useCallback(() => askedOver.get(location) ?? shown, [location, shown]);
  const setSearchParams = useCallback(
    (params: URLSearchParams, options?: { replace?: boolean }) => {
      askedOver.set(location, params);
      return setShown(params, options);
    },
    [location, setShown],
  );
  return { shown, askedFor, setSearchParams };
}
