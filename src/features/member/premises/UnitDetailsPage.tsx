import { Suspense, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useSuspenseQueries } from '@tanstack/react-query';
import { toast } from '@/components/toasts/toast';
import { useApiClient } from '@/api/ApiClientContext';
import { getPremisesReferenceListsQueryOptions, type PremisesReferenceLists } from '@/api/get-premises-reference-lists';
import { getTradingUnitQueryOptions } from '@/api/get-trading-unit';
import { ConfirmModal } from '@/components/modals/ConfirmModal';
import { useConfig } from '@/config/ConfigContext';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { guidOrEmpty } from '@/domain/id';
import { franchiseUnitValues, isFranchiseUnit } from '@/domain/units/franchiseUnit';
import { toUnitRequest, unitFormValues, type UnitFormValues } from '@/domain/units/unitFormSchema';
import type { UnitPremises } from '@/domain/units/unitPremises';
import { useDynamicPageName } from '@/components/navigation/dynamicPageName';
import { pathTo } from '@/config/paths';
import { useMemberInView } from '@/session/useMemberInView';
import { useCloseUnit } from './api/close-unit';
import { useUpdateUnit } from './api/update-unit';
import { ClosedUnitSummary } from './components/ClosedUnitSummary';
import { SaveUnitError } from './components/SaveUnitError';
import { UnitForm } from './components/UnitForm';
import { UnitFormSkeleton } from './components/UnitFormSkeleton';

function CloseUnit({ membershipNumber, unit }: { membershipNumber: string; unit: UnitPremises }) {
  const [isOpen, setOpen] = useState(false);
  const close = useCloseUnit(membershipNumber, unit.id);
  const navigate = useNavigate();
  return (
    <section aria-labelledby="close-unit-heading" className="col-xl-9 border-top pt-4 mt-5">
      <h2 id="close-unit-heading" className="h5">
        Close this unit
      </h2>
      <p>When you stop trading here, close the unit. It is kept with all its documents and records; it just leaves your open units.</p>
      <button type="button" className="btn btn-outline-danger" onClick={() => setOpen(true)}>
        Close {unit.name}
      </button>
      <ConfirmModal
        isOpen={isOpen}
        title={`Close ${unit.name}?`}
        confirmLabel="Close the unit"
        confirmColor="danger"
        // mutateAsync: the closed unit replaces this form on screen, and the move to the units list must still happen.
        onConfirm={() =>
          close
            .mutateAsync()
            .then(() => {
              toast.success(`${unit.name} is closed. Its records are kept.`);
              navigate(pathTo('unitPremises'));
            })
            .catch(() => undefined) // shown in the modal from close.error
        }
        onClose={() => {
          close.reset();
          setOpen(false);
        }}
        isWorking={close.isPending}
        error={close.error}
        onDismissError={close.reset}
        errorMessage="The unit could not be closed. Please try again."
      >
        <p>{unit.name} will be marked as closed. Its risk assessments, documents and records are kept, and you can still see them.</p>
        <p className="mb-0">No new documents can be made for a closed unit.</p>
      </ConfirmModal>
    </section>
  );
}

function EditUnit({ membershipNumber, unit, lists }: { membershipNumber: string; unit: UnitPremises; lists: PremisesReferenceLists }) {
  const update = useUpdateUnit(membershipNumber, unit.id);
  const { franchiseUnit } = useConfig();
  const franchise = isFranchiseUnit(unit, franchiseUnit) ? franchiseUnitValues(unit, franchiseUnit) : undefined;
  const defaults = unitFormValues(unit);
  const values = franchise ? { ...defaults, businessTypeId: franchise.businessTypeId, foodTypeIds: [...franchise.foodTypeIds], equipmentTypeIds: [...franchise.equipmentTypeIds] } : defaults;
  const submit = (changed: UnitFormValues) => update.mutate(toUnitRequest(changed), { onSuccess: (saved) => toast.success(`${saved.name} has been saved.`) });
  return (
    <>
      <UnitForm
        lists={lists}
        defaultValues={values}
        onSubmit={submit}
        isSaving={update.isPending}
        submitLabel="Save changes"
        franchise={franchise}
        franchiseSettings={franchiseUnit}
        error={update.error ? <SaveUnitError error={update.error} action="saved" /> : undefined}
        secondaryAction={
          <Link to={pathTo('unitDocuments', { unitId: unit.id })} className="btn btn-link">
            Unit documents
          </Link>
        }
      />
      <CloseUnit membershipNumber={membershipNumber} unit={unit} />
    </>
  );
}

function UnitDetails({ unitId }: { unitId: string }) {
  const membershipNumber = useMemberInView();
  const api = useApiClient();
  const [{ data: unit }, { data: lists }] = useSuspenseQueries({
    queries: [getTradingUnitQueryOptions(api, membershipNumber, unitId), getPremisesReferenceListsQueryOptions(api)],
  });
  // The breadcrumb and menu name this unit's pages after it.
  useDynamicPageName(unit.name);
  return unit.status === 'Closed' ? <ClosedUnitSummary unit={unit} lists={lists} /> : <EditUnit key={unit.id} membershipNumber={membershipNumber} unit={unit} lists={lists} />;
}

/**
 * /unit-premises/{unitId}/details (needsMember): edit a unit, or close it (it is kept). An id that is not
 * a GUID (spec §3) is not looked up; another member's or an unknown unit is not found (the API's 404).
 */
export function UnitDetailsPage() {
  const unitId = guidOrEmpty(useParams().unitId);
  if (!unitId) return <Navigate to={ERROR_PATHS.notFound} replace />;
  return (
    <Suspense key={unitId} fallback={<UnitFormSkeleton label="Loading the unit…" />}>
      <UnitDetails unitId={unitId} />
    </Suspense>
  );
}
