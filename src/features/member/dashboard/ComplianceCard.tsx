import { Link } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getComplianceSummaryQueryOptions } from '@/api/get-compliance-summary';
import type { ComplianceSummary } from '@/domain/documents/complianceSummary';
import { DOCUMENT_TYPE_INFO } from '@/domain/documents/documentTypes';
import { formatDate } from '@/domain/format/date';
import { grants } from '@/domain/permissions';
import { documentHref } from '@/components/documents/documentLinks';
import { pathTo } from '@/config/paths';
import { useMemberSession } from '@/session/MemberSessionContext';
import { AreaCard } from './AreaCard';

function ComplianceLists({ summary, showDocuments, showUnits }: { summary: ComplianceSummary; showDocuments: boolean; showUnits: boolean }) {
  const documentsDue = showDocuments ? summary.documentsDue : [];
  const units = showUnits ? summary.unitsWithoutRiskAssessment : [];
  const noUnits = showUnits && summary.openUnitCount === 0;
  if (documentsDue.length === 0 && units.length === 0 && !noUnits) return <p className="mb-0">Your documents and risk assessments are up to date.</p>;
  return (
    <>
      {noUnits && (
        <p>
          Add the places you trade from to keep their risk assessments up to date. <Link to={pathTo('newUnit')}>Add your first unit</Link>
        </p>
      )}
      {documentsDue.length > 0 && (
        <>
          <h3 className="h6">Documents to review</h3>
          <ul className="mb-3">
            {documentsDue.map((due) => (
              <li key={due.documentId}>
                <Link to={documentHref(due.type, due.unitId)}>
                  {DOCUMENT_TYPE_INFO[due.type].title}
                  {due.unitName ? ` for ${due.unitName}` : ''}
                </Link>
                : {due.status === 'Overdue' ? `overdue since ${formatDate(due.reviewDate)}` : `review by ${formatDate(due.reviewDate)}`}
              </li>
            ))}
          </ul>
        </>
      )}
      {units.length > 0 && (
        <>
          <h3 className="h6">Units without a current risk assessment</h3>
          <ul className="mb-0">
            {units.map((unit) => (
              <li key={unit.unitId}>
                <Link to={pathTo('unitDocuments', { unitId: unit.unitId })}>{unit.unitName}</Link>: needs{' '}
                {unit.missing.map((type) => DOCUMENT_TYPE_INFO[type].shortTitle.toLowerCase()).join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/**
 * The dashboard's compliance card: documents overdue or due for review, and units lacking a current risk
 * assessment. Shown only with the documents or units permission (AreaCards); it waits and fails in its own part.
 */
export function ComplianceCard({ membershipNumber }: { membershipNumber: string }) {
  const { permissions } = useMemberSession();
  const showDocuments = grants(permissions, 'companyDocuments');
  const showUnits = grants(permissions, 'tradingUnits');
  const { data: summary } = useSuspenseQuery(getComplianceSummaryQueryOptions(useApiClient(), membershipNumber));
  return (
    <AreaCard
      title="Compliance"
      icon="documents"
      footer={
        <div className="d-flex flex-wrap gap-3">
          {showDocuments && <Link to={pathTo('companyDocuments')}>Company documents</Link>}
          {showUnits && <Link to={pathTo('riskAssessments')}>Risk assessments</Link>}
        </div>
      }
    >
      <ComplianceLists summary={summary} showDocuments={showDocuments} showUnits={showUnits} />
    </AreaCard>
  );
}
