// TEST DOUBLE, never shipped: Auth0's `/v2/logout?client_id&returnTo`. Ends the sign-in session (through
// oidc-provider's end-session endpoint, which confirms itself) and lands on returnTo, which must be one
// of the allowed logout URLs, as Auth0 requires.
import express from 'express';
import { AUTH0_ROUTES } from './providerConfiguration.ts';
import { renderProblemPage } from './plainPages.ts';

interface LogoutRouteOptions {
  clientId: string;
  allowedLogoutUrls: readonly string[];
  portalOrigin: string;
}

export function createLogoutRouter({ clientId, allowedLogoutUrls, portalOrigin }: LogoutRouteOptions) {
  const router = express.Router();

  router.get('/v2/logout', (req, res) => {
    const refuse = (message: string) =>
      res.status(400).type('html').send(renderProblemPage('Logout refused', message, portalOrigin));

    const requestedClient = req.query.client_id;
    const returnTo = req.query.returnTo;
    if (requestedClient !== undefined && requestedClient !== clientId) {
      return refuse(`Unknown client_id "${String(requestedClient)}". This stand-in serves the client "${clientId}".`);
    }
    // Auth0 sends people to the first allowed logout URL when returnTo is left out.
    const target = returnTo === undefined ? allowedLogoutUrls[0] : returnTo;
    if (typeof target !== 'string' || !allowedLogoutUrls.includes(target)) {
      return refuse(
        `returnTo "${String(returnTo)}" is not an allowed logout URL. Allowed: ${allowedLogoutUrls.join(', ')} ` +
          '(VITE_LOGOUT_RETURN_URL and VITE_LEGACY_LOGOUT_URL).',
      );
    }
    const endSession = new URLSearchParams({ client_id: clientId, post_logout_redirect_uri: target });
    res.redirect(302, `${req.baseUrl}${AUTH0_ROUTES.end_session}?${endSession}`);
  });

  return router;
}
