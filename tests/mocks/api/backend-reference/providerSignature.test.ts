// The card provider's event signature (providerSignature.ts): what the API accepts and refuses, as a table.
import { describe, expect, it } from 'vitest';
import { addSeconds } from 'date-fns';
import { PROVIDER_NEXT_SIGNING_SECRET, PROVIDER_SIGNING_SECRET, signEvent, SIGNATURE_TOLERANCE_SECONDS, verifyEventSignature } from './providerSignature';

const BODY = '{"id":"evt_test_1","type":"payment.succeeded"}';
const SENT = new Date('2026-11-27T10:00:00Z');
const ROTATING = [PROVIDER_SIGNING_SECRET, PROVIDER_NEXT_SIGNING_SECRET];

describe('verifying the provider’s signature', () => {
  it.each([
    { case: 'signed now with the secret', header: signEvent(BODY, SENT), body: BODY, at: SENT, secrets: undefined, result: { ok: true } },
    {
      case: 'within the tolerance',
      header: signEvent(BODY, SENT),
      body: BODY,
      at: addSeconds(SENT, SIGNATURE_TOLERANCE_SECONDS),
      secrets: undefined,
      result: { ok: true },
    },
    {
      case: 'a replay past the tolerance',
      header: signEvent(BODY, SENT),
      body: BODY,
      at: addSeconds(SENT, SIGNATURE_TOLERANCE_SECONDS + 1),
      secrets: undefined,
      result: { ok: false, code: 'signature-expired' },
    },
    {
      case: 'a timestamp far in the future',
      header: signEvent(BODY, addSeconds(SENT, SIGNATURE_TOLERANCE_SECONDS + 60)),
      body: BODY,
      at: SENT,
      secrets: undefined,
      result: { ok: false, code: 'signature-expired' },
    },
    { case: 'a body altered after signing', header: signEvent(BODY, SENT), body: BODY.replace('1', '2'), at: SENT, secrets: undefined, result: { ok: false, code: 'signature-invalid' } },
    {
      case: 'the timestamp altered to look fresh',
      header: signEvent(BODY, SENT).replace(/^t=\d+/, `t=${Math.floor(SENT.getTime() / 1000) + 600}`),
      body: BODY,
      at: addSeconds(SENT, 600),
      secrets: undefined,
      result: { ok: false, code: 'signature-invalid' },
    },
    { case: 'another secret', header: signEvent(BODY, SENT, ['whsec_someone_else']), body: BODY, at: SENT, secrets: undefined, result: { ok: false, code: 'signature-invalid' } },
    { case: 'no header', header: null, body: BODY, at: SENT, secrets: undefined, result: { ok: false, code: 'signature-invalid' } },
    { case: 'the old sha256= form', header: 'sha256=' + '0'.repeat(64), body: BODY, at: SENT, secrets: undefined, result: { ok: false, code: 'signature-invalid' } },
    { case: 'no v1 at all', header: `t=${Math.floor(SENT.getTime() / 1000)}`, body: BODY, at: SENT, secrets: undefined, result: { ok: false, code: 'signature-invalid' } },
    {
      case: 'rotation: signed with both, the API still on the old secret',
      header: signEvent(BODY, SENT, ROTATING),
      body: BODY,
      at: SENT,
      secrets: [PROVIDER_SIGNING_SECRET],
      result: { ok: true },
    },
    {
      case: 'rotation: signed with the new only, the API holding both',
      header: signEvent(BODY, SENT, [PROVIDER_NEXT_SIGNING_SECRET]),
      body: BODY,
      at: SENT,
      secrets: ROTATING,
      result: { ok: true },
    },
    {
      case: 'after rotation: signed with the retired secret only',
      header: signEvent(BODY, SENT, [PROVIDER_SIGNING_SECRET]),
      body: BODY,
      at: SENT,
      secrets: [PROVIDER_NEXT_SIGNING_SECRET],
      result: { ok: false, code: 'signature-invalid' },
    },
  ])('$case', ({ header, body, at, secrets, result }) => {
    expect(verifyEventSignature(body, header, at, secrets)).toEqual(result);
  });

  it('signs with one v1 per secret, over the timestamp and the body', () => {
    expect(signEvent(BODY, SENT, ROTATING)).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
  });
});
