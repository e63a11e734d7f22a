import { useLocation } from 'react-router';
import { useAuth } from '@/auth/AuthContext';
import { safeReturnTarget } from '@/auth/returnTarget';
import { useConfig } from '@/config/ConfigContext';
import { hasContactOptions } from '@/components/contact/ContactOptions';
import { phoneHref } from '@/components/contact/PhoneLink';
import { pathTo } from '@/config/paths';
import type { LoadFailureState } from '@/session/LoadFailureRedirect';

// A readable line length for a notice that stands alone on the page.
const NOTICE_STYLE = { maxWidth: '40rem' } as const;

/**
 * /maintenance: where everyone but developers lands while maintenance mode is on (spec §4). Signed-out
 * developers need a way in, hence the small staff sign-in button.
 */
export function MaintenancePage() {
  const { isLoading, isAuthenticated, login } = useAuth();
  // Where the person was going when maintenance mode sent them here: a developer continues there.
  const returnTo = safeReturnTarget((useLocation().state as LoadFailureState | null)?.from, pathTo('root'));
  const config = useConfig();
  const { links, officePhone, callbackUrl } = config;
  const hasContact = hasContactOptions(config);

  return (
    <section className="card border-0 shadow-sm mx-auto" style={NOTICE_STYLE} aria-labelledby="maintenance-heading">
      <div className="card-body p-4 p-md-5">
        <h2 id="maintenance-heading" className="h3 mb-3">
          We're carrying out maintenance
        </h2>
        <p>The members' portal is closed for a short while so that we can improve it.</p>
        <p>Please come back in a little while: maintenance usually takes no more than a few hours.</p>
        {hasContact && (
          <>
            <p className="mb-2">If you need help before then:</p>
            <ul className="mb-0">
              {officePhone && (
                <li>
                  call us on <a href={phoneHref(officePhone)}>{officePhone}</a>
                </li>
              )}
              {links.contactUs && (
                <li>
                  <a href={links.contactUs}>contact us online</a>
                </li>
              )}
              {callbackUrl && (
                <li>
                  <a href={callbackUrl}>ask us to call you back</a>
                </li>
              )}
            </ul>
          </>
        )}
        {!isLoading && !isAuthenticated && (
          <div className="border-top mt-4 pt-3 text-end">
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void login(returnTo)}>
              Staff sign in
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
