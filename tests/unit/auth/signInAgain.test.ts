import { describe, expect, it } from 'vitest';
import {
  forgetSignInAgain,
  markBackFromSignIn,
  recordSignInAgain,
  REFUSED_AGAIN_WINDOW_MS,
  refusedRightAfterSigningInAgain,
} from '@/auth/signInAgain';

/** Session storage as a plain map (these rules run in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 26, 10, 0, seconds));
const CALL = 'GET /members/LM100001/permissions';

describe('sign-in loops: a refusal right after signing in again is not sent round again', () => {
  it('a first refusal is not "again": the person is sent to sign in', () => {
    expect(refusedRightAfterSigningInAgain(CALL, at(0), memoryStorage())).toBeNull();
  });

  it('while the person is away signing in, nothing counts yet', () => {
    const storage = memoryStorage();
    recordSignInAgain(CALL, at(0), storage);
    expect(refusedRightAfterSigningInAgain(CALL, at(5), storage)).toBeNull();
  });

  it.each([
    { seconds: 0, refused: true },
    { seconds: REFUSED_AGAIN_WINDOW_MS / 1000, refused: true },
    { seconds: REFUSED_AGAIN_WINDOW_MS / 1000 + 1, refused: false },
  ])('back from signing in, refused again $seconds s later: refused again $refused', ({ seconds, refused }) => {
    const storage = memoryStorage();
    recordSignInAgain(CALL, at(0), storage);
    markBackFromSignIn(at(20), storage);
    const result = refusedRightAfterSigningInAgain('GET /members/LM100001/details', at(20 + seconds), storage);
    expect(result !== null).toBe(refused);
    if (result) expect(result).toEqual({ call: 'GET /members/LM100001/details', firstCall: CALL, at: at(20 + seconds).toISOString() });
  });

  it('a sign-in nobody was sent to (a plain first sign-in) is not a loop', () => {
    const storage = memoryStorage();
    markBackFromSignIn(at(0), storage);
    expect(refusedRightAfterSigningInAgain(CALL, at(1), storage)).toBeNull();
  });

  it('Try again on the login-issue page starts afresh', () => {
    const storage = memoryStorage();
    recordSignInAgain(CALL, at(0), storage);
    markBackFromSignIn(at(10), storage);
    forgetSignInAgain(storage);
    expect(refusedRightAfterSigningInAgain(CALL, at(11), storage)).toBeNull();
  });

  it('an unreadable record is ignored', () => {
    const storage = memoryStorage();
    storage.setItem('larder.signInAgain', '{not json');
    expect(refusedRightAfterSigningInAgain(CALL, at(1), storage)).toBeNull();
  });
});
