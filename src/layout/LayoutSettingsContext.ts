import { createContext } from 'react';
import type { LayoutSettings, LayoutSettingsChange } from './layoutSettings';

export interface LayoutSettingsContextValue {
  settings: LayoutSettings;
  /** Applies the change at once and remembers it. */
  updateSettings: (change: LayoutSettingsChange) => void;
}

export const LayoutSettingsContext = createContext<LayoutSettingsContextValue | null>(null);
