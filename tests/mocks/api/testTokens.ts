/// <reference types="vite/client" />
// TEST DOUBLE, never shipped: signs and checks access tokens for Vitest, so integration tests pass
// through the simulator's real 401/403 checks. Settings come from .env.e2e (see vitest.config.ts).
import { generateKeyPair, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { accountStatusClaim } from '../../../src/domain/roles';
import { demoAccount } from '../data/demoAccounts';
import { callerClaimsFromPayload, namespacedClaim, type CallerClaims } from './auth';

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

/** One key pair per test run: generating RSA keys is slow. */
const keyPair = generateKeyPair('RS256');

export async function signTestToken(claims: TestTokenClaims, overrides: TestTokenOverrides = {}): Promise<string> {
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
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256' })
    .setSubject(claims.subject ?? `test|${claims.membershipNumber ?? (claims.roles.join('+') || 'no-roles')}`)
    .setIssuer(overrides.issuer ?? ISSUER)
    .setAudience(overrides.audience ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(overrides.expiresAt ?? '1h')
    .sign((await keyPair).privateKey);
}

/** A token carrying the claims of a demo account of tests/mocks/data/demoAccounts.ts. */
export function tokenForDemoAccount(key: string): Promise<string> {
  const { roles, membershipNumber, accountId, accountStatus, memberType, email } = demoAccount(key);
  const subject = `demo|${key}`;
  return signTestToken({ subject, roles, membershipNumber, accountId, accountStatus, memberType, email });
}

/** The simulator's token check in Vitest: signature, issuer, audience and expiry; null when any fails. */
export async function verifyTestToken(token: string): Promise<CallerClaims | null> {
  try {
    const { payload } = await jwtVerify(token, (await keyPair).publicKey, {
      algorithms: ['RS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp'],
    });
    return callerClaimsFromPayload(payload, CLAIMS_NAMESPACE);
  } catch {
    return null;
  }
}
