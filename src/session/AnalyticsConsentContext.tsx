import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useConfig } from '@/config/ConfigContext';
import { readConsent, storedConsent, type AnalyticsChoice } from '@/domain/analyticsConsent';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { useStoredValues, writeStorage } from './localStore';

/** Where the cookie banner stands: asking, confirming the choice just made, or out of the way. */
export type ConsentBannerState = 'asking' | 'confirming' | 'hidden';

export interface AnalyticsConsent {
  /** Whether there is anything to consent to: some analytics is configured. */
  isNeeded: boolean;
  /** This browser's choice, or undefined while none has been made (or the last one expired). */
  choice: AnalyticsChoice | undefined;
  banner: ConsentBannerState;
  choose: (choice: AnalyticsChoice) => void;
  /** "Cookie settings": ask again, showing the current choice. */
  reopen: () => void;
  /** "Hide cookie message", after a choice. */
  hide: () => void;
}

const ignore = () => undefined;
/** Outside a provider (a layout rendered on its own) there is nothing to consent to. */
const NOTHING_TO_CONSENT_TO: AnalyticsConsent = { isNeeded: false, choice: undefined, banner: 'hidden', choose: ignore, reopen: ignore, hide: ignore };

const AnalyticsConsentContext = createContext<AnalyticsConsent>(NOTHING_TO_CONSENT_TO);

const CONSENT_KEYS = [STORAGE_KEYS.analyticsConsent] as const;

/** The analytics consent of this browser (DESIGN.md §4, §10), kept in local storage and shared by every tab. */
export function AnalyticsConsentProvider({ children }: { children: ReactNode }) {
  const { analyticsId, searchAnalytics } = useConfig();
  const isNeeded = Boolean(analyticsId || searchAnalytics);
  const raw = useStoredValues(CONSENT_KEYS)[STORAGE_KEYS.analyticsConsent];
  const choice = useMemo(() => (isNeeded ? readConsent(raw, new Date()) : undefined), [isNeeded, raw]);
  // Asked again from Cookie settings, or a choice just made and not yet acknowledged.
  const [shown, setShown] = useState<'asking' | 'confirming' | null>(null);

  const choose = useCallback((made: AnalyticsChoice) => {
    writeStorage(STORAGE_KEYS.analyticsConsent, storedConsent(made, new Date()));
    setShown('confirming');
  }, []);
  const reopen = useCallback(() => setShown('asking'), []);
  const hide = useCallback(() => setShown(null), []);

  const banner: ConsentBannerState = !isNeeded ? 'hidden' : (shown ?? (choice === undefined ? 'asking' : 'hidden'));
  const value = useMemo(() => ({ isNeeded, choice, banner, choose, reopen, hide }), [isNeeded, choice, banner, choose, reopen, hide]);
  return <AnalyticsConsentContext value={value}>{children}</AnalyticsConsentContext>;
}

export function useAnalyticsConsent(): AnalyticsConsent {
  return useContext(AnalyticsConsentContext);
}
