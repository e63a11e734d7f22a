import { useEffect, useRef } from 'react';
import { useAnalyticsConsent } from '@/session/AnalyticsConsentContext';
import './layout.css';

const HEADING_ID = 'cookie-banner-heading';

/**
 * The analytics question (DESIGN.md §10, the ICO's guidance): asked before anything is loaded from an
 * analytics service, with Accept and Reject the same size and weight, nothing chosen for the person. It
 * sits at the top of the page, in the flow (not a modal: nothing is trapped, and no control is covered);
 * "Cookie settings" at the foot of each page asks again. Plain Bootstrap buttons rather than reactstrap's
 * Button: it is in the first load, where reactstrap's Button would cost 3 KB gzip (prop-types and all).
 */
export function CookieBanner() {
  const { banner, choice, choose, hide } = useAnalyticsConsent();
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const previous = useRef(banner);

  function hideMessage() {
    hide();
    // The button pressed is gone: the page itself takes focus.
    document.getElementById('main-content')?.focus();
  }

  useEffect(() => {
    // Asked again from Cookie settings: the question is where focus goes. At start-up it takes nothing.
    if (banner === 'asking' && previous.current === 'hidden') {
      window.scrollTo({ top: 0 });
      heading.current?.focus();
    }
    // The buttons just pressed are gone: the confirmation takes focus, so it is read out.
    if (banner === 'confirming') confirmation.current?.focus();
    previous.current = banner;
  }, [banner]);

  if (banner === 'hidden') return null;
  return (
    <section className="larder-cookie-banner" aria-labelledby={HEADING_ID}>
      <div className="larder-cookie-banner__body">
        <h2 id={HEADING_ID} className="h5" tabIndex={-1} ref={heading}>
          Cookies on Larder
        </h2>
        {banner === 'asking' ? (
          <>
            <p>We use some essential cookies and browser storage to make this portal work: to keep you signed in, and to keep forms you have not sent yet.</p>
            <p>
              We&rsquo;d also like to use analytics cookies to understand how you use the portal, so we can improve it. They record which pages
              you visit, never your membership number or what you search for, and are only set if you accept.
            </p>
            {choice && <p className="fw-semibold">You have {choice} analytics cookies. You can change your choice here.</p>}
            <div className="larder-cookie-banner__buttons">
              <button type="button" className="btn btn-primary" onClick={() => choose('accepted')}>
                Accept analytics cookies
              </button>
              <button type="button" className="btn btn-primary" onClick={() => choose('rejected')}>
                Reject analytics cookies
              </button>
            </div>
          </>
        ) : (
          <>
            <p tabIndex={-1} ref={confirmation}>
              You&rsquo;ve {choice} analytics cookies. You can change your cookie settings at any time, from Cookie settings at the foot of
              each page.
            </p>
            <button type="button" className="btn btn-primary" onClick={hideMessage}>
              Hide cookie message
            </button>
          </>
        )}
      </div>
    </section>
  );
}
