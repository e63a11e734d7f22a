import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LAYOUT_SETTINGS,
  parseLayoutSettings,
  readLayoutSettings,
  writeLayoutSettings,
} from '@/layout/layoutSettings';

describe('parseLayoutSettings', () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', '{layoutWidth: boxed'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['a string', '"boxed"'],
    ['an array', '["boxed","dark"]'],
    ['an empty object', '{}'],
  ])('falls back to the defaults for %s', (_case, stored) => {
    expect(parseLayoutSettings(stored)).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('reads every valid stored choice', () => {
    const stored = JSON.stringify({
      layoutType: 'vertical',
      layoutWidth: 'boxed',
      leftSideBarTheme: 'light',
      leftSideBarType: 'condensed',
      showRightSidebar: false,
    });
    expect(parseLayoutSettings(stored)).toEqual({
      layoutType: 'vertical',
      layoutWidth: 'boxed',
      leftSideBarTheme: 'light',
      leftSideBarType: 'condensed',
      showRightSidebar: false,
    });
  });

  it('keeps the valid fields and defaults only the malformed ones', () => {
    const stored = JSON.stringify({ layoutWidth: 'boxed', leftSideBarTheme: 'purple', leftSideBarType: 3 });
    expect(parseLayoutSettings(stored)).toEqual({
      ...DEFAULT_LAYOUT_SETTINGS,
      layoutWidth: 'boxed',
    });
  });

  it('only knows the vertical layout', () => {
    expect(parseLayoutSettings(JSON.stringify({ layoutType: 'horizontal' })).layoutType).toBe('vertical');
  });

  it('never reopens the settings panel on load', () => {
    expect(parseLayoutSettings(JSON.stringify({ showRightSidebar: true })).showRightSidebar).toBe(false);
  });
});

describe('reading and writing storage', () => {
  it('round-trips through local storage', () => {
    writeLayoutSettings({ ...DEFAULT_LAYOUT_SETTINGS, layoutWidth: 'boxed', leftSideBarTheme: 'light' });
    expect(readLayoutSettings()).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, layoutWidth: 'boxed', leftSideBarTheme: 'light' });
  });

  it('copes with storage that refuses access', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readLayoutSettings()).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(() => writeLayoutSettings(DEFAULT_LAYOUT_SETTINGS)).not.toThrow();
  });
});
