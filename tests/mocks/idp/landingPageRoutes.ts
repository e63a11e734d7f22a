// TEST DOUBLE, never shipped: pages the portal's local settings point at: the two logout landings and
// the stand-in for every external menu link.
import express from 'express';
import { renderExternalPage, renderLegacyLoggedOutPage, renderLoggedOutPage, renderVideoStandInPage } from './plainPages.ts';

export function createLandingPageRouter({ portalOrigin }: { portalOrigin: string }) {
  const router = express.Router();
  router.get('/logged-out', (_req, res) => {
    res.type('html').send(renderLoggedOutPage(portalOrigin));
  });
  router.get('/legacy-logged-out', (_req, res) => {
    res.type('html').send(renderLegacyLoggedOutPage(portalOrigin));
  });
  // The help videos' local settings (VITE_HELP_VIDEO_*): a player-shaped page for the frames.
  router.get('/external/video/:name', (req, res) => {
    res.type('html').send(renderVideoStandInPage(req.params.name));
  });
  router.get('/external/:name', (req, res) => {
    res.type('html').send(renderExternalPage(req.params.name, portalOrigin));
  });
  return router;
}
