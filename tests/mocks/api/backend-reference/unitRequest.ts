// TEST DOUBLE, never shipped: the API's own checks of a unit's fields (never trusting the portal's form).
import { addDays, isAfter, isValid, parseISO, startOfDay } from 'date-fns';
import { isHygieneRatingValue } from '../../../../src/domain/units/unitPremises';
import { UNIT_NAME_MAX_LENGTH } from '../../../../src/domain/units/unitFormSchema';
import { isValidPostcode, normalisePostcode } from '../../../../src/domain/validation/postcode';
import type { ApiSchemas } from '../handlers/options';
import type { PremisesReferenceLists } from '../seed/premisesReference';
import { invalid, refuse, type Refusal } from './refusal';

/** A unit's fields as stored and answered: the request, checked and tidied, every field present. */
export type CheckedUnitFields = Omit<ApiSchemas['UnitPremises'], 'id' | 'status' | 'isFranchiseUnit' | 'closedOn'>;

export type UnitCheck = { ok: true; unit: CheckedUnitFields } | Refusal;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function pastDate(value: unknown, today: Date): string | null | false {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = parseISO(value);
  // A day's slack: the member's today may be the server's tomorrow (time zones).
  return isValid(date) && !isAfter(date, addDays(startOfDay(today), 1)) ? value : false;
}

const allKnown = (ids: unknown, list: readonly { id: string }[]) =>
  Array.isArray(ids) && ids.every((id) => typeof id === 'string' && list.some((item) => item.id === id)) && new Set(ids).size === ids.length;

/** Every field of POST/PUT /members/{n}/units, checked as the real API would: 400 naming the field. */
export function checkUnitRequest(body: unknown, lists: PremisesReferenceLists, today: Date): UnitCheck {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const name = text(record.name);
  if (!name) return invalid('name is required', 'name');
  if (name.length > UNIT_NAME_MAX_LENGTH) return invalid(`name must be ${UNIT_NAME_MAX_LENGTH} characters or fewer`, 'name');
  const addressLine1 = text(record.addressLine1);
  const town = text(record.town);
  if (!addressLine1 || !town) return invalid('addressLine1 and town are required', [...(addressLine1 ? [] : ['addressLine1']), ...(town ? [] : ['town'])]);
  // Like the portal, any case with or without the space is taken, and kept as "HG5 8AA".
  const postcode = normalisePostcode(text(record.postcode));
  if (!isValidPostcode(postcode)) return invalid('postcode must be letters or digits, a space, then letters or digits', 'postcode');
  const businessTypeId = text(record.businessTypeId);
  if (!lists.businessTypes.some((type) => type.id === businessTypeId)) return refuse(400, 'unknown-business-type', 'businessTypeId is not a known business type', 'businessTypeId');
  if (!Array.isArray(record.foodTypeIds) || record.foodTypeIds.length === 0) return invalid('foodTypeIds must name at least one food type', 'foodTypeIds');
  if (!allKnown(record.foodTypeIds, lists.foodTypes)) return refuse(400, 'unknown-food-type', 'foodTypeIds must name known food types, each once', 'foodTypeIds');
  if (!allKnown(record.equipmentTypeIds, lists.equipmentTypes))
    return refuse(400, 'unknown-equipment-type', 'equipmentTypeIds must name known equipment types, each once', 'equipmentTypeIds');

  let hygieneRating: ApiSchemas['HygieneRating'] | null = null;
  if (record.hygieneRating !== null && record.hygieneRating !== undefined) {
    const rating = record.hygieneRating as Record<string, unknown>;
    const scheme = rating.scheme;
    if ((scheme !== 'FHRS' && scheme !== 'FHIS') || !isHygieneRatingValue(scheme, rating.value))
      return invalid('hygieneRating must be 0 to 5 (FHRS) or Pass / Improvement Required (FHIS)', 'hygieneRating.value');
    const ratedOn = pastDate(rating.ratedOn, today);
    if (!ratedOn) return refuse(400, 'date-in-future', 'hygieneRating.ratedOn must be a date (yyyy-MM-dd), today or earlier', 'hygieneRating.ratedOn');
    hygieneRating = { scheme, value: rating.value, ratedOn };
  }
  const registeredOn = pastDate(record.localAuthorityRegisteredOn, today);
  if (registeredOn === false) return refuse(400, 'date-in-future', 'localAuthorityRegisteredOn must be a date (yyyy-MM-dd), today or earlier', 'localAuthorityRegisteredOn');
  const employees = record.employees;
  if (typeof employees !== 'number' || !Number.isInteger(employees) || employees < 0) return invalid('employees must be a whole number, 0 or more', 'employees');
  if (typeof record.isMobile !== 'boolean') return invalid('isMobile must be true or false', 'isMobile');
  const overnightLocation = text(record.overnightLocation);
  if (record.isMobile && !overnightLocation) return refuse(400, 'overnight-location-required', 'overnightLocation is required for a mobile unit', 'overnightLocation');
  const addressLine2 = text(record.addressLine2);

  return {
    ok: true,
    unit: {
      name,
      addressLine1,
      ...(addressLine2 ? { addressLine2 } : {}),
      town,
      postcode,
      businessTypeId,
      hygieneRating,
      foodTypeIds: record.foodTypeIds as string[],
      equipmentTypeIds: record.equipmentTypeIds as string[],
      localAuthorityRegisteredOn: registeredOn,
      employees,
      isMobile: record.isMobile,
      overnightLocation: record.isMobile ? overnightLocation : null,
    },
  };
}
