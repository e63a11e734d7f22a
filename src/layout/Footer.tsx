import { useAnalyticsConsent } from '@/session/AnalyticsConsentContext';

/** The foot of each page: where the analytics choice can be changed, when there is one to make. */
export function Footer() {
  const { isNeeded, reopen } = useAnalyticsConsent();
  if (!isNeeded) return null;
  return (
    <footer className="larder-footer">
      {/* A button styled as a link: it opens the cookie question here rather than going anywhere. */}
      <button type="button" className="btn btn-link p-0" onClick={reopen}>
        Cookie settings
      </button>
    </footer>
  );
}
