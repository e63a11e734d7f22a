// TEST DOUBLE support, never shipped: what the sign-in stand-in says about each demo person, shaped as
// the association's Auth0 tenant puts it into tokens (DESIGN.md §3): standard claims plus custom claims
// whose names start with the claims namespace.
import { accountStatusClaim } from '../../../src/domain/roles.ts';
import type { DemoAccount } from '../data/demoAccounts.ts';

export interface ClaimNaming {
  /** VITE_AUTH0_CLAIMS_NAMESPACE, a plain prefix such as `https://larder.local/` (may be empty). */
  claimsNamespace: string;
  /** VITE_PRODUCT_KEY: the account status claim is `${productKey}AccountStatus`. */
  productKey: string;
}

/** Subjects look like Auth0 database-connection users: `auth0|member-active`. */
export function subjectOf(account: DemoAccount): string {
  return `auth0|${account.key}`;
}

export function accountWithSubject(accounts: readonly DemoAccount[], subject: string): DemoAccount | undefined {
  return accounts.find((account) => subjectOf(account) === subject);
}

type ClaimSource = [name: string, read: (account: DemoAccount) => unknown];

/** Each custom claim (without its namespace) and where a demo account keeps its value. */
function customClaimSources(productKey: string): ClaimSource[] {
  return [
    ['roles', (account) => account.roles],
    ['membershipNumber', (account) => account.membershipNumber],
    ['accountId', (account) => account.accountId],
    [accountStatusClaim(productKey), (account) => account.accountStatus],
    ['memberType', (account) => account.memberType],
  ];
}

/** Every custom claim name the stand-in may issue, namespaced (for oidc-provider's `claims` setting). */
export function customClaimNames({ claimsNamespace, productKey }: ClaimNaming): string[] {
  return customClaimSources(productKey).map(([name]) => `${claimsNamespace}${name}`);
}

/** The account's custom claims, namespaced; claims the account lacks are left out, not sent empty. */
export function customClaims(account: DemoAccount, { claimsNamespace, productKey }: ClaimNaming): Record<string, unknown> {
  return Object.fromEntries(
    customClaimSources(productKey)
      .map(([name, read]) => [`${claimsNamespace}${name}`, read(account)] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** The standard OpenID Connect claims of the `email` and `profile` scopes. */
export function standardClaims(account: DemoAccount): Record<string, unknown> {
  return {
    email: account.email,
    email_verified: true,
    name: account.name,
    nickname: account.email.split('@')[0],
  };
}
