import { DocumentScopeGate } from './components/DocumentScopeGate';

/**
 * The one document builder: every company document's page is this screen with its definition
 * (src/domain/documents/definitions), so a sixth document is a definition and a route row, not a screen.
 * The five route rows import this one module: one lazy chunk. Each row needs a member in view, and the
 * route's Suspense is keyed by the member: a draft open for one member is never saved to another.
 */
export const HealthAndSafetyPolicyPage = () => <DocumentScopeGate type="healthAndSafetyPolicy" />;
export const CoshhPage = () => <DocumentScopeGate type="coshh" />;
export const FoodSafetyRiskAssessmentPage = () => <DocumentScopeGate type="foodSafetyRiskAssessment" />;
export const HealthAndSafetyRiskAssessmentPage = () => <DocumentScopeGate type="healthAndSafetyRiskAssessment" />;
export const FireSafetyRiskAssessmentPage = () => <DocumentScopeGate type="fireSafetyRiskAssessment" />;
