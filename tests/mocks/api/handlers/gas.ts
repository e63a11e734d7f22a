// TEST DOUBLE, never shipped: the gas safety calls (My Gas Engineer), checked as the real server would
// check them. The calls' contract: src/features/member/gas/api/.
import { formatISO } from 'date-fns';
import { http, HttpResponse, type PathParams } from 'msw';
import {
  GAS_SAFE_NUMBER_PATTERN,
  isGasSupply,
  isInspectionResult,
  tidyGasSafeNumber,
  type GasAppliance,
  type GasSafetyRecord,
  type UnitGasSafety,
} from '../../../../src/domain/gas/gasSafety';
import { calendarDay } from '../../../../src/domain/training/certificate';
import { errorResponse } from '../responses';
import { checkCertificateFile, checkDate, fileResponse, memberUnit, newGuid, refuse, text, type Refusal } from '../rules/records';
import { memberResolver } from './memberResolver';
import type { ApiHandlerOptions } from './options';

const MAX_APPLIANCES = 50;

/** Newest first: the order every screen reads records in. */
const newestFirst = (a: GasSafetyRecord, b: GasSafetyRecord) =>
  calendarDay(b.inspectedOn).getTime() - calendarDay(a.inspectedOn).getTime() || b.recordedOn.localeCompare(a.recordedOn);

function checkGasDetails(body: unknown, current: UnitGasSafety | undefined): Refusal | { ok: true; details: Pick<UnitGasSafety, 'gasSupply'> & { appliances: (Omit<GasAppliance, 'id'> & { id?: string })[] } } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (!isGasSupply(record.gasSupply)) return refuse(400, 'gasSupply must be Mains, LPG or None');
  if (!Array.isArray(record.appliances) || record.appliances.length > MAX_APPLIANCES) return refuse(400, `appliances must be a list of at most ${MAX_APPLIANCES}`);
  if (record.gasSupply === 'None' && record.appliances.length > 0) return refuse(400, 'A unit without gas has no gas appliances');
  if (record.gasSupply !== 'None' && record.appliances.length === 0) return refuse(400, 'A unit with gas needs at least one appliance');
  const appliances = [];
  for (const raw of record.appliances as unknown[]) {
    const appliance = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const name = text(appliance.name);
    const location = text(appliance.location);
    if (!name || !location) return refuse(400, 'Every appliance needs a name and a location');
    if (typeof appliance.interlocked !== 'boolean') return refuse(400, 'interlocked must be true or false');
    const id = appliance.id === undefined ? undefined : text(appliance.id);
    if (id !== undefined && !current?.appliances.some((existing) => existing.id === id)) return refuse(400, `No appliance ${id} at this unit`);
    appliances.push({ ...(id ? { id } : {}), name, location, interlocked: appliance.interlocked });
  }
  return { ok: true, details: { gasSupply: record.gasSupply, appliances } };
}

