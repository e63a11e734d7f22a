import { useCallback } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

/**
 * This page's search params, as shown and as last asked for. A change of them is a navigation that keeps the
 * page on screen while its data comes (the loader waits for it, or a list suspends); a second change meanwhile
 * (a status chosen, then a page) must build on the first, not on the params still shown, or it undoes it.
 */
export function useSearchParamsAskedFor() {
  const [shown, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pending = navigation.location?.pathname === pathname ? navigation.location.search : undefined;
  const askedFor = useCallback(() => (pending === undefined ? shown : new URLSearchParams(pending)), [pending, shown]);
  return { shown, askedFor, setSearchParams };
}
