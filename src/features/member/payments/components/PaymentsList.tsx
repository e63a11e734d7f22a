import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useToday } from '@/components/dates/useToday';
import { ServerTable } from '@/components/lists/ServerTable';
import type { PaymentEntry } from '@/domain/account/payments';
import type { Paged } from '@/domain/lists/listQuery';
import { entryKey, paymentColumns, type PaymentColumnsOptions } from './paymentColumns';

export interface PaymentsListProps extends Omit<PaymentColumnsOptions, 'today'> {
  caption: string;
  /** The page of entries, as the API answered it (the page being read kept while the next one loads). */
  result: UseQueryResult<Paged<PaymentEntry>>;
  onPage: (page: number) => void;
  empty: ReactNode;
  loadingLabel: string;
  errorTitle: string;
}

/** A page of the schedule or the history, in the API's order (nothing to sort), with its page links. */
export function PaymentsList({ caption, result, onPage, empty, loadingLabel, errorTitle, onPay, payingId }: PaymentsListProps) {
  const today = useToday();
  return (
    <ServerTable
      caption={caption}
      result={result}
      columns={paymentColumns({ today, onPay, payingId })}
      rowKey={entryKey}
      query={{ sort: 'date', direction: 'desc' }}
      onSort={() => undefined}
      onPage={onPage}
      empty={empty}
      loadingLabel={loadingLabel}
      errorTitle={errorTitle}
      alignTop
    />
  );
}
