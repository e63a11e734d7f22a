// TEST DOUBLE support, never shipped: access tokens for the demo people without a browser sign-in, for
// `npm run api:verify` (docs/api-verification.md) against the local stand-ins. A real tenant has no such
// route: a backend team gives the kit its own tokens. Only the stand-ins serve it, on loopback only.
import express, { type Router } from 'express';
import { importJWK, SignJWT, type JWK } from 'jose';
import type { DemoAccount } from '../data/demoAccounts.ts';
import { customClaims, subjectOf, type ClaimNaming } from './demoAccountClaims.ts';

export const PERSONA_TOKENS_PATH = '/__stand-in/access-tokens';
const LIFETIME = '1h';

export function createPersonaTokenRouter(options: ClaimNaming & { issuer: string; audience: string; privateJwk: JWK; accounts: readonly DemoAccount[] }): Router {
  const router = express.Router();
  const key = importJWK(options.privateJwk, 'RS256');
  // { "accounts": ["member-active", "developer"] } → { "member-active": "<JWT>", … }
  router.post(PERSONA_TOKENS_PATH, express.json(), async (req, res) => {
    const wanted: unknown = req.body?.accounts;
    if (!Array.isArray(wanted) || wanted.some((name) => typeof name !== 'string')) return void res.status(400).json({ error: 'accounts must list demo account keys' });
    const tokens: Record<string, string> = {};
    for (const name of wanted as string[]) {
      const account = options.accounts.find((candidate) => candidate.key === name);
      if (!account) return void res.status(404).json({ error: `No demo account ${name}` });
      tokens[name] = await new SignJWT(customClaims(account, options))
        .setProtectedHeader({ alg: 'RS256', kid: options.privateJwk.kid, typ: 'at+jwt' })
        .setIssuer(options.issuer)
        .setAudience(options.audience)
        .setSubject(subjectOf(account))
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(await key);
    }
    res.json(tokens);
  });
  return router;
}
