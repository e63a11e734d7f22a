// TEST DOUBLE, never shipped: the sign-in stand-in's login page. Each demo person is one button named
// exactly by their label (one click signs in as them); the email + password form takes the same people.
import type { DemoAccount } from '../data/demoAccounts.ts';
import { escapeHtml, renderPage } from './html.ts';

export const LOGIN_PAGE_HEADING = 'Sign in to Larder (local stand-in)';
export const WRONG_CREDENTIALS_MESSAGE = 'Wrong email or password.';

export interface LoginPageModel {
  /** Where both forms post to: the interaction's login address. */
  action: string;
  accounts: readonly DemoAccount[];
  sharedPassword: string;
  /** Shown in role=alert after a failed email + password attempt. */
  error?: string;
  /** The email typed before, kept after a failed attempt. */
  email?: string;
}

function groupByGroup(accounts: readonly DemoAccount[]): Map<string, DemoAccount[]> {
  const groups = new Map<string, DemoAccount[]>();
  for (const account of accounts) groups.set(account.group, [...(groups.get(account.group) ?? []), account]);
  return groups;
}

function demoAccountSections({ action, accounts }: LoginPageModel): string {
  return [...groupByGroup(accounts)]
    .map(([group, members], index) => {
      const headingId = `group-${index}`;
      const buttons = members
        .map(
          (account) =>
            `<li><button type="submit" name="account" value="${escapeHtml(account.key)}">${escapeHtml(account.label)}</button></li>`,
        )
        .join('\n');
      return `<section aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(group)}</h2>
<form method="post" action="${escapeHtml(action)}"><ul class="accounts">
${buttons}
</ul></form>
</section>`;
    })
    .join('\n');
}

function credentialsForm({ action, error, email = '', sharedPassword }: LoginPageModel): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return `<section aria-labelledby="credentials-heading">
<h2 id="credentials-heading">Sign in with email and password</h2>
<p>Every demo account's password is <code>${escapeHtml(sharedPassword)}</code>.</p>
${error ? `<p id="login-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form class="credentials" method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">Sign in</button>
</form>
</section>`;
}

export function renderLoginPage(model: LoginPageModel): string {
  return renderPage({
    title: model.error ? `Error: ${LOGIN_PAGE_HEADING}` : LOGIN_PAGE_HEADING,
    main: `<h1>${LOGIN_PAGE_HEADING}</h1>
<p class="notice"><strong>This is a local test double</strong> of the association's sign-in service, running on this
computer only. No real accounts exist here: choose one of the demo people below.</p>
${demoAccountSections(model)}
${credentialsForm(model)}`,
  });
}
