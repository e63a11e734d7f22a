import { useId } from 'react';
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
        {menu.map((section, index) => (
          <div key={section.title} className="larder-sidebar__section">
            <h2 id={headingIdPrefix + index} className="larder-sidebar__heading">
              {section.title}
            </h2>
            <ul className="larder-sidebar__list" aria-labelledby={headingIdPrefix + index}>
              {section.entries.map((entry) => (
                <li key={entry.label}>
                  <SidebarLink entry={entry} isCondensed={isCondensed} onNavigate={onClose} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
