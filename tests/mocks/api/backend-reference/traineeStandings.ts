// TEST DOUBLE, never shipped: the trainees list and the training matrix as the server answers them
// (api/areas/training.yaml, getTraineeStandings): each trainee's cell per course and overall status as of
// today, filtered, by name, the matrix's columns over every page, then cut to the page. The certificates are
// indexed by trainee and course once per answer, so each cell is one look-up: linear in the member's
// certificates plus trainees × courses, never trainees × courses × certificates. A real server keeps the
// certificate that counts per (trainee, course) as certificates are recorded instead of indexing per answer.
import type { Paged } from '../../../../src/domain/lists/listQuery';
import { isActiveTrainee, byTraineeName } from '../../../../src/domain/training/trainee';
import { courseCell, traineeTrainingStatus, type TraineeTrainingStatus, type TrainingCell, type TrainingRecords } from '../../../../src/domain/training/trainingMatrix';
import type { ApiSchemas } from '../handlers/options';

type Trainee = ApiSchemas['Trainee'];
type Certificate = TrainingRecords['certificates'][number];

export interface TraineeStandingsQuery {
  unitId?: string;
  status?: TraineeTrainingStatus;
  includeArchived: boolean;
  page: number;
  pageSize: number;
}

export type TraineeStandingPage = Paged<ApiSchemas['TraineeStanding']> & Pick<ApiSchemas['TraineeStandingPage'], 'courseIds' | 'activeTrainees' | 'archivedTrainees'>;

/** The member's certificates by trainee, then by course: built once, read once per cell. */
function certificatesByTrainee(certificates: readonly Certificate[]): Map<string, Map<string, Certificate[]>> {
  const index = new Map<string, Map<string, Certificate[]>>();
  for (const certificate of certificates) {
    let byCourse = index.get(certificate.traineeId);
    if (!byCourse) index.set(certificate.traineeId, (byCourse = new Map()));
    const held = byCourse.get(certificate.courseId);
    if (held) held.push(certificate);
    else byCourse.set(certificate.courseId, [certificate]);
  }
  return index;
}

const NONE: readonly Certificate[] = [];

/** A cell as the API answers it: the course's id, its status, whether it is required, the expiry shown with it. */
function cellAnswer(cell: TrainingCell): ApiSchemas['TrainingCellStanding'] {
  const shown = cell.status === 'valid' || cell.status === 'expiringSoon' || cell.status === 'expired';
  return { courseId: cell.course.id, status: cell.status, required: cell.isRequired, expiresOn: shown ? (cell.certificate?.expiresOn ?? null) : null };
}

export function traineeStandingsPage(trainees: readonly Trainee[], records: TrainingRecords, query: TraineeStandingsQuery, today: Date): TraineeStandingPage {
  const byTrainee = certificatesByTrainee(records.certificates);
  const requiredByRole = new Map(records.requirements.map((requirement) => [requirement.jobRole, new Set(requirement.courseIds)]));
  const withArchived = query.includeArchived && !query.status;
  const listed = trainees
    .filter((trainee) => (!query.unitId || trainee.unitId === query.unitId) && (isActiveTrainee(trainee) || withArchived))
    .map((trainee) => {
      const required = requiredByRole.get(trainee.jobRole);
      const held = byTrainee.get(trainee.id);
      const cells = records.courses.map((course) => courseCell(course, required?.has(course.id) ?? false, held?.get(course.id) ?? NONE, today));
      return { trainee, cells, status: traineeTrainingStatus(cells) };
    })
    .filter((row) => !query.status || row.status === query.status)
    .sort((a, b) => byTraineeName(a.trainee, b.trainee));
  // The columns: every course a listed trainee needs or holds in date, over every page, in catalogue order.
  const columns = records.courses.flatMap((_, index) => (listed.some((row) => row.cells[index]!.status !== 'notRequired') ? [index] : []));
  const start = (query.page - 1) * query.pageSize;
  const active = trainees.filter(isActiveTrainee).length;
  return {
    items: listed.slice(start, start + query.pageSize).map(({ trainee, cells, status }) => ({
      trainee,
      status: isActiveTrainee(trainee) ? status : null,
      cells: columns.map((index) => cellAnswer(cells[index]!)),
    })),
    courseIds: columns.map((index) => records.courses[index]!.id),
    activeTrainees: active,
    archivedTrainees: trainees.length - active,
    page: query.page,
    pageSize: query.pageSize,
    total: listed.length,
  };
}
