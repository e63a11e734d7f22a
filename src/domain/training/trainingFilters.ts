import { isTraineeTrainingStatus, type TraineeTrainingStatus } from './trainingMatrix';

/** The trainees page's view and filters, kept in the address so a filtered matrix can be shared or reopened. */
export interface TraineeFilters {
  view: 'list' | 'matrix';
  /** A unit id, or undefined for every unit. */
  unitId?: string;
  status?: TraineeTrainingStatus;
  /** The list also shows archived trainees (the matrix never does: it is about current staff). */
  showArchived: boolean;
}

/** Reads the address's query; anything unknown is ignored rather than trusted. */
export function readTraineeFilters(params: URLSearchParams): TraineeFilters {
  const status = params.get('status');
  return {
    view: params.get('view') === 'matrix' ? 'matrix' : 'list',
    unitId: params.get('unit') || undefined,
    status: isTraineeTrainingStatus(status) ? status : undefined,
    showArchived: params.get('archived') === 'yes',
  };
}

/** The query for a set of filters: only what differs from the defaults. */
export function traineeFilterParams(filters: TraineeFilters): Record<string, string> {
  return {
    ...(filters.view === 'matrix' ? { view: 'matrix' } : {}),
    ...(filters.unitId ? { unit: filters.unitId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.showArchived ? { archived: 'yes' } : {}),
  };
}
