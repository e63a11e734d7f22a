import { describe, expect, it } from 'vitest';
import { ifMatchOf, keepUnchangedVersion, versionedDataOf } from '@/api/versions';

/** An answer as the API client gives it: its data, with the ETag the server sent (if any). */
async function answer(data: object, etag?: string) {
  return versionedDataOf(Promise.resolve({ data, response: new Response(null, { headers: etag ? { ETag: etag } : {} }) }));
}

describe('keepUnchangedVersion: which answer a versioned query holds after reading again', () => {
  it.each([
    { case: 'same version, same content', held: ['"v1"', { name: 'Harbour Catering', units: [1, 2] }], next: ['"v1"', { name: 'Harbour Catering', units: [1, 2] }], keeps: 'held' },
    { case: 'no versions, same content', held: [undefined, { name: 'Harbour Catering' }], next: [undefined, { name: 'Harbour Catering' }], keeps: 'held' },
    { case: 'same version, changed content', held: ['"v1"', { name: 'Harbour Catering', units: [1, 2] }], next: ['"v1"', { name: 'Harbour Catering', units: [1, 3] }], keeps: 'next' },
    { case: 'new version, same content', held: ['"v1"', { name: 'Harbour Catering' }], next: ['"v2"', { name: 'Harbour Catering' }], keeps: 'next' },
    { case: 'nothing held yet', held: undefined, next: ['"v1"', { name: 'Harbour Catering' }], keeps: 'next' },
  ] as const)('$case: keeps the $keeps answer', async ({ held, next, keeps }) => {
    const heldAnswer = held && (await answer(held[1], held[0]));
    const nextAnswer = await answer(next[1], next[0]);
    const kept = keepUnchangedVersion(heldAnswer, nextAnswer);
    expect(kept).toBe(keeps === 'held' ? heldAnswer : nextAnswer);
    // What a change is then sent with is the version of the answer kept, never a mix.
    expect(ifMatchOf(kept)).toBe((keeps === 'held' ? held?.[0] : next[0]) ?? '*');
  });
});
