import type { MenuSection } from './menuTypes';

// The width under which the sidebar is a drawer (layout.css, Bootstrap's md breakpoint).
const DRAWER_SCREEN = '(max-width: 767.98px)';

/**
 * In the small-screen drawer the member menu (some 35 links) is twice the screen's height, so its groups
 * start collapsed, all but the one holding the page in view (WCAG 1.4.10 reflow). On a wider screen, and
 * where the screen cannot be asked (jsdom), every group starts open.
 */
export function initiallyCollapsedSections(menu: readonly MenuSection[], pathname: string): Set<string> {
  const isDrawer = typeof window.matchMedia === 'function' && window.matchMedia(DRAWER_SCREEN).matches;
  if (!isDrawer) return new Set();
  const holdsPage = (section: MenuSection) => section.entries.some((entry) => entry.kind === 'route' && entry.to === pathname);
  return new Set(menu.filter((section) => !holdsPage(section)).map((section) => section.title));
}
