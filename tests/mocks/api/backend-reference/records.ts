// TEST DOUBLE, never shipped: checks the simulated server makes of dates, texts and uploaded files,
// shared by the training and gas safety calls.
import { format, isAfter, isValid, parse, startOfDay } from 'date-fns';
import { certificateFileRules } from '../../../../src/domain/files/certificateFile';
import type { ApiSchemas } from '../handlers/options';
import type { StoredBytes } from '../seed/demoFiles';
import type { TradingUnit } from '../../../../src/domain/units/tradingUnit';
import type { SimulatorStore } from '../store';
import { invalid, refuse, type Refusal } from './refusal';
import { apiFileMessages, checkUploadedFile } from './uploads';

export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A yyyy-MM-dd date, refused when missing, unreadable or (unless allowed) after today. */
export function checkDate(value: unknown, field: string, today: Date, { allowFuture = false } = {}): Refusal | { ok: true; date: Date; iso: string } {
  const raw = typeof value === 'string' ? value : '';
  const date = parse(raw, 'yyyy-MM-dd', today);
  if (!isValid(date) || format(date, 'yyyy-MM-dd') !== raw) return invalid(`${field} must be a date as yyyy-MM-dd`, field);
  if (!allowFuture && isAfter(date, startOfDay(today))) return refuse(400, 'date-in-future', `${field} cannot be in the future`, field);
  return { ok: true, date, iso: raw };
}

/** Exactly one PDF, JPEG or PNG file (by its bytes) of 1 byte to 10 MB under `field`, kept with its bytes and the type they say. */
export async function checkCertificateFile(
  form: FormData,
  field: string,
): Promise<Refusal | { ok: true; file: ApiSchemas['StoredFile']; bytes: StoredBytes<ApiSchemas['StoredFile']['contentType']> }> {
  const check = await checkUploadedFile(form.getAll(field), certificateFileRules(apiFileMessages(field, 'a PDF, JPEG or PNG file', 10)));
  if (!check.ok) return refuse(check.status, check.code, check.message, field);
  const contentType = check.contentType as ApiSchemas['StoredFile']['contentType'];
  return {
    ok: true,
    file: { name: check.file.name, contentType, size: check.bytes.byteLength },
    bytes: { bytes: check.bytes, contentType },
  };
}

/**
 * The member's unit with this id: 404 when it is not theirs (another member's unit is as unknown as none).
 * `field` names the body field that held the id, when it was not the path's.
 */
export function memberUnit(store: SimulatorStore, membershipNumber: string, unitId: string, field?: string): Refusal | { ok: true; unit: TradingUnit } {
  const unit = (store.units.units.get(membershipNumber) ?? []).find((candidate) => candidate.id === unitId);
  return unit ? { ok: true, unit } : refuse(404, 'not-found', `No unit ${unitId} for member ${membershipNumber}`, field);
}

/** A GUID for a new record, from a counter, so runs are repeatable. */
export const newGuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
