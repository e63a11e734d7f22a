// Vitest global setup of the verification kit: which server to check, and the personas' tokens.
//   LARDER_VERIFY_BASE_URL  the API's base address (default: the API simulator, served here over HTTP)
//   LARDER_VERIFY_TOKENS    a JSON file of { "<demo account key>": "<access token>" }
//   LARDER_VERIFY_TOKEN_URL a sign-in stand-in's token route (default: the simulator's own stand-in)
import { readFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import type { TestProject } from 'vitest/node';
import { bundleDocument } from '../../../scripts/api-bundle.mjs';
import { PERSONA_TOKENS_PATH } from '../../mocks/idp/personaTokenRoute';
import { serveStandIns } from '../../mocks/server/serveStandIns';
import { personaKeys } from './personas';

export interface VerifyTarget {
  apiUrl: string;
  tokens: Record<string, string>;
  /** The stand-in's reset call, to start each file from the demo data; undefined for a real server. */
  resetUrl?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    verifyTarget: VerifyTarget;
    apiDocument: Record<string, unknown>;
  }
}

async function fetchTokens(tokenUrl: string): Promise<Record<string, string>> {
  const response = await fetch(tokenUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ accounts: personaKeys() }) });
  if (!response.ok) throw new Error(`The token route ${tokenUrl} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

export default async function setupTarget(project: TestProject) {
  if (process.env.LARDER_VERIFY_LIST_PERSONAS) {
    console.info(`A tokens file is JSON: { "<demo account key>": "<access token>" } for each of:\n${personaKeys().join('\n')}`);
    process.exit(0);
  }
  project.provide('apiDocument', bundleDocument());
  const given = process.env.LARDER_VERIFY_BASE_URL?.replace(/\/+$/, '');
  const served = given ? undefined : await serveStandIns(loadEnv('e2e', process.cwd(), 'VITE_'));
  const apiUrl = given ?? served!.apiUrl;
  const tokensFile = process.env.LARDER_VERIFY_TOKENS;
  const tokenUrl = process.env.LARDER_VERIFY_TOKEN_URL ?? (served ? `${served.issuer}${PERSONA_TOKENS_PATH.slice(1)}` : undefined);
  if (!tokensFile && !tokenUrl) throw new Error('Give the personas\' tokens: --tokens FILE (or --token-url URL of a sign-in stand-in).');
  const tokens = tokensFile ? (JSON.parse(readFileSync(tokensFile, 'utf8')) as Record<string, string>) : await fetchTokens(tokenUrl!);
  const missing = personaKeys().filter((key) => !tokens[key]);
  if (missing.length) throw new Error(`No token for: ${missing.join(', ')} (npm run api:verify -- --list-personas)`);
  project.provide('verifyTarget', { apiUrl, tokens, resetUrl: served ? `${apiUrl}/__simulator/reset` : undefined });
  return () => served?.close();
}
