// TEST DOUBLE, never shipped: a member's compliance documents (drafts, signed versions, uploads), the
// dashboard's compliance summary, and the association's default food-safety document. The checks use the
// portal's own document definitions, as the real API would use the same rules.
import { londonToday } from '../../../../src/domain/londonToday';
import { addDays, addMonths, isAfter, isBefore, isValid, parseISO, startOfDay } from 'date-fns';
import { HttpResponse } from 'msw';
import type { DocumentDefinition } from '../../../../src/domain/documents/definition';
import {
  defaultSections,
  sectionProblems,
  toSectionAnswers,
  toSectionFormValues,
} from '../../../../src/domain/documents/documentAnswers';
import { DOCUMENT_DEFINITIONS } from '../../../../src/domain/documents/documentDefinitions';
import { REVIEW_PERIOD_MONTHS } from '../../../../src/domain/documents/documentStatus';
import { DOCUMENT_TYPE_INFO, DOCUMENT_TYPES } from '../../../../src/domain/documents/documentTypes';
import { DOCUMENT_UPLOAD_RULES } from '../../../../src/domain/documents/uploadedFile';
import { isGuid } from '../../../../src/domain/id';
import { DEMO_ACCOUNTS } from '../../data/demoAccounts';
import { fileResponse, problem, refused } from '../responses';
import { invalid, refuse, type Refusal } from '../backend-reference/refusal';
import { complianceSummary, confirmedSectionsOf, incompleteSections, isDocumentType, startingAnswers, suggestedAnswers, unconfirmedSections } from '../backend-reference/documents';
import { idempotent } from '../backend-reference/idempotency';
import { checkUploadedFile } from '../backend-reference/uploads';
import { documentId } from '../seed/documents';
import type { SimulatorStore } from '../store';
import { memberResolver } from './memberResolver';
import { apiHttp, type ApiHandlerOptions, type ApiSchemas } from './options';
import { staffResolver } from './staffResolver';

type ComplianceDocument = ApiSchemas['ComplianceDocument'];
type ComplianceDocumentSummary = ApiSchemas['ComplianceDocumentSummary'];
type DocumentAnswers = ApiSchemas['DocumentAnswers'];

const FOOD_SAFETY = 'foodSafetyRiskAssessment';

/** An uploaded document by its bytes: PDF, Word (.docx or .doc), JPEG or PNG, 1 byte to 10 MB, images up to 40 megapixels. */
const DOCUMENT_API_RULES = {
  ...DOCUMENT_UPLOAD_RULES,
  messages: {
    required: 'One file is required',
    empty: 'The file is empty',
    tooLarge: 'The file is larger than 10 MB',
    type: 'The file must be a PDF, a Word document or a JPEG or PNG image',
    tooManyPixels: 'The image is more than 40 megapixels',
  },
};
/** Who may publish the association's default documents (spec §6); developers pass every role check. */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A date as yyyy-MM-dd, or undefined. */
function apiDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = parseISO(value);
  return isValid(date) ? date : undefined;
}

/** Keeps only what the definition asks, in the shapes it asks them (the answers as typed, valid or not). */
function normaliseAnswers(definition: DocumentDefinition, raw: Record<string, unknown>, sections = definition.sections): DocumentAnswers {
  return Object.fromEntries(
    sections.map((section) => [section.id, toSectionAnswers(section, toSectionFormValues(section, isRecord(raw[section.id]) ? (raw[section.id] as never) : undefined))]),
  );
}

const summaryOf = ({ draft: _draft, versions: _versions, ...summary }: ComplianceDocument): ComplianceDocumentSummary => summary;

const documentOrder = (a: ComplianceDocumentSummary, b: ComplianceDocumentSummary) =>
  DOCUMENT_TYPES.indexOf(a.type) - DOCUMENT_TYPES.indexOf(b.type) || Number(a.unitId !== null) - Number(b.unitId !== null) || (a.unitId ?? '').localeCompare(b.unitId ?? '');

