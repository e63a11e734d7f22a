import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { formatApiDate } from '@/domain/format/date';
import { emptyAppliance, GAS_DETAILS_MESSAGES, gasDetailsFormValues, gasDetailsSchema, toGasDetailsRequest, type GasDetailsFormValues } from '@/domain/gas/gasDetailsSchema';
import { createGasRecordSchema, GAS_RECORD_MESSAGES, toGasRecordUpload, type GasRecordFormValues } from '@/domain/gas/gasRecordSchema';
import { inspectionStatus, latestRecord, nextInspectionDue } from '@/domain/gas/gasSafety';
import { htmlBytes, pdfBytes, sampleFile } from '../../mocks/data/sampleFiles';

const day = (iso: string) => new Date(`${iso}T00:00:00`);

describe('the next inspection is due 12 months on', () => {
  it.each([
    { inspected: '2025-04-10', due: '2026-04-10' },
    { inspected: '2025-12-31', due: '2026-12-31' },
    { inspected: '2024-02-29', due: '2025-02-28' },
    { inspected: '2023-02-28', due: '2024-02-28' },
  ])('inspected $inspected: due $due', ({ inspected, due }) => {
    expect(formatApiDate(nextInspectionDue(inspected))).toBe(due);
  });
});

describe('inspection status on each boundary (inspected 30/06/2025, due 30/06/2026)', () => {
  const latest = { inspectedOn: '2025-06-30' };
  it.each([
    { today: '2025-07-01', status: 'inDate', when: 'the day after the inspection' },
    { today: '2026-05-30', status: 'inDate', when: 'due date minus 31 days' },
    { today: '2026-05-31', status: 'dueSoon', when: 'due date minus 30 days' },
    { today: '2026-06-30', status: 'dueSoon', when: 'the due date itself' },
    { today: '2026-07-01', status: 'overdue', when: 'the day after the due date' },
  ])('$when ($today): $status', ({ today, status }) => {
    expect(inspectionStatus(latest, day(today))).toBe(status);
  });

  it('needs an inspection now when none is recorded', () => {
    expect(inspectionStatus(undefined, day('2026-01-01'))).toBe('noRecord');
  });

  it('goes by the latest inspection', () => {
    expect(latestRecord([{ inspectedOn: '2024-05-01' }, { inspectedOn: '2025-05-01' }, { inspectedOn: '2023-05-01' }])).toEqual({ inspectedOn: '2025-05-01' });
    expect(latestRecord([])).toBeUndefined();
  });
});

