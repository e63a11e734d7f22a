import { Fragment, useId, type ReactNode } from 'react';
import type { DiagnosticRow } from './diagnosticValue';

export interface DiagnosticsSectionProps {
  title: string;
  rows?: readonly DiagnosticRow[];
  children?: ReactNode;
}

/** A titled card of name / value pairs on the developer test page. */
export function DiagnosticsSection({ title, rows = [], children }: DiagnosticsSectionProps) {
  const headingId = useId();
  return (
    <section className="card mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 card-title">
          {title}
        </h2>
        {rows.length > 0 && (
          <dl className="row mb-0 small">
            {rows.map(({ name, value }) => (
              <Fragment key={name}>
                <dt className="col-sm-5 text-break">{name}</dt>
                <dd className="col-sm-7 text-break font-monospace">{value}</dd>
              </Fragment>
            ))}
          </dl>
        )}
        {children}
      </div>
    </section>
  );
}
