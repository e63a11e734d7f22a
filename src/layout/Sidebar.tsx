import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { initiallyCollapsedSections } from './initiallyCollapsedSections';
import type { LayoutSettings } from './layoutSettings';
import type { MenuSection } from './menuTypes';
import { SidebarLink } from './SidebarLink';

interface SidebarProps {
  id: string;
  menu: MenuSection[];
  theme: LayoutSettings['leftSideBarTheme'];
  type: LayoutSettings['leftSideBarType'];
  /** Small screens only: whether the menu drawer is showing. */
  isOpen: boolean;
  onClose: () => void;
}

export function Sidebar({ id, menu, theme, type, isOpen, onClose }: SidebarProps) {
  const headingIdPrefix = useId();
  const isCondensed = type === 'condensed';
  const { pathname } = useLocation();
  // Each group's heading opens and closes it; the icons-only sidebar always shows every icon.
  const [collapsed, setCollapsed] = useState(() => initiallyCollapsedSections(menu, pathname));
  const toggle = (title: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(title)) next.delete(title);
      else next.add(title);
      return next;
    });
  const classes = [
    'larder-sidebar',
    `larder-sidebar--${theme}`,
    isCondensed && 'larder-sidebar--condensed',
    isOpen && 'is-open',
  ];
  return (
    <nav
      id={id}
      className={classes.filter(Boolean).join(' ')}
      aria-label="Main menu"
      onKeyDown={(event) => event.key === 'Escape' && isOpen && onClose()}
    >
      <div className="larder-sidebar__scroller">
        {menu.map((section, index) => {
          const isCollapsed = !isCondensed && collapsed.has(section.title);
          return (
            <div key={section.title} className="larder-sidebar__section">
              <h2 id={headingIdPrefix + index} className="larder-sidebar__heading">
                {isCondensed ? (
                  section.title
                ) : (
                  <button
                    type="button"
                    className="larder-sidebar__toggle"
                    aria-expanded={!isCollapsed}
                    aria-controls={`${headingIdPrefix}${index}-list`}
                    onClick={() => toggle(section.title)}
                  >
                    {section.title}
                  </button>
                )}
              </h2>
              <ul id={`${headingIdPrefix}${index}-list`} className="larder-sidebar__list" aria-labelledby={headingIdPrefix + index} hidden={isCollapsed}>
                {section.entries.map((entry) => (
                  <li key={entry.label}>
                    <SidebarLink entry={entry} isCondensed={isCondensed} onNavigate={onClose} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
