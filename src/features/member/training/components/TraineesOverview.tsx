import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLinks } from '@/components/lists/PageLinks';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { formatDate } from '@/domain/format/date';
import type { ListDefinition } from '@/domain/lists/listQuery';
import { pageOfItems } from '@/domain/lists/pageOfItems';
import { isActiveTrainee, type Trainee } from '@/domain/training/trainee';
import { readTraineeFilters, traineeFilterParams, type TraineeFilters } from '@/domain/training/trainingFilters';
import { traineeTraining, trainingMatrix, TRAINEE_TRAINING_STATUS_LABELS } from '@/domain/training/trainingMatrix';
import { isOpenUnit } from '@/domain/units/tradingUnit';
import { pathTo } from '@/config/paths';
import type { TrainingData } from '../hooks/useTrainingData';
import { usePrinting } from '../hooks/usePrinting';
import { ArchiveTraineeModal } from './ArchiveTraineeModal';
import { CertificateUploadModal } from './CertificateUploadModal';
import { MatrixLegend } from './MatrixLegend';
import { MatrixPrintHeader } from './MatrixPrintHeader';
import { RoleRequirementsCard } from './RoleRequirementsCard';
import { TraineeFilterBar } from './TraineeFilterBar';
import { TraineeFormModal } from './TraineeFormModal';
import { TraineesTable } from './TraineesTable';
import { TraineeViewSwitch } from './TraineeViewSwitch';
import { TrainingMatrixTable } from './TrainingMatrixTable';

type Dialog = { kind: 'add' } | { kind: 'edit'; trainee: Trainee } | { kind: 'archive'; trainee: Trainee } | { kind: 'upload' };

/**
 * The list and the matrix, 25 trainees a page, the page in the address (`?page=2`); both held whole in the
 * browser and paged there. The unit, status and view stay in their own parameters (trainingFilters.ts):
 * changing one of them drops the page, so a new filter starts on page 1.
 */
const TRAINEES_LIST: ListDefinition<'name', never> = { sorts: ['name'], filters: [], defaultSort: 'name', defaultDirection: 'asc' };

const countText = (count: number) => (count === 1 ? '1 trainee shown' : `${count} trainees shown`);