function checkSignature(
  body: unknown,
  definition: DocumentDefinition,
  today: Date,
): { ok: true; signature: ApiSchemas['DocumentSignature']; reviewDate: string } | Refusal {
  const record = isRecord(body) ? body : {};
  const signature = isRecord(record.signature) ? record.signature : {};
  const name = text(signature.name);
  const role = text(signature.role);
  if (!name || !role) return invalid('signature.name and signature.role are required', [...(name ? [] : ['signature.name']), ...(role ? [] : ['signature.role'])]);
  const signedOn = apiDate(signature.signedOn);
  // A day's slack: the signer's today may be the server's tomorrow (time zones).
  if (!signedOn) return invalid('signature.signedOn must be a date (yyyy-MM-dd), today or earlier', 'signature.signedOn');
  if (isAfter(signedOn, addDays(startOfDay(today), 1))) return refuse(400, 'date-in-future', 'signature.signedOn must be a date (yyyy-MM-dd), today or earlier', 'signature.signedOn');
  const reviewDate = apiDate(record.reviewDate);
  if (!reviewDate) return invalid('reviewDate must be a date (yyyy-MM-dd)', 'reviewDate');
  if (isBefore(reviewDate, addDays(signedOn, 1)) || isAfter(reviewDate, addMonths(signedOn, REVIEW_PERIOD_MONTHS)))
    return refuse(400, 'review-date-out-of-range', `reviewDate must be after the date signed and no more than ${REVIEW_PERIOD_MONTHS} months after it`, 'reviewDate');
  if (definition.signing.declaration && signature.seniorPersonConfirmed !== true)
    return refuse(400, 'senior-person-required', 'The Health & Safety Policy must be signed by the most senior person in the business (seniorPersonConfirmed)', 'signature.seniorPersonConfirmed');
  return {
    ok: true,
    signature: { name, role, signedOn: signature.signedOn as string, ...(definition.signing.declaration ? { seniorPersonConfirmed: true } : {}) },
    reviewDate: record.reviewDate as string,
  };
}

/** The publisher's name, as the real API knows its users: the demo person behind the token's subject. */
function publisherName(subject: string): string {
  const key = subject.replace(/^[a-z0-9]+\|/, '');
  return DEMO_ACCOUNTS.find((account) => account.key === key)?.name ?? subject;
}

