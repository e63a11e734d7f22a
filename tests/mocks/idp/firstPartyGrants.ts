// TEST DOUBLE support, never shipped: makes oidc-provider treat the portal as Auth0 treats a first-party
// application: no consent screen, and a refresh token although the SDK never sends prompt=consent.
import type { AuthorizationCodeLike, Client, Grant, KoaContextWithOIDC } from 'oidc-provider';

/**
 * Grants the first-party client everything it asks for (scopes, claims, the API audience) as soon as the
 * person has signed in, so oidc-provider's consent prompt never appears for it.
 */
export function firstPartyGrantLoader(firstPartyClientId: string) {
  return async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
    const { oidc } = ctx;
    const { client, session, account } = oidc;
    if (!client || !session || !account) return undefined;

    const grantId = oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
    // A grant from an earlier sign-in as somebody else in this browser does not carry over.
    if (grant && grant.accountId !== account.accountId) grant = undefined;
    if (client.clientId !== firstPartyClientId) return grant;

    grant ??= new oidc.provider.Grant({ clientId: client.clientId, accountId: account.accountId });
    grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
    grant.addOIDCClaims([...oidc.requestParamClaims]);
    for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers)) {
      const scopes = [...oidc.requestParamScopes].filter((scope) => resourceServer.scopes.has(scope));
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    await grant.save();
    return grant;
  };
}

/**
 * oidc-provider drops `offline_access` from a request without prompt=consent (OpenID Connect Core), and
 * auth0-spa-js never sends one. The first-party client gets its refresh token anyway, and the token
 * records `offline_access` as Auth0's does, so a refresh request naming the scope first asked for
 * passes oidc-provider's scope check.
 */
export function firstPartyRefreshTokenPolicy(firstPartyClientId: string) {
  return async function issueRefreshToken(
    _ctx: KoaContextWithOIDC,
    client: Client,
    code: AuthorizationCodeLike,
  ): Promise<boolean> {
    if (!client.grantTypeAllowed('refresh_token')) return false;
    if (code.scopes.has('offline_access')) return true;
    if (client.clientId !== firstPartyClientId) return false;
    code.scope = [...code.scopes, 'offline_access'].join(' ');
    return true;
  };
}

/**
 * Auth0's refresh tokens are not bound to the sign-in session: `/v2/logout` ends the session and leaves
 * them working until they are revoked (`/oauth/revoke`, which the portal's logout calls) or expire.
 * oidc-provider would bind the first-party client's to the session (its code was issued without
 * offline_access) and revoke them at logout, hiding a logout that forgot to revoke.
 */
export function firstPartySessionBinding(firstPartyClientId: string) {
  return async function expiresWithSession(_ctx: KoaContextWithOIDC, code: AuthorizationCodeLike): Promise<boolean> {
    return code.clientId !== firstPartyClientId && !code.scopes.has('offline_access');
  };
}
