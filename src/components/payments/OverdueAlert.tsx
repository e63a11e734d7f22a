import { useId, type ReactNode } from 'react';
import { formatMoney } from '@/domain/format/money';

/**
 * What is owed, first and in the same words wherever it shows (the dashboard, Payments & Invoices): a
 * danger alert headed "£X is overdue", named by its heading, with what the page says of it below.
 */
export function OverdueAlert({ total, className = '', children }: { total: number; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`alert alert-danger ${className}`.trim()} aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 alert-heading">
        {formatMoney(total)} is overdue
      </h2>
      {children}
    </section>
  );
}
