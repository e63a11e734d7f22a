import type { ListDefinition, Paged } from '@/domain/lists/listQuery';
import { guidOrEmpty } from '@/domain/id';
import type { Trainee } from './trainee';
import { readTraineeFilters } from './trainingFilters';
import type { CellStatus, TraineeTrainingStatus } from './trainingMatrix';

/** One trainee and one course, as the server works it out (getTraineeStandings). */
export interface StandingCell {
  courseId: string;
  status: CellStatus;
  /** Whether the trainee's job role requires the course. */
  required: boolean;
  /** yyyy-MM-dd: the expiry of the certificate that counts, when the cell shows one and it expires. */
  expiresOn: string | null;
}

/** A trainee and how their training stands: overall (null when archived) and per course of the answer's columns. */
export interface TraineeStanding {
  trainee: Trainee;
  status: TraineeTrainingStatus | null;
  cells: StandingCell[];
}

/** A page of trainees with their standing, the matrix's columns over every page, and the member's counts whatever the filters. */
export interface TraineeStandingPage extends Paged<TraineeStanding> {
  courseIds: string[];
  activeTrainees: number;
  archivedTrainees: number;
}

/** What the trainees page asks the server for: the page, the unit, the status, and the archived trainees (the list only). */
export interface TraineeStandingsQuery {
  page: number;
  pageSize: number;
  unitId?: string;
  status?: TraineeTrainingStatus;
  includeArchived: boolean;
}

/**
 * The list and the matrix, 25 trainees a page, the page in the address (`?page=2`). The unit, status and view
 * stay in their own parameters (trainingFilters.ts): changing one of them drops the page, so a new filter
 * starts on page 1.
 */
export const TRAINEES_LIST: ListDefinition<'name', never> = { sorts: ['name'], filters: [], defaultSort: 'name', defaultDirection: 'asc' };

/** The server's query for an address: what the page's loader prefetches and the page reads, the same. */
export function traineeStandingsQuery(params: URLSearchParams, page: number, pageSize: number): TraineeStandingsQuery {
  const filters = readTraineeFilters(params);
  return {
    page,
    pageSize,
    // A unit id that is not a GUID cannot name a unit (the server would refuse it): every unit, as before.
    unitId: guidOrEmpty(filters.unitId) || undefined,
    status: filters.status,
    includeArchived: filters.view === 'list' && filters.showArchived,
  };
}
