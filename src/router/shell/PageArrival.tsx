import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from './FramedOutlet';

/** The portal's name, after the page's in every document title: "Trainees – Larder". */
export const PORTAL_NAME = 'Larder';

/**
 * A new page is seen and heard: the document title follows the route, and after each navigation focus
 * moves to the page's heading (so keyboard and screen-reader users start at the top of the new page) and
 * a polite announcement names it. The first page of a visit keeps the browser's own focus: the page
 * reached from a bare one (the sign-in callback, the start redirect) is the first a person sees, so the
 * top of the page, with the cookie question, stays the first stop for the keyboard.
 */
export function PageArrival() {
  const route = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.route;
  const { pathname } = useLocation();
  const title = route?.title;
  // Announced once per new page, not when a title arrives later (a dynamic page naming what it shows).
  const [page, setPage] = useState({ pathname, announcement: '' });
  if (page.pathname !== pathname) setPage({ pathname, announcement: title ? `${title} page` : '' });
  const isFirstPage = useRef(true);

  useEffect(() => {
    document.title = title ? `${title} – ${PORTAL_NAME}` : PORTAL_NAME;
  }, [title]);

  const isBare = route?.frame === 'bare';

  useEffect(() => {
    if (isBare) return;
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    // In the frame that draws the new page: focus needs the page's styles and layout, which that frame works out
    // anyway. Called here, it made the browser work them out inside React's task, joining the two into one long
    // task (a quarter of a second for a long list with the CPU slowed four times). Not cancelled: a heading the
    // next page has replaced by then is out of the document, and focusing it does nothing.
    requestAnimationFrame(() => heading.focus({ preventScroll: true }));
  }, [pathname, isBare]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {page.announcement}
    </p>
  );
}
