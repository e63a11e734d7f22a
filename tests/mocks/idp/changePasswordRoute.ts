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

export function createChangePasswordRouter({ clientId, connection, requests }: ChangePasswordRouteOptions) {
  const router = express.Router();

  router.post('/dbconnections/change_password', express.json(), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    const refuse = (description: string) => res.status(400).json({ error: 'invalid_request', error_description: description });

    if (field('client_id') !== clientId) return refuse(`client_id must be "${clientId}"`);
    if (!field('email')) return refuse('Missing required property: email');
    if (!field('connection')) return refuse('Missing required property: connection');
    if (connection && field('connection') !== connection) return refuse(`connection "${field('connection')}" not found`);

    requests.push({
      clientId,
      email: field('email'),
      connection: field('connection'),
      receivedAt: new Date().toISOString(),
    });
    res.status(200).type('text/plain').send(CHANGE_PASSWORD_ANSWER);
  });

  router.get('/test/change-password-requests', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(requests);
  });

  return router;
}
