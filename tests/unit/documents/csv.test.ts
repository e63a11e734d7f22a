import { describe, expect, it } from 'vitest';
import { escapeCsvField, toCsv } from '@/domain/csv';
import { overviewCsv } from '@/domain/units/unitsOverview';
import type { UnitPremises } from '@/domain/units/unitPremises';

describe('CSV escaping', () => {
  it.each([
    { what: 'plain text', value: 'The Larder Café', csv: 'The Larder Café' },
    { what: 'a comma', value: 'Unit 4, Station Yard', csv: '"Unit 4, Station Yard"' },
    { what: 'double quotes', value: 'The "Old" Mill', csv: '"The ""Old"" Mill"' },
    { what: 'a new line', value: 'Line one\nLine two', csv: '"Line one\nLine two"' },
    { what: 'a carriage return and new line', value: 'Line one\r\nLine two', csv: '"Line one\r\nLine two"' },
    { what: 'all of them', value: 'A, "B"\nC', csv: '"A, ""B""\nC"' },
    { what: 'a number', value: 42, csv: '42' },
    { what: 'a negative number', value: -18, csv: '-18' },
    { what: 'a formula', value: '=SUM(A1:A9)', csv: "'=SUM(A1:A9)" },
    { what: 'a formula with a comma', value: '=HYPERLINK("x",1)', csv: `"'=HYPERLINK(""x"",1)"` },
    { what: 'text starting with @', value: '@home', csv: "'@home" },
    { what: 'nothing', value: null, csv: '' },
    { what: 'undefined', value: undefined, csv: '' },
    { what: 'a boolean', value: true, csv: 'true' },
  ])('$what', ({ value, csv }) => {
    expect(escapeCsvField(value)).toBe(csv);
  });

  it('joins fields with commas and ends every line with CRLF', () => {
    expect(toCsv([['a', 'b, c'], ['d"', 'e\nf']])).toBe('a,"b, c"\r\n"d""","e\nf"\r\n');
  });
});

describe('the Units Overview export', () => {
  const unit: UnitPremises = {
    id: '0a1b2c3d-0000-4000-8000-000000000001',
    name: 'The "Larder", Café',
    addressLine1: '12 Church Street',
    town: 'Harrogate',
    postcode: 'HG1 1AA',
    status: 'Open',
    isFranchiseUnit: false,
    businessTypeId: 'b1',
    hygieneRating: { scheme: 'FHRS', value: '5', ratedOn: '2025-03-04' },
    foodTypeIds: [],
    equipmentTypeIds: [],
    localAuthorityRegisteredOn: null,
    employees: 6,
    isMobile: false,
    overnightLocation: null,
    closedOn: null,
  };

  it('has a header line and one line per unit, with dates as DD/MM/YYYY and names escaped', () => {
    const [header, line, end] = overviewCsv([{ membershipNumber: 'LM100001', unit }], [{ id: 'b1', text: 'Restaurant, café or snack bar' }]).split('\r\n');
    expect(header).toBe('Membership number,Unit,Address line 1,Address line 2,Town,Postcode,Business type,Food hygiene rating,Inspected on,Employees,Mobile unit,Status,Coffee franchise unit');
    expect(line).toBe('LM100001,"The ""Larder"", Café",12 Church Street,,Harrogate,HG1 1AA,"Restaurant, café or snack bar",5,04/03/2025,6,No,Open,No');
    expect(end).toBe('');
  });
});
