// My Claims' paging rule, over a small hand-made claims list.
import { describe, expect, it } from 'vitest';
import type { StoredClaim } from '../seed/calor';
import { memberClaimsPage } from './memberClaims';

const claim = (claimReference: string, submittedOn: string, purchaseDate: string, status: StoredClaim['status']) =>
  ({ claimReference, submittedOn, purchaseDate, status, receiptImage: { name: `${claimReference}.png`, type: 'image/png', size: 10, fingerprint: 'f', bytes: new Uint8Array() } }) as unknown as StoredClaim;

const CLAIMS = [
  claim('CLR-1', '2026-09-01T10:00:00Z', '2026-08-30', 'Paid'),
  claim('CLR-2', '2026-10-01T10:00:00Z', '2026-09-28', 'Rejected'),
  claim('CLR-3', '2026-11-01T10:00:00Z', '2026-10-30', 'Submitted'),
  claim('CLR-4', '2026-11-01T10:00:00Z', '2026-10-31', 'Approved'),
  claim('CLR-5', '2026-08-01T09:00:00Z', '2026-07-30', 'Rejected'),
];

const pageFor = (query: string) => memberClaimsPage(CLAIMS, new Request(`https://api.test/calor/members/LM100001/claims${query}`));

describe('a member’s claims, a page at a time', () => {
  it.each([
    { why: 'newest submission first, the later purchase first on the same moment', query: '', references: ['CLR-4', 'CLR-3', 'CLR-2', 'CLR-1', 'CLR-5'], total: 5 },
    { why: 'a page cut from that order', query: '?page=2&pageSize=2', references: ['CLR-2', 'CLR-1'], total: 5 },
    { why: 'the last page, part full', query: '?page=3&pageSize=2', references: ['CLR-5'], total: 5 },
    { why: 'a page past the end is empty, with the total', query: '?page=9&pageSize=2', references: [], total: 5 },
    { why: 'one status only', query: '?status=Rejected', references: ['CLR-2', 'CLR-5'], total: 2 },
    { why: 'a status with no claims', query: '?status=Approved&page=2&pageSize=1', references: [], total: 1 },
  ])('$why', ({ query, references, total }) => {
    const page = pageFor(query);
    expect(page.items.map((item) => item.claimReference)).toEqual(references);
    expect(page.total).toBe(total);
  });

  it('describes each receipt on the page by name, type and size, never its bytes', () => {
    const [first] = pageFor('?pageSize=1').items;
    expect(first).toMatchObject({ receipt: { name: 'CLR-4.png', type: 'image/png', size: 10 } });
    expect(first).not.toHaveProperty('receiptImage');
  });
});
