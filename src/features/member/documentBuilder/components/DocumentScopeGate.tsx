import { Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getMemberDocumentsQueryOptions } from '@/api/get-member-documents';
import { getUnitChoicesQueryOptions } from '@/api/get-unit-choices';
import { documentFor } from '@/domain/documents/complianceDocument';
import { DOCUMENT_TYPE_INFO, type DocumentType } from '@/domain/documents/documentTypes';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { isGuid } from '@/domain/id';
import { WHOLE_BUSINESS_PARAM } from '@/components/documents/documentLinks';
import { useMemberInView } from '@/session/useMemberInView';
import { DocumentScreen, DocumentSkeleton } from './DocumentScreen';
import { ScopePicker } from './ScopePicker';

function Scope({ type, unitParam }: { type: DocumentType; unitParam: string | null }) {
  const membershipNumber = useMemberInView();
  const api = useApiClient();
  const [units, { data: documents }] = useSuspenseQueries({
    queries: [getUnitChoicesQueryOptions(api, membershipNumber), getMemberDocumentsQueryOptions(api, membershipNumber)],
  });
  if (!unitParam) return <ScopePicker type={type} units={units.data} documents={documents.documents} />;
  const unitId = unitParam === WHOLE_BUSINESS_PARAM ? null : unitParam;
  const unit = unitId ? units.data.find((candidate) => candidate.id === unitId) : undefined;
  // A unit missing from a list being fetched again may be a new one: wait for the fresh list.
  if (unitId && !unit) return units.isFetching ? <DocumentSkeleton label="Loading your units…" /> : <Navigate to={ERROR_PATHS.notFound} replace />;
  return (
    <DocumentScreen
      key={`${type}-${unitParam}`}
      membershipNumber={membershipNumber}
      type={type}
      unit={unit}
      businessName={documents.businessName}
      summary={documentFor(documents.documents, type, unitId)}
    />
  );
}

/**
 * Works out whom the document is for: the whole business, or (for the three risk assessments) a unit
 * named in the address (?unit=…), asking when none is. A unit that is not one of the member's is not found.
 */
export function DocumentScopeGate({ type }: { type: DocumentType }) {
  const [params] = useSearchParams();
  const unitParam = DOCUMENT_TYPE_INFO[type].perUnit ? params.get('unit') : WHOLE_BUSINESS_PARAM;
  if (unitParam && unitParam !== WHOLE_BUSINESS_PARAM && !isGuid(unitParam)) return <Navigate to={ERROR_PATHS.notFound} replace />;
  return (
    <Suspense fallback={<DocumentSkeleton label="Loading your documents…" />}>
      <Scope type={type} unitParam={unitParam} />
    </Suspense>
  );
}
