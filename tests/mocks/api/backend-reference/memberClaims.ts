// TEST DOUBLE, never shipped: a member's own Calor claims as My Claims reads them: a page, newest first,
// filtered by status. The server indexes claims by member (the simulator's store holds them so), so a page
// reads only that member's claims: filtered, sorted and cut, and only the page's claims answered in full.
import type { ListDefinition, Paged } from '../../../../src/domain/lists/listQuery';
import type { ApiSchemas } from '../handlers/options';
import type { StoredClaim } from '../seed/calor';
import { pageOf } from './paging';

/** Newest submission first, then the latest purchase; the call takes no sort, only a status. */
export const MEMBER_CLAIMS_LIST: ListDefinition<'submittedOn', 'status'> = {
  sorts: ['submittedOn'],
  filters: ['status'],
  defaultSort: 'submittedOn',
  defaultDirection: 'desc',
};

/** The claims list describes the stored receipt (name, type, size), never its bytes or fingerprint. */
export function listedClaim({ receiptImage, ...claim }: StoredClaim): ApiSchemas['CalorClaim'] {
  return receiptImage ? { ...claim, receipt: { name: receiptImage.name, type: receiptImage.type, size: receiptImage.size } } : claim;
}

/** The page a request asks for (`page`, `pageSize`, `status`) of one member's claims. */
export function memberClaimsPage(claims: readonly StoredClaim[], request: Request): Paged<ApiSchemas['CalorClaim']> {
  return pageOf(claims, request, {
    definition: MEMBER_CLAIMS_LIST,
    // ISO 8601 in UTC and yyyy-MM-dd sort as the moments and days they are.
    sortValue: (claim) => `${claim.submittedOn} ${claim.purchaseDate}`,
    matches: (claim, { status }) => !status || claim.status === status,
    present: listedClaim,
  });
}
