import { endOfDay } from 'date-fns';
import { array, date, mixed, number, object, string, type ObjectSchema } from 'yup';
import { formatApiDate } from '../format/date';
import { normalisePostcode, postcodeSchema } from '../validation/postcode';
import { FHIS_RATINGS, FHRS_RATINGS, type HygieneRatingScheme, type HygieneRatingValue, type UnitPremises, type UnitRequest } from './unitPremises';
import { REQUEST_LIMITS } from '../contractLimits';
import { limitedText } from '../text/textField';

/** The Create New Unit and Unit Details form. */
export interface UnitFormValues {
  name: string;
  addressLine1: string;
  addressLine2: string;
  town: string;
  postcode: string;
  businessTypeId: string;
  /** '' until answered; 'none' when the unit has not been rated yet. */
  hygieneScheme: HygieneRatingScheme | 'none' | '';
  hygieneRating: string;
  hygieneRatedOn: Date | null;
  foodTypeIds: string[];
  equipmentTypeIds: string[];
  localAuthorityRegisteredOn: Date | null;
  /** NaN while the box is empty (NumberField). */
  employees: number;
  isMobile: 'yes' | 'no' | '';
  overnightLocation: string;
}

export const UNIT_NAME_MAX_LENGTH = REQUEST_LIMITS.UnitRequest.name.maxLength;

export const UNIT_MESSAGES = {
  name: "Enter the unit's name",
  nameLength: `The unit's name must be ${UNIT_NAME_MAX_LENGTH} characters or fewer`,
  addressLine1: 'Enter the first line of the address',
  town: 'Enter the town or city',
  // The unit's own words (the spec's postcode messages name the account's mail and invoice addresses).
  postcodeRequired: "Enter the unit's postcode",
  postcode: 'Enter a real postcode for the unit, like HG5 8AA',
  businessType: 'Select the type of business',
  hygieneScheme: 'Say whether the unit has a food hygiene rating',
  hygieneRating: 'Select the rating on the sticker or inspection letter',
  hygieneRatedOn: 'Enter the date of the inspection',
  hygieneRatedOnFuture: 'The inspection date must be today or in the past',
  foodTypes: 'Select at least one type of food',
  registeredOnFuture: 'The registration date must be today or in the past',
  employees: 'Enter the number of people who work at the unit, as a whole number',
  isMobile: 'Say whether this is a mobile unit',
  overnightLocation: 'Enter where the unit is kept overnight',
} as const;

const rated = (scheme: unknown) => scheme === 'FHRS' || scheme === 'FHIS';

/** Today is passed in, so the "not in the future" rules are testable. */
export function unitFormSchema(today: Date): ObjectSchema<UnitFormValues> {
  const latest = endOfDay(today);
  return object({
    name: limitedText(string().defined().trim().required(UNIT_MESSAGES.name), 'Unit name', { text: 'line' }).max(UNIT_NAME_MAX_LENGTH, UNIT_MESSAGES.nameLength),
    addressLine1: limitedText(string().defined().trim().required(UNIT_MESSAGES.addressLine1), 'Address line 1', REQUEST_LIMITS.UnitRequest.addressLine1),
    addressLine2: limitedText(string().defined().trim(), 'Address line 2', REQUEST_LIMITS.UnitRequest.addressLine2),
    town: limitedText(string().defined().trim().required(UNIT_MESSAGES.town), 'Town or city', REQUEST_LIMITS.UnitRequest.town),
    postcode: postcodeSchema(UNIT_MESSAGES.postcode, UNIT_MESSAGES.postcodeRequired),
    businessTypeId: string().defined().required(UNIT_MESSAGES.businessType),
    hygieneScheme: mixed<UnitFormValues['hygieneScheme']>().defined().oneOf(['FHRS', 'FHIS', 'none'], UNIT_MESSAGES.hygieneScheme),
    hygieneRating: string()
      .defined()
      .when('hygieneScheme', {
        is: 'FHRS',
        then: (schema) => schema.oneOf([...FHRS_RATINGS], UNIT_MESSAGES.hygieneRating),
      })
      .when('hygieneScheme', {
        is: 'FHIS',
        then: (schema) => schema.oneOf([...FHIS_RATINGS], UNIT_MESSAGES.hygieneRating),
      }),
    hygieneRatedOn: date()
      .typeError(UNIT_MESSAGES.hygieneRatedOn)
      .nullable()
      .defined()
      .when('hygieneScheme', {
        is: rated,
        then: (schema) => schema.required(UNIT_MESSAGES.hygieneRatedOn).max(latest, UNIT_MESSAGES.hygieneRatedOnFuture),
      }),
    foodTypeIds: array(string().defined()).defined().min(1, UNIT_MESSAGES.foodTypes),
    equipmentTypeIds: array(string().defined()).defined(),
    localAuthorityRegisteredOn: date().typeError(UNIT_MESSAGES.registeredOnFuture).nullable().defined().max(latest, UNIT_MESSAGES.registeredOnFuture),
    employees: number()
      .typeError(UNIT_MESSAGES.employees)
      .required(UNIT_MESSAGES.employees)
      .integer(UNIT_MESSAGES.employees)
      .min(0, UNIT_MESSAGES.employees)
      .max(100000, UNIT_MESSAGES.employees),
    isMobile: mixed<UnitFormValues['isMobile']>().defined().oneOf(['yes', 'no'], UNIT_MESSAGES.isMobile),
    overnightLocation: limitedText(string().defined().trim(), 'Where it is kept overnight', REQUEST_LIMITS.UnitRequest.overnightLocation).when('isMobile', {
      is: 'yes',
      then: (schema) => schema.required(UNIT_MESSAGES.overnightLocation),
    }),
  });
}

