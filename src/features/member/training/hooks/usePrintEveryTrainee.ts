import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { MAX_PAGE_SIZE } from '@/domain/lists/listQuery';
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
    const gathered: TraineeStanding[] = [];
    setState({ kind: 'gathering', gathered: 0, total });
    try {
      for (let page = 1, pageCount = 1; page <= pageCount; page++) {
        const answer = await queryClient.fetchQuery(getTraineeStandingsQueryOptions(api, membershipNumber, { ...query, page, pageSize: MAX_PAGE_SIZE }));
        gathered.push(...answer.items);
        pageCount = Math.ceil(answer.total / MAX_PAGE_SIZE);
        setState({ kind: 'gathering', gathered: gathered.length, total: answer.total });
      }
      setState({ kind: 'printing', rows: gathered });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  return { state, rows, printAll };
}
