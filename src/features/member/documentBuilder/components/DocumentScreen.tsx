import { Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { Skeleton, SkeletonBlock, SkeletonLine } from '@/components/states/Skeleton';
import type { ComplianceDocumentSummary } from '@/domain/documents/complianceDocument';
import { DOCUMENT_DEFINITIONS } from '@/domain/documents/documentDefinitions';
import type { DocumentType } from '@/domain/documents/documentTypes';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { documentHref, readDocumentView } from '@/components/documents/documentLinks';
import { getDocumentQueryOptions, hasContent } from '@/api/get-document';
import { DocumentBuilder } from './DocumentBuilder';
import { DocumentOverview } from './DocumentOverview';
import { PrintView } from './PrintView';
import { SignedVersionView, type SignedVersionState } from './SignedVersionView';
import { StartDocument } from './StartDocument';

export interface DocumentScreenProps {
  membershipNumber: string;
  type: DocumentType;
  /** The unit it is for; none for the whole business. */
  unit?: TradingUnit;
  businessName: string;
  /** The member's document of this type for this scope, if there is one. */
  summary?: ComplianceDocumentSummary;
}

/** A document's page still to come: the status card and the version history, in their places (DESIGN.md §7). */
export function DocumentSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label} className="col-xl-10">
      <div className="card mb-4">
        <div className="card-body">
          <SkeletonLine width="45%" size="lg" />
          <SkeletonLine width="35%" />
          <SkeletonLine width="80%" />
          <SkeletonBlock control width="10rem" className="mt-3" />
        </div>
      </div>
      <SkeletonLine width="25%" size="lg" />
      <SkeletonLine width="60%" />
      <SkeletonLine width="60%" />
    </Skeleton>
  );
}

/** One document for one scope: started or not, then its overview, the builder, a signed version, or its print view. */
export function DocumentScreen(props: DocumentScreenProps) {
  const { membershipNumber, type, unit, summary } = props;
  if (!summary || !hasContent(summary)) return <StartDocument membershipNumber={membershipNumber} type={type} unit={unit} upload={summary?.upload ?? null} />;
  return (
    <Suspense fallback={<DocumentSkeleton label="Loading the document…" />}>
      <LoadedDocument {...props} documentId={summary.id} />
    </Suspense>
  );
}

function LoadedDocument({ membershipNumber, type, unit, businessName, documentId }: DocumentScreenProps & { documentId: string }) {
  const [params] = useSearchParams();
  const view = readDocumentView(params);
  const { data: loaded } = useSuspenseQuery(getDocumentQueryOptions(useApiClient(), membershipNumber, documentId));
  const definition = DOCUMENT_DEFINITIONS[type];
  const scope = { unit, businessName };

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
}
