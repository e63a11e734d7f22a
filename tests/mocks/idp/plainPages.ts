// TEST DOUBLE, never shipped: the small pages of the sign-in stand-in: where logouts land, the targets of
// the portal's external links in local settings, and the error pages.
import { escapeHtml, renderPage } from './html.ts';

export function renderLoggedOutPage(portalOrigin: string): string {
  return renderPage({
    title: 'You have signed out',
    main: `<h1>You have signed out</h1>
<p>You have signed out of Larder and of the local sign-in stand-in.</p>
<p><a href="${escapeHtml(portalOrigin)}/">Return to the portal</a></p>`,
  });
}

export function renderLegacyLoggedOutPage(portalOrigin: string): string {
  return renderPage({
    title: 'Signed out of the legacy application',
    main: `<h1>Signed out of the legacy application</h1>
<p>This page stands in for the legacy application's logged-out page.</p>
<p><a href="${escapeHtml(portalOrigin)}/">Return to the portal</a></p>`,
  });
}

export function renderExternalPage(name: string, portalOrigin: string): string {
  const heading = `External page stand-in: ${name}`;
  return renderPage({
    title: heading,
    main: `<h1>${escapeHtml(heading)}</h1>
<p>In the association's settings this link leads to another site. Locally it leads here.</p>
<p><a href="${escapeHtml(portalOrigin)}/">Return to the portal</a></p>`,
  });
}

/** Plain error page: a heading, what went wrong, and a way back to the portal. */
export function renderProblemPage(heading: string, message: string, portalOrigin: string): string {
  return renderPage({
    title: heading,
    main: `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(portalOrigin)}/">Return to the portal</a></p>`,
  });
}

/**
 * oidc-provider's logout confirmation, answered at once: Auth0 does not ask "are you sure?", so the page
 * submits oidc-provider's form (with its anti-forgery value) itself. Without scripts a button does it.
 */
export function renderLogoutSubmitPage(providerForm: string): string {
  const form = providerForm.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return renderPage({
    title: 'Signing out',
    head: `<script>addEventListener('DOMContentLoaded', function () { document.getElementById('op.logoutForm').submit(); });</script>`,
    main: `<h1>Signing out</h1>
${form}
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>`,
  });
}
