// TEST DOUBLE support, never shipped: a fresh RS256 key for each start of the sign-in stand-in (the SDK
// rejects ID tokens signed any other way). Tokens from an earlier start stop verifying, as they should.
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK, type CryptoKey } from 'jose';

export interface SigningKey {
  /** The private JWK that oidc-provider signs ID and access tokens with. */
  privateJwk: JWK;
  /** The public JWK, as served at /.well-known/jwks.json. */
  publicJwk: JWK;
  publicKey: CryptoKey;
}

export async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const common = { kid, alg: 'RS256', use: 'sig' };
  return {
    privateJwk: { ...(await exportJWK(privateKey)), ...common },
    publicJwk: { ...(await exportJWK(publicKey)), ...common },
    publicKey,
  };
}
