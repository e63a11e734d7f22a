import { isCertificateStatus, type CertificateStatus } from './certificate';
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

/** The certificates page: a status filter and the expiry order, both in the address. */
export interface CertificateFilters {
  status?: CertificateStatus;
  /** Soonest expiry first (the default: what needs doing comes first), or latest first. */
  expiryOrder: 'soonest' | 'latest';
  /** Also list the certificates of archived trainees. */
  showArchived: boolean;
}

export function readCertificateFilters(params: URLSearchParams): CertificateFilters {
  const status = params.get('status');
  return {
    status: isCertificateStatus(status) ? status : undefined,
    expiryOrder: params.get('sort') === 'latest' ? 'latest' : 'soonest',
    showArchived: params.get('archived') === 'yes',
  };
}

export function certificateFilterParams(filters: CertificateFilters): Record<string, string> {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.expiryOrder === 'latest' ? { sort: 'latest' } : {}),
    ...(filters.showArchived ? { archived: 'yes' } : {}),
  };
}
