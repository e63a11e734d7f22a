// Tests of the API simulator (a test double): trading units, compliance documents and their rules.
import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatApiDate } from '@/domain/format/date';
import { DOCUMENT_DEFINITIONS } from '@/domain/documents/documentDefinitions';
import type { ComplianceDocument, MemberDocuments } from '@/domain/documents/complianceDocument';
import type { ComplianceSummary } from '@/domain/documents/complianceSummary';
import type { UnitPremises, UnitRequest } from '@/domain/units/unitPremises';
import { DELIBERATE_FAULT_HEADER } from '../contract/contract';
import { demoAccount } from '../mocks/data/demoAccounts';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { BUSINESS_TYPES, FOOD_TYPES, FRANCHISE_UNIT_TYPES } from '../mocks/api/seed/premisesReference';
import { samplePeopleOf } from '../mocks/api/seed/documents';
import { sampleAnswers } from '../mocks/api/seed/sampleDocumentAnswers';
import { unitId } from '../mocks/api/seed/units';
import { multipartBody } from './support/multipartBody';
import { docBytes, docxBytes, htmlBytes, pdfBytes, pngBytes } from '../mocks/data/sampleFiles';
import { setupSimulator } from '../integration/support/simulator';
import { callApi } from './support/callApi';
import { refusalOf } from './support/refusal';
import { API_URL } from '../support/apiUrl';

const simulator = setupSimulator();
const ACTIVE = demoAccount('member-active').membershipNumber!;
const as = (key: string) => tokenForDemoAccount(key);

const newUnit: UnitRequest = {
  name: 'Harbour Kiosk',
  addressLine1: '1 Quay Street',
  town: 'Whitby',
  postcode: 'yo21 1dh',
  businessTypeId: BUSINESS_TYPES.Takeaway,
  hygieneRating: null,
  foodTypeIds: [FOOD_TYPES['Fish and shellfish']],
  equipmentTypeIds: [],
  localAuthorityRegisteredOn: null,
  employees: 2,
  isMobile: false,
  overnightLocation: null,
};

type UploadFile = { filename: string; type: string; size: number; head?: Uint8Array };

/**
 * Multipart by hand (jsdom's File loses its bytes on the way through Node's fetch): each byte of the file
 * is 'A'. Each upload is a new attempt; `outsideContract` marks a form the contract does not allow.
 */
function upload(membershipNumber: string, token: string, fields: Record<string, string | UploadFile>, { outsideContract = false } = {}) {
  const { body, contentType } = multipartBody(
    Object.entries(fields).map(([name, value]) => (typeof value === 'string' ? { name, value } : { name, file: value })),
  );
  return fetch(`${API_URL}/members/${membershipNumber}/documents/upload`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': contentType,
      'Idempotency-Key': crypto.randomUUID(),
      ...(outsideContract ? { [DELIBERATE_FAULT_HEADER]: 'request' } : {}),
    },
    body,
  });
}

