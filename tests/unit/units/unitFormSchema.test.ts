import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { emptyUnitForm, toUnitRequest, unitFormSchema, unitFormValues, UNIT_MESSAGES, type UnitFormValues } from '@/domain/units/unitFormSchema';
import { isFranchiseUnit, selectableBusinessTypes } from '@/domain/units/franchiseUnit';

const TODAY = new Date(2025, 5, 15, 9, 0);
const valid: UnitFormValues = {
  ...emptyUnitForm(),
  name: 'The Larder Café',
  addressLine1: '12 Church Street',
  town: 'Harrogate',
  postcode: 'hg1 1aa',
  businessTypeId: 'b1',
  hygieneScheme: 'FHRS',
  hygieneRating: '5',
  hygieneRatedOn: new Date(2025, 0, 10),
  foodTypeIds: ['f1'],
  employees: 6,
  isMobile: 'no',
};

const errors = (values: UnitFormValues) => {
  try {
    unitFormSchema(TODAY).validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
};

describe('a unit', () => {
  it.each([
    { what: 'complete', change: {}, messages: [] },
    { what: 'no name', change: { name: '' }, messages: [UNIT_MESSAGES.name] },
    { what: 'a postcode without its space, in lower case', change: { postcode: 'hg58aa' }, messages: [] },
    { what: 'a postcode with a dash (spec §5)', change: { postcode: 'HG5-8AA' }, messages: [UNIT_MESSAGES.postcode] },
    { what: 'no postcode', change: { postcode: '' }, messages: [UNIT_MESSAGES.postcodeRequired] },
    { what: 'no business type', change: { businessTypeId: '' }, messages: [UNIT_MESSAGES.businessType] },
    { what: 'no food type', change: { foodTypeIds: [] }, messages: [UNIT_MESSAGES.foodTypes] },
    { what: 'no rating answer', change: { hygieneScheme: '', hygieneRating: '', hygieneRatedOn: null }, messages: [UNIT_MESSAGES.hygieneScheme] },
    { what: 'not rated yet', change: { hygieneScheme: 'none', hygieneRating: '', hygieneRatedOn: null }, messages: [] },
    { what: 'a Scottish rating under the 0–5 scheme', change: { hygieneRating: 'Pass' }, messages: [UNIT_MESSAGES.hygieneRating] },
    { what: 'a Scottish rating', change: { hygieneScheme: 'FHIS', hygieneRating: 'Improvement Required' }, messages: [] },
    { what: 'a rating without its date', change: { hygieneRatedOn: null }, messages: [UNIT_MESSAGES.hygieneRatedOn] },
    { what: 'an inspection tomorrow', change: { hygieneRatedOn: new Date(2025, 5, 16) }, messages: [UNIT_MESSAGES.hygieneRatedOnFuture] },
    { what: 'an inspection today', change: { hygieneRatedOn: new Date(2025, 5, 15) }, messages: [] },
    { what: 'registered tomorrow', change: { localAuthorityRegisteredOn: new Date(2025, 5, 16) }, messages: [UNIT_MESSAGES.registeredOnFuture] },
    { what: 'no employee count', change: { employees: Number.NaN }, messages: [UNIT_MESSAGES.employees] },
    { what: 'half an employee', change: { employees: 1.5 }, messages: [UNIT_MESSAGES.employees] },
    { what: 'mobility unanswered', change: { isMobile: '' }, messages: [UNIT_MESSAGES.isMobile] },
    { what: 'a mobile unit without its overnight place', change: { isMobile: 'yes', overnightLocation: ' ' }, messages: [UNIT_MESSAGES.overnightLocation] },
    { what: 'a mobile unit with its overnight place', change: { isMobile: 'yes', overnightLocation: 'Station Yard' }, messages: [] },
  ] as { what: string; change: Partial<UnitFormValues>; messages: string[] }[])('$what', ({ change, messages }) => {
    expect(errors({ ...valid, ...change })).toEqual(messages);
  });

  it('sends a normalised postcode, the rating only when rated, and the overnight place only for a mobile unit', () => {
    expect(toUnitRequest({ ...valid, postcode: 'hg11aa', overnightLocation: 'ignored' })).toEqual({
      name: 'The Larder Café',
      addressLine1: '12 Church Street',
      town: 'Harrogate',
      postcode: 'HG1 1AA',
      businessTypeId: 'b1',
      hygieneRating: { scheme: 'FHRS', value: '5', ratedOn: '2025-01-10' },
      foodTypeIds: ['f1'],
      equipmentTypeIds: [],
      localAuthorityRegisteredOn: null,
      employees: 6,
      isMobile: false,
      overnightLocation: null,
    });
    expect(toUnitRequest({ ...valid, hygieneScheme: 'none' }).hygieneRating).toBeNull();
  });

  it('reads a unit back into the form as it was sent', () => {
    const request = toUnitRequest(valid);
    const values = unitFormValues({ ...request, id: 'u', status: 'Open', isFranchiseUnit: false, closedOn: null });
    expect(toUnitRequest(values)).toEqual(request);
  });
});

describe('the coffee franchise unit (spec §9)', () => {
  const settings = { businessTypeId: 'coffee', foodTypeIds: ['f1'], equipmentTypeIds: ['e1'] };
  it.each([
    { unit: { isFranchiseUnit: true, businessTypeId: 'b1' }, settings: undefined, franchise: true },
    { unit: { isFranchiseUnit: false, businessTypeId: 'coffee' }, settings, franchise: true },
    { unit: { isFranchiseUnit: false, businessTypeId: 'b1' }, settings, franchise: false },
  ])('is the franchise unit: $franchise', ({ unit, settings: given, franchise }) => {
    expect(isFranchiseUnit(unit, given)).toBe(franchise);
  });

  it('is not offered as a business type for other units', () => {
    expect(selectableBusinessTypes([{ id: 'b1' }, { id: 'coffee' }], settings)).toEqual([{ id: 'b1' }]);
    expect(selectableBusinessTypes([{ id: 'b1' }, { id: 'coffee' }], undefined)).toHaveLength(2);
  });
});
