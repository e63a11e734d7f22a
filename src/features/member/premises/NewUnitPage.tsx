import { Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { toast } from '@/components/toasts/toast';
import { useApiClient } from '@/api/ApiClientContext';
import { getPremisesReferenceListsQueryOptions } from '@/api/get-premises-reference-lists';
import { useConfig } from '@/config/ConfigContext';
import { emptyUnitForm, toUnitRequest, type UnitFormValues } from '@/domain/units/unitFormSchema';
import { pathTo } from '@/config/paths';
import { useMemberInView } from '@/session/useMemberInView';
import { useCreateUnit } from './api/create-unit';
import { SaveUnitError } from './components/SaveUnitError';
import { UnitForm } from './components/UnitForm';
import { UnitFormSkeleton } from './components/UnitFormSkeleton';

function NewUnitForm() {
  const membershipNumber = useMemberInView();
  const { data: lists } = useSuspenseQuery(getPremisesReferenceListsQueryOptions(useApiClient()));
  const create = useCreateUnit(membershipNumber);
  const navigate = useNavigate();
  const { franchiseUnit } = useConfig();
  // On failure the form stays as typed, with the reason above the button.
  const submit = (values: UnitFormValues) =>
    create
      .mutateAsync(toUnitRequest(values))
      .then((unit) => {
        toast.success(`${unit.name} has been added. Next, its risk assessments.`);
        navigate(pathTo('unitDocuments', { unitId: unit.id }));
      })
      .catch(() => undefined); // shown above the button from create.error
  return (
    <UnitForm
      lists={lists}
      defaultValues={emptyUnitForm()}
      onSubmit={submit}
      isSaving={create.isPending}
      submitLabel="Create unit"
      franchiseSettings={franchiseUnit}
      error={create.error ? <SaveUnitError error={create.error} action="created" /> : undefined}
      secondaryAction={
        <Link to={pathTo('unitPremises')} className="btn btn-link">
          Cancel
        </Link>
      }
    />
  );
}

/** /unit-premises/new (Create New Unit, needsMember). */
export function NewUnitPage() {
  return (
    <>
      <p className="col-xl-9">Add each place you trade from: premises, a kitchen, a van or a stall. Its risk assessments and records belong to it.</p>
      <Suspense fallback={<UnitFormSkeleton label="Loading the form…" />}>
        <NewUnitForm />
      </Suspense>
    </>
  );
}
