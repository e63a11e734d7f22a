import { addDays, formatISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { ComplianceDocumentSummary } from '@/domain/documents/complianceDocument';
import { companyDocumentRows } from '@/domain/documents/companyDocumentRows';
import type { DocumentType } from '@/domain/documents/documentTypes';
import { matrixTasks, riskAssessmentMatrix, unitRiskAssessments } from '@/domain/documents/riskAssessmentMatrix';
import { formatApiDate } from '@/domain/format/date';
import type { TradingUnit } from '@/domain/units/tradingUnit';

const TODAY = new Date(2025, 5, 15);
const day = (offset: number) => formatApiDate(addDays(TODAY, offset));
const unit = (id: string, name: string, status: TradingUnit['status'] = 'Open'): TradingUnit => ({
  id,
  name,
  addressLine1: '1 High Street',
  town: 'York',
  postcode: 'YO1 1AA',
  status,
  isFranchiseUnit: false,
});
const CAFE = unit('u-cafe', 'Café');
const VAN = unit('u-van', 'Van');
const OLD = unit('u-old', 'Old kiosk', 'Closed');

let next = 0;
function signedDocument(type: DocumentType, unitId: string | null, reviewInDays: number): ComplianceDocumentSummary {
  next += 1;
  return {
    id: `doc-${next}`,
    type,
    unitId,
    draftSavedOn: null,
    upload: null,
    latestVersion: {
      version: 1,
      signature: { name: 'A', role: 'Owner', signedOn: day(-100) },
      reviewDate: day(reviewInDays),
      completedAt: formatISO(addDays(TODAY, -100)),
      definitionRevision: 1,
      defaultsVersion: null,
    },
  };
}
const draft = (type: DocumentType, unitId: string | null): ComplianceDocumentSummary => ({
  id: `draft-${type}-${unitId}`,
  type,
  unitId,
  draftSavedOn: formatISO(TODAY),
  latestVersion: null,
  upload: null,
});

describe('the risk-assessment matrix', () => {
  const documents = [
    signedDocument('fireSafetyRiskAssessment', 'u-cafe', -2),
    signedDocument('foodSafetyRiskAssessment', 'u-cafe', 100),
    signedDocument('healthAndSafetyRiskAssessment', null, 200),
    draft('fireSafetyRiskAssessment', 'u-van'),
    signedDocument('foodSafetyRiskAssessment', 'u-old', -50),
  ];
  const rows = riskAssessmentMatrix([CAFE, VAN, OLD], documents, TODAY);

  it('has a row per open unit, then the whole business; each with food safety, health and safety, fire', () => {
    expect(rows.map((row) => row.name)).toEqual(['Café', 'Van', 'Whole business']);
    expect(rows.map((row) => row.cells.map((cell) => cell.status))).toEqual([
      ['Current', 'Current', 'Overdue'],
      ['Not started', 'Current', 'Draft'],
      ['Not started', 'Current', 'Not started'],
    ]);
  });

  it("covers a unit with none of its own by the whole business's assessment while that is in force", () => {
    expect(rows[0]!.cells[1]).toMatchObject({ coveredByBusiness: true, reviewDate: day(200), action: 'Start' });
    expect(rows[0]!.cells[2]!.coveredByBusiness).toBe(false);
  });

  it('puts what needs doing first at the top: overdue, due, drafts, not started; never the optional whole-business ones', () => {
    expect(matrixTasks(rows).map(({ row, cell }) => `${row.name}: ${cell.type} ${cell.status}`)).toEqual([
      'Café: fireSafetyRiskAssessment Overdue',
      'Van: fireSafetyRiskAssessment Draft',
      'Van: foodSafetyRiskAssessment Not started',
    ]);
  });

  it('asks for the whole business when the member has no units', () => {
    expect(matrixTasks(riskAssessmentMatrix([], [], TODAY)).map(({ cell }) => cell.status)).toEqual(['Not started', 'Not started', 'Not started']);
  });
});

describe('the Company Documents list', () => {
  it('shows the policy and COSHH for the business, each risk assessment the member has or one line for it, overdue first', () => {
    const rows = companyDocumentRows(
      [signedDocument('coshh', null, 200), signedDocument('fireSafetyRiskAssessment', 'u-cafe', -1), signedDocument('fireSafetyRiskAssessment', null, 10), draft('healthAndSafetyPolicy', null)],
      [CAFE],
      TODAY,
    );
    expect(rows.map((row) => [row.type, row.unitName, row.status, row.action, row.needsScope])).toEqual([
      ['fireSafetyRiskAssessment', 'Café', 'Overdue', 'Review', false],
      ['fireSafetyRiskAssessment', null, 'Review due', 'Review', false],
      ['healthAndSafetyPolicy', null, 'Draft', 'Continue', false],
      ['foodSafetyRiskAssessment', null, 'Not started', 'Start', true],
      ['healthAndSafetyRiskAssessment', null, 'Not started', 'Start', true],
      ['coshh', null, 'Current', 'View', false],
    ]);
  });

  it("never lists a closed unit's document as overdue or due: it is kept, as 'Unit closed', after everything else", () => {
    const rows = companyDocumentRows(
      [signedDocument('fireSafetyRiskAssessment', 'u-old', -50), signedDocument('foodSafetyRiskAssessment', 'u-old', 10), signedDocument('fireSafetyRiskAssessment', 'u-cafe', -1)],
      [CAFE, OLD],
      TODAY,
    );
    expect(rows.filter((row) => row.unitId !== null).map((row) => [row.type, row.unitName, row.status, row.action])).toEqual([
      ['fireSafetyRiskAssessment', 'Café', 'Overdue', 'Review'],
      ['foodSafetyRiskAssessment', 'Old kiosk', 'Unit closed', 'View'],
      ['fireSafetyRiskAssessment', 'Old kiosk', 'Unit closed', 'View'],
    ]);
  });
});

describe("a closed unit's own risk assessments", () => {
  it('shows what it has as kept, never overdue, and is not covered by the whole business', () => {
    const documents = [signedDocument('fireSafetyRiskAssessment', 'u-old', -50), signedDocument('healthAndSafetyRiskAssessment', null, 200)];
    expect(unitRiskAssessments(OLD, documents, TODAY).map((cell) => [cell.type, cell.status, cell.coveredByBusiness])).toEqual([
      ['foodSafetyRiskAssessment', 'Not started', false],
      ['healthAndSafetyRiskAssessment', 'Not started', false],
      ['fireSafetyRiskAssessment', 'Unit closed', false],
    ]);
    expect(unitRiskAssessments(CAFE, documents, TODAY).map((cell) => cell.coveredByBusiness)).toEqual([false, true, false]);
  });
});