describe('units', () => {
  it('creates a unit with a tidied postcode, and checks the postcode by the §5 rule itself', async () => {
    const token = await as('member-active');
    const created = await callApi(`/members/${ACTIVE}/units`, { token, method: 'POST', body: newUnit });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'Harbour Kiosk', postcode: 'YO21 1DH', status: 'Open', isFranchiseUnit: false });
    const refused = await callApi(`/members/${ACTIVE}/units`, { token, method: 'POST', body: { ...newUnit, postcode: 'YO21-1DH' }, outsideContract: true });
    expect(await refusalOf(refused)).toMatchObject({ status: 400, code: 'invalid-request', fields: ['postcode'] });
  });

  it('takes a postcode in any case, and keeps it in capitals', async () => {
    const token = await as('member-active');
    // The contract asks for the space (the portal always sends it): without it the request is bad input.
    const created = await callApi(`/members/${ACTIVE}/units`, { token, method: 'POST', body: { ...newUnit, postcode: 'hg5 8aa' } });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ postcode: 'HG5 8AA' });
  });

  // The contract's schema already rules out some of these (outsideContract); the server checks them all.
  it.each([
    { what: 'an unknown food type', change: { foodTypeIds: ['f1000000-0000-4000-8000-000000000999'] }, code: 'unknown-food-type', field: 'foodTypeIds' },
    { what: 'no food type', change: { foodTypeIds: [] }, outsideContract: true, code: 'invalid-request', field: 'foodTypeIds' },
    { what: 'a mobile unit without where it is kept overnight', change: { isMobile: true, overnightLocation: '' }, code: 'overnight-location-required', field: 'overnightLocation' },
    { what: 'a Scottish rating under the 0–5 scheme', change: { hygieneRating: { scheme: 'FHRS', value: 'Pass', ratedOn: '2025-01-01' } }, code: 'invalid-request', field: 'hygieneRating.value' },
    { what: 'an inspection in the future', change: { hygieneRating: { scheme: 'FHRS', value: '5', ratedOn: '2999-01-01' } }, code: 'date-in-future', field: 'hygieneRating.ratedOn' },
    { what: 'half an employee', change: { employees: 1.5 }, outsideContract: true, code: 'invalid-request', field: 'employees' },
  ])('refuses $what (400 $code, naming $field)', async ({ change, outsideContract, code, field }) => {
    const response = await callApi(`/members/${ACTIVE}/units`, { token: await as('member-active'), method: 'POST', body: { ...newUnit, ...change }, outsideContract });
    expect(await refusalOf(response)).toMatchObject({ status: 400, code, fields: expect.arrayContaining([field]) });
  });

  it("does not give away another member's unit (404), nor let a member reach another's units (403)", async () => {
    const token = await as('member-active');
    expect((await callApi(`/members/${ACTIVE}/units/${unitId(40)}`, { token })).status).toBe(404);
    expect((await callApi(`/members/${ACTIVE}/units/not-a-guid`, { token, outsideContract: true })).status).toBe(404);
    expect((await callApi(`/members/LM100040/units/${unitId(40)}`, { token })).status).toBe(403);
  });

  it('closes a unit once, keeping it and its records; a closed unit cannot be changed', async () => {
    const token = await as('member-active');
    const closed = await callApi(`/members/${ACTIVE}/units/${unitId(1)}/close`, { token, method: 'POST' });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ status: 'Closed', closedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((await callApi(`/members/${ACTIVE}/units/${unitId(1)}/close`, { token, method: 'POST' })).status).toBe(409);
    expect((await callApi(`/members/${ACTIVE}/units/${unitId(1)}`, { token, method: 'PUT', body: newUnit })).status).toBe(409);
    expect(simulator.store().units.units.get(ACTIVE)).toHaveLength(2);
    expect(simulator.store().documents.documents.get(ACTIVE)!.some((document) => document.unitId === unitId(1))).toBe(true);
  });

  it("creates the coffee franchisee's unit with the configured types, which the member cannot change", async () => {
    const franchisee = demoAccount('member-coffee-franchise').membershipNumber!;
    const token = await as('member-coffee-franchise');
    const {
      items: [unit],
    } = (await (await callApi(`/members/${franchisee}/units`, { token })).json()) as { items: UnitPremises[] };
    expect(unit).toMatchObject({ isFranchiseUnit: true, ...FRANCHISE_UNIT_TYPES });
    // The portal's settings for the stand-ins (.env.e2e, .env.development) name the same ids.
    expect(import.meta.env.VITE_FRANCHISE_BUSINESS_TYPE_ID).toBe(FRANCHISE_UNIT_TYPES.businessTypeId);
    expect(import.meta.env.VITE_FRANCHISE_FOOD_TYPE_IDS.split(',')).toEqual(FRANCHISE_UNIT_TYPES.foodTypeIds);
    expect(import.meta.env.VITE_FRANCHISE_EQUIPMENT_TYPE_IDS.split(',')).toEqual(FRANCHISE_UNIT_TYPES.equipmentTypeIds);

    const { id, status: _status, isFranchiseUnit: _franchise, closedOn: _closedOn, ...fields } = unit!;
    const kept = await callApi(`/members/${franchisee}/units/${id}`, { token, method: 'PUT', body: { ...fields, employees: 6 } });
    expect(kept.status).toBe(200);
    const changed = await callApi(`/members/${franchisee}/units/${id}`, { token, method: 'PUT', body: { ...fields, businessTypeId: BUSINESS_TYPES.Takeaway } });
    expect(await refusalOf(changed)).toMatchObject({ status: 400, code: 'franchise-fields-fixed', fields: ['businessTypeId', 'foodTypeIds', 'equipmentTypeIds'] });
  });

  it('serves the overview to administrators and account managers only', async () => {
    expect((await callApi('/units/overview', { token: await as('member-active') })).status).toBe(403);
    expect((await callApi('/units/overview', { token: await as('larder-admin') })).status).toBe(200);
    expect((await callApi('/units/overview?page=0', { token: await as('larder-admin'), outsideContract: true })).status).toBe(400);
    expect((await callApi('/units/overview?rating=7', { token: await as('account-manager'), outsideContract: true })).status).toBe(400);
  });
});

