// TEST DOUBLE, never shipped: Auth0's `POST /dbconnections/change_password`. Nobody is emailed: the
// request is recorded in memory (and listed at GET /test/change-password-requests for e2e tests), and the
// answer is Auth0's own text.
import express from 'express';

export const CHANGE_PASSWORD_ANSWER = "We've just sent you an email to reset your password.";

export interface ChangePasswordRequest {
  clientId: string;
  email: string;
  connection: string;
  receivedAt: string;
}

interface ChangePasswordRouteOptions {
  clientId: string;
  /** When set, any other connection is refused (Auth0 knows only its configured connections). */
  connection?: string;
  requests: ChangePasswordRequest[];
}

export type ChangePasswordCheck = { ok: true; request: ChangePasswordRequest } | { ok: false; description: string };

/**
 * Auth0's checks of the body, shared by this route and the Vitest stand-in of it
 * (tests/integration/support/identityProvider.ts): refused with 400 `invalid_request` and a description.
 */
export function checkChangePasswordRequest(
  body: unknown,
  { clientId, connection }: Pick<ChangePasswordRouteOptions, 'clientId' | 'connection'>,
): ChangePasswordCheck {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const field = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const refuse = (description: string): ChangePasswordCheck => ({ ok: false, description });

  if (field('client_id') !== clientId) return refuse(`client_id must be "${clientId}"`);
  if (!field('email')) return refuse('Missing required property: email');
  if (!field('connection')) return refuse('Missing required property: connection');
  if (connection && field('connection') !== connection) return refuse(`connection "${field('connection')}" not found`);
  return {
    ok: true,
    request: { clientId, email: field('email'), connection: field('connection'), receivedAt: new Date().toISOString() },
  };
}

export function createChangePasswordRouter({ clientId, connection, requests }: ChangePasswordRouteOptions) {
  const router = express.Router();

  router.post('/dbconnections/change_password', express.json(), (req, res) => {
    const check = checkChangePasswordRequest(req.body, { clientId, connection });
    if (!check.ok) return res.status(400).json({ error: 'invalid_request', error_description: check.description });
    requests.push(check.request);
    res.status(200).type('text/plain').send(CHANGE_PASSWORD_ANSWER);
  });

  router.get('/test/change-password-requests', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(requests);
  });

  return router;
}
