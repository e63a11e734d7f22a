import { addDays, formatISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { ComplianceDocumentSummary, SignedVersionInfo } from '@/domain/documents/complianceDocument';
import { documentStatus, isInForce, nextAction, recordInForce, reviewStatus } from '@/domain/documents/documentStatus';
import { formatApiDate } from '@/domain/format/date';

const TODAY = new Date(2025, 5, 15, 14, 30); // 15 June 2025, mid-afternoon: only the calendar day counts
const day = (offset: number) => formatApiDate(addDays(new Date(2025, 5, 15), offset));

describe('reviewStatus: a status from the review date alone, on every boundary', () => {
  it.each([
    { when: 'a year ahead', reviewDate: day(365), status: 'Current' },
    { when: '31 days before the review date', reviewDate: day(31), status: 'Current' },
    { when: '30 days before the review date', reviewDate: day(30), status: 'Review due' },
    { when: '29 days before the review date', reviewDate: day(29), status: 'Review due' },
    { when: 'the day before the review date', reviewDate: day(1), status: 'Review due' },
    { when: 'the review date itself', reviewDate: day(0), status: 'Review due' },
    { when: 'the day after the review date', reviewDate: day(-1), status: 'Overdue' },
    { when: 'a year after the review date', reviewDate: day(-365), status: 'Overdue' },
  ])('$when: $status', ({ reviewDate, status }) => {
    expect(reviewStatus(reviewDate, TODAY)).toBe(status);
  });
});

const signed = (reviewDate: string, completedDaysAgo = 100): SignedVersionInfo => ({
  version: 1,
  signature: { name: 'Priya Shah', role: 'Director', signedOn: day(-completedDaysAgo) },
  reviewDate,
  completedAt: formatISO(addDays(TODAY, -completedDaysAgo)),
  definitionRevision: 1,
  defaultsVersion: null,
});

const document = (fields: Partial<ComplianceDocumentSummary>): ComplianceDocumentSummary => ({
  id: 'd0c00000-0000-4000-8000-000000000001',
  type: 'fireSafetyRiskAssessment',
  unitId: null,
  draftSavedOn: null,
  latestVersion: null,
  upload: null,
  ...fields,
});

const upload = (reviewDate: string, uploadedDaysAgo: number) => ({
  fileName: 'fire.pdf',
  contentType: 'application/pdf',
  size: 1000,
  uploadedOn: formatISO(addDays(TODAY, -uploadedDaysAgo)),
  reviewDate,
});

describe('documentStatus and the next action', () => {
  it.each([
    { what: 'no document', document: undefined, status: 'Not started', action: 'Start' },
    { what: 'a first draft', document: document({ draftSavedOn: formatISO(TODAY) }), status: 'Draft', action: 'Continue' },
    { what: 'a current signed version', document: document({ latestVersion: signed(day(200)) }), status: 'Current', action: 'View' },
    { what: 'a version due for review', document: document({ latestVersion: signed(day(10)) }), status: 'Review due', action: 'Review' },
    { what: 'an overdue version', document: document({ latestVersion: signed(day(-3)) }), status: 'Overdue', action: 'Review' },
    {
      what: 'an overdue version with a review in progress',
      document: document({ latestVersion: signed(day(-3)), draftSavedOn: formatISO(TODAY) }),
      status: 'Overdue',
      action: 'Continue review',
    },
    { what: 'only an uploaded file', document: document({ upload: upload(day(90), 10) }), status: 'Current', action: 'Build' },
    { what: 'only an uploaded file, due for review', document: document({ upload: upload(day(20), 300) }), status: 'Review due', action: 'Review' },
    { what: "a closed unit's overdue version", document: document({ latestVersion: signed(day(-3)) }), unitClosed: true, status: 'Unit closed', action: 'View' },
    { what: "a closed unit's version due for review", document: document({ latestVersion: signed(day(10)) }), unitClosed: true, status: 'Unit closed', action: 'View' },
    { what: "a closed unit's overdue upload", document: document({ upload: upload(day(-20), 400) }), unitClosed: true, status: 'Unit closed', action: 'View' },
    { what: "a closed unit's first draft", document: document({ draftSavedOn: formatISO(TODAY) }), unitClosed: true, status: 'Unit closed', action: 'Continue' },
    { what: 'no document for a closed unit', document: undefined, unitClosed: true, status: 'Not started', action: 'Start' },
  ])('$what: $status, $action', ({ document: given, unitClosed = false, status, action }) => {
    expect(documentStatus(given, TODAY, unitClosed)).toBe(status);
    expect(nextAction(given, TODAY, unitClosed)).toBe(action);
  });

  it('counts the newer of a signed version and an uploaded file', () => {
    const olderUpload = document({ latestVersion: signed(day(-5), 300), upload: upload(day(200), 400) });
    expect(recordInForce(olderUpload)?.kind).toBe('signed');
    expect(documentStatus(olderUpload, TODAY)).toBe('Overdue');
    const newerUpload = document({ latestVersion: signed(day(-5), 300), upload: upload(day(200), 20) });
    expect(recordInForce(newerUpload)?.kind).toBe('uploaded');
    expect(documentStatus(newerUpload, TODAY)).toBe('Current');
  });

  it.each([
    ['Current', true],
    ['Review due', true],
    ['Overdue', false],
    ['Draft', false],
    ['Not started', false],
    ['Unit closed', false],
  ] as const)('%s is in force: %s', (status, inForce) => {
    expect(isInForce(status)).toBe(inForce);
  });
});
