import { createContext, useContext, type ReactNode } from 'react';
import type { AnalyticsAdapter } from './analytics';

const AnalyticsContext = createContext<AnalyticsAdapter | null>(null);

export function AnalyticsProvider({ analytics, children }: { analytics: AnalyticsAdapter; children: ReactNode }) {
  return <AnalyticsContext value={analytics}>{children}</AnalyticsContext>;
}

export function useAnalytics(): AnalyticsAdapter {
  const analytics = useContext(AnalyticsContext);
  if (!analytics) throw new Error('useAnalytics must be used inside <AnalyticsProvider>');
  return analytics;
}
