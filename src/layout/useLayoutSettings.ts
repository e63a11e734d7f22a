import { useContext } from 'react';
import { LayoutSettingsContext, type LayoutSettingsContextValue } from './LayoutSettingsContext';

export function useLayoutSettings(): LayoutSettingsContextValue {
  const value = useContext(LayoutSettingsContext);
  if (!value) throw new Error('useLayoutSettings must be used inside <LayoutSettingsProvider>');
  return value;
}
