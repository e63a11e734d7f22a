// TEST DOUBLE, never shipped: the sign-in stand-in's login interaction. oidc-provider sends the browser
// here when somebody must sign in; one click on a demo person, or their email and the shared password,
// finishes the interaction and oidc-provider carries on to the portal's /redirect.
import express, { type Request, type Response } from 'express';
import type { Provider } from 'oidc-provider';
import type { DemoAccount } from '../data/demoAccounts.ts';
import { subjectOf } from './demoAccountClaims.ts';
import { renderLoginPage, WRONG_CREDENTIALS_MESSAGE } from './loginPage.ts';
import { renderProblemPage } from './plainPages.ts';

interface InteractionRouteOptions {
  provider: Provider;
  accounts: readonly DemoAccount[];
  sharedPassword: string;
  portalOrigin: string;
}

type LoginForm = { account?: unknown; email?: unknown; password?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Who the submitted form signs in: a demo button's account key, or matching email and password. */
function accountFromForm(form: LoginForm, accounts: readonly DemoAccount[], sharedPassword: string) {
  const key = text(form.account);
  if (key) return accounts.find((account) => account.key === key);
  const email = text(form.email).toLowerCase();
  const account = accounts.find((candidate) => candidate.email.toLowerCase() === email);
  return account && form.password === sharedPassword ? account : undefined;
}

export function createInteractionRouter({ provider, accounts, sharedPassword, portalOrigin }: InteractionRouteOptions) {
  const router = express.Router();

  const loginAction = (req: Request, uid: string) => `${req.baseUrl}/interaction/${encodeURIComponent(uid)}/login`;

  const sendHtml = (res: Response, status: number, html: string) =>
    res.status(status).type('html').set('Cache-Control', 'no-store').send(html);

  /** The interaction this browser is in the middle of, or null (answered) when its cookie is gone. */
  async function currentInteraction(req: Request, res: Response) {
    try {
      const interaction = await provider.interactionDetails(req, res);
      if (interaction.prompt.name === 'login') return interaction;
      sendHtml(res, 500, renderProblemPage('Sign-in error', `Unexpected prompt "${interaction.prompt.name}".`, portalOrigin));
    } catch {
      const message = 'This sign-in attempt has expired or was already completed. Start again from the portal.';
      sendHtml(res, 400, renderProblemPage('Sign-in expired', message, portalOrigin));
    }
    return null;
  }

  router.get('/interaction/:uid', async (req, res) => {
    const interaction = await currentInteraction(req, res);
    if (!interaction) return;
    sendHtml(res, 200, renderLoginPage({ action: loginAction(req, interaction.uid), accounts, sharedPassword }));
  });

  router.post('/interaction/:uid/login', express.urlencoded({ extended: false }), async (req, res) => {
    const interaction = await currentInteraction(req, res);
    if (!interaction) return;
    const form = (req.body ?? {}) as LoginForm;
    const account = accountFromForm(form, accounts, sharedPassword);
    if (!account) {
      // 200, not 401: this is a page to fix the typing on, and Chromium logs 4xx pages as console errors.
      const page = renderLoginPage({
        action: loginAction(req, interaction.uid),
        accounts,
        sharedPassword,
        error: WRONG_CREDENTIALS_MESSAGE,
        email: text(form.email),
      });
      sendHtml(res, 200, page);
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: subjectOf(account) } }, { mergeWithLastSubmission: false });
  });

  return router;
}
