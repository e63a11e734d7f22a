import { refusalMessage } from '@/api/refusalMessage';
import { MEMBER_ONLY_REASONS } from '@/domain/memberOnlyChanges';
import { inTheirWords, type RefusalMessages } from '@/domain/refusal';

/** A document's refusals (api/areas/documents.yaml), by code; the server names the sections not finished. */
const DOCUMENT_REFUSALS: RefusalMessages = {
  'draft-not-open': 'There is no draft open: it may have been signed meanwhile. Reload the page to see the latest.',
  'draft-already-open': 'A draft is already open: continue it.',
  'no-signed-version': 'There is no signed version to review yet.',
  'document-exists': 'This document exists already: open it to continue or review it.',
  'unit-closed': 'The unit is closed: no new documents can be made for it.',
  'document-not-per-unit': 'This document covers the whole business, not one unit.',
  'document-incomplete': inTheirWords,
  'date-in-future': 'The date signed cannot be in the future.',
  'review-date-out-of-range': 'The review date must be after the date signed, and no more than 12 months after it.',
  'senior-person-required': 'The Health & Safety Policy must be signed by the most senior person in the business: confirm that you are.',
  // Signing is the member's own act (x-roles: larderMember): staff acting for them are refused.
  'role-required': MEMBER_ONLY_REASONS.signDocument,
};

/**
 * What to say when a document action fails, by the refusal's code, after `what` ("The document could not
 * be signed."); otherwise that it did not work and can be tried again.
 */
export function actionErrorMessage(error: unknown, what: string): string {
  return `${what} ${refusalMessage(error, DOCUMENT_REFUSALS, 'Please check your connection and try again.')}`;
}
