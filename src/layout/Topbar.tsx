import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/icons/Icon';
import { pathTo } from '@/config/paths';

interface TopbarProps {
  sidebarId: string;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  onOpenSettings: () => void;
  userMenu?: ReactNode;
}

export function Topbar({ sidebarId, isMenuOpen, onToggleMenu, onOpenSettings, userMenu }: TopbarProps) {
  return (
    <header className="larder-topbar">
      {/* Only on small screens, where the sidebar becomes a drawer. */}
      <button
        type="button"
        className="larder-topbar__button d-md-none"
        aria-label="Toggle menu"
        aria-expanded={isMenuOpen}
        aria-controls={sidebarId}
        onClick={onToggleMenu}
      >
        <Icon name="menu" />
      </button>
      <Link to={pathTo('root')} className="larder-brand">
        <span className="larder-brand__mark" aria-hidden="true">
          L
        </span>
        Larder
      </Link>
      <div className="larder-topbar__end">
        {userMenu}
        <button
          type="button"
          className="larder-topbar__button"
          aria-label="Layout settings"
          title="Layout settings"
          onClick={onOpenSettings}
        >
          <Icon name="settings" />
        </button>
      </div>
    </header>
  );
}
