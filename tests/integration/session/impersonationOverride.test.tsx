import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import {
  clearImpersonationOverride,
  setImpersonationOverride,
  useImpersonationOverride,
} from '@/session/impersonationOverride';

const OVERRIDE = { membershipNumber: 'LM200002', accountId: 'acc-other' };

describe('the stored override: impersonating means both keys are set', () => {
  it.each([
    { membershipNumber: 'LM200002', accountId: 'acc-other', expected: OVERRIDE },
    { membershipNumber: 'LM200002', accountId: null, expected: null },
    { membershipNumber: null, accountId: 'acc-other', expected: null },
    { membershipNumber: '', accountId: 'acc-other', expected: null },
    { membershipNumber: 'LM200002', accountId: '', expected: null },
    { membershipNumber: null, accountId: null, expected: null },
  ])('membership number $membershipNumber, account id $accountId → $expected', ({ membershipNumber, accountId, expected }) => {
    if (membershipNumber !== null) localStorage.setItem(STORAGE_KEYS.membershipNumberOverride, membershipNumber);
    if (accountId !== null) localStorage.setItem(STORAGE_KEYS.accountIdOverride, accountId);
    expect(renderHook(() => useImpersonationOverride()).result.current).toEqual(expected);
  });

  it('clearing removes exactly the two override keys', () => {
    localStorage.setItem(STORAGE_KEYS.welcomeShown, 'true');
    localStorage.setItem(STORAGE_KEYS.layoutSettings, '{}');
    setImpersonationOverride(OVERRIDE);
    clearImpersonationOverride();
    expect(Object.keys(localStorage).sort()).toEqual([STORAGE_KEYS.layoutSettings, STORAGE_KEYS.welcomeShown].sort());
  });

  it('stores and clears both keys', () => {
    setImpersonationOverride(OVERRIDE);
    expect(localStorage.getItem('membershipNumberOverride')).toBe('LM200002');
    expect(localStorage.getItem('accountIdOverride')).toBe('acc-other');
    clearImpersonationOverride();
    expect(localStorage.getItem('membershipNumberOverride')).toBeNull();
    expect(localStorage.getItem('accountIdOverride')).toBeNull();
  });
});

describe('useImpersonationOverride', () => {
  it('starts from what is stored', () => {
    localStorage.setItem(STORAGE_KEYS.membershipNumberOverride, 'LM300003');
    localStorage.setItem(STORAGE_KEYS.accountIdOverride, 'acc-3');
    const { result } = renderHook(() => useImpersonationOverride());
    expect(result.current).toEqual({ membershipNumber: 'LM300003', accountId: 'acc-3' });
  });

  it('re-renders with the override when it is set, and with null when it is cleared', () => {
    const { result } = renderHook(() => useImpersonationOverride());
    expect(result.current).toBeNull();

    act(() => setImpersonationOverride(OVERRIDE));
    expect(result.current).toEqual(OVERRIDE);

    act(() => setImpersonationOverride({ membershipNumber: 'LM400004', accountId: 'acc-4' }));
    expect(result.current).toEqual({ membershipNumber: 'LM400004', accountId: 'acc-4' });

    act(() => clearImpersonationOverride());
    expect(result.current).toBeNull();
  });

  it('does not re-render when the same override is set again', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useImpersonationOverride();
    });
    act(() => setImpersonationOverride(OVERRIDE));
    const first = result.current;
    const rendersAfterSet = renders;
    act(() => setImpersonationOverride(OVERRIDE));
    expect(renders).toBe(rendersAfterSet);
    expect(result.current).toBe(first);
  });

  it('follows a change made in another tab (a storage event)', () => {
    const { result } = renderHook(() => useImpersonationOverride());
    act(() => {
      localStorage.setItem(STORAGE_KEYS.membershipNumberOverride, 'LM500005');
      localStorage.setItem(STORAGE_KEYS.accountIdOverride, 'acc-5');
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accountIdOverride }));
    });
    expect(result.current).toEqual({ membershipNumber: 'LM500005', accountId: 'acc-5' });

    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toBeNull();
  });
});
