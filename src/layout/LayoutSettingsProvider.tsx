import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readLayoutSettings, writeLayoutSettings, type LayoutSettingsChange } from './layoutSettings';
import { LayoutSettingsContext } from './LayoutSettingsContext';

/** Holds the spec §3 layout settings for the whole app, starting from (and saving to) local storage. */
export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(readLayoutSettings);

  useEffect(() => writeLayoutSettings(settings), [settings]);

  const updateSettings = useCallback(
    (change: LayoutSettingsChange) => setSettings((current) => ({ ...current, ...change })),
    [],
  );
  const value = useMemo(() => ({ settings, updateSettings }), [settings, updateSettings]);

  return <LayoutSettingsContext value={value}>{children}</LayoutSettingsContext>;
}
