import { FIRST_STEPS, type FirstStep } from '@/config/firstSteps';
import { pathTo } from '@/config/paths';
import { nextStepPath } from '@/config/programmePaths';
import type { ComplianceSummary } from '@/domain/documents/complianceSummary';
import { RISK_ASSESSMENT_TYPES, type DocumentType } from '@/domain/documents/documentTypes';
import { grants, type PermissionArea, type Permissions } from '@/domain/permissions';
import type { MemberScheme } from '@/domain/rewards/memberScheme';
import { mostUrgentProgramme, NEXT_STEP_LABELS, nextStepFor } from '@/domain/rewards/nextStep';
import { PROGRAMMES } from '@/domain/rewards/programmes';

// The three first steps are in these areas: the checklist is for a member who may use all of them.
const FIRST_STEP_AREAS: readonly PermissionArea[] = ['tradingUnits', 'rewards', 'companyDocuments'];

export function hasFirstStepAreas(permissions: Permissions): boolean {
  return FIRST_STEP_AREAS.every((area) => grants(permissions, area));
}

export interface GetStartedStep extends FirstStep {
  isDone: boolean;
  /** Where the step goes next: the same link the area's card offers, so the two never disagree. */
  next: { label: string; to: string };
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
  // A risk assessment is for a unit: with none yet, the compliance card's first step comes first here too.
  const hasUnits = compliance.openUnitCount > 0;
  return {
    ...step,
    isDone: compliance.documentTypesMade.some(isRiskAssessment),
    next: hasUnits ? { label: step.linkLabel, to: step.to } : { label: 'Add your first unit', to: pathTo('newUnit') },
  };
}

function rewardsStep(step: FirstStep, { schemes }: GetStartedData): GetStartedStep {
  // Applied counts as done: what follows (approval) is the programme's to do, not the member's.
  const isDone = schemes.some((scheme) => scheme.status === 'SignedUp' || scheme.status === 'Pending');
  const urgent = mostUrgentProgramme(schemes);
  const nextStep = urgent && nextStepFor(urgent.status, PROGRAMMES[urgent.schemeType]);
  return {
    ...step,
    isDone,
    next:
      urgent && nextStep
        ? { label: `${NEXT_STEP_LABELS[nextStep]} (${PROGRAMMES[urgent.schemeType].name})`, to: pathTo(nextStepPath(urgent.schemeType, nextStep)) }
        : { label: step.linkLabel, to: step.to },
  };
}

function documentsStep(step: FirstStep, { compliance }: GetStartedData): GetStartedStep {
  // The company documents proper: the policy and COSHH (the risk assessments are the first step's).
  const hasCompanyDocument = compliance.documentTypesMade.some((type) => !isRiskAssessment(type));
  return { ...step, isDone: hasCompanyDocument, next: { label: step.linkLabel, to: step.to } };
}

const STEP_RULES = { 'risk-assessments': riskAssessmentsStep, rewards: rewardsStep, documents: documentsStep } as const;

/** The welcome's three first steps, in its order, each with whether it is done and where it goes next. */
export function getStartedSteps(data: GetStartedData): GetStartedStep[] {
  return FIRST_STEPS.map((step) => STEP_RULES[step.id](step, data));
}
