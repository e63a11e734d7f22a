// TEST DOUBLE, never shipped: pages the portal's local settings point at: the two logout landings and
// the stand-in for every external menu link.
import express from 'express';
import { renderExternalPage, renderLegacyLoggedOutPage, renderLoggedOutPage } from './plainPages.ts';

export function createLandingPageRouter({ portalOrigin }: { portalOrigin: string }) {
  const router = express.Router();
  router.get('/logged-out', (_req, res) => {
    res.type('html').send(renderLoggedOutPage(portalOrigin));
  });
  router.get('/legacy-logged-out', (_req, res) => {
    res.type('html').send(renderLegacyLoggedOutPage(portalOrigin));
  });
  router.get('/external/:name', (req, res) => {
    res.type('html').send(renderExternalPage(req.params.name, portalOrigin));
  });
  return router;
}
