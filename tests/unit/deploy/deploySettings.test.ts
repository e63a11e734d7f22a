import { describe, expect, it } from 'vitest';
import { securityTxt, supportsHttp2Directive, tlsSettings } from '../../../deploy/deploySettings.mjs';

describe('supportsHttp2Directive: `http2 on;` from nginx 1.25.1', () => {
  it.each([
    ['1.22.1', false],
    ['1.25.0', false],
    ['1.25.1', true],
    ['1.26.3', true],
    ['2.0.0', true],
    [undefined, true],
  ])('nginx %s → %s', (version, expected) => expect(supportsHttp2Directive(version)).toBe(expected));
});

describe('tlsSettings (LARDER_TLS)', () => {
  const certificate = { LARDER_TLS_CERTIFICATE: '/etc/ssl/larder.pem', LARDER_TLS_CERTIFICATE_KEY: '/etc/ssl/private/larder.key' };

  it.each([
    { note: 'TLS in nginx by default, on 443 with HTTP on 80', env: certificate, options: {}, expected: { mode: 'nginx', port: 443, httpPort: 80, certificate: '/etc/ssl/larder.pem', certificateKey: '/etc/ssl/private/larder.key', http2Directive: true } },
    { note: 'an older nginx gets http2 on the listen line', env: { LARDER_TLS: 'nginx', ...certificate }, options: { nginxVersion: '1.22.1' }, expected: { mode: 'nginx', http2Directive: false } },
    { note: 'behind a TLS proxy, plain HTTP on 80', env: { LARDER_TLS: 'proxy' }, options: {}, expected: { mode: 'proxy', port: 80 } },
    { note: 'behind a TLS proxy on a chosen port', env: { LARDER_TLS: 'proxy' }, options: { port: 8080 }, expected: { mode: 'proxy', port: 8080 } },
  ])('$note', ({ env, options, expected }) => expect(tlsSettings(env, options)).toMatchObject(expected));

  it.each([
    { note: 'TLS in nginx without a certificate', env: {}, message: /LARDER_TLS_CERTIFICATE/ },
    { note: 'TLS in nginx without its key', env: { LARDER_TLS_CERTIFICATE: '/etc/ssl/larder.pem' }, message: /LARDER_TLS_CERTIFICATE_KEY/ },
    { note: 'an unknown mode', env: { LARDER_TLS: 'none' }, message: /nginx or proxy/ },
  ])('refuses $note', ({ env, message }) => expect(() => tlsSettings(env)).toThrow(message));
});

describe('securityTxt (RFC 9116)', () => {
  const now = new Date('2026-03-01T09:00:00Z');

  it('is not served without a contact', () => expect(securityTxt({}, { now })).toBeUndefined());

  it('names the contact, expires a year after it was written, prefers English and names its canonical address', () => {
    expect(securityTxt({ LARDER_SECURITY_CONTACT: 'security@larder.example' }, { now, serverName: 'portal.larder.example' })).toBe(
      'Contact: mailto:security@larder.example\n' +
        'Expires: 2027-03-01T09:00:00.000Z\n' +
        'Preferred-Languages: en\n' +
        'Canonical: https://portal.larder.example/.well-known/security.txt\n',
    );
  });

  it.each([
    ['security@larder.example', 'Contact: mailto:security@larder.example'],
    ['mailto:security@larder.example', 'Contact: mailto:security@larder.example'],
    ['https://larder.example/report-a-vulnerability', 'Contact: https://larder.example/report-a-vulnerability'],
    ['tel:+441614960000', 'Contact: tel:+441614960000'],
  ])('contact %s → %s', (contact, line) => expect(securityTxt({ LARDER_SECURITY_CONTACT: contact }, { now })!.split('\n')[0]).toBe(line));

  it('lists several contacts, in order', () => {
    expect(securityTxt({ LARDER_SECURITY_CONTACT: 'security@larder.example, https://larder.example/security' }, { now })).toMatch(
      /^Contact: mailto:security@larder.example\nContact: https:\/\/larder.example\/security\n/,
    );
  });

  it.each(['http://larder.example/security', 'not a contact', 'a"b@larder.example', 'https://larder.example/$x'])('refuses the contact %s', (contact) =>
    expect(() => securityTxt({ LARDER_SECURITY_CONTACT: contact }, { now })).toThrow(/LARDER_SECURITY_CONTACT/),
  );

  it('names no canonical address without a server name', () => expect(securityTxt({ LARDER_SECURITY_CONTACT: 'a@b.example' }, { now, serverName: '_' })).not.toMatch(/Canonical/));
});
