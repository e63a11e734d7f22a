// TEST DOUBLE, never shipped: the Vite plugin behind `npm start` (vite) and the e2e tests (vite preview
// --mode e2e). It serves the local stand-ins on the portal's own port: the sign-in stand-in under the
// path of VITE_AUTH0_DOMAIN and the API simulator under VITE_API_URL. The build never includes them.
import path from 'node:path';
import { loadEnv, type Connect, type Logger, type Plugin, type UserConfig } from 'vite';
import { isLoopbackHost } from '../idp/loopback.ts';
import { createStandIns } from './standIns.ts';
import { standInSettingsFromEnv, type StandInSettings } from './standInSettings.ts';
import { startupBanner } from './startupBanner.ts';

interface ServerLike {
  middlewares: Connect.Server;
  httpServer: { once(event: 'listening', listener: () => void): unknown; keepAliveTimeout?: number; headersTimeout?: number } | null;
  config: { logger: Logger };
}

function envDirOf(config: UserConfig): string {
  const root = path.resolve(config.root ?? process.cwd());
  return typeof config.envDir === 'string' ? path.resolve(root, config.envDir) : root;
}

/** A --host that other machines could reach would publish demo sign-ins: refuse it rather than ignore it. */
function refuseNonLoopbackHost(host: string | boolean | undefined, settings: StandInSettings) {
  if (host === undefined || (typeof host === 'string' && isLoopbackHost(host))) return;
  const option = typeof host === 'string' ? `--host ${host}` : '--host';
  throw new Error(
    `The local stand-ins run on ${settings.hostname} only; remove ${option} ` +
      '(or point VITE_AUTH0_DOMAIN and VITE_API_URL at a real tenant and API to serve without them).',
  );
}

async function mountStandIns(server: ServerLike, settings: StandInSettings) {
  // Added directly (not from a returned hook), so it runs before Vite's own middleware, SPA fallback included.
  server.middlewares.use(await createStandIns(settings, server.config.logger));

  // After Vite's own "ready" lines (printed once listen() resolves).
  server.httpServer?.once('listening', () => setTimeout(() => server.config.logger.info(startupBanner(settings))));
}

/**
 * Node closes a keep-alive connection after 5 idle seconds, and Playwright's request client can reuse one it
 * has not yet seen closed (the e2e fixture's calls before and after a journey): a reset, not an answer.
 * Idle connections stay open five minutes instead, longer than a journey may run (two minutes).
 */
function keepIdleConnectionsOpen(server: ServerLike) {
  if (!server.httpServer) return;
  server.httpServer.keepAliveTimeout = 300_000;
  // Node needs the header timeout above the keep-alive one.
  server.httpServer.headersTimeout = 301_000;
}

async function serveStandIns(server: ServerLike, settings: StandInSettings | null) {
  keepIdleConnectionsOpen(server);
  if (settings) await mountStandIns(server, settings);
  else server.config.logger.info('  Local stand-ins off: VITE_AUTH0_DOMAIN and VITE_API_URL point elsewhere.');
}

export function larderStandIns(): Plugin {
  let settings: StandInSettings | null = null;

  return {
    name: 'larder-stand-ins',

    config(config, { command, mode }) {
      if (command !== 'serve') return undefined;
      settings = standInSettingsFromEnv(loadEnv(mode, envDirOf(config), ['VITE_', 'LARDER_SCALE']), mode);
      if (!settings) return undefined;
      refuseNonLoopbackHost(config.server?.host, settings);
      refuseNonLoopbackHost(config.preview?.host, settings);
      // The issuer is fixed at start, so the port must be exactly the one the settings name, unless a
      // proxy in front serves that origin (the e2e run behind nginx: LARDER_STAND_INS_PORT).
      const listen = { host: settings.hostname, port: Number(process.env.LARDER_STAND_INS_PORT) || settings.port, strictPort: true };
      return { server: listen, preview: listen };
    },

    configureServer: (server) => serveStandIns(server, settings),
    configurePreviewServer: (server) => serveStandIns(server, settings),
  };
}
