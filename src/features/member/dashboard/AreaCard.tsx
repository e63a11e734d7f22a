import { useId, type ReactNode } from 'react';
import { Icon } from '@/components/icons/Icon';
import type { IconName } from '@/components/icons/iconNames';

export interface AreaCardProps {
  title: string;
  icon: IconName;
  /** The area's summary: what needs doing, each item a link. */
  children: ReactNode;
  /** The way into the area, e.g. <Link to={pathTo('trainees')}>Go to training</Link>. */
  footer?: ReactNode;
}

/** One area's card on the dashboard home (documents, premises, training, rewards, wallet). */
export function AreaCard({ title, icon, children, footer }: AreaCardProps) {
  const headingId = useId();
  return (
    <section className="card shadow-sm h-100" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 card-title d-flex align-items-center gap-2">
          <Icon name={icon} /> {title}
        </h2>
        {children}
      </div>
      {footer && <div className="card-footer bg-transparent">{footer}</div>}
    </section>
  );
}
