import { describe, expect, it } from 'vitest';
import { readConsent, storedConsent } from '@/domain/analyticsConsent';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('the analytics choice a browser keeps', () => {
  it.each([
    { what: 'accepted today', raw: storedConsent('accepted', NOW), choice: 'accepted' },
    { what: 'rejected today', raw: storedConsent('rejected', NOW), choice: 'rejected' },
    { what: 'accepted 11 months ago', raw: storedConsent('accepted', new Date('2025-07-15T12:00:00Z')), choice: 'accepted' },
    { what: 'rejected exactly a year ago', raw: storedConsent('rejected', new Date('2025-06-15T12:00:00Z')), choice: 'rejected' },
    { what: 'accepted a year and a day ago', raw: storedConsent('accepted', new Date('2025-06-14T12:00:00Z')), choice: undefined },
    { what: 'none', raw: null, choice: undefined },
    { what: 'not JSON', raw: 'yes', choice: undefined },
    { what: 'an unknown answer', raw: JSON.stringify({ choice: 'maybe', decidedOn: NOW.toISOString() }), choice: undefined },
    { what: 'no date', raw: JSON.stringify({ choice: 'accepted' }), choice: undefined },
    { what: 'a date in the future', raw: storedConsent('accepted', new Date('2026-07-01T00:00:00Z')), choice: undefined },
    { what: 'an unreadable date', raw: JSON.stringify({ choice: 'accepted', decidedOn: 'last week' }), choice: undefined },
  ])('$what → $choice', ({ raw, choice }) => expect(readConsent(raw, NOW)).toBe(choice));

  it('keeps the answer and when it was given', () => {
    expect(JSON.parse(storedConsent('rejected', NOW))).toEqual({ choice: 'rejected', decidedOn: '2026-06-15T12:00:00.000Z' });
  });
});
