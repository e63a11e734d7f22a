// TEST DOUBLE, never shipped: the sign-in stand-in's Auth0 password-reset endpoint, for Vitest (msw), with the
// same checks as the stand-in's own route (tests/mocks/idp/changePasswordRoute.ts), recording each request.
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { AppConfig } from '@/config/config';
import { identityProviderUrl } from '@/auth/requestPasswordReset';
import {
  CHANGE_PASSWORD_ANSWER,
  checkChangePasswordRequest,
  type ChangePasswordRequest,
} from '../../mocks/idp/changePasswordRoute';

export function changePasswordEndpoint(server: SetupServer, config: AppConfig) {
  const requests: (ChangePasswordRequest & { authorization: string | null })[] = [];
  server.use(
    http.post(`${identityProviderUrl(config.auth0.domain)}/dbconnections/change_password`, async ({ request }) => {
      const check = checkChangePasswordRequest(await request.json().catch(() => undefined), {
        clientId: config.auth0.clientId,
        connection: config.auth0.changePasswordConnection,
      });
      if (!check.ok) return HttpResponse.json({ error: 'invalid_request', error_description: check.description }, { status: 400 });
      requests.push({ ...check.request, authorization: request.headers.get('Authorization') });
      return HttpResponse.text(CHANGE_PASSWORD_ANSWER);
    }),
  );
  return requests;
}
