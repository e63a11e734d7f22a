import type { ReactNode } from 'react';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/iconNames';

export interface EmptyStateProps {
  title: string;
  message?: string;
  /** A next step, e.g. a link or button to create the first item. */
  action?: ReactNode;
  icon?: IconName;
  /** Its heading's level: 2 on a page, 3 inside a section or card headed by an h2. */
  headingLevel?: 2 | 3;
}

/** A list or page with nothing to show yet. */
export function EmptyState({ title, message, action, icon = 'info', headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="py-5 text-center">
      <div className="text-body-secondary fs-1 mb-2">
        <Icon name={icon} />
      </div>
      <Heading className="h5">{title}</Heading>
      {message && <p className="text-body-secondary mb-3">{message}</p>}
      {action}
    </div>
  );
}
