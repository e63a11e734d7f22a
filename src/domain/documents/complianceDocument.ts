import type { DocumentAnswers } from './definition';
import type { DocumentType } from './documentTypes';

/** Who signed a version, in what role, and when (yyyy-MM-dd). */
export interface DocumentSignature {
  name: string;
  role: string;
  signedOn: string;
  /** Health & Safety Policy: the signer confirmed they are the most senior person in the business. */
  seniorPersonConfirmed?: boolean;
}

/** A completed version: kept for good and never changed. */
export interface SignedVersionInfo {
  version: number;
  signature: DocumentSignature;
  /** yyyy-MM-dd. */
  reviewDate: string;
  /** ISO date-time of signing. */
  completedAt: string;
  /** The definition revision it was written with. */
  definitionRevision: number;
  /** Food safety: the default document version it started from. */
  defaultsVersion: number | null;
}

export interface SignedVersion extends SignedVersionInfo {
  answers: DocumentAnswers;
}

/** The answers being worked on: a new document, or a review of the latest version. */
export interface DocumentDraft {
  answers: DocumentAnswers;
  /** The step the member was on (0-based), to resume there. */
  step: number;
  /** ISO date-time. */
  savedOn: string;
  /** The version a review started from, or null for a first version. */
  basedOnVersion: number | null;
  defaultsVersion: number | null;
  /** Template text offered beside its questions, by section and question: only what the member takes becomes an answer. */
  suggestions: DocumentAnswers;
  /** The sections the member has seen and confirmed (saved and continued from); all of them before signing. */
  confirmedSections: string[];
}

/** A file the member uploaded instead of (or as well as) building the document. */
export interface UploadedDocumentFile {
  fileName: string;
  contentType: string;
  size: number;
  /** ISO date-time. */
  uploadedOn: string;
  /** yyyy-MM-dd: when the uploaded document is due for review. */
  reviewDate: string;
}

/** One document of a type for one scope (the whole business, or a unit), as the documents list answers it. */
export interface ComplianceDocumentSummary {
  id: string;
  type: DocumentType;
  /** null: the whole business. */
  unitId: string | null;
  /** ISO date-time of the last draft save; null when no draft is open. */
  draftSavedOn: string | null;
  latestVersion: SignedVersionInfo | null;
  upload: UploadedDocumentFile | null;
}

/** The whole document: its open draft and every signed version, newest first. */
export interface ComplianceDocument extends ComplianceDocumentSummary {
  draft: DocumentDraft | null;
  versions: SignedVersion[];
}

/** GET /members/{n}/documents. */
export interface MemberDocuments {
  /** The member's trading name: a new document's starting business name. */
  businessName: string;
  documents: ComplianceDocumentSummary[];
}

export interface SignDocumentRequest {
  signature: DocumentSignature;
  reviewDate: string;
}

export interface SaveDraftRequest {
  answers: DocumentAnswers;
  step: number;
  confirmedSections: string[];
}

/** The document of a type for a scope, if the member has one. */
export function documentFor<T extends ComplianceDocumentSummary>(documents: readonly T[], type: DocumentType, unitId: string | null): T | undefined {
  return documents.find((document) => document.type === type && document.unitId === unitId);
}
