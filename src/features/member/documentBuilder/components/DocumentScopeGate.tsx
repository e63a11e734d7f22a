import { Navigate, useSearchParams } from 'react-router';
import { useMemberDocuments } from '@/api/get-member-documents';
import { useTradingUnits } from '@/api/get-trading-units';
import { LoadingState } from '@/components/states/LoadingState';
import { documentFor } from '@/domain/documents/complianceDocument';
import { DOCUMENT_TYPE_INFO, type DocumentType } from '@/domain/documents/documentTypes';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { isGuid } from '@/domain/id';
import { WHOLE_BUSINESS_PARAM } from '@/components/documents/documentLinks';
import { DataLoad } from '@/session/DataLoad';
import { DocumentScreen } from './DocumentScreen';
import { ScopePicker } from './ScopePicker';

interface DocumentScopeGateProps {
  membershipNumber: string;
  type: DocumentType;
}

/**
 * Works out whom the document is for: the whole business, or (for the three risk assessments) a unit
 * named in the address (?unit=…), asking when none is. A unit that is not one of the member's is not found.
 */
export function DocumentScopeGate({ membershipNumber, type }: DocumentScopeGateProps) {
  const [params] = useSearchParams();
  const units = useTradingUnits(membershipNumber);
  const documents = useMemberDocuments(membershipNumber);
  const info = DOCUMENT_TYPE_INFO[type];
  const unitParam = info.perUnit ? params.get('unit') : WHOLE_BUSINESS_PARAM;
  if (unitParam && unitParam !== WHOLE_BUSINESS_PARAM && !isGuid(unitParam)) return <Navigate to={ERROR_PATHS.notFound} replace />;

  return (
    <DataLoad query={units} loadingLabel="Loading your units…">
      {(unitList) => (
        <DataLoad query={documents} loadingLabel="Loading your documents…">
          {({ businessName, documents: list }) => {
            if (!unitParam) return <ScopePicker type={type} units={unitList} documents={list} />;
            const unitId = unitParam === WHOLE_BUSINESS_PARAM ? null : unitParam;
            const unit = unitId ? unitList.find((candidate) => candidate.id === unitId) : undefined;
            // A unit missing from a list being fetched again may be a new one: wait for the fresh list.
            if (unitId && !unit) return units.isFetching ? <LoadingState label="Loading your units…" /> : <Navigate to={ERROR_PATHS.notFound} replace />;
            const summary = documentFor(list, type, unitId);
            return (
              <DocumentScreen
                key={`${type}-${unitParam}`}
                membershipNumber={membershipNumber}
                type={type}
                unit={unit}
                businessName={businessName}
                summary={summary}
              />
            );
          }}
        </DataLoad>
      )}
    </DataLoad>
  );
}
