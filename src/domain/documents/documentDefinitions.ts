import type { DocumentDefinition } from './definition';
import type { DocumentType } from './documentTypes';
import { coshh } from './definitions/coshh';
import { fireSafetyRiskAssessment } from './definitions/fireSafetyRiskAssessment';
import { foodSafetyRiskAssessment } from './definitions/foodSafetyRiskAssessment';
import { healthAndSafetyPolicy } from './definitions/healthAndSafetyPolicy';
import { healthAndSafetyRiskAssessment } from './definitions/healthAndSafetyRiskAssessment';

/** Every document's definition, by type: what the builder, the views and the API's checks read. */
export const DOCUMENT_DEFINITIONS: Record<DocumentType, DocumentDefinition> = {
  healthAndSafetyPolicy,
  coshh,
  foodSafetyRiskAssessment,
  healthAndSafetyRiskAssessment,
  fireSafetyRiskAssessment,
};
