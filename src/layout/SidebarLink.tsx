import { NavLink } from 'react-router';
import { Icon } from '@/components/icons/Icon';
import type { MenuEntry } from './menuTypes';

interface SidebarLinkProps {
  entry: MenuEntry;
  /** Icons only: the label stays in the markup as the link's name, shown as a tooltip on hover. */
  isCondensed: boolean;
  onNavigate: () => void;
}

export function SidebarLink({ entry, isCondensed, onNavigate }: SidebarLinkProps) {
  const content = (
    <>
      {entry.icon ? (
        <Icon name={entry.icon} className="larder-sidebar__icon" />
      ) : (
        // Keeps labels aligned; in the condensed sidebar it stands in for the missing icon.
        <span className="larder-sidebar__initial" aria-hidden="true">
          {entry.label.charAt(0)}
        </span>
      )}
      <span className="larder-sidebar__label">{entry.label}</span>
    </>
  );
  const title = isCondensed ? entry.label : undefined;

  if (entry.kind === 'external')
    return (
      <a className="larder-sidebar__link" href={entry.href} title={title}>
        {content}
        <Icon name="external" className="larder-sidebar__external" />
      </a>
    );
  // `end`: a section's home (/rewards/home) must not stay highlighted on its sibling pages.
  return (
    <NavLink className={entry.nested ? 'larder-sidebar__link larder-sidebar__link--nested' : 'larder-sidebar__link'} to={entry.to} end title={title} onClick={onNavigate}>
      {content}
    </NavLink>
  );
}
