import { NoMemberInViewNotice } from '@/components/states/NoMemberInViewNotice';
import type { DocumentType } from '@/domain/documents/documentTypes';
import { useActingMember } from '@/session/useActingMember';
import { DocumentScopeGate } from './components/DocumentScopeGate';

/**
 * The one document builder: every company document's page is this screen with its definition
 * (src/domain/documents/definitions), so a sixth document is a definition and a route row, not a screen.
 * The five route rows import this one module: one lazy chunk.
 */
function DocumentPage({ type }: { type: DocumentType }) {
  const { membershipNumber } = useActingMember();
  if (!membershipNumber) return <NoMemberInViewNotice area="Company documents" />;
  // Keyed by the member in view: a draft open for one member is never saved to another.
  return <DocumentScopeGate key={membershipNumber} membershipNumber={membershipNumber} type={type} />;
}

export const HealthAndSafetyPolicyPage = () => <DocumentPage type="healthAndSafetyPolicy" />;
export const CoshhPage = () => <DocumentPage type="coshh" />;
export const FoodSafetyRiskAssessmentPage = () => <DocumentPage type="foodSafetyRiskAssessment" />;
export const HealthAndSafetyRiskAssessmentPage = () => <DocumentPage type="healthAndSafetyRiskAssessment" />;
export const FireSafetyRiskAssessmentPage = () => <DocumentPage type="fireSafetyRiskAssessment" />;
