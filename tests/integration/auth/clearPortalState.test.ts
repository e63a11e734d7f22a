import { describe, expect, it } from 'vitest';
import { clearPortalState } from '@/auth/clearPortalState';
import { formDraftKey } from '@/domain/formDraftKeys';
import { STORAGE_KEYS } from '@/domain/storageKeys';

const SDK_CACHE_KEY = '@@auth0spajs@@::larder-portal-local::https://api.larder.local::openid profile email offline_access';
const SDK_USER_KEY = '@@auth0spajs@@::larder-portal-local::@@user@@';

function fillStorage() {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, `value of ${key}`);
  localStorage.setItem(SDK_CACHE_KEY, '{"body":{}}');
  localStorage.setItem(SDK_USER_KEY, '{"id_token":"x"}');
  localStorage.setItem('somethingElse', '1');
}

const storedKeys = () => Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).sort();

describe('clearPortalState (logout, DESIGN.md §4)', () => {
  const KEPT: string[] = [
    STORAGE_KEYS.layoutSettings,
    STORAGE_KEYS.welcomeDontShowAgain,
    STORAGE_KEYS.calorClaimInfoDontShowAgain,
    STORAGE_KEYS.lastSignedIn,
    STORAGE_KEYS.analyticsConsent,
  ];

  it("removes every stored key except the layout settings, the two 'don't show again' choices, the analytics choice and who signed in last", () => {
    fillStorage();
    clearPortalState();
    expect(storedKeys()).toEqual([...KEPT].sort());
    expect(localStorage.getItem(STORAGE_KEYS.layoutSettings)).toBe(`value of ${STORAGE_KEYS.layoutSettings}`);
    expect(localStorage.getItem(STORAGE_KEYS.welcomeDontShowAgain)).toBe(`value of ${STORAGE_KEYS.welcomeDontShowAgain}`);
    expect(localStorage.getItem(STORAGE_KEYS.analyticsConsent)).toBe(`value of ${STORAGE_KEYS.analyticsConsent}`);
  });

  it('removes the first-time welcome flag: Close means "not now", so the welcome returns at the next sign-in', () => {
    fillStorage();
    clearPortalState();
    expect(localStorage.getItem(STORAGE_KEYS.welcomeShown)).toBeNull();
  });

  it.each(Object.entries(STORAGE_KEYS).filter(([, key]) => !KEPT.includes(key)))('removes %s', (_, key) => {
    fillStorage();
    clearPortalState();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("removes the identity SDK's token cache", () => {
    fillStorage();
    clearPortalState();
    expect(localStorage.getItem(SDK_CACHE_KEY)).toBeNull();
    expect(localStorage.getItem(SDK_USER_KEY)).toBeNull();
  });

  it("keeps one person's drafts when asked (an idle sign-out), and no one else's", () => {
    fillStorage();
    const mine = formDraftKey({ userId: 'auth0|ann', membershipNumber: 'LM100001' }, 'calor-claim');
    const staffMine = formDraftKey({ userId: 'auth0|ann' }, 'adjustment');
    const theirs = formDraftKey({ userId: 'auth0|bob', membershipNumber: 'LM100001' }, 'calor-claim');
    // A subject that begins like another's must not keep the other's drafts.
    const lookalike = formDraftKey({ userId: 'auth0|ann2', membershipNumber: 'LM100001' }, 'calor-claim');
    for (const key of [mine, staffMine, theirs, lookalike]) localStorage.setItem(key, '{}');
    clearPortalState(localStorage, { keepDraftsOf: 'auth0|ann' });
    expect(storedKeys()).toEqual([...KEPT, mine, staffMine].sort());
  });

  it('copes with empty storage', () => {
    expect(() => clearPortalState()).not.toThrow();
    expect(storedKeys()).toEqual([]);
  });

  it('clears the storage it is given', () => {
    fillStorage();
    sessionStorage.setItem('a', '1');
    sessionStorage.setItem(STORAGE_KEYS.layoutSettings, '{}');
    clearPortalState(sessionStorage);
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.layoutSettings)).toBe('{}');
    expect(localStorage.getItem(STORAGE_KEYS.welcomeShown)).not.toBeNull();
    sessionStorage.clear();
  });
});