describe('documents', () => {
  const createFire = async (key: string, unit: string | null) => {
    const number = demoAccount(key).membershipNumber!;
    return callApi(`/members/${number}/documents`, { token: await as(key), method: 'POST', body: { type: 'fireSafetyRiskAssessment', unitId: unit } });
  };

  it('starts a document with a prefilled draft, once per type and scope', async () => {
    const created = await createFire('member-active', unitId(2));
    expect(created.status).toBe(201);
    const document = (await created.json()) as ComplianceDocument;
    expect(document.draft!.answers.premises!.businessName).toBe('Larder Kitchens Ltd');
    expect((await createFire('member-active', unitId(2))).status).toBe(409);
  });

  it('starts a new food safety risk assessment honest: template text offered as suggestions, nothing pre-accepted or confirmed', async () => {
    const number = demoAccount('member-compliance-new').membershipNumber!;
    const created = await callApi(`/members/${number}/documents`, {
      token: await as('member-compliance-new'),
      method: 'POST',
      body: { type: 'foodSafetyRiskAssessment', unitId: null },
    });
    const { draft } = (await created.json()) as ComplianceDocument;
    expect(draft!.answers).toEqual({ business: { businessName: 'Fresh Start Kitchen' } });
    expect(draft!.confirmedSections).toEqual([]);
    expect(Object.keys(draft!.suggestions)).toEqual(expect.arrayContaining(['crossContamination', 'chilling']));
  });

  it.each([
    { what: 'a whole-business document for a unit', body: { type: 'healthAndSafetyPolicy', unitId: unitId(1) }, status: 400 },
    { what: 'an unknown type', body: { type: 'menu', unitId: null }, status: 400, outsideContract: true },
    { what: "another member's unit", body: { type: 'fireSafetyRiskAssessment', unitId: unitId(40) }, status: 404 },
  ])('refuses $what ($status)', async ({ body, status, outsideContract }) => {
    expect((await callApi(`/members/${ACTIVE}/documents`, { token: await as('member-active'), method: 'POST', body, outsideContract })).status).toBe(status);
  });

  it('refuses a new document for a closed unit (409)', async () => {
    const mix = demoAccount('member-compliance-mix').membershipNumber!;
    const response = await callApi(`/members/${mix}/documents`, { token: await as('member-compliance-mix'), method: 'POST', body: { type: 'fireSafetyRiskAssessment', unitId: unitId(42) } });
    expect(response.status).toBe(409);
  });

  it('signs only a complete draft; a signed version cannot be edited, only reviewed into a new version', async () => {
    const token = await as('member-active');
    const fire = simulator.store().documents.documents.get(ACTIVE)!.find((document) => document.type === 'fireSafetyRiskAssessment')!;
    const path = `/members/${ACTIVE}/documents/${fire.id}`;
    const signature = { signature: { name: 'Priya Shah', role: 'Director', signedOn: formatApiDate(new Date()) }, reviewDate: formatApiDate(addDays(new Date(), 200)) };

    const incomplete = await callApi(`${path}/sign`, { token, method: 'POST', body: signature });
    const refusal = await refusalOf(incomplete);
    expect(refusal).toMatchObject({ status: 400, code: 'document-incomplete' });
    expect(refusal.detail).toMatch(/^Not finished: Fire protection/);

    const answers = sampleAnswers('fireSafetyRiskAssessment', 'Larder Kitchens Ltd', samplePeopleOf('member-active'), { premises: 'A café' });
    const allParts = DOCUMENT_DEFINITIONS.fireSafetyRiskAssessment.sections.map((section) => section.id);
    // Complete, but the last part not yet seen and confirmed by the member.
    expect((await callApi(`${path}/draft`, { token, method: 'PUT', body: { answers, step: 7, confirmedSections: allParts.slice(0, -1) } })).status).toBe(200);
    const unconfirmed = await refusalOf(await callApi(`${path}/sign`, { token, method: 'POST', body: signature }));
    expect(unconfirmed).toMatchObject({ status: 400, code: 'parts-not-confirmed', detail: 'Not confirmed: Who carried out the assessment' });
    expect((await callApi(`${path}/draft`, { token, method: 'PUT', body: { answers, step: 7, confirmedSections: allParts } })).status).toBe(200);
    const tooLate = { ...signature, reviewDate: formatApiDate(addDays(new Date(), 400)) };
    expect((await callApi(`${path}/sign`, { token, method: 'POST', body: tooLate })).status).toBe(400);
    const signed = await callApi(`${path}/sign`, { token, method: 'POST', body: signature });
    expect(signed.status).toBe(200);
    expect(await signed.json()).toMatchObject({ draft: null, latestVersion: { version: 1, signature: { name: 'Priya Shah' } } });

    const edit = await callApi(`${path}/draft`, { token, method: 'PUT', body: { answers, step: 0 } });
    expect(await refusalOf(edit)).toMatchObject({ status: 409, code: 'draft-not-open' });
    expect(await refusalOf(await callApi(`${path}/sign`, { token, method: 'POST', body: signature }))).toMatchObject({ status: 409, code: 'draft-not-open' });

    const review = await callApi(`${path}/draft`, { token, method: 'POST' });
    expect(review.status).toBe(201);
    // A review starts from the signed answers, each part to be confirmed again.
    expect(await review.json()).toMatchObject({ draft: { basedOnVersion: 1, answers: { premises: { premisesDescription: 'A café' } }, suggestions: {}, confirmedSections: [] } });
    expect(await refusalOf(await callApi(`${path}/draft`, { token, method: 'POST' }))).toMatchObject({ status: 409, code: 'draft-already-open' });
  });

  it('takes a PDF, Word or image upload up to 10 MB, refuses others with 400, and gives the file back', async () => {
    const token = await as('member-active');
    const fields = { documentType: 'healthAndSafetyPolicy', reviewDate: '2030-01-01' };
    const wrongType = await upload(ACTIVE, token, { ...fields, file: { filename: 'policy.txt', type: 'text/plain', size: 1 } });
    expect(await refusalOf(wrongType)).toMatchObject({ status: 400, code: 'file-type-not-accepted', fields: ['file'] });
    const tooBig = await upload(ACTIVE, token, { ...fields, file: { filename: 'policy.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1, head: pdfBytes() } });
    expect(await refusalOf(tooBig)).toMatchObject({ status: 400, code: 'file-too-large', detail: 'The file is larger than 10 MB', fields: ['file'] });
    const noDate = await upload(ACTIVE, token, { documentType: 'healthAndSafetyPolicy', file: { filename: 'policy.pdf', type: 'application/pdf', size: 4, head: pdfBytes() } }, { outsideContract: true });
    expect(await refusalOf(noDate)).toMatchObject({ status: 400, code: 'invalid-request', fields: ['reviewDate'] });

    const exactly10Mb = await upload(ACTIVE, token, { ...fields, file: { filename: 'big.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 10 * 1024 * 1024, head: docxBytes() } });
    expect(exactly10Mb.status).toBe(201);
    const head = new TextEncoder().encode('%PDF-1.7');
    const accepted = await upload(ACTIVE, token, { ...fields, file: { filename: 'policy.pdf', type: 'application/pdf', size: 15, head } });
    expect(accepted.status).toBe(201);
    const summary = await accepted.json();
    expect(summary.upload).toMatchObject({ fileName: 'policy.pdf', size: 15, reviewDate: '2030-01-01' });
    const file = await callApi(`/members/${ACTIVE}/documents/${summary.id}/upload`, { token });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="policy.pdf"; filename*=UTF-8''policy.pdf`);
    expect(await file.text()).toBe(`%PDF-1.7${'A'.repeat(7)}`);
  });

  it.each([
    { what: 'an HTML file named .pdf', file: { filename: 'policy.pdf', type: 'application/pdf', size: 200, head: htmlBytes() }, code: 'file-type-not-accepted', message: 'The file must be a PDF, a Word document or a JPEG or PNG image' },
    { what: 'an empty file', file: { filename: 'policy.pdf', type: 'application/pdf', size: 0 }, code: 'file-empty', message: 'The file is empty' },
    { what: 'a scan of more than 40 megapixels', file: { filename: 'scan.png', type: 'image/png', size: 100, head: pngBytes(9000, 9000) }, code: 'image-too-large', message: 'The image is more than 40 megapixels' },
  ])('refuses $what by its bytes (400 $code)', async ({ file, code, message }) => {
    const response = await upload(ACTIVE, await as('member-active'), { documentType: 'healthAndSafetyPolicy', reviewDate: '2030-01-01', file });
    expect(await refusalOf(response)).toEqual({ status: 400, code, detail: message, fields: ['file'] });
  });

  it('keeps an upload with the type its bytes say: a legacy Word file sent as a PDF', async () => {
    const token = await as('member-active');
    const response = await upload(ACTIVE, token, { documentType: 'coshh', reviewDate: '2030-01-01', file: { filename: 'coshh.pdf', type: 'application/pdf', size: 64, head: docBytes() } });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect((await callApi(`/members/${ACTIVE}/documents/${id}/upload`, { token })).headers.get('content-type')).toBe('application/msword');
  });

  it("refuses another member's documents (403) and answers 404 for a document that is not the member's", async () => {
    expect((await callApi('/members/LM100040/documents', { token: await as('member-active') })).status).toBe(403);
    const theirs = simulator.store().documents.documents.get('LM100040')![0]!.id;
    expect((await callApi(`/members/${ACTIVE}/documents/${theirs}`, { token: await as('member-active') })).status).toBe(404);
  });

  it('lists the documents with the business name, and summarises what is due for the dashboard', async () => {
    const token = await as('member-active');
    const list = (await (await callApi(`/members/${ACTIVE}/documents`, { token })).json()) as MemberDocuments;
    expect(list.businessName).toBe('Larder Kitchens Ltd');
    expect(list.documents.map((document) => document.type)).toEqual([
      'healthAndSafetyPolicy',
      'coshh',
      'foodSafetyRiskAssessment',
      'foodSafetyRiskAssessment',
      'healthAndSafetyRiskAssessment',
      'fireSafetyRiskAssessment',
    ]);
    const summary = (await (await callApi(`/members/${ACTIVE}/compliance/summary`, { token })).json()) as ComplianceSummary;
    expect(summary.documentsDue.map((due) => [due.type, due.unitName, due.status])).toEqual([
      ['healthAndSafetyRiskAssessment', 'The Larder Café', 'Overdue'],
      ['foodSafetyRiskAssessment', 'Larder Street Food Van', 'Review due'],
    ]);
    expect(summary.unitsWithoutRiskAssessment.map((unit) => [unit.unitName, unit.missing])).toEqual([
      ['The Larder Café', ['healthAndSafetyRiskAssessment', 'fireSafetyRiskAssessment']],
      ['Larder Street Food Van', ['healthAndSafetyRiskAssessment', 'fireSafetyRiskAssessment']],
    ]);
  });

  it("starts a new food safety assessment from the defaults published last (defaultsVersion), and a review from the member's own version", async () => {
    const admin = await as('larder-admin');
    const defaults = (await (await callApi('/default-documents/food-safety', { token: admin })).json()) as { current: { version: number; answers: Record<string, Record<string, unknown>> } };
    const answers = { ...defaults.current.answers, chilling: { ...defaults.current.answers.chilling, chilledLimit: 3 } };
    const published = await callApi('/default-documents/food-safety/versions', { token: admin, method: 'POST', body: { answers, note: 'Chilled food at 3 °C.' } });
    expect(published.status).toBe(201);
    expect(simulator.store().documents.defaults.at(-1)).toMatchObject({ version: 3, note: 'Chilled food at 3 °C.', publishedBy: demoAccount('larder-admin').name });

    const started = (await (
      await callApi(`/members/${demoAccount('member-compliance-new').membershipNumber}/documents`, {
        token: await as('member-compliance-new'),
        method: 'POST',
        body: { type: 'foodSafetyRiskAssessment' },
      })
    ).json()) as ComplianceDocument;
    expect(started.draft).toMatchObject({ defaultsVersion: 3, suggestions: { chilling: { chilledLimit: 3 } } });

    const token = await as('member-active');
    const cafe = (await (await callApi(`/members/${ACTIVE}/documents`, { token })).json()) as MemberDocuments;
    const existing = cafe.documents.find((document) => document.type === 'foodSafetyRiskAssessment' && document.latestVersion && !document.draftSavedOn)!;
    const review = (await (await callApi(`/members/${ACTIVE}/documents/${existing.id}/draft`, { token, method: 'POST' })).json()) as ComplianceDocument;
    expect(review.draft).toMatchObject({ defaultsVersion: 1 });
    expect(review.draft!.suggestions).toEqual({});
  });

  it('lets only administrators see and publish the default document', async () => {
    expect((await callApi('/default-documents/food-safety', { token: await as('member-active') })).status).toBe(403);
    expect((await callApi('/default-documents/food-safety', { token: await as('account-manager') })).status).toBe(403);
    const token = await as('larder-admin');
    expect((await callApi('/default-documents/food-safety/versions', { token, method: 'POST', body: { answers: {}, note: 'x' } })).status).toBe(400);
    expect((await callApi('/default-documents/food-safety/versions/9', { token })).status).toBe(404);
  });
});

describe('submissions happen once per Idempotency-Key (one attempt)', () => {
  it('answers a repeated unit creation with the unit made the first time, and makes no second one', async () => {
    const token = await as('member-active');
    const idempotencyKey = crypto.randomUUID();
    const first = await callApi(`/members/${ACTIVE}/units`, { token, method: 'POST', body: newUnit, idempotencyKey });
    const again = await callApi(`/members/${ACTIVE}/units`, { token, method: 'POST', body: newUnit, idempotencyKey });
    expect([first.status, first.headers.get('Idempotent-Replayed')]).toEqual([201, 'false']);
    expect([again.status, again.headers.get('Idempotent-Replayed')]).toEqual([201, 'true']);
    expect(await again.json()).toEqual(await first.json());
    expect(simulator.store().units.units.get(ACTIVE)).toHaveLength(3);
  });

  it('keeps nothing for a refused signature, so the same attempt signs once the draft is finished, and only once', async () => {
    const token = await as('member-active');
    const fire = simulator.store().documents.documents.get(ACTIVE)!.find((document) => document.type === 'fireSafetyRiskAssessment')!;
    const path = `/members/${ACTIVE}/documents/${fire.id}`;
    const signature = { signature: { name: 'Priya Shah', role: 'Director', signedOn: formatApiDate(new Date()) }, reviewDate: formatApiDate(addDays(new Date(), 200)) };
    const idempotencyKey = crypto.randomUUID();

    expect((await callApi(`${path}/sign`, { token, method: 'POST', body: signature, idempotencyKey })).status).toBe(400);
    const answers = sampleAnswers('fireSafetyRiskAssessment', 'Larder Kitchens Ltd', samplePeopleOf('member-active'), { premises: 'A café' });
    const confirmedSections = DOCUMENT_DEFINITIONS.fireSafetyRiskAssessment.sections.map((section) => section.id);
    expect((await callApi(`${path}/draft`, { token, method: 'PUT', body: { answers, step: 7, confirmedSections } })).status).toBe(200);

    const signed = await callApi(`${path}/sign`, { token, method: 'POST', body: signature, idempotencyKey });
    expect([signed.status, signed.headers.get('Idempotent-Replayed')]).toEqual([200, 'false']);
    const replayed = await callApi(`${path}/sign`, { token, method: 'POST', body: signature, idempotencyKey });
    expect([replayed.status, replayed.headers.get('Idempotent-Replayed')]).toEqual([200, 'true']);
    expect(await replayed.json()).toEqual(await signed.json());
    expect(fire.versions).toHaveLength(1);

    const otherBody = { ...signature, reviewDate: formatApiDate(addDays(new Date(), 100)) };
    expect(await refusalOf(await callApi(`${path}/sign`, { token, method: 'POST', body: otherBody, idempotencyKey }))).toMatchObject({ status: 400, code: 'idempotency-key-reused' });
  });

  it('refuses a submission without an Idempotency-Key (400), doing nothing', async () => {
    const response = await callApi(`/members/${ACTIVE}/units/${unitId(1)}/close`, { token: await as('member-active'), method: 'POST', idempotencyKey: null, outsideContract: true });
    expect(await refusalOf(response)).toMatchObject({ status: 400, code: 'invalid-request', fields: ['Idempotency-Key'] });
    expect(simulator.store().units.units.get(ACTIVE)!.find((unit) => unit.id === unitId(1))).toMatchObject({ status: 'Open' });
  });
});