export function documentHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  const store = (): SimulatorStore => options.store;
  const idempotency = () => options.store.idempotency;
  const docs = () => store().documents;
  const documentsOf = (membershipNumber: string) => {
    const list = docs().documents.get(membershipNumber) ?? [];
    docs().documents.set(membershipNumber, list);
    return list;
  };
  /** The member's document: 404 for an unknown id, another member's included. */
  const findDocument = (membershipNumber: string, id: unknown): ComplianceDocument => {
    const document = isGuid(id) ? documentsOf(membershipNumber).find((candidate) => candidate.id === id) : undefined;
    if (!document) throw problem(404, 'not-found', `Member ${membershipNumber} has no document ${String(id)}`);
    return document;
  };
  const currentDefaults = () => docs().defaults.at(-1)!;

  /** A unit of the member the document may be made for (null: the whole business): 404 unknown (or someone else's), 409 closed. */
  const unitFor = (membershipNumber: string, rawUnitId: unknown): string | null => {
    if (rawUnitId === null || rawUnitId === undefined || rawUnitId === '') return null;
    const unit = isGuid(rawUnitId) ? store().units.units.get(membershipNumber)?.find((candidate) => candidate.id === rawUnitId) : undefined;
    if (!unit) throw refused(refuse(404, 'not-found', `Member ${membershipNumber} has no unit ${String(rawUnitId)}`, 'unitId'));
    if (unit.status === 'Closed') throw refused(refuse(409, 'unit-closed', 'The unit is closed: no new documents can be made for it', 'unitId'));
    return unit.id;
  };

  return [
    http.get(
      '/members/{membershipNumber}/documents',
      memberResolver(options, ({ member: { membershipNumber } }) =>
        HttpResponse.json({
          businessName: docs().businessNames.get(membershipNumber) ?? '',
          documents: documentsOf(membershipNumber).map(summaryOf).sort(documentOrder),
        }),
      ),
    ),

    http.post(
      '/members/{membershipNumber}/documents',
      memberResolver(
        options,
        idempotent(idempotency, async ({ request, member: { membershipNumber } }) => {
          const body: unknown = await request.json().catch(() => undefined);
          const record = isRecord(body) ? body : {};
          if (!isDocumentType(record.type)) throw refused(invalid(`type must be one of ${DOCUMENT_TYPES.join(', ')}`, 'type'));
          const type = record.type;
          const unitId = unitFor(membershipNumber, record.unitId);
          if (unitId && !DOCUMENT_TYPE_INFO[type].perUnit) throw refused(refuse(400, 'document-not-per-unit', `The ${DOCUMENT_TYPE_INFO[type].title} covers the whole business, not one unit`, 'unitId'));
          const existing = documentsOf(membershipNumber).find((document) => document.type === type && document.unitId === unitId);
          // A document that so far only has an uploaded file can still be built here; otherwise it exists already.
          if (existing && (existing.draft || existing.versions.length)) throw problem(409, 'document-exists', 'This document already exists: open it to continue or review it');
          const defaults = type === FOOD_SAFETY ? currentDefaults() : undefined;
          const now = new Date().toISOString();
          const document: ComplianceDocument = existing ?? { id: documentId(docs().nextId++), type, unitId, draftSavedOn: null, latestVersion: null, upload: null, draft: null, versions: [] };
          // A new food safety document starts from the association's current default version.
          document.draft = {
            answers: startingAnswers(DOCUMENT_DEFINITIONS[type], { businessName: docs().businessNames.get(membershipNumber) ?? '' }),
            step: 0,
            savedOn: now,
            basedOnVersion: null,
            defaultsVersion: defaults?.version ?? null,
            // Template text is offered beside its questions, never pre-accepted; no part is confirmed yet.
            suggestions: suggestedAnswers(DOCUMENT_DEFINITIONS[type], { defaults: defaults?.answers }),
            confirmedSections: [],
          };
          document.draftSavedOn = now;
          if (!existing) documentsOf(membershipNumber).push(document);
          return HttpResponse.json(document, { status: 201 });
        }),
      ),
    ),

    http.get(
      '/members/{membershipNumber}/documents/{documentId}',
      memberResolver(options, ({ member: { membershipNumber }, params }) => HttpResponse.json(findDocument(membershipNumber, params.documentId))),
    ),

    http.put(
      '/members/{membershipNumber}/documents/{documentId}/draft',
      memberResolver(options, async ({ request, member: { membershipNumber }, params }) => {
        const document = findDocument(membershipNumber, params.documentId);
        // Signed versions are kept as they were signed: changes go into a new draft (a review).
        if (!document.draft) throw problem(409, 'draft-not-open', 'This document has no draft: a signed version cannot be changed. Start a review to make a new version.');
        const body: unknown = await request.json().catch(() => undefined);
        if (!isRecord(body) || !isRecord(body.answers)) throw refused(invalid('answers must be an object of sections', 'answers'));
        const definition = DOCUMENT_DEFINITIONS[document.type];
        const step = body.step;
        if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > definition.sections.length)
          throw refused(invalid(`step must be a whole number from 0 to ${definition.sections.length}`, 'step'));
        const savedOn = new Date().toISOString();
        if (body.confirmedSections !== undefined && !Array.isArray(body.confirmedSections))
          throw refused(invalid('confirmedSections must be a list of section ids', 'confirmedSections'));
        const confirmedSections = Array.isArray(body.confirmedSections) ? confirmedSectionsOf(definition, body.confirmedSections) : document.draft.confirmedSections;
        document.draft = { ...document.draft, answers: normaliseAnswers(definition, body.answers), step, savedOn, confirmedSections };
        document.draftSavedOn = savedOn;
        return HttpResponse.json(document);
      }),
    ),

    http.post(
      '/members/{membershipNumber}/documents/{documentId}/draft',
      memberResolver(
        options,
        idempotent(idempotency, ({ member: { membershipNumber }, params }) => {
          const document = findDocument(membershipNumber, params.documentId);
          if (document.draft) throw problem(409, 'draft-already-open', 'A draft is already open: continue it');
          const latest = document.versions[0];
          if (!latest) throw problem(409, 'no-signed-version', 'There is no signed version to review');
          const savedOn = new Date().toISOString();
          // A review starts from the latest version's answers; the association's defaults never change it.
          // Each part is confirmed again before the new version is signed.
          document.draft = {
            answers: structuredClone(latest.answers),
            step: 0,
            savedOn,
            basedOnVersion: latest.version,
            defaultsVersion: latest.defaultsVersion,
            suggestions: {},
            confirmedSections: [],
          };
          document.draftSavedOn = savedOn;
          return HttpResponse.json(document, { status: 201 });
        }),
      ),
    ),

    http.post(
      '/members/{membershipNumber}/documents/{documentId}/sign',
      memberResolver(
        options,
        idempotent(idempotency, async ({ request, member: { membershipNumber }, params }) => {
          const document = findDocument(membershipNumber, params.documentId);
          if (!document.draft) throw problem(409, 'draft-not-open', 'There is no draft to sign');
          const definition = DOCUMENT_DEFINITIONS[document.type];
          const incomplete = incompleteSections(definition, document.draft.answers);
          if (incomplete.length) throw problem(400, 'document-incomplete', `Not finished: ${incomplete.map((section) => section.title).join(', ')}`);
          const unconfirmed = unconfirmedSections(definition, document.draft.confirmedSections);
          if (unconfirmed.length) throw problem(400, 'parts-not-confirmed', `Not confirmed: ${unconfirmed.map((section) => section.title).join(', ')}`);
          const check = checkSignature(await request.json().catch(() => undefined), definition, londonToday());
          if (!check.ok) throw refused(check);
          const completedAt = new Date().toISOString();
          const version = {
            version: (document.versions[0]?.version ?? 0) + 1,
            answers: document.draft.answers,
            signature: check.signature,
            reviewDate: check.reviewDate,
            completedAt,
            definitionRevision: definition.revision,
            defaultsVersion: document.draft.defaultsVersion,
          };
          document.versions.unshift(version);
          const { answers: _answers, ...info } = version;
          document.latestVersion = info;
          document.draft = null;
          document.draftSavedOn = null;
          return HttpResponse.json(document);
        }),
      ),
    ),

    http.post(
      '/members/{membershipNumber}/documents/upload',
      memberResolver(
        options,
        idempotent(idempotency, async ({ request, member: { membershipNumber } }) => {
          const form = await request.formData().catch(() => null);
          if (!form) throw refused(invalid('The body must be multipart/form-data', ''));
          const type = form.get('documentType');
          if (!isDocumentType(type)) throw refused(invalid(`documentType must be one of ${DOCUMENT_TYPES.join(', ')}`, 'documentType'));
          const unitId = unitFor(membershipNumber, form.get('unitId'));
          if (unitId && !DOCUMENT_TYPE_INFO[type].perUnit) throw refused(refuse(400, 'document-not-per-unit', `The ${DOCUMENT_TYPE_INFO[type].title} covers the whole business, not one unit`, 'unitId'));
          const reviewDate = form.get('reviewDate');
          if (!apiDate(reviewDate)) throw refused(invalid('reviewDate must be a date (yyyy-MM-dd)', 'reviewDate'));
          const upload = await checkUploadedFile(form.getAll('file'), DOCUMENT_API_RULES);
          if (!upload.ok) throw refused(refuse(upload.status, upload.code, upload.message, 'file'));
          const { file } = upload;

          let document = documentsOf(membershipNumber).find((candidate) => candidate.type === type && candidate.unitId === unitId);
          if (!document) {
            document = { id: documentId(docs().nextId++), type, unitId, draftSavedOn: null, latestVersion: null, upload: null, draft: null, versions: [] };
            documentsOf(membershipNumber).push(document);
          }
          // Replacing an upload keeps only the newest file (built versions are untouched).
          document.upload = {
            fileName: file.name,
            contentType: upload.contentType,
            size: upload.bytes.byteLength,
            uploadedOn: new Date().toISOString(),
            reviewDate: reviewDate as string,
          };
          docs().files.set(document.id, upload.bytes);
          return HttpResponse.json(summaryOf(document), { status: 201 });
        }),
      ),
    ),

    http.get(
      '/members/{membershipNumber}/documents/{documentId}/upload',
      memberResolver(options, async ({ member: { membershipNumber }, params }) => {
        const document = isGuid(params.documentId) ? documentsOf(membershipNumber).find((candidate) => candidate.id === params.documentId) : undefined;
        const bytes = document && docs().files.get(document.id);
        if (!document?.upload || !bytes) throw problem(404, 'not-found', 'No uploaded file for this document');
        return fileResponse(bytes, document.upload.contentType, { kind: 'attachment', fileName: document.upload.fileName });
      }),
    ),

    http.get(
      '/members/{membershipNumber}/compliance/summary',
      memberResolver(options, ({ member: { membershipNumber } }) =>
        HttpResponse.json(complianceSummary(store().units.units.get(membershipNumber) ?? [], documentsOf(membershipNumber).map(summaryOf), londonToday())),
      ),
    ),

    // The association's default food-safety document.
    http.get(
      '/default-documents/food-safety',
      staffResolver(options, () => {
        const versions = [...docs().defaults].reverse();
        return HttpResponse.json({ current: versions[0]!, versions: versions.map(({ answers: _answers, ...info }) => info) });
      }),
    ),

    http.get(
      '/default-documents/food-safety/versions/{version}',
      staffResolver(options, ({ params }) => {
        const version = docs().defaults.find((candidate) => String(candidate.version) === params.version);
        if (!version) throw problem(404, 'not-found', `No default document version ${String(params.version)}`);
        return HttpResponse.json(version);
      }),
    ),

    http.post(
      '/default-documents/food-safety/versions',
      staffResolver(
        options,
        idempotent(idempotency, async ({ request, caller }) => {
          const body: unknown = await request.json().catch(() => undefined);
          if (!isRecord(body) || !isRecord(body.answers)) throw refused(invalid('answers must be an object of sections', 'answers'));
          const note = text(body.note);
          if (!note) throw refused(invalid('note is required: say what changed', 'note'));
          const definition = DOCUMENT_DEFINITIONS[FOOD_SAFETY];
          const sections = defaultSections(definition);
          const answers = normaliseAnswers(definition, body.answers, sections);
          const problems = sections.filter((section) => sectionProblems(section, answers[section.id]).length > 0);
          if (problems.length) throw problem(400, 'document-incomplete', `Not complete: ${problems.map((section) => section.title).join(', ')}`);
          const version: ApiSchemas['DefaultDocumentVersion'] = {
            version: currentDefaults().version + 1,
            answers,
            publishedOn: new Date().toISOString(),
            publishedBy: publisherName(caller.subject),
            note,
          };
          docs().defaults.push(version);
          return HttpResponse.json(version, { status: 201 });
        }),
      ),
    ),
  ];
}
