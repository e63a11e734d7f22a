import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/toasts/toast';
import { usePremisesReferenceLists } from '@/api/get-premises-reference-lists';
import { useConfig } from '@/config/ConfigContext';
import { NoMemberInViewNotice } from '@/components/states/NoMemberInViewNotice';
import { emptyUnitForm, toUnitRequest, type UnitFormValues } from '@/domain/units/unitFormSchema';
import { pathTo } from '@/config/paths';
import { DataLoad } from '@/session/DataLoad';
import { useActingMember } from '@/session/useActingMember';
import { useCreateUnit } from './api/create-unit';
import { SaveUnitError } from './components/SaveUnitError';
import { UnitForm } from './components/UnitForm';

function NewUnitForm({ membershipNumber }: { membershipNumber: string }) {
  const lists = usePremisesReferenceLists();
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
    <DataLoad query={lists} loadingLabel="Loading the form…">
      {(loaded) => (
        <>
          <p className="col-xl-9">
            Add each place you trade from: premises, a kitchen, a van or a stall. Its risk assessments and records belong to it.
          </p>
          <UnitForm
            lists={loaded}
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
        </>
      )}
    </DataLoad>
  );
}

/** /unit-premises/new (Create New Unit). */
export function NewUnitPage() {
  const { membershipNumber } = useActingMember();
  if (!membershipNumber) return <NoMemberInViewNotice area="Units and premises" />;
  return <NewUnitForm key={membershipNumber} membershipNumber={membershipNumber} />;
}
