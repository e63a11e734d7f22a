// TEST DOUBLE, never shipped: the gas safety calls (My Gas Engineer), checked as the real server would
// check them (api/areas/gas-safety.yaml).
import { londonToday } from '../../../../src/domain/londonToday';
import { formatISO } from 'date-fns';
import { HttpResponse } from 'msw';
import { GAS_SAFE_NUMBER_PATTERN, tidyGasSafeNumber } from '../../../../src/domain/gas/gasSafety';
import { calendarDay } from '../../../../src/domain/training/certificate';
import { fileResponse, problem, refused } from '../responses';
import { isGasSupply, isInspectionResult } from '../backend-reference/gas';
import { idempotent } from '../backend-reference/idempotency';
import { checkCertificateFile, checkDate, memberUnit, newGuid, text } from '../backend-reference/records';
import { invalid, refuse, type Refusal } from '../backend-reference/refusal';
import { memberResolver } from './memberResolver';
import { apiHttp, type ApiHandlerOptions, type ApiSchemas } from './options';

type GasSafetyRecord = ApiSchemas['GasSafetyRecord'];
type UnitGasSafety = ApiSchemas['UnitGasSafety'];

const MAX_APPLIANCES = 50;

/** Newest first: the order every screen reads records in. */
const newestFirst = (a: GasSafetyRecord, b: GasSafetyRecord) =>
  calendarDay(b.inspectedOn).getTime() - calendarDay(a.inspectedOn).getTime() || b.recordedOn.localeCompare(a.recordedOn);

function checkGasDetails(body: unknown, current: UnitGasSafety | undefined): Refusal | { ok: true; details: ApiSchemas['GasDetailsRequest'] } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (!isGasSupply(record.gasSupply)) return invalid('gasSupply must be Mains, LPG or None', 'gasSupply');
  if (!Array.isArray(record.appliances) || record.appliances.length > MAX_APPLIANCES) return invalid(`appliances must be a list of at most ${MAX_APPLIANCES}`, 'appliances');
  if (record.gasSupply === 'None' && record.appliances.length > 0) return refuse(400, 'appliances-without-gas', 'A unit without gas has no gas appliances', 'appliances');
  if (record.gasSupply !== 'None' && record.appliances.length === 0) return refuse(400, 'appliance-required', 'A unit with gas needs at least one appliance', 'appliances');
  const appliances = [];
  for (const [index, raw] of (record.appliances as unknown[]).entries()) {
    const at = (field: string) => `appliances[${index}].${field}`;
    const appliance = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const name = text(appliance.name);
    const location = text(appliance.location);
    if (!name || !location) return invalid('Every appliance needs a name and a location', [...(name ? [] : [at('name')]), ...(location ? [] : [at('location')])]);
    if (typeof appliance.interlocked !== 'boolean') return invalid('interlocked must be true or false', at('interlocked'));
    const id = appliance.id === undefined ? undefined : text(appliance.id);
    if (id !== undefined && !current?.appliances.some((existing) => existing.id === id)) return refuse(400, 'unknown-appliance', `No appliance ${id} at this unit`, at('id'));
    appliances.push({ ...(id ? { id } : {}), name, location, interlocked: appliance.interlocked });
  }
  return { ok: true, details: { gasSupply: record.gasSupply, appliances } };
}

