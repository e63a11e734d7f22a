import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Auth0Client, type Auth0ClientOptions } from '@auth0/auth0-spa-js';
import { createAuthClient } from '@/auth/createAuthClient';
import { validConfig } from '../../unit/config/configFixtures';

vi.mock('@auth0/auth0-spa-js', () => ({
  Auth0Client: vi.fn(function (this: { options: unknown }, options: unknown) {
    this.options = options;
  }),
}));

beforeEach(() => {
  vi.mocked(Auth0Client).mockClear();
});

function optionsFor(...args: Parameters<typeof createAuthClient>): Auth0ClientOptions {
  const client = createAuthClient(...args);
  expect(client).toBeInstanceOf(Auth0Client);
  const calls = vi.mocked(Auth0Client).mock.calls;
  expect(calls).toHaveLength(1);
  return calls[0]![0];
}

describe('createAuthClient: the identity SDK settings (DESIGN.md §3, spec §9)', () => {
  const config = validConfig({
    auth0: {
      domain: 'larder.eu.auth0.com',
      clientId: 'spa-client-id',
      audience: 'https://api.larder.example',
      claimsNamespace: 'https://larder.example/',
    },
  });

  it('signs in to the configured tenant and client', () => {
    const options = optionsFor(config, 'https://portal.larder.example');
    expect(options.domain).toBe('larder.eu.auth0.com');
    expect(options.clientId).toBe('spa-client-id');
  });

  it('comes back to origin + /redirect and asks for tokens for the API audience', () => {
    const options = optionsFor(config, 'https://portal.larder.example');
    expect(options.authorizationParams).toEqual({
      redirect_uri: 'https://portal.larder.example/redirect',
      audience: 'https://api.larder.example',
    });
  });

  it("defaults the origin to the page's own", () => {
    expect(optionsFor(config).authorizationParams?.redirect_uri).toBe(`${window.location.origin}/redirect`);
  });

  it('keeps refresh tokens in local storage, without the iframe fallback', () => {
    const options = optionsFor(config);
    expect(options.useRefreshTokens).toBe(true);
    expect(options.useRefreshTokensFallback).toBe(false);
    expect(options.cacheLocation).toBe('localstorage');
  });

  it('uses the §9 timeouts and ID-token leeway', () => {
    const options = optionsFor(config);
    expect(options.httpTimeoutInSeconds).toBe(10);
    expect(options.authorizeTimeoutInSeconds).toBe(60);
    expect(options.leeway).toBe(60);
  });
});
