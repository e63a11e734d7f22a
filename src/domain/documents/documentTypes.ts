/**
 * The five company documents of spec §2 (DOMAIN-NOTES §1). Their ids are the ids of their route rows,
 * so a document's page is pathTo(type).
 */
export const DOCUMENT_TYPES = [
  'healthAndSafetyPolicy',
  'coshh',
  'foodSafetyRiskAssessment',
  'healthAndSafetyRiskAssessment',
  'fireSafetyRiskAssessment',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The three risk assessments of the Risk Assessments matrix: made per unit or for the whole business. */
export const RISK_ASSESSMENT_TYPES = ['foodSafetyRiskAssessment', 'healthAndSafetyRiskAssessment', 'fireSafetyRiskAssessment'] as const;
export type RiskAssessmentType = (typeof RISK_ASSESSMENT_TYPES)[number];

export interface DocumentTypeInfo {
  type: DocumentType;
  title: string;
  /** For matrix headings and tight spaces. */
  shortTitle: string;
  /** Whether it can be made for one unit; otherwise it covers the whole business. */
  perUnit: boolean;
  /** In a sentence, what it is and why the law asks for it (plain English). */
  purpose: string;
}

export const DOCUMENT_TYPE_INFO: Record<DocumentType, DocumentTypeInfo> = {
  healthAndSafetyPolicy: {
    type: 'healthAndSafetyPolicy',
    title: 'Health & Safety Policy',
    shortTitle: 'H&S policy',
    perUnit: false,
    purpose:
      'How your business manages health and safety: your statement of intent, who is responsible for what, and your arrangements. With 5 or more employees the law says it must be written down.',
  },
  coshh: {
    type: 'coshh',
    title: 'COSHH',
    shortTitle: 'COSHH',
    perUnit: false,
    purpose:
      'The cleaning chemicals and other hazardous substances you use, the harm they can do and how you keep people safe from them (Control of Substances Hazardous to Health).',
  },
  foodSafetyRiskAssessment: {
    type: 'foodSafetyRiskAssessment',
    title: 'Food Safety Risk Assessment',
    shortTitle: 'Food safety',
    perUnit: true,
    purpose:
      'Your written food safety procedures, based on HACCP: the safe methods you follow, the temperatures you keep to, allergens and the checks you make.',
  },
  healthAndSafetyRiskAssessment: {
    type: 'healthAndSafetyRiskAssessment',
    title: 'Health & Safety Risk Assessment',
    shortTitle: 'Health & safety',
    perUnit: true,
    purpose: 'What could cause harm at work, who could be hurt and how, what you already do about it and what more you will do.',
  },
  fireSafetyRiskAssessment: {
    type: 'fireSafetyRiskAssessment',
    title: 'Fire Safety Risk Assessment',
    shortTitle: 'Fire safety',
    perUnit: true,
    purpose:
      'What could start a fire, who is at risk, how people escape and are warned, and your action plan. Every business must record it in full, with who carried it out.',
  },
};
