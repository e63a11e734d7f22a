import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { Footer } from './Footer';
import type { MenuSection } from './menuTypes';
import { Sidebar } from './Sidebar';
import { Topbar } from './Topbar';
import { useLayoutSettings } from './useLayoutSettings';
import './layout.css';

export interface VerticalLayoutProps {
  menu: MenuSection[];
  /** The page's breadcrumb header (see BreadcrumbHeader). */
  header: ReactNode;
  /** Shown above the header, e.g. the impersonation banner. */
  banner?: ReactNode;
  /** The right-hand side of the topbar, supplied by the app (user name, logout). */
  userMenu?: ReactNode;
  children: ReactNode;
}

// Loaded on first use: reactstrap's Offcanvas and its transitions (~7 KB gzip) stay out of the first load.
const RightSidebar = lazy(() => import('./RightSidebar').then((module) => ({ default: module.RightSidebar })));

const SIDEBAR_ID = 'larder-sidebar';
const MAIN_ID = 'main-content';

// Moves focus itself (which also scrolls) rather than following the #fragment, so the router's URL
// is left alone.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** The portal's page frame: topbar, menu sidebar, main content and the layout settings panel (spec §3). */
export function VerticalLayout({ menu, header, banner, userMenu, children }: VerticalLayoutProps) {
  const { settings, updateSettings } = useLayoutSettings();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  // Once loaded the panel stays mounted, so that it can animate closed.
  const [hasOpenedSettings, setHasOpenedSettings] = useState(settings.showRightSidebar);
  if (settings.showRightSidebar && !hasOpenedSettings) setHasOpenedSettings(true);

  return (
    <div className={`larder-layout larder-layout--${settings.layoutWidth}`}>
      <a className="larder-skip-link visually-hidden-focusable" href={`#${MAIN_ID}`} onClick={skipToMain}>
        Skip to main content
      </a>
      <div className="larder-frame">
        <Topbar
          sidebarId={SIDEBAR_ID}
          isMenuOpen={isMenuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
          onOpenSettings={() => updateSettings({ showRightSidebar: true })}
          userMenu={userMenu}
        />
        <div className="larder-body">
          <Sidebar
            id={SIDEBAR_ID}
            menu={menu}
            theme={settings.leftSideBarTheme}
            type={settings.leftSideBarType}
            isOpen={isMenuOpen}
            onClose={closeMenu}
          />
          {/* A pointer convenience only: the toggle button and Escape close the drawer for everyone else. */}
          {isMenuOpen && <div className="larder-sidebar-backdrop d-md-none" aria-hidden="true" onClick={closeMenu} />}
          <main id={MAIN_ID} className="larder-main" tabIndex={-1}>
            {banner}
            {header}
            {children}
          </main>
        </div>
        <Footer />
      </div>
      {hasOpenedSettings && (
        <Suspense fallback={null}>
          <RightSidebar
            isOpen={settings.showRightSidebar}
            settings={settings}
            onChange={updateSettings}
            onClose={() => updateSettings({ showRightSidebar: false })}
          />
        </Suspense>
      )}
    </div>
  );
}
