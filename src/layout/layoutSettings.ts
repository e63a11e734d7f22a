import { STORAGE_KEYS } from '@/domain/storageKeys';
import { readStorage, writeStorage } from '@/session/localStore';

/** Spec §3 layout settings. Only the vertical layout exists, but the field is kept for the stored shape. */
export interface LayoutSettings {
  layoutType: 'vertical';
  layoutWidth: 'fluid' | 'boxed';
  leftSideBarTheme: 'light' | 'dark';
  leftSideBarType: 'default' | 'condensed';
  showRightSidebar: boolean;
}

/** The settings a person can change (the layout type is fixed). */
export type LayoutSettingsChange = Partial<Omit<LayoutSettings, 'layoutType'>>;

/** Kept at logout (DESIGN.md §4): layout preferences are not account data. */
export const LAYOUT_SETTINGS_STORAGE_KEY = STORAGE_KEYS.layoutSettings;

export const LAYOUT_WIDTHS = ['fluid', 'boxed'] as const;
export const SIDEBAR_THEMES = ['light', 'dark'] as const;
export const SIDEBAR_TYPES = ['default', 'condensed'] as const;

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = Object.freeze({
  layoutType: 'vertical',
  layoutWidth: 'fluid',
  leftSideBarTheme: 'dark',
  leftSideBarType: 'default',
  showRightSidebar: false,
});

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * Reads stored settings field by field: anything missing or malformed falls back to its default, so an
 * old or hand-edited value can never break the layout. The right sidebar always starts closed: a
 * settings panel reopening by itself on every page load would trap keyboard focus unexpectedly.
 */
export function parseLayoutSettings(stored: string | null): LayoutSettings {
  let value: unknown;
  try {
    value = stored === null ? null : JSON.parse(stored);
  } catch {
    value = null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ...DEFAULT_LAYOUT_SETTINGS };
  const fields = value as Record<string, unknown>;
  return {
    layoutType: 'vertical',
    layoutWidth: oneOf(LAYOUT_WIDTHS, fields.layoutWidth, DEFAULT_LAYOUT_SETTINGS.layoutWidth),
    leftSideBarTheme: oneOf(SIDEBAR_THEMES, fields.leftSideBarTheme, DEFAULT_LAYOUT_SETTINGS.leftSideBarTheme),
    leftSideBarType: oneOf(SIDEBAR_TYPES, fields.leftSideBarType, DEFAULT_LAYOUT_SETTINGS.leftSideBarType),
    showRightSidebar: false,
  };
}

// Through the shared local-storage helper: where storage is unavailable, the layout forgets between visits.
export function readLayoutSettings(): LayoutSettings {
  return parseLayoutSettings(readStorage(LAYOUT_SETTINGS_STORAGE_KEY));
}

export function writeLayoutSettings(settings: LayoutSettings): void {
  writeStorage(LAYOUT_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
}
