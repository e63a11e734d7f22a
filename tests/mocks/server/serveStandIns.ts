// TEST DOUBLE, never shipped: the local stand-ins on a plain Node server of their own (no portal), for
// `npm run api:verify` to check the API simulator over HTTP as it would check any server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStandIns } from './standIns.ts';
import { standInSettingsFromEnv } from './standInSettings.ts';

export interface ServedStandIns {
  /** e.g. http://localhost:41234 */
  origin: string;
  apiUrl: string;
  /** The sign-in stand-in's issuer, e.g. http://localhost:41234/idp/ */
  issuer: string;
  close(): Promise<void>;
}

/** A free port on this machine's loopback (the issuer is fixed at start, so the port must be known first). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, 'localhost', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Serves the stand-ins with the portal's settings of `env` (a mode's VITE_* values), moved to a free port. */
export async function serveStandIns(env: Record<string, string | undefined>): Promise<ServedStandIns> {
  const port = await freePort();
  const moved = Object.fromEntries(Object.entries(env).map(([name, value]) => [name, value?.replace(/^http:\/\/localhost:\d+/, `http://localhost:${port}`)]));
  const settings = standInSettingsFromEnv(moved, 'verify');
  if (!settings) throw new Error('The settings point at a real tenant and API: there are no stand-ins to serve.');
  const middleware = await createStandIns(settings, { warn: (message) => console.warn(message) });
  const server: Server = createServer((req, res) =>
    middleware(req, res, (error?: unknown) => {
      res.statusCode = error ? 500 : 404;
      res.end(error ? String(error) : 'Not a stand-in path');
    }),
  );
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    origin: settings.origin,
    apiUrl: settings.apiUrl,
    issuer: settings.signIn.issuer,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
