/// <reference types="vite/client" />
// TEST DOUBLE, never shipped: signs and checks access tokens for Vitest, so integration tests pass
// through the simulator's real 401/403 checks. Settings come from .env.e2e (see vitest.config.ts).
import { errors, importPKCS8, importSPKI, jwtVerify, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { accountStatusClaim } from '../../../src/domain/roles';
import { demoAccount } from '../data/demoAccounts';
import { callerClaimsFromPayload, namespacedClaim, type CallerClaims } from './auth';
import { TEST_SIGNING_PRIVATE_KEY_PEM, TEST_SIGNING_PUBLIC_KEY_PEM } from './testSigningKey';

export interface TestTokenClaims {
  subject?: string;
  roles: string[];
  membershipNumber?: string;
  accountId?: string;
  accountStatus?: string;
  memberType?: string;
  email?: string;
}

/** For tests of the token check itself: sign with the wrong issuer, audience or expiry. */
export interface TestTokenOverrides {
  issuer?: string;
  audience?: string;
  /** Seconds since the epoch. */
  expiresAt?: number;
}

const env = import.meta.env;
const CLAIMS_NAMESPACE: string = env.VITE_AUTH0_CLAIMS_NAMESPACE ?? '';
const ISSUER = `${env.VITE_AUTH0_DOMAIN}/`;
const AUDIENCE: string = env.VITE_AUTH0_AUDIENCE;
const PRODUCT_KEY: string = env.VITE_PRODUCT_KEY || 'larder';

/**
 * One fixed key pair (a committed test double, ./testSigningKey.ts): generating RSA keys cost every test
 * file a few hundred milliseconds. Imported once per file, on first use.
 */
let keyPair: Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }> | undefined;
function keys() {
  keyPair ??= Promise.all([importPKCS8(TEST_SIGNING_PRIVATE_KEY_PEM, 'RS256'), importSPKI(TEST_SIGNING_PUBLIC_KEY_PEM, 'RS256')]).then(
    ([privateKey, publicKey]) => ({ privateKey, publicKey }),
  );
  return keyPair;
}

const TOKEN_LIFETIME_S = 3600;
/** A cached token is signed again once it has less than this left (or the clock, maybe a fake one, is before it). */
const REUSE_MARGIN_S = 300;
const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Signed tokens, one per set of claims and overrides: the portal asks for a token on every API call and a
 * test file signs the same persona's many times. A token is reused while the clock (Vitest's fake one
 * too) is inside its lifetime; one signed with an explicit expiry (an expired token) is always that one.
 */
const signedTokens = new Map<string, { token: string; issuedAt: number; expiresAt: number; fixedExpiry: boolean }>();

export async function signTestToken(claims: TestTokenClaims, overrides: TestTokenOverrides = {}): Promise<string> {
  const { subject, roles, membershipNumber, accountId, accountStatus, memberType, email } = claims;
  const cacheKey = JSON.stringify([subject, roles, membershipNumber, accountId, accountStatus, memberType, email, overrides]);
  const now = nowInSeconds();
  const cached = signedTokens.get(cacheKey);
  if (cached && (cached.fixedExpiry || (now >= cached.issuedAt && now < cached.expiresAt - REUSE_MARGIN_S))) return cached.token;
  const custom: Record<string, unknown> = {
    roles: claims.roles,
    membershipNumber: claims.membershipNumber,
    accountId: claims.accountId,
    [accountStatusClaim(PRODUCT_KEY)]: claims.accountStatus,
    memberType: claims.memberType,
    email: claims.email,
  };
  const payload: JWTPayload = Object.fromEntries(
    Object.entries(custom)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [namespacedClaim(CLAIMS_NAMESPACE, name), value]),
  );
  const expiresAt = overrides.expiresAt ?? now + TOKEN_LIFETIME_S;
  const token = await new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256' })
    .setSubject(claims.subject ?? `test|${claims.membershipNumber ?? (claims.roles.join('+') || 'no-roles')}`)
    .setIssuer(overrides.issuer ?? ISSUER)
    .setAudience(overrides.audience ?? AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign((await keys()).privateKey);
  signedTokens.set(cacheKey, { token, issuedAt: now, expiresAt, fixedExpiry: overrides.expiresAt !== undefined });
  return token;
}

/** A token carrying the claims of a demo account of tests/mocks/data/demoAccounts.ts. */
export function tokenForDemoAccount(key: string): Promise<string> {
  const { roles, membershipNumber, accountId, accountStatus, memberType, email } = demoAccount(key);
  const subject = `demo|${key}`;
  return signTestToken({ subject, roles, membershipNumber, accountId, accountStatus, memberType, email });
}

/**
 * Verified tokens: the signature, issuer and audience of a token string never change, so each is checked
 * once; its expiry is checked again on every use against the clock of the moment.
 */
const verifiedTokens = new Map<string, { claims: CallerClaims; expiresAt: number } | null>();

/** The simulator's token check in Vitest: signature, issuer, audience and expiry; null when any fails. */
export async function verifyTestToken(token: string): Promise<CallerClaims | null> {
  const known = verifiedTokens.get(token);
  if (known !== undefined) return known && nowInSeconds() < known.expiresAt ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, (await keys()).publicKey, {
      algorithms: ['RS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp'],
    });
    const claims = callerClaimsFromPayload(payload, CLAIMS_NAMESPACE);
    verifiedTokens.set(token, { claims, expiresAt: payload.exp! });
    return claims;
  } catch (error) {
    // Only a token that can never pass is remembered as failing: an expired one may pass again under a
    // fake clock set back.
    if (!(error instanceof errors.JWTExpired)) verifiedTokens.set(token, null);
    return null;
  }
}
