import type { SignedVersion } from '@/domain/documents/complianceDocument';
import type { DocumentDefinition } from '@/domain/documents/definition';
import { formatDate } from '@/domain/format/date';

/** Who signed the version, in what role and when, and when it is to be reviewed. */
export function SignatureBlock({ definition, version }: { definition: DocumentDefinition; version: SignedVersion }) {
  return (
    <section className="document-section document-signature border rounded p-3 mb-4" aria-label="Signature">
      <h3 className="h5">Signed</h3>
      <dl className="row mb-0">
        <dt className="col-sm-4">Name</dt>
        <dd className="col-sm-8">{version.signature.name}</dd>
        <dt className="col-sm-4">{definition.signing.roleLabel}</dt>
        <dd className="col-sm-8">{version.signature.role}</dd>
        <dt className="col-sm-4">Date signed</dt>
        <dd className="col-sm-8">{formatDate(version.signature.signedOn)}</dd>
        <dt className="col-sm-4">Review by</dt>
        <dd className="col-sm-8 mb-0">{formatDate(version.reviewDate)}</dd>
        {definition.signing.declaration && version.signature.seniorPersonConfirmed && (
          <dd className="col-12 mt-2 mb-0">Signed by the most senior person in the business.</dd>
        )}
      </dl>
    </section>
  );
}