function errorsOf(validate: () => unknown): string[] {
  try {
    validate();
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
}

describe('the record an inspection form', () => {
  const schema = createGasRecordSchema({ today: new Date('2026-03-01T18:00:00') });
  const pdf = sampleFile(pdfBytes(), 'cp42.pdf', 'application/pdf');
  const valid: GasRecordFormValues = {
    inspectedOn: day('2026-02-20'),
    engineerName: 'Dan Price',
    engineerBusiness: 'Price Gas Services',
    gasSafeNumber: '123 4567',
    result: 'Pass',
    defects: '',
    actions: '',
    certificate: pdf,
  };
  // The schema reads the certificate's bytes, so it validates asynchronously.
  const errors = async (change: Partial<GasRecordFormValues>) => {
    try {
      await schema.validate({ ...valid, ...change }, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as ValidationError).errors;
    }
  };

  it.each([
    { note: 'a clean pass', change: {}, messages: [] },
    { note: 'no date', change: { inspectedOn: null }, messages: [GAS_RECORD_MESSAGES.inspectedOn] },
    { note: 'inspected today', change: { inspectedOn: day('2026-03-01') }, messages: [] },
    { note: 'inspected tomorrow', change: { inspectedOn: day('2026-03-02') }, messages: [GAS_RECORD_MESSAGES.inspectedInFuture] },
    { note: 'no engineer', change: { engineerName: ' ' }, messages: [GAS_RECORD_MESSAGES.engineerName] },
    { note: 'no business', change: { engineerBusiness: '' }, messages: [GAS_RECORD_MESSAGES.engineerBusiness] },
    { note: 'a 6-digit business number', change: { gasSafeNumber: '123456' }, messages: [] },
    { note: 'a 5-digit number', change: { gasSafeNumber: '12345' }, messages: [GAS_RECORD_MESSAGES.gasSafeNumber] },
    { note: 'an 8-digit number', change: { gasSafeNumber: '12345678' }, messages: [GAS_RECORD_MESSAGES.gasSafeNumber] },
    { note: 'letters', change: { gasSafeNumber: 'GS12345' }, messages: [GAS_RECORD_MESSAGES.gasSafeNumber] },
    { note: 'no number', change: { gasSafeNumber: '' }, messages: [GAS_RECORD_MESSAGES.gasSafeNumber] },
    { note: 'no result', change: { result: '' as const }, messages: [GAS_RECORD_MESSAGES.result] },
    { note: 'a fail without defects or actions', change: { result: 'Fail' as const }, messages: [GAS_RECORD_MESSAGES.defects, GAS_RECORD_MESSAGES.actions] },
    { note: 'advice with both', change: { result: 'PassWithAdvice' as const, defects: 'Flue not to current standards', actions: 'Quote to replace' }, messages: [] },
    { note: 'no file', change: { certificate: null }, messages: ['Select the gas safety record file'] },
    { note: 'a text file', change: { certificate: sampleFile(new TextEncoder().encode('notes'), 'notes.txt', 'text/plain') }, messages: ['The gas safety record must be a PDF, JPEG or PNG file'] },
    { note: 'an HTML file named .pdf', change: { certificate: sampleFile(htmlBytes(), 'cp42.pdf', 'application/pdf') }, messages: ['The gas safety record must be a PDF, JPEG or PNG file'] },
    { note: 'an empty file', change: { certificate: sampleFile(new Uint8Array(0), 'cp42.pdf', 'application/pdf') }, messages: ['The gas safety record file is empty: choose it again'] },
  ])('$note', async ({ change, messages }) => {
    expect(await errors(change)).toEqual(messages);
  });

  it('sends the number without spaces and the date as yyyy-MM-dd', () => {
    expect(toGasRecordUpload(valid)).toMatchObject({ inspectedOn: '2026-02-20', gasSafeNumber: '1234567', result: 'Pass', certificate: pdf });
  });
});

describe('the gas supply and appliances form', () => {
  const errors = (values: GasDetailsFormValues) => errorsOf(() => gasDetailsSchema.validateSync(values, { abortEarly: false }));
  const range = { id: '', name: 'Six-burner range', location: 'Kitchen', interlocked: true };

  it.each([
    { note: 'mains with an appliance', values: { gasSupply: 'Mains' as const, appliances: [range] }, messages: [] },
    { note: 'no supply chosen', values: { gasSupply: '' as const, appliances: [range] }, messages: [GAS_DETAILS_MESSAGES.gasSupply] },
    { note: 'LPG without appliances', values: { gasSupply: 'LPG' as const, appliances: [] }, messages: [GAS_DETAILS_MESSAGES.appliances] },
    { note: 'an appliance unnamed and unplaced', values: { gasSupply: 'Mains' as const, appliances: [emptyAppliance()] }, messages: [GAS_DETAILS_MESSAGES.applianceName, GAS_DETAILS_MESSAGES.applianceLocation] },
    { note: 'no gas: blank rows do not matter', values: { gasSupply: 'None' as const, appliances: [emptyAppliance()] }, messages: [] },
  ])('$note', ({ values, messages }) => {
    expect(errors(values)).toEqual(messages);
  });

  it('sends no appliances for a unit without gas, and ids only for existing ones', () => {
    expect(toGasDetailsRequest({ gasSupply: 'None', appliances: [range] })).toEqual({ gasSupply: 'None', appliances: [] });
    expect(toGasDetailsRequest({ gasSupply: 'LPG', appliances: [range, { ...range, id: 'a1', name: ' Fryer ' }] })).toEqual({
      gasSupply: 'LPG',
      appliances: [
        { name: 'Six-burner range', location: 'Kitchen', interlocked: true },
        { id: 'a1', name: 'Fryer', location: 'Kitchen', interlocked: true },
      ],
    });
  });

  it('starts with one empty appliance for a unit not set up yet', () => {
    expect(gasDetailsFormValues(undefined)).toEqual({ gasSupply: '', appliances: [emptyAppliance()] });
  });
});
