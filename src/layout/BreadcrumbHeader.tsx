import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

export interface BreadcrumbHeaderProps {
  title: string;
  crumbs: Crumb[];
}

/** The page title (also the browser tab's title) with the trail of pages leading to it. */
export function BreadcrumbHeader({ title, crumbs }: BreadcrumbHeaderProps) {
  return (
    <div className="larder-page-header">
      <title>{`${title} | Larder`}</title>
      <h1 className="larder-page-header__title">{title}</h1>
      {crumbs.length > 0 && (
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb mb-0">
            {crumbs.map((crumb, index) => {
              const isCurrent = index === crumbs.length - 1;
              return (
                <li key={`${index}-${crumb.label}`} className={isCurrent ? 'breadcrumb-item active' : 'breadcrumb-item'}>
                  {crumb.to ? (
                    <Link to={crumb.to} aria-current={isCurrent ? 'page' : undefined}>
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current={isCurrent ? 'page' : undefined}>{crumb.label}</span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
    </div>
  );
}
