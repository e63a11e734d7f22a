/** A coffee franchise unit's business, food and equipment types: set by the franchise, shown but not changed. */
export function FranchiseTypes({ businessType, foodTypes, equipmentTypes }: { businessType: string; foodTypes: string[]; equipmentTypes: string[] }) {
  return (
    <div className="alert alert-light border">
      <p className="mb-2">
        <span className="badge text-bg-primary me-2">Coffee franchise unit</span>
        Your coffee franchise set up this unit for you, with these types. Contact us if they are wrong.
      </p>
      <dl className="row mb-0">
        <dt className="col-sm-4">Type of business</dt>
        <dd className="col-sm-8">{businessType}</dd>
        <dt className="col-sm-4">Types of food handled</dt>
        <dd className="col-sm-8">{foodTypes.join(', ')}</dd>
        <dt className="col-sm-4">Equipment used</dt>
        <dd className="col-sm-8 mb-0">{equipmentTypes.join(', ')}</dd>
      </dl>
    </div>
  );
}