/** The trainees page's content once its data is in: filters, the list or the matrix, and the role requirements. */
export function TraineesOverview({ membershipNumber, data, today }: { membershipNumber: string; data: TrainingData; today: Date }) {
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readTraineeFilters(searchParams);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = useListState(TRAINEES_LIST);
  const printing = usePrinting();
  const close = () => setDialog(null);

  const { units, trainees, courses, certificates, requirements } = data;
  const hasOpenUnit = units.some(isOpenUnit);
  const activeTrainees = trainees.filter(isActiveTrainee);
  const unit = units.find((candidate) => candidate.id === filters.unitId);
  const setFilters = (next: TraineeFilters) => setSearchParams(traineeFilterParams(next), { replace: true });

  // Worked out again only when the data or the filters change, never on a dialog opening (500 trainees × 15
  // courses); the matrix only when it is the view shown.
  const { view, showArchived, status } = filters;
  const rows = useMemo(() => {
    const records = { courses, certificates, requirements };
    const inUnit = (trainee: Trainee) => !unit || trainee.unitId === unit.id;
    return trainees
      .filter((trainee) => inUnit(trainee) && (isActiveTrainee(trainee) || (view === 'list' && showArchived && !status)))
      .map((trainee) => ({ trainee, status: traineeTraining(trainee, records, today).status }))
      .filter((row) => !status || (isActiveTrainee(row.trainee) && row.status === status));
  }, [trainees, courses, certificates, requirements, unit, view, showArchived, status, today]);
  const matrix = useMemo(
    () =>
      view === 'matrix'
        ? trainingMatrix(
            rows.filter((row) => isActiveTrainee(row.trainee)).map((row) => row.trainee),
            { courses, certificates, requirements },
            today,
          )
        : null,
    [view, rows, courses, certificates, requirements, today],
  );
  // The premises a printed matrix covers: the chosen unit, or every open unit and any closed one whose trainees it shows.
  const printedUnits = unit ? [unit] : units.filter((candidate) => isOpenUnit(candidate) || matrix?.rows.some((row) => row.trainee.unitId === candidate.id));
  // One page on screen (a page's DOM, not 500 trainees'); the printed matrix has every trainee.
  const { page, pageSize } = list.query;
  const shownRows = matrix ? matrix.rows : rows;
  const matrixPage = matrix && pageOfItems(matrix.rows, page, pageSize);
  const listPage = pageOfItems(rows, page, pageSize);
  const current = matrixPage ?? listPage;
  const isPaged = current.pageCount > 1;
  const from = (current.page - 1) * pageSize + 1;
  const pageLinks = (
    <div className="d-print-none mt-3">
      <PageLinks page={current.page} pageCount={current.pageCount} onPage={list.setPage} label="Pages of trainees" />
    </div>
  );
  const scope = `${unit ? unit.name : 'all units'}, ${filters.status ? TRAINEE_TRAINING_STATUS_LABELS[filters.status].toLowerCase() : 'all training statuses'}`;

  let content;
  if (trainees.length === 0) {
    content = hasOpenUnit ? (
      <EmptyState
        icon="training"
        title="No trainees yet"
        message="Add the people who work with food in your business to keep their training records in one place."
        action={
          <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'add' })}>
            Add your first trainee
          </button>
        }
      />
    ) : (
      <EmptyState
        icon="premises"
        title="Add a unit first"
        message="Trainees work at one of your trading units (premises, a kitchen, a van). Add your unit, then your trainees."
        action={
          <Link to={pathTo('unitPremises')} className="btn btn-outline-primary">
            Go to Units &amp; Premises
          </Link>
        }
      />
    );
  } else if (rows.length === 0) {
    content = <EmptyState icon="training" title="No trainees match these filters" message="Choose another unit or status to see your other trainees." />;
  } else if (matrix) {
    content = (
      <>
        <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
          <p className="mb-0 me-auto d-print-none">Print the matrix to show an inspector who is trained for what. Archived trainees are left out.</p>
          <button type="button" className="btn btn-outline-primary d-print-none" onClick={() => window.print()}>
            Print the matrix
          </button>
        </div>
        <MatrixPrintHeader membershipNumber={membershipNumber} units={printedUnits} today={today} />
        <MatrixLegend />
        <TrainingMatrixTable
          matrix={printing || !matrixPage ? matrix : { ...matrix, rows: matrixPage.items }}
          units={units}
          caption={`Training matrix for ${scope}, on ${formatDate(today)}`}
        />
        {pageLinks}
      </>
    );
  } else {
    content = (
      <>
        <TraineesTable
          rows={listPage.items}
          units={units}
          onEdit={(trainee) => setDialog({ kind: 'edit', trainee })}
          onArchive={(trainee) => setDialog({ kind: 'archive', trainee })}
        />
        {pageLinks}
      </>
    );
  }

  return (
    <div className="d-flex flex-column gap-4">
      <section aria-labelledby={headingId}>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 id={headingId} className="h4 mb-0 me-auto">
            Your trainees
          </h2>
          <div className="d-flex flex-wrap gap-2 d-print-none">
            {activeTrainees.length > 0 && (
              <button type="button" className="btn btn-outline-primary" onClick={() => setDialog({ kind: 'upload' })}>
                Upload a certificate
              </button>
            )}
            {hasOpenUnit && (
              <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'add' })}>
                Add a trainee
              </button>
            )}
          </div>
        </div>
        <p className="d-print-none">
          Everyone who handles food, their job role and where they work. Their training status comes from their
          certificates and what their role needs: all valid, something expiring within 30 days, or something
          expired or missing.
        </p>
        {trainees.length > 0 && (
          <div className="d-flex flex-column gap-3 mb-3">
            <TraineeFilterBar filters={filters} units={units} onChange={setFilters} />
            <TraineeViewSwitch filters={filters} />
          </div>
        )}
        <p className={isPaged ? 'text-body-secondary d-print-none' : 'visually-hidden'} role="status">
          {trainees.length === 0 ? '' : isPaged ? `Showing ${from} to ${from + current.items.length - 1} of ${shownRows.length} trainees` : countText(shownRows.length)}
        </p>
        {content}
      </section>
      <RoleRequirementsCard membershipNumber={membershipNumber} courses={courses} requirements={requirements} />

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <TraineeFormModal
          key={dialog.kind === 'edit' ? dialog.trainee.id : 'new'}
          membershipNumber={membershipNumber}
          trainee={dialog.kind === 'edit' ? dialog.trainee : undefined}
          units={units}
          today={today}
          isOpen
          onClose={close}
        />
      )}
      {dialog?.kind === 'archive' && <ArchiveTraineeModal membershipNumber={membershipNumber} trainee={dialog.trainee} isOpen onClose={close} />}
      {dialog?.kind === 'upload' && (
        <CertificateUploadModal membershipNumber={membershipNumber} trainees={trainees} courses={courses} today={today} isOpen onClose={close} />
      )}
    </div>
  );
}
