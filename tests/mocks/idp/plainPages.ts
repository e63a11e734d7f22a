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

/**
 * What the help-video settings point at locally: a page shaped like an embedded player, so the help-videos
 * screen can be seen and tested without the association's video host. It plays nothing. Like a real
 * player's embed page it has no landmarks: a `main` inside the frame would be a second main on the page.
 */
export function renderVideoStandInPage(name: string): string {
  const title = `Video stand-in: ${name.replaceAll('-', ' ')}`;
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>
  html,body{height:100%;margin:0}
  body{display:flex;align-items:center;justify-content:center;background:#1b1b1b;color:#fff;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:center}
  .player{padding:1rem}
  .play{width:0;height:0;margin:0 auto 1rem;border-style:solid;border-width:18px 0 18px 30px;border-color:transparent transparent transparent #fff}
  p{margin:.25rem 0}
</style>
</head>
<body>
<div class="player">
<div class="play" aria-hidden="true"></div>
<h1 style="font-size:1.1rem;margin:0 0 .5rem">${escapeHtml(title)}</h1>
<p>Test double: the association's video plays here.</p>
</div>
</body>
</html>`;
}
