// TEST DOUBLE support, never shipped: how a resource server (the API simulator) checks the stand-in's
// access tokens: RS256 signature by the stand-in's key, issuer, audience and expiry.
import { jwtVerify, type CryptoKey, type JWTPayload } from 'jose';

export type AccessTokenVerifier = (token: string) => Promise<JWTPayload | null>;

export function createAccessTokenVerifier(options: {
  publicKey: CryptoKey;
  issuer: string;
  audience: string;
}): AccessTokenVerifier {
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, options.publicKey, {
        algorithms: ['RS256'],
        issuer: options.issuer,
        audience: options.audience,
        requiredClaims: ['sub', 'exp'],
      });
      return payload;
    } catch {
      return null;
    }
  };
}