export function gasHandlers(options: ApiHandlerOptions) {
  const gas = () => options.store.gas;
  const member = `${options.apiUrl}/members/:membershipNumber/gas-safety`;
  const nextId = (prefix: string) => newGuid(prefix, gas().nextId++);
  const unitsOf = (membershipNumber: string) => gas().units.get(membershipNumber) ?? [];
  const unitParam = (params: PathParams) => String(params.unitId);

  return [
    http.get(
      member,
      memberResolver(options, ({ member: { membershipNumber } }) =>
        HttpResponse.json(unitsOf(membershipNumber).map((unit) => ({ ...unit, records: [...unit.records].sort(newestFirst) }))),
      ),
    ),

    http.put(`${member}/units/:unitId`, async (info) =>
      memberResolver(options, async ({ request, member: { membershipNumber } }) => {
        const unit = memberUnit(options.store, membershipNumber, unitParam(info.params));
        if (!unit.ok) return errorResponse(unit.status, unit.message);
        if (unit.unit.status === 'Closed') return errorResponse(409, `${unit.unit.name} is closed: its gas details are kept as they were`);
        const current = unitsOf(membershipNumber).find((candidate) => candidate.unitId === unit.unit.id);
        const check = checkGasDetails(await request.json().catch(() => undefined), current);
        if (!check.ok) return errorResponse(check.status, check.message);
        const updated: UnitGasSafety = {
          unitId: unit.unit.id,
          gasSupply: check.details.gasSupply,
          appliances: check.details.appliances.map((appliance) => ({ ...appliance, id: appliance.id ?? nextId('a9911a00') })),
          records: current?.records ?? [],
        };
        gas().units.set(membershipNumber, [...unitsOf(membershipNumber).filter((candidate) => candidate !== current), updated]);
        return HttpResponse.json({ ...updated, records: [...updated.records].sort(newestFirst) });
      })(info),
    ),

    http.post(`${member}/units/:unitId/records`, async (info) =>
      memberResolver(options, async ({ request, member: { membershipNumber } }) => {
        const unit = memberUnit(options.store, membershipNumber, unitParam(info.params));
        if (!unit.ok) return errorResponse(unit.status, unit.message);
        if (unit.unit.status === 'Closed') return errorResponse(409, `${unit.unit.name} is closed: no new gas safety records`);
        const details = unitsOf(membershipNumber).find((candidate) => candidate.unitId === unit.unit.id);
        if (!details || details.gasSupply === 'None') return errorResponse(409, 'Record the gas supply and appliances of this unit first');
        const form = await request.formData().catch(() => null);
        if (!form) return errorResponse(400, 'The body must be multipart/form-data');
        const today = new Date();
        const inspected = checkDate(form.get('inspectedOn'), 'inspectedOn', today);
        if (!inspected.ok) return errorResponse(inspected.status, inspected.message);
        const engineerName = text(form.get('engineerName'));
        const engineerBusiness = text(form.get('engineerBusiness'));
        if (!engineerName || !engineerBusiness) return errorResponse(400, 'engineerName and engineerBusiness are required');
        const gasSafeNumber = tidyGasSafeNumber(text(form.get('gasSafeNumber')));
        if (!GAS_SAFE_NUMBER_PATTERN.test(gasSafeNumber)) return errorResponse(400, 'gasSafeNumber must be 6 or 7 digits');
        const result = text(form.get('result'));
        if (!isInspectionResult(result)) return errorResponse(400, 'result must be Pass, PassWithAdvice or Fail');
        const defects = text(form.get('defects'));
        const actions = text(form.get('actions'));
        if (result !== 'Pass' && (!defects || !actions)) return errorResponse(400, 'defects and actions are required unless the result is Pass');
        const upload = await checkCertificateFile(form, 'certificate');
        if (!upload.ok) return errorResponse(upload.status, upload.message);

        const record: GasSafetyRecord = {
          id: nextId('9a5e0000'),
          unitId: unit.unit.id,
          inspectedOn: inspected.iso,
          engineerName,
          engineerBusiness,
          gasSafeNumber,
          result,
          defects,
          actions,
          certificate: upload.file,
          recordedOn: formatISO(today),
        };
        gas().files.set(record.id, upload.bytes);
        details.records.push(record);
        return HttpResponse.json(record, { status: 201 });
      })(info),
    ),

    http.get(`${member}/records/:recordId/certificate`, async (info) =>
      memberResolver(options, ({ member: { membershipNumber } }) => {
        const record = unitsOf(membershipNumber)
          .flatMap((unit) => unit.records)
          .find((candidate) => candidate.id === String(info.params.recordId));
        const stored = record && gas().files.get(record.id);
        if (!record?.certificate || !stored) return errorResponse(404, `No certificate for record ${String(info.params.recordId)}`);
        return fileResponse(stored, record.certificate.name);
      })(info),
    ),
  ];
}
