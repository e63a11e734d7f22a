import { Link, useLocation } from 'react-router';
import { SectionAnswers } from '@/components/documents/SectionAnswers';
import type { ComplianceDocument, SignedVersion } from '@/domain/documents/complianceDocument';
import type { DocumentDefinition } from '@/domain/documents/definition';
import { DOCUMENT_TYPE_INFO } from '@/domain/documents/documentTypes';
import { formatDate } from '@/domain/format/date';
import { documentHref } from '@/components/documents/documentLinks';
import type { DocumentScope } from './DocumentOverview';
import { ScopeLine } from './ScopeLine';
import { SignatureBlock } from './SignatureBlock';

/** Set when the builder hands over to the version it has just made. */
export interface SignedVersionState {
  fromBuilder?: boolean;
}

interface SignedVersionViewProps {
  definition: DocumentDefinition;
  document: ComplianceDocument;
  version: SignedVersion;
  scope: DocumentScope;
}

/** One signed version, read-only: its answers as signed, who signed it and when. */
export function SignedVersionView({ definition, document, version, scope }: SignedVersionViewProps) {
  const latest = document.versions[0]?.version;
  const justSigned = (useLocation().state as SignedVersionState | null)?.fromBuilder === true && version.version === latest;
  return (
    <article aria-labelledby="version-heading" className="col-xl-10">
      {justSigned && (
        <p role="status" className="alert alert-success">
          Signed: version {version.version} is now in force. It is kept as signed; you can print it or save it as a PDF.
        </p>
      )}
      <h2 id="version-heading" className="h4">
        {DOCUMENT_TYPE_INFO[definition.type].title}: version {version.version}
      </h2>
      <ScopeLine unit={scope.unit} businessName={scope.businessName} />
      <div className="alert alert-secondary" role="note">
        <p className="mb-1">
          Signed by <strong>{version.signature.name}</strong> ({version.signature.role}) on {formatDate(version.signature.signedOn)}. Review by{' '}
          <strong>{formatDate(version.reviewDate)}</strong>.
        </p>
        <p className="mb-0">
          {version.version === latest ? 'This is the latest version.' : `A newer version (${latest}) has replaced it.`} Signed versions are kept as
          they were signed and cannot be changed.
        </p>
      </div>
      <div className="d-flex flex-wrap gap-2 mb-4">
        <Link to={documentHref(definition.type, document.unitId, { kind: 'print', version: version.version })} className="btn btn-primary">
          Print or save as PDF
        </Link>
        <Link to={documentHref(definition.type, document.unitId)} className="btn btn-outline-primary">
          Back to the document
        </Link>
      </div>
      {definition.sections.map((section) => (
        <SectionAnswers key={section.id} section={section} answers={version.answers[section.id]} />
      ))}
      <SignatureBlock definition={definition} version={version} />
    </article>
  );
}
