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
    { what: 'a negative amount written as text', value: '-12.50', csv: '-12.50' },
    { what: 'a plus sign before a number', value: '+44', csv: '+44' },
    { what: 'text starting with a minus', value: '-12.50 taken off', csv: "'-12.50 taken off" },
    { what: 'a phone number with a plus', value: '+44 1423 500600', csv: "'+44 1423 500600" },
    { what: 'text starting with a tab', value: '\tcmd', csv: "'\tcmd" },
    { what: 'a formula', value: '=SUM(A1:A9)', csv: "'=SUM(A1:A9)" },
    { what: 'a formula with a comma', value: '=HYPERLINK("x",1)', csv: `"'=HYPERLINK(""x"",1)"` },
    { what: 'text starting with @', value: '@home', csv: "'@home" },
    { what: 'a full-width equals sign', value: '＝1+1', csv: "'＝1+1" },
    { what: 'a full-width plus sign', value: '＋1', csv: "'＋1" },
    { what: 'a full-width minus sign', value: '－1+2', csv: "'－1+2" },
    { what: 'a full-width at sign', value: '＠SUM(A1)', csv: "'＠SUM(A1)" },
    { what: 'a small equals sign', value: '﹦1+1', csv: "'﹦1+1" },
    { what: 'a formula after spaces', value: '  =1+1', csv: "'  =1+1" },
    { what: 'a formula after an ideographic space', value: '\u3000=1+1', csv: "'\u3000=1+1" },
    { what: 'text starting with a carriage return', value: '\r=1+1', csv: `"'\r=1+1"` },
    { what: 'a formula behind a null byte', value: '\u0000=1+1', csv: "'=1+1" },
    { what: 'a formula behind a right-to-left override', value: '\u202E=1+1', csv: "'=1+1" },
    { what: 'a null byte', value: 'DGS\u000020011', csv: 'DGS20011' },
    { what: 'a right-to-left override', value: 'DGS-\u202E11002', csv: 'DGS-11002' },
    { what: 'zero-width characters', value: 'DGS\u200B-200\u200D11\uFEFF', csv: 'DGS-20011' },
    { what: 'a C1 control and a line separator', value: 'a\u0085b\u2028c', csv: 'abc' },
    { what: 'a tab inside the text', value: 'a\tb', csv: 'a\tb' },
    { what: 'an equals sign inside the text', value: 'a=b', csv: 'a=b' },
    { what: 'nothing', value: null, csv: '' },
    { what: 'undefined', value: undefined, csv: '' },
    { what: 'a boolean', value: true, csv: 'true' },
  ])('$what', ({ value, csv }) => {
    expect(escapeCsvField(value)).toBe(csv);
  });

  it('starts the file with the UTF-8 byte-order mark, joins fields with commas and ends every line with CRLF', () => {
    expect(toCsv([['a', 'b, c'], ['d"', 'e\nf']])).toBe('\uFEFFa,"b, c"\r\n"d""","e\nf"\r\n');
  });

  it('is written as UTF-8 starting with the bytes EF BB BF, then the first row, so a spreadsheet reads "Café" as Café', () => {
    const bytes = new TextEncoder().encode(toCsv([['Unit'], ['Café']]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3))).toBe('Unit\r\nCafé\r\n');
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
    expect(header).toBe('\uFEFFMembership number,Unit,Address line 1,Address line 2,Town,Postcode,Business type,Food hygiene rating,Inspected on,Employees,Mobile unit,Status,Coffee franchise unit');
    expect(line).toBe('LM100001,"The ""Larder"", Café",12 Church Street,,Harrogate,HG1 1AA,"Restaurant, café or snack bar",5,04/03/2025,6,No,Open,No');
    expect(end).toBe('');
  });
});