export function gasHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  const gas = () => options.store.gas;
  const nextId = (prefix: string) => newGuid(prefix, gas().nextId++);
  const unitsOf = (membershipNumber: string) => gas().units.get(membershipNumber) ?? [];

  return [
    http.get(
      '/members/{membershipNumber}/gas-safety',
      memberResolver(options, ({ member: { membershipNumber } }) =>
        HttpResponse.json(unitsOf(membershipNumber).map((unit) => ({ ...unit, records: [...unit.records].sort(newestFirst) }))),
      ),
    ),

    http.put(
      '/members/{membershipNumber}/gas-safety/units/{unitId}',
      memberResolver(options, async ({ request, member: { membershipNumber }, params }) => {
        const unit = memberUnit(options.store, membershipNumber, String(params.unitId));
        if (!unit.ok) throw refused(unit);
        if (unit.unit.status === 'Closed') throw problem(409, 'unit-closed', `${unit.unit.name} is closed: its gas details are kept as they were`);
        const current = unitsOf(membershipNumber).find((candidate) => candidate.unitId === unit.unit.id);
        const check = checkGasDetails(await request.json().catch(() => undefined), current);
        if (!check.ok) throw refused(check);
        const updated: UnitGasSafety = {
          unitId: unit.unit.id,
          gasSupply: check.details.gasSupply,
          appliances: check.details.appliances.map((appliance) => ({ ...appliance, id: appliance.id ?? nextId('a9911a00') })),
          records: current?.records ?? [],
        };
        gas().units.set(membershipNumber, [...unitsOf(membershipNumber).filter((candidate) => candidate !== current), updated]);
        return HttpResponse.json({ ...updated, records: [...updated.records].sort(newestFirst) });
      }),
    ),

    http.post(
      '/members/{membershipNumber}/gas-safety/units/{unitId}/records',
      memberResolver(
        options,
        idempotent(
          () => options.store.idempotency,
          async ({ request, member: { membershipNumber }, params }) => {
            const unit = memberUnit(options.store, membershipNumber, String(params.unitId));
            if (!unit.ok) throw refused(unit);
            if (unit.unit.status === 'Closed') throw problem(409, 'unit-closed', `${unit.unit.name} is closed: no new gas safety records`);
            const details = unitsOf(membershipNumber).find((candidate) => candidate.unitId === unit.unit.id);
            if (!details || details.gasSupply === 'None') throw problem(409, 'gas-details-required', 'Record the gas supply and appliances of this unit first');
            const form = await request.formData().catch(() => null);
            if (!form) throw refused(invalid('The body must be multipart/form-data', ''));
            const today = londonToday();
            const inspected = checkDate(form.get('inspectedOn'), 'inspectedOn', today);
            if (!inspected.ok) throw refused(inspected);
            const engineerName = text(form.get('engineerName'));
            const engineerBusiness = text(form.get('engineerBusiness'));
            if (!engineerName || !engineerBusiness) throw refused(invalid('engineerName and engineerBusiness are required', [...(engineerName ? [] : ['engineerName']), ...(engineerBusiness ? [] : ['engineerBusiness'])]));
            const gasSafeNumber = tidyGasSafeNumber(text(form.get('gasSafeNumber')));
            if (!GAS_SAFE_NUMBER_PATTERN.test(gasSafeNumber)) throw refused(invalid('gasSafeNumber must be 6 or 7 digits', 'gasSafeNumber'));
            const result = text(form.get('result'));
            if (!isInspectionResult(result)) throw refused(invalid('result must be Pass, PassWithAdvice or Fail', 'result'));
            const defects = text(form.get('defects'));
            const actions = text(form.get('actions'));
            if (result !== 'Pass' && (!defects || !actions)) throw refused(refuse(400, 'defects-required', 'defects and actions are required unless the result is Pass', [...(defects ? [] : ['defects']), ...(actions ? [] : ['actions'])]));
            const upload = await checkCertificateFile(form, 'certificate');
            if (!upload.ok) throw refused(upload);

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
          },
        ),
      ),
    ),

    http.get(
      '/members/{membershipNumber}/gas-safety/records/{recordId}/certificate',
      memberResolver(options, ({ member: { membershipNumber }, params }) => {
        const recordId = String(params.recordId);
        const record = unitsOf(membershipNumber)
          .flatMap((unit) => unit.records)
          .find((candidate) => candidate.id === recordId);
        const stored = record && gas().files.get(record.id);
        if (!record?.certificate || !stored) throw problem(404, 'not-found', `No certificate for record ${recordId}`);
        return fileResponse(stored.bytes, stored.contentType, { kind: 'attachment', fileName: record.certificate.name });
      }),
    ),
  ];
}
