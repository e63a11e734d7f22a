import { Navigate, useSearchParams } from 'react-router';
import type { ComplianceDocumentSummary } from '@/domain/documents/complianceDocument';
import { DOCUMENT_DEFINITIONS } from '@/domain/documents/documentDefinitions';
import type { DocumentType } from '@/domain/documents/documentTypes';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import type { UnitPremises } from '@/domain/units/unitPremises';
import { documentHref, readDocumentView } from '@/components/documents/documentLinks';
import { DataLoad } from '@/session/DataLoad';
import { useDocument } from '../api/get-document';
import { DocumentBuilder } from './DocumentBuilder';
import { DocumentOverview } from './DocumentOverview';
import { PrintView } from './PrintView';
import { SignedVersionView, type SignedVersionState } from './SignedVersionView';
import { StartDocument } from './StartDocument';

export interface DocumentScreenProps {
  membershipNumber: string;
  type: DocumentType;
  /** The unit it is for; none for the whole business. */
  unit?: UnitPremises;
  businessName: string;
  /** The member's document of this type for this scope, if there is one. */
  summary?: ComplianceDocumentSummary;
}

/** One document for one scope: started or not, then its overview, the builder, a signed version, or its print view. */
export function DocumentScreen({ membershipNumber, type, unit, businessName, summary }: DocumentScreenProps) {
  const [params] = useSearchParams();
  const view = readDocumentView(params);
  const document = useDocument(membershipNumber, summary?.id);
  const definition = DOCUMENT_DEFINITIONS[type];
  const scope = { unit, businessName };

  if (!summary || (!summary.latestVersion && !summary.draftSavedOn))
    return <StartDocument membershipNumber={membershipNumber} type={type} unit={unit} upload={summary?.upload ?? null} />;

  return (
    <DataLoad query={document} loadingLabel="Loading the document…">
      {(loaded) => {
        switch (view.kind) {
          case 'edit': {
            if (loaded.draft) return <DocumentBuilder key={loaded.id} membershipNumber={membershipNumber} definition={definition} document={loaded} scope={scope} />;
            // No draft to edit: it has just been signed (or signed elsewhere), so its newest version shows.
            const latest = loaded.versions[0]?.version;
            return latest ? (
              <Navigate to={documentHref(type, loaded.unitId, { kind: 'version', version: latest })} replace state={{ fromBuilder: true } satisfies SignedVersionState} />
            ) : (
              <Navigate to={documentHref(type, loaded.unitId)} replace />
            );
          }
          case 'version':
          case 'print': {
            const version = loaded.versions.find((candidate) => candidate.version === view.version);
            if (!version) return <Navigate to={ERROR_PATHS.notFound} replace />;
            return view.kind === 'print' ? (
              <PrintView definition={definition} document={loaded} version={version} scope={scope} />
            ) : (
              <SignedVersionView definition={definition} document={loaded} version={version} scope={scope} />
            );
          }
          default:
            return <DocumentOverview membershipNumber={membershipNumber} definition={definition} document={loaded} scope={scope} />;
        }
      }}
    </DataLoad>
  );
}
