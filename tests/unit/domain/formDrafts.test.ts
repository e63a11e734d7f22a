import { describe, expect, it } from 'vitest';
import { draftOwnerOf, formDraftKey, isFormDraftKey } from '@/domain/formDraftKeys';
import { changedValuesOnly, draftKeysToRemove, readStoredDraft, storedDraft } from '@/domain/formDrafts';

const NOW = new Date('2026-06-15T12:00:00Z');
const daysAgo = (days: number, hours = 0) => new Date(NOW.getTime() - (days * 24 + hours) * 60 * 60 * 1000);
const saved = (values: unknown, at: Date) => storedDraft(values, at);

describe('a stored draft lives 14 days from its last change', () => {
  it.each([
    { what: 'saved just now', raw: saved({ note: 'x' }, NOW), values: { note: 'x' } },
    { what: 'saved 13 days ago', raw: saved({ note: 'x' }, daysAgo(13)), values: { note: 'x' } },
    { what: 'saved exactly 14 days ago', raw: saved({ note: 'x' }, daysAgo(14)), values: { note: 'x' } },
    { what: 'saved 14 days and an hour ago', raw: saved({ note: 'x' }, daysAgo(14, 1)), values: null },
    { what: 'saved 30 days ago', raw: saved({ note: 'x' }, daysAgo(30)), values: null },
    { what: 'none', raw: null, values: null },
    { what: 'not JSON', raw: '{nope', values: null },
    { what: 'kept before drafts had a date (of unknown age)', raw: JSON.stringify({ note: 'x' }), values: null },
    { what: 'with an unreadable date', raw: JSON.stringify({ savedAt: 'yesterday', values: { note: 'x' } }), values: null },
    { what: 'a bare string', raw: JSON.stringify('x'), values: null },
  ])('$what → $values', ({ raw, values }) => expect(readStoredDraft(raw, NOW)).toEqual(values));

  it('keeps the date it was saved beside the values', () => {
    expect(JSON.parse(storedDraft({ note: 'x' }, NOW))).toEqual({ savedAt: '2026-06-15T12:00:00.000Z', values: { note: 'x' } });
  });
});

describe('draft keys', () => {
  it.each([
    { key: formDraftKey({ userId: 'auth0|abc.def', membershipNumber: 'LM100001' }, 'calor-claim'), draft: true, owner: 'auth0|abc.def' },
    { key: formDraftKey({ userId: 'auth0|staff' }, 'signup-rejection.1'), draft: true, owner: 'auth0|staff' },
    { key: 'larder.layoutSettings', draft: false, owner: undefined },
    { key: 'larder.drafts', draft: false, owner: undefined },
    { key: 'membershipNumberOverride', draft: false, owner: undefined },
  ])('$key: a draft $draft, of $owner', ({ key, draft, owner }) => {
    expect(isFormDraftKey(key)).toBe(draft);
    expect(draftOwnerOf(key)).toBe(owner);
  });
});

describe('which drafts go when a browser is tidied', () => {
  const mine = formDraftKey({ userId: 'auth0|amy', membershipNumber: 'LM100001' }, 'calor-claim');
  const mineOld = formDraftKey({ userId: 'auth0|amy', membershipNumber: 'LM100001' }, 'account-details');
  const theirs = formDraftKey({ userId: 'auth0|ben', membershipNumber: 'LM100002' }, 'calor-claim');
  const entries = [
    { key: mine, raw: saved({ receiptNumber: '1' }, daysAgo(1)) },
    { key: mineOld, raw: saved({ tradingName: 'x' }, daysAgo(20)) },
    { key: theirs, raw: saved({ receiptNumber: '2' }, daysAgo(2)) },
    { key: 'larder.layoutSettings', raw: '{"layoutType":"vertical"}' },
    { key: 'larder.welcomeShown', raw: 'true' },
  ];

  it.each([
    { when: 'at start-up, no one signed in yet', signedIn: undefined, lastSignedIn: 'auth0|amy', removed: [mineOld] },
    { when: 'the same person signs in again', signedIn: 'auth0|amy', lastSignedIn: 'auth0|amy', removed: [mineOld] },
    { when: 'someone else signs in', signedIn: 'auth0|ben', lastSignedIn: 'auth0|amy', removed: [mine, mineOld] },
    { when: 'someone signs in on a browser with no one remembered', signedIn: 'auth0|amy', lastSignedIn: null, removed: [mineOld, theirs] },
  ])('$when: $removed', ({ signedIn, lastSignedIn, removed }) =>
    expect(draftKeysToRemove(entries, { now: NOW, signedIn, lastSignedIn }).sort()).toEqual([...removed].sort()),
  );
});

describe('a draft keeps only the fields the person changed', () => {
  const values = { tradingName: 'The Larder Café', email: 'amy@larder.example', address: { line1: '1 Mill Lane', postcode: 'BD23 1AA' }, lines: [{ quantity: 1 }, { quantity: 0 }] };
  it.each([
    { what: 'nothing changed', dirty: {}, kept: {} },
    { what: 'one text field', dirty: { email: true }, kept: { email: 'amy@larder.example' } },
    { what: 'a field changed back (marked false)', dirty: { email: false }, kept: {} },
    { what: 'one part of an address (the address is kept whole)', dirty: { address: { postcode: true } }, kept: { address: values.address } },
    { what: 'an address whose marks are all false', dirty: { address: { postcode: false } }, kept: {} },
    { what: 'a row of a list', dirty: { lines: [{ quantity: true }] }, kept: { lines: values.lines } },
    { what: 'an untouched list', dirty: { lines: [{}, undefined] }, kept: {} },
  ])('$what', ({ dirty, kept }) => expect(changedValuesOnly(values, dirty)).toEqual(kept));
});