export function emptyUnitForm(): UnitFormValues {
  return {
    name: '',
    addressLine1: '',
    addressLine2: '',
    town: '',
    postcode: '',
    businessTypeId: '',
    hygieneScheme: '',
    hygieneRating: '',
    hygieneRatedOn: null,
    foodTypeIds: [],
    equipmentTypeIds: [],
    localAuthorityRegisteredOn: null,
    employees: Number.NaN,
    isMobile: '',
    overnightLocation: '',
  };
}

const fromApiDate = (value: string | null) => (value ? new Date(`${value}T00:00:00`) : null);

/** An existing unit, ready to edit. */
export function unitFormValues(unit: UnitPremises): UnitFormValues {
  return {
    name: unit.name,
    addressLine1: unit.addressLine1,
    addressLine2: unit.addressLine2 ?? '',
    town: unit.town,
    postcode: unit.postcode,
    businessTypeId: unit.businessTypeId,
    hygieneScheme: unit.hygieneRating?.scheme ?? 'none',
    hygieneRating: unit.hygieneRating?.value ?? '',
    hygieneRatedOn: fromApiDate(unit.hygieneRating?.ratedOn ?? null),
    foodTypeIds: [...unit.foodTypeIds],
    equipmentTypeIds: [...unit.equipmentTypeIds],
    localAuthorityRegisteredOn: fromApiDate(unit.localAuthorityRegisteredOn),
    employees: unit.employees,
    isMobile: unit.isMobile ? 'yes' : 'no',
    overnightLocation: unit.overnightLocation ?? '',
  };
}

/** What the API takes, from valid form values: a rating only when rated, a place overnight only when mobile. */
export function toUnitRequest(values: UnitFormValues): UnitRequest {
  const scheme = values.hygieneScheme === 'FHRS' || values.hygieneScheme === 'FHIS' ? values.hygieneScheme : null;
  const isMobile = values.isMobile === 'yes';
  const addressLine2 = values.addressLine2.trim();
  return {
    name: values.name.trim(),
    addressLine1: values.addressLine1.trim(),
    ...(addressLine2 ? { addressLine2 } : {}),
    town: values.town.trim(),
    postcode: normalisePostcode(values.postcode),
    businessTypeId: values.businessTypeId,
    hygieneRating:
      scheme && values.hygieneRatedOn
        ? { scheme, value: values.hygieneRating as HygieneRatingValue, ratedOn: formatApiDate(values.hygieneRatedOn) }
        : null,
    foodTypeIds: values.foodTypeIds,
    equipmentTypeIds: values.equipmentTypeIds,
    localAuthorityRegisteredOn: values.localAuthorityRegisteredOn ? formatApiDate(values.localAuthorityRegisteredOn) : null,
    employees: values.employees,
    isMobile,
    overnightLocation: isMobile ? values.overnightLocation.trim() : null,
  };
}
