import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { readEveryPage } from '@/api/readEveryPage';
import type { TraineeStanding, TraineeStandingsQuery } from '@/domain/training/traineeStandings';
import { getTraineeStandingsQueryOptions } from '@/api/get-trainee-standings';

type PrintState = { kind: 'gathering'; gathered: number; total: number } | { kind: 'printing'; rows: TraineeStanding[] } | { kind: 'failed' };

/**
 * Printing the whole matrix of a paged list: every page of the same filters read first, 100 trainees a call
 * (five calls for 500 trainees), with the count so far to show; then the rows are drawn and the browser's
 * print opens; after it, the page goes back to its one page on screen. A failed read says so and prints
 * nothing.
 */
export function usePrintEveryTrainee(membershipNumber: string, query: TraineeStandingsQuery) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PrintState | null>(null);
  const rows = state?.kind === 'printing' ? state.rows : null;

  useEffect(() => {
    // Once every trainee is drawn: the browser lays the printed pages out from what is on the page now.
    if (rows) window.print();
  }, [rows]);
  useEffect(() => {
    const after = () => setState((current) => (current?.kind === 'printing' ? null : current));
    window.addEventListener('afterprint', after);
    return () => window.removeEventListener('afterprint', after);
  }, []);

  const printAll = async (total: number) => {
    setState({ kind: 'gathering', gathered: 0, total });
    try {
      const { items } = await readEveryPage(
        (page, pageSize) => queryClient.fetchQuery(getTraineeStandingsQueryOptions(api, membershipNumber, { ...query, page, pageSize })),
        (gathered, answer) => setState({ kind: 'gathering', gathered: gathered.length, total: answer.total }),
      );
      setState({ kind: 'printing', rows: items });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  return { state, rows, printAll };
}
