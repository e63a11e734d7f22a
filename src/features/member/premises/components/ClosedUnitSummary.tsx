import { Link } from 'react-router';
import type { PremisesReferenceLists } from '@/api/get-premises-reference-lists';
import { formatDate } from '@/domain/format/date';
import { describeRating, referenceText, unitAddress, type UnitPremises } from '@/domain/units/unitPremises';
import { pathTo } from '@/config/paths';
import { StatusBadge } from '@/components/states/StatusBadge';

/** A closed unit's details, read-only: it is kept with its records but no longer changed. */
export function ClosedUnitSummary({ unit, lists }: { unit: UnitPremises; lists: PremisesReferenceLists }) {
  const names = (ids: string[], items: PremisesReferenceLists['foodTypes']) => (ids.length ? ids.map((id) => referenceText(items, id)).join(', ') : 'None');
  return (
    <section aria-labelledby="closed-unit-heading" className="col-xl-9">
      <h2 id="closed-unit-heading" className="h4">
        {unit.name} <StatusBadge tone="ended" className="align-middle">Closed</StatusBadge>
      </h2>
      <p>
        This unit closed{unit.closedOn ? ` on ${formatDate(unit.closedOn)}` : ''}. It is kept with its documents and records, which you can still{' '}
        <Link to={pathTo('unitDocuments', { unitId: unit.id })}>see</Link>.
      </p>
      <dl className="row">
        <dt className="col-sm-4">Address</dt>
        <dd className="col-sm-8">{unitAddress(unit)}</dd>
        <dt className="col-sm-4">Type of business</dt>
        <dd className="col-sm-8">{referenceText(lists.businessTypes, unit.businessTypeId)}</dd>
        <dt className="col-sm-4">Types of food handled</dt>
        <dd className="col-sm-8">{names(unit.foodTypeIds, lists.foodTypes)}</dd>
        <dt className="col-sm-4">Equipment used</dt>
        <dd className="col-sm-8">{names(unit.equipmentTypeIds, lists.equipmentTypes)}</dd>
        <dt className="col-sm-4">Food hygiene rating</dt>
        <dd className="col-sm-8">{describeRating(unit.hygieneRating)}</dd>
        <dt className="col-sm-4">Employees</dt>
        <dd className="col-sm-8">{unit.employees}</dd>
      </dl>
    </section>
  );
}
