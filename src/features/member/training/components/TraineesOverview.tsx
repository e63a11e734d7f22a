import { useEffect, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { PageLinks } from '@/components/lists/PageLinks';
import { useListState } from '@/components/lists/useListState';
import { useSearchParamsAskedFor } from '@/components/lists/useSearchParamsAskedFor';
import { EmptyState } from '@/components/states/EmptyState';
import { OpeningButton } from '@/components/modals/OpeningButton';
import { useModalOpening } from '@/components/modals/lazyModal';
import { ModalSlot } from '@/session/ModalSlot';
import { formatDate } from '@/domain/format/date';
import { pageCount, shownRange } from '@/domain/lists/listQuery';
import type { Trainee } from '@/domain/training/trainee';
import { TRAINEES_LIST, traineeStandingsQuery } from '@/domain/training/traineeStandings';
import { readTraineeFilters, traineeFilterParams, type TraineeFilters } from '@/domain/training/trainingFilters';
import { TRAINEE_TRAINING_STATUS_LABELS } from '@/domain/training/trainingMatrix';
import { isOpenUnit } from '@/domain/units/tradingUnit';
import { pathTo } from '@/config/paths';
import { useTraineeStandings } from '@/api/get-trainee-standings';
import type { TrainingData } from '../hooks/useTrainingData';
import { usePrintEveryTrainee } from '../hooks/usePrintEveryTrainee';
import { usePrinting } from '../hooks/usePrinting';
import { MatrixLegend } from './MatrixLegend';
import { MatrixPrintHeader } from './MatrixPrintHeader';
import { RoleRequirementsCard } from './RoleRequirementsCard';
import { TraineeFilterBar } from './TraineeFilterBar';
import { ArchiveTraineeModal, TraineeFormModal, UploadForAnyTraineeModal } from './trainingModals';
import { TraineesTable } from './TraineesTable';
import { TraineeViewSwitch } from './TraineeViewSwitch';
import { TrainingMatrixTable } from './TrainingMatrixTable';

export type TraineesDialog = { kind: 'add' } | { kind: 'edit'; trainee: Trainee } | { kind: 'archive'; trainee: Trainee } | { kind: 'upload' };

const countText = (count: number) => (count === 1 ? '1 trainee shown' : `${count} trainees shown`);

/**
 * The trainees page's content: filters, the list or the matrix of one page of trainees with their standing
 * (worked out by the server, 25 a page, the page and filters in the address), and the role requirements.
 * It suspends until its page of trainees is in (TraineesPage shows the placeholder on a first visit); a
 * change of page or filter keeps this page whole on screen until the next one is drawn.
 */
export function TraineesOverview({ membershipNumber, data, today }: { membershipNumber: string; data: TrainingData; today: Date }) {
  const headingId = useId();
  const { shown: searchParams, askedFor, setSearchParams } = useSearchParamsAskedFor();
  const filters = readTraineeFilters(searchParams);
  const { dialog, opening, open, close } = useModalOpening<TraineesDialog>();
  const list = useListState(TRAINEES_LIST);
  const query = traineeStandingsQuery(searchParams, list.query.page, list.query.pageSize);
  const { data: answer } = useTraineeStandings(membershipNumber, query);
  const print = usePrintEveryTrainee(membershipNumber, query);
  const printing = usePrinting();

  const { units, courses, requirements } = data;
  const pages = pageCount(answer);
  const { setPage } = list;
  // A page past the end (the list shrank since the address was made): the last page, as before.
  useEffect(() => {
    if (answer.items.length === 0 && answer.total > 0 && answer.page > pages) setPage(pages);
  }, [answer, pages, setPage]);
  const courseById = useMemo(() => new Map(courses.map((course) => [course.id, course])), [courses]);
  const isMatrix = filters.view === 'matrix';
  const matrix = useMemo(
    () => (isMatrix ? { courses: answer.courseIds.flatMap((id) => courseById.get(id) ?? []), rows: print.rows ?? answer.items } : null),
    [isMatrix, answer, courseById, print.rows],
  );

  const hasOpenUnit = units.some(isOpenUnit);
  const hasTrainees = answer.activeTrainees + answer.archivedTrainees > 0;
  const unit = units.find((candidate) => candidate.id === filters.unitId);
  // A change of filter is a navigation that keeps this page on screen until the next is drawn; a second change
  // meanwhile builds on the first (the address asked for), not on the filters still shown.
  const setFilters = (change: Partial<TraineeFilters>) =>
    void setSearchParams(new URLSearchParams(traineeFilterParams({ ...readTraineeFilters(askedFor()), ...change })), { replace: true });
  // The premises a printed matrix covers: the chosen unit, or every open unit and any closed one whose trainees it shows.
  const printedUnits = useMemo(
    () => (unit ? [unit] : units.filter((candidate) => isOpenUnit(candidate) || matrix?.rows.some((row) => row.trainee.unitId === candidate.id))),
    [unit, units, matrix],
  );
  const isPaged = pages > 1;
  const { from, to } = shownRange(answer);
  const pageLinks = (
    <div className="d-print-none mt-3">
      <PageLinks page={answer.page} pageCount={pages} onPage={setPage} label="Pages of trainees" />
    </div>
  );
  const scope = `${unit ? unit.name : 'all units'}, ${filters.status ? TRAINEE_TRAINING_STATUS_LABELS[filters.status].toLowerCase() : 'all training statuses'}`;
  const printMatrix = () => (isPaged ? void print.printAll(answer.total) : window.print());

  let content;
  if (!hasTrainees) {
    content = hasOpenUnit ? (
      <EmptyState
        icon="training"
        title="No trainees yet"
        message="Add the people who work with food in your business to keep their training records in one place."
        action={
          <OpeningButton className="btn btn-primary" isOpening={opening?.kind === 'add'} onPreload={TraineeFormModal.preload} onClick={() => open({ kind: 'add' })}>
            Add your first trainee
          </OpeningButton>
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
  } else if (answer.total === 0) {
    content = <EmptyState icon="training" title="No trainees match these filters" message="Choose another unit or status to see your other trainees." />;
  } else if (matrix) {
    content = (
      <>
        <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
          <p className="mb-0 me-auto d-print-none">Print the matrix to show an inspector who is trained for what. Archived trainees are left out.</p>
          <button type="button" className="btn btn-outline-primary d-print-none" onClick={printMatrix} disabled={print.state?.kind === 'gathering'}>
            Print the matrix
          </button>
        </div>
        {print.state?.kind === 'gathering' && (
          <p className="d-print-none" aria-live="polite">
            Getting every trainee ready to print: {print.state.gathered} of {print.state.total}…
          </p>
        )}
        {print.state?.kind === 'failed' && (
          <p className="alert alert-danger d-print-none" role="alert">
            The matrix could not be got ready to print. Try again.
          </p>
        )}
        {isPaged && !print.rows && (
          // The browser's own Print, on a paged matrix: this page only, and it says so.
          <p className="d-none d-print-block">
            Trainees {from} to {to} of {answer.total}. To print every trainee, use Print the matrix on the Trainees page.
          </p>
        )}
        {(printing || print.rows) && <MatrixPrintHeader membershipNumber={membershipNumber} units={printedUnits} today={today} />}
        <MatrixLegend />
        <TrainingMatrixTable
          matrix={matrix}
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
          rows={answer.items}
          units={units}
          opening={opening?.kind === 'edit' || opening?.kind === 'archive' ? opening : null}
          onOpen={open}
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
            {answer.activeTrainees > 0 && (
              <OpeningButton className="btn btn-outline-primary" isOpening={opening?.kind === 'upload'} onPreload={UploadForAnyTraineeModal.preload} onClick={() => open({ kind: 'upload' })}>
                Upload a certificate
              </OpeningButton>
            )}
            {hasOpenUnit && (
              <OpeningButton className="btn btn-primary" isOpening={opening?.kind === 'add'} onPreload={TraineeFormModal.preload} onClick={() => open({ kind: 'add' })}>
                Add a trainee
              </OpeningButton>
            )}
          </div>
        </div>
        <p className="d-print-none">
          Everyone who handles food, their job role and where they work. Their training status comes from their
          certificates and what their role needs: all valid, something expiring within 30 days, or something
          expired or missing.
        </p>
        {hasTrainees && (
          <div className="d-flex flex-column gap-3 mb-3">
            <TraineeFilterBar filters={filters} units={units} onChange={setFilters} />
            <TraineeViewSwitch filters={filters} />
          </div>
        )}
        <p className={isPaged ? 'text-body-secondary d-print-none' : 'visually-hidden'} role="status">
          {!hasTrainees ? '' : isPaged ? `Showing ${from} to ${to} of ${answer.total} trainees` : countText(answer.total)}
        </p>
        {content}
      </section>
      <RoleRequirementsCard membershipNumber={membershipNumber} courses={courses} requirements={requirements} />

      <ModalSlot onClose={close}>
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
        {dialog?.kind === 'upload' && <UploadForAnyTraineeModal membershipNumber={membershipNumber} courses={courses} today={today} onClose={close} />}
      </ModalSlot>
    </div>
  );
}
