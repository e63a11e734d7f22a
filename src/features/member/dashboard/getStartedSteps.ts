import { FIRST_STEPS, type FirstStep } from '@/config/firstSteps';
import type { ComplianceSummary } from '@/domain/documents/complianceSummary';
import { RISK_ASSESSMENT_TYPES, type DocumentType } from '@/domain/documents/documentTypes';
import { grants, type PermissionArea, type Permissions } from '@/domain/permissions';
import type { MemberScheme } from '@/domain/rewards/memberScheme';

// The three first steps are in these areas: the checklist is for a member who may use all of them.
const FIRST_STEP_AREAS: readonly PermissionArea[] = ['tradingUnits', 'rewards', 'companyDocuments'];

export function hasFirstStepAreas(permissions: Permissions): boolean {
  return FIRST_STEP_AREAS.every((area) => grants(permissions, area));
}

/** A first step with whether it is done. Its link is the welcome's (same name, same page), so the two say the same. */
export interface GetStartedStep extends FirstStep {
  isDone: boolean;
}

export interface GetStartedData {
  compliance: ComplianceSummary;
  /** The programmes open to the person. */
  schemes: readonly MemberScheme[];
}

const isRiskAssessment = (type: DocumentType) => (RISK_ASSESSMENT_TYPES as readonly DocumentType[]).includes(type);

// A step is done once a document of its kind has been made (signed or uploaded) at least once: keeping
// documents current is the compliance card's work.
function riskAssessmentsStep(step: FirstStep, { compliance }: GetStartedData): GetStartedStep {
  return { ...step, isDone: compliance.documentTypesMade.some(isRiskAssessment) };
}

function rewardsStep(step: FirstStep, { schemes }: GetStartedData): GetStartedStep {
  // Applied counts as done: what follows (approval) is the programme's to do, not the member's.
  return { ...step, isDone: schemes.some((scheme) => scheme.status === 'SignedUp' || scheme.status === 'Pending') };
}

function documentsStep(step: FirstStep, { compliance }: GetStartedData): GetStartedStep {
  // The company documents proper: the policy and COSHH (the risk assessments are the first step's).
  const hasCompanyDocument = compliance.documentTypesMade.some((type) => !isRiskAssessment(type));
  return { ...step, isDone: hasCompanyDocument };
}

const STEP_RULES = { 'risk-assessments': riskAssessmentsStep, rewards: rewardsStep, documents: documentsStep } as const;

/** The welcome's three first steps, in its order, each with whether it is done. */
export function getStartedSteps(data: GetStartedData): GetStartedStep[] {
  return FIRST_STEPS.map((step) => STEP_RULES[step.id](step, data));
}
