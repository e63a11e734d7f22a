import type { ReactNode } from 'react';
import { LogoutLink } from './LogoutLink';

export interface ErrorPageLayoutProps {
  /** The page's one h1, also the browser tab's title unless `documentTitle` is given. */
  title: string;
  documentTitle?: string;
  /** An HTTP status shown large above the title (401, 404, 500). */
  statusCode?: number;
  /** A second line under the title (spec §8 "heading" where the spec also gives a title). */
  heading?: string;
  /** The explanation. */
  children?: ReactNode;
  /** The page's own buttons; Logout is always added after them (spec §8). */
  actions?: ReactNode;
  /**
   * Inside the portal layout (a screen that crashed): a card in the page, under the layout's own
   * title and menu, rather than a whole page of its own.
   */
  inLayout?: boolean;
}

/** The full-page frame of every error page: a centred card outside the portal layout. */
export function ErrorPageLayout({ title, documentTitle, statusCode, heading, children, actions, inLayout = false }: ErrorPageLayoutProps) {
  // In the layout the page already has its h1 (the route's title), so the error's title is a heading below it.
  const Title = inLayout ? 'h2' : 'h1';
  const Heading = inLayout ? 'h3' : 'h2';
  const card = (
    <div className="card border-0 shadow-sm text-center">
      <div className="card-body p-4 p-md-5">
        {statusCode !== undefined && <p className="display-1 fw-bold text-primary mb-2">{statusCode}</p>}
        <Title className="h2 mb-3">{title}</Title>
        {heading && <Heading className="h4 fw-normal mb-3">{heading}</Heading>}
        <div className="mb-4">{children}</div>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          {actions}
          <LogoutLink />
        </div>
      </div>
    </div>
  );
  if (inLayout) return <section aria-label={title}>{card}</section>;
  return (
    <main className="min-vh-100 d-flex align-items-center bg-body-tertiary py-5">
      <title>{`${documentTitle ?? title} | Larder`}</title>
      <div className="container">
        <div className="row justify-content-center">
          <div className="col-md-10 col-lg-8 col-xl-7">{card}</div>
        </div>
      </div>
    </main>
  );
}
