import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { ComplianceDocumentSummary } from './complianceDocument';

/** DOMAIN-NOTES §1: a document is due for review within 30 days of its review date. */
export const REVIEW_DUE_WITHIN_DAYS = 30;
/** Customary review: at least every 12 months. */
export const REVIEW_PERIOD_MONTHS = 12;

export type ReviewStatus = 'Current' | 'Review due' | 'Overdue';
/** 'Unit closed': a closed unit's document, kept as it was; nothing is due for a unit that no longer trades. */
export type DocumentStatus = 'Not started' | 'Draft' | ReviewStatus | 'Unit closed';

/**
 * From the review date alone: overdue the day after it; review due from 30 days before it up to and
 * including the date itself; current before that.
 */
export function reviewStatus(reviewDate: string, today: Date): ReviewStatus {
  const daysLeft = differenceInCalendarDays(parseISO(reviewDate), today);
  if (daysLeft < 0) return 'Overdue';
  if (daysLeft <= REVIEW_DUE_WITHIN_DAYS) return 'Review due';
  return 'Current';
}

/** What counts for the document now: its latest signed version or its uploaded file, whichever is newer. */
export interface InForceRecord {
  kind: 'signed' | 'uploaded';
  reviewDate: string;
  /** ISO date-time it was signed or uploaded. */
  since: string;
}

export function recordInForce(document: ComplianceDocumentSummary | undefined): InForceRecord | undefined {
  if (!document) return undefined;
  const signed = document.latestVersion && { kind: 'signed' as const, reviewDate: document.latestVersion.reviewDate, since: document.latestVersion.completedAt };
  const uploaded = document.upload && { kind: 'uploaded' as const, reviewDate: document.upload.reviewDate, since: document.upload.uploadedOn };
  if (signed && uploaded) return Date.parse(uploaded.since) > Date.parse(signed.since) ? uploaded : signed;
  return signed ?? uploaded ?? undefined;
}

/**
 * A document's status: from its in-force record's review date; otherwise a draft, or not started. A
 * closed unit's document is never due or overdue: it shows as 'Unit closed'.
 */
export function documentStatus(document: ComplianceDocumentSummary | undefined, today: Date, unitClosed = false): DocumentStatus {
  if (unitClosed && document) return 'Unit closed';
  const record = recordInForce(document);
  if (record) return reviewStatus(record.reviewDate, today);
  return document?.draftSavedOn ? 'Draft' : 'Not started';
}

/** A document still in force: current, or due for review but not past its date. */
export const isInForce = (status: DocumentStatus) => status === 'Current' || status === 'Review due';

/** What needs doing first: overdue, then due for review, then drafts, then not started; current last. */
export const STATUS_PRIORITY: Record<DocumentStatus, number> = {
  Overdue: 0,
  'Review due': 1,
  Draft: 2,
  'Not started': 3,
  Current: 4,
  'Unit closed': 5,
};

export type NextAction = 'Start' | 'Continue' | 'Continue review' | 'Review' | 'View' | 'Build';

/** The one thing to do next with a document, as its button says it. */
export function nextAction(document: ComplianceDocumentSummary | undefined, today: Date, unitClosed = false): NextAction {
  const status = documentStatus(document, today, unitClosed);
  // A closed unit's document is not reviewed again: it can be looked at (or a draft begun before closing finished).
  if (status === 'Unit closed') return document?.draftSavedOn && !document.latestVersion ? 'Continue' : 'View';
  if (status === 'Not started') return 'Start';
  if (status === 'Draft') return 'Continue';
  if (document?.draftSavedOn) return 'Continue review';
  if (status !== 'Current') return 'Review';
  // Only an uploaded file so far: nothing built to view, but it can be built here.
  return document?.latestVersion ? 'View' : 'Build';
}

