import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatApiDate, formatDate, formatDateTime, readTypedDate } from '@/domain/format/date';
import { anyText } from '../arbitraries';

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** Dates with four-digit years, as the portal meets them. */
const everydayDate = fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true });

describe('formatDate', () => {
  it.each([
    { why: 'a Date', value: new Date(2024, 2, 1), text: '01/03/2024' },
    { why: 'the last moment of a year', value: new Date(2024, 11, 31, 23, 59, 59), text: '31/12/2024' },
    { why: 'a leap day', value: new Date(2024, 1, 29), text: '29/02/2024' },
    { why: 'an ISO date (local midnight)', value: '2024-03-01', text: '01/03/2024' },
    { why: 'an ISO local date-time', value: '2025-07-09T14:30:00', text: '09/07/2025' },
    { why: 'a timestamp', value: new Date(2024, 0, 5).getTime(), text: '05/01/2024' },
    { why: 'null', value: null, text: '' },
    { why: 'undefined', value: undefined, text: '' },
    { why: 'an empty string', value: '', text: '' },
    { why: 'text that is no date', value: 'not a date', text: '' },
    { why: 'a UK-style string (not ISO)', value: '01/03/2024', text: '' },
    { why: 'an impossible ISO date', value: '2024-02-30', text: '' },
    { why: 'an invalid Date', value: new Date('nonsense'), text: '' },
    { why: 'NaN', value: NaN, text: '' },
  ])('formats $why as "$text"', ({ value, text }) => {
    expect(formatDate(value)).toBe(text);
  });

  it('shows the local day, month and year of any date', () => {
    fc.assert(
      fc.property(everydayDate, (date) => {
        const expected = `${pad(date.getDate(), 2)}/${pad(date.getMonth() + 1, 2)}/${date.getFullYear()}`;
        return formatDate(date) === expected && formatDate(date.getTime()) === expected;
      }),
    );
  });

  it('never throws on any string, number or date', () => {
    fc.assert(
      fc.property(fc.oneof(anyText(), fc.double(), fc.date()), (value) => typeof formatDate(value) === 'string'),
    );
  });
});

describe('formatApiDate', () => {
  it.each([
    { date: new Date(2024, 2, 1), text: '2024-03-01' },
    { date: new Date(2024, 11, 31, 23, 59), text: '2024-12-31' },
    { date: new Date('nonsense'), text: '' },
  ])('sends $date as "$text"', ({ date, text }) => {
    expect(formatApiDate(date)).toBe(text);
  });

  it('round-trips through formatDate for any date', () => {
    fc.assert(fc.property(everydayDate, (date) => formatDate(formatApiDate(date)) === formatDate(date)));
  });

  it('never throws on any date, valid or not', () => {
    fc.assert(fc.property(fc.date(), (date) => typeof formatApiDate(date) === 'string'));
  });
});

describe('formatDateTime', () => {
  it.each([
    [new Date(2026, 10, 26, 9, 5, 7), '26/11/2026 09:05:07'],
    [new Date(2026, 0, 1, 23, 59, 59), '01/01/2026 23:59:59'],
    ['2026-11-26T14:30:00', '26/11/2026 14:30:00'],
    ['', ''],
    [null, ''],
    ['not a date', ''],
  ])('%s → "%s"', (value, shown) => expect(formatDateTime(value)).toBe(shown));
});

describe('readTypedDate (what a person typed as DD/MM/YYYY)', () => {
  it.each([
    { typed: '01/12/2026', date: new Date(2026, 11, 1) },
    { typed: '1/2/2026', date: new Date(2026, 1, 1) },
    { typed: ' 29/02/2024 ', date: new Date(2024, 1, 29) },
    { typed: '31/12/0099', date: (() => { const d = new Date(2000, 11, 31); d.setFullYear(99); return d; })() },
  ])('reads $typed', ({ typed, date }) => {
    expect(readTypedDate(typed)).toEqual(date);
  });

  it.each([
    { why: 'empty', typed: '' },
    { why: 'half a date', typed: '01/12/2' },
    { why: 'a year of three figures', typed: '01/12/202' },
    { why: 'the 31st of February (never rolled over to March)', typed: '31/02/2026' },
    { why: 'month first (12/13 is no date, never 13 December)', typed: '12/13/2026' },
    { why: 'the 29th of February in a common year', typed: '29/02/2026' },
    { why: 'day zero', typed: '00/01/2026' },
    { why: 'another separator', typed: '01-12-2026' },
    { why: 'ISO order', typed: '2026/12/01' },
    { why: 'a five-figure year', typed: '01/12/20261' },
    { why: 'words', typed: 'tomorrow' },
  ])('reads $why as no date', ({ typed }) => {
    expect(readTypedDate(typed)).toBeNull();
  });

  it('reads back every date it shows', () => {
    fc.assert(fc.property(everydayDate, (date) => {
      const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
      expect(readTypedDate(formatDate(day))).toEqual(day);
    }));
  });
});
