import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LAYOUT_SETTINGS, LAYOUT_SETTINGS_STORAGE_KEY } from '@/layout/layoutSettings';
import { LayoutSettingsProvider } from '@/layout/LayoutSettingsProvider';
import { useLayoutSettings } from '@/layout/useLayoutSettings';

const wrapper = ({ children }: { children: ReactNode }) => <LayoutSettingsProvider>{children}</LayoutSettingsProvider>;

function stored() {
  return JSON.parse(localStorage.getItem(LAYOUT_SETTINGS_STORAGE_KEY) ?? 'null');
}

describe('LayoutSettingsProvider', () => {
  it('starts from the defaults when nothing is stored', () => {
    const { result } = renderHook(useLayoutSettings, { wrapper });
    expect(result.current.settings).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('starts from what was stored', () => {
    localStorage.setItem(LAYOUT_SETTINGS_STORAGE_KEY, JSON.stringify({ layoutWidth: 'boxed', leftSideBarType: 'condensed' }));
    const { result } = renderHook(useLayoutSettings, { wrapper });
    expect(result.current.settings).toMatchObject({ layoutWidth: 'boxed', leftSideBarType: 'condensed' });
  });

  it('starts from the defaults when the stored value is malformed, and repairs it', () => {
    localStorage.setItem(LAYOUT_SETTINGS_STORAGE_KEY, '{not json');
    const { result } = renderHook(useLayoutSettings, { wrapper });
    expect(result.current.settings).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(stored()).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('applies a change at once and remembers it for the next visit', () => {
    const { result, unmount } = renderHook(useLayoutSettings, { wrapper });
    act(() => result.current.updateSettings({ leftSideBarTheme: 'light', layoutWidth: 'boxed' }));
    expect(result.current.settings).toMatchObject({ leftSideBarTheme: 'light', layoutWidth: 'boxed' });
    expect(stored()).toMatchObject({ leftSideBarTheme: 'light', layoutWidth: 'boxed' });

    unmount();
    const nextVisit = renderHook(useLayoutSettings, { wrapper });
    expect(nextVisit.result.current.settings).toMatchObject({ leftSideBarTheme: 'light', layoutWidth: 'boxed' });
  });

  it('keeps the other settings when one changes', () => {
    const { result } = renderHook(useLayoutSettings, { wrapper });
    act(() => result.current.updateSettings({ leftSideBarType: 'condensed' }));
    act(() => result.current.updateSettings({ layoutWidth: 'boxed' }));
    expect(result.current.settings).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, leftSideBarType: 'condensed', layoutWidth: 'boxed' });
  });

  it('refuses to be used outside the provider', () => {
    function Reader() {
      useLayoutSettings();
      return <p>unreachable</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the thrown error
    expect(() => render(<Reader />)).toThrow(/inside <LayoutSettingsProvider>/);
    expect(screen.queryByText('unreachable')).not.toBeInTheDocument();
  });
});
