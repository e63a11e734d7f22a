import { createContext, use, useEffect } from 'react';

/** Sets (or, with undefined, clears) the name of the dynamic page on screen. */
export type NameDynamicPage = (name: string | undefined) => void;

/** Provided by the portal layout; outside it (a screen rendered alone) naming does nothing. */
export const DynamicPageNameContext = createContext<NameDynamicPage>(() => undefined);

/**
 * A screen reached through a row's `dynamicChildren` (e.g. /unit-premises/{unitId}/details) names the
 * thing it shows (the unit's name) once it knows it: the breadcrumb and the menu then list its pages under
 * that name. The name goes when the screen does.
 */
export function useDynamicPageName(name: string | undefined) {
  const setName = use(DynamicPageNameContext);
  useEffect(() => {
    setName(name);
    return () => setName(undefined);
  }, [setName, name]);
}
