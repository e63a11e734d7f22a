// TEST DOUBLE support, never shipped: oidc-provider 8 ships no type declarations. These cover only what
// the local sign-in stand-in uses; widen them here when the stand-in needs more.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type UnknownObject = Record<string, unknown>;

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
  }

  export interface Client {
    clientId: string;
    grantTypeAllowed(grantType: string): boolean;
  }

  export interface Session {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export class Grant {
    constructor(properties: { clientId: string; accountId: string });
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export interface ResourceServer {
    scopes: Set<string>;
  }

  /** The per-request `ctx.oidc` of oidc-provider; only the parts the stand-in reads. */
  export interface OIDCContext {
    provider: Provider;
    client?: Client;
    session?: Session;
    account?: { accountId: string };
    params?: UnknownObject;
    result?: InteractionResults;
    requestParamOIDCScopes: Set<string>;
    requestParamClaims: Set<string>;
    requestParamScopes: Set<string>;
    resourceServers: Record<string, ResourceServer>;
  }

  /** Koa's context as oidc-provider hands it to configuration helpers. */
  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    type: string;
    status: number;
    body: unknown;
  }

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export interface ResourceServerInfo {
    audience: string;
    scope?: string;
    accessTokenTTL?: number;
    accessTokenFormat: 'jwt' | 'opaque';
    jwt?: { sign?: { alg: string } };
  }

  /** The authorization code (or other grant artefact) handed to issueRefreshToken and expiresWithSession. */
  export interface AuthorizationCodeLike {
    clientId: string;
    scope: string;
    scopes: Set<string>;
  }

  /** Tokens handed to extraTokenClaims. */
  export interface TokenLike {
    accountId?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
    [key: string]: unknown;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: UnknownObject };
    params: UnknownObject;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    [key: string]: unknown;
  }

  type TtlFunction = (ctx: KoaContextWithOIDC, token: unknown, client: Client) => number;

  /** Options of the `cookies` module oidc-provider sets its cookies with. */
  export interface CookieOptions {
    httpOnly?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
    secure?: boolean;
    signed?: boolean;
  }

  export interface Configuration {
    adapter?: (name: string) => Adapter;
    clients?: ClientMetadata[];
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    cookies?: { keys?: string[]; long?: CookieOptions; short?: CookieOptions };
    extraParams?: string[];
    extraTokenClaims?: (ctx: KoaContextWithOIDC, token: TokenLike) => Promise<UnknownObject | undefined>;
    features?: {
      devInteractions?: { enabled: boolean };
      revocation?: { enabled: boolean };
      userinfo?: { enabled: boolean };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Promise<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Promise<void>;
      };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (
          ctx: KoaContextWithOIDC,
          client: Client,
          oneOf?: string[],
        ) => Promise<string | string[] | undefined>;
        useGrantedResource?: (ctx: KoaContextWithOIDC, model: unknown) => Promise<boolean>;
        getResourceServerInfo?: (
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client: Client,
        ) => Promise<ResourceServerInfo>;
      };
    };
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: unknown) => Promise<Account | undefined>;
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Promise<string> };
    issueRefreshToken?: (ctx: KoaContextWithOIDC, client: Client, code: AuthorizationCodeLike) => Promise<boolean>;
    expiresWithSession?: (ctx: KoaContextWithOIDC, code: AuthorizationCodeLike) => Promise<boolean>;
    jwks?: { keys: UnknownObject[] };
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    pkce?: { methods?: string[]; required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    responseTypes?: string[];
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => Promise<void>;
    routes?: Record<string, string>;
    ttl?: Record<string, number | TtlFunction>;
  }

  /** oidc-provider's storage adapter interface (one instance per model name). */
  export interface Adapter {
    upsert(id: string, payload: UnknownObject, expiresIn: number): Promise<void>;
    find(id: string): Promise<UnknownObject | undefined>;
    findByUserCode(userCode: string): Promise<UnknownObject | undefined>;
    findByUid(uid: string): Promise<UnknownObject | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: 'server_error', listener: (ctx: KoaContextWithOIDC, error: Error) => void): this;
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      error: string;
      error_description?: string;
    }
    class InvalidTarget extends OIDCProviderError {
      constructor(description?: string);
    }
    class SessionNotFound extends OIDCProviderError {}
  }

  export default Provider;
}
