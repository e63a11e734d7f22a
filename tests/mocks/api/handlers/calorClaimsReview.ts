// TEST DOUBLE, never shipped: staff's Calor claim review and claims audit, checked as the real
// API would: calorClaimsEmployee reviews, calorAdmin reads the audit, members get 403 on every call.
import { endOfDay, isAfter, isBefore, isValid, parseISO, startOfDay } from 'date-fns';
import { HttpResponse } from 'msw';
import { CLAIM_STATUSES } from '../../../../src/domain/calor/claim';
import { CLAIM_AUDIT_LIST, CLAIM_DECISIONS, CLAIM_QUEUE_LIST, type ClaimDecision } from '../../../../src/domain/calor/claimReview';
import { toCsv } from '../../../../src/domain/csv';
import { readListQuery } from '../../../../src/domain/lists/listQuery';
import { fileResponse, problem, refused } from '../responses';
import { invalid, refuse } from '../backend-reference/refusal';
import { createPdfPageCache } from '../backend-reference/pdfPages';
import type { StoredClaim, StoredReceipt } from '../seed/calor';
import { idempotent } from '../backend-reference/idempotency';
import { containsText, pageOf } from '../backend-reference/paging';
import {
  CLAIM_FLAG_KINDS,
  applyDecision,
  calorPeriods,
  claimAuditCsvRows,
  claimFlagsOf,
  decidable,
  decideClaim,
  findClaim,
  periodOf,
  staffDetail,
  staffSummary,
} from '../backend-reference/claimReview';
import { claimIndex, type MemberClaim } from '../backend-reference/claimIndex';
import { memberNameOf, staffMemberOf } from '../backend-reference/staffIdentity';
import { apiHttp, type ApiHandlerOptions, type ApiSchemas } from './options';
import { staffResolver, type StaffRequest } from './staffResolver';

/** Who may review claims, and who may read the audit (spec §6); developers pass every staff check. */

type ClaimAuditEntry = ApiSchemas['ClaimAuditEntry'];

/** Submitted claims come first in the queue, then the others; oldest first within each. */
const queueRank = (claim: StoredClaim) => (claim.status === 'Submitted' ? 0 : 1);

type QueueFilters = Partial<Record<'status' | 'period' | 'retailer' | 'member' | 'flagged', string>>;

/** Which audit entries the request's filters keep; bad dates are refused (400). */
function auditFilter(request: Request): (entry: ClaimAuditEntry) => boolean {
  const { filters } = readListQuery(new URL(request.url).searchParams, CLAIM_AUDIT_LIST);
  const from = filters.from ? parseISO(filters.from) : null;
  const to = filters.to ? parseISO(filters.to) : null;
  if ((from && !isValid(from)) || (to && !isValid(to)))
    throw refused(invalid('from and to must be dates as yyyy-MM-dd', [...(from && !isValid(from) ? ['from'] : []), ...(to && !isValid(to) ? ['to'] : [])].map((name) => ({ in: 'query' as const, name, detail: 'must be a date as yyyy-MM-dd' }))));
  if (from && to && isAfter(from, to)) throw refused(refuse(400, 'date-range-reversed', 'from must be on or before to', [{ in: 'query', name: 'from', detail: 'must be on or before to' }]));
  return (entry) => {
    const at = parseISO(entry.at);
    return (
      (!filters.reviewer || containsText(entry.by.name, filters.reviewer)) &&
      (!from || !isBefore(at, startOfDay(from))) &&
      (!to || !isAfter(at, endOfDay(to))) &&
      (!filters.claimReference || containsText(entry.claimReference, filters.claimReference)) &&
      (!filters.decision || entry.action === filters.decision)
    );
  };
}

/** The decision the body asks for, or a 400 when it is not one. */
async function decisionOf(request: Request): Promise<ApiSchemas['ClaimDecisionRequest']> {
  const body: unknown = await request.json().catch(() => null);
  if (typeof body !== 'object' || body === null) throw refused(invalid('The body must be JSON: { decision, reason?, note?, version }', ''));
  const { decision, reason, note, version } = body as Record<string, unknown>;
  if (!CLAIM_DECISIONS.includes(decision as ClaimDecision)) throw refused(invalid(`decision must be one of ${CLAIM_DECISIONS.join(', ')}`, 'decision'));
  if (typeof version !== 'number' || !Number.isInteger(version)) throw refused(invalid('version must be the claim version you read', 'version'));
  if ((reason !== undefined && typeof reason !== 'string') || (note !== undefined && typeof note !== 'string'))
    throw refused(invalid('reason and note must be text', [...(reason !== undefined && typeof reason !== 'string' ? ['reason'] : []), ...(note !== undefined && typeof note !== 'string' ? ['note'] : [])]));
  return { decision: decision as ClaimDecision, version, ...(reason !== undefined ? { reason } : {}), ...(note !== undefined ? { note } : {}) };
}

export function calorClaimsReviewHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  const store = () => options.store;

  const receiptOf = (params: Record<string, unknown>) => {
    const receipt = findClaim(store().calor, String(params.claimReference))?.claim.receiptImage;
    if (!receipt) throw problem(404, 'not-found', `No receipt for claim ${String(params.claimReference)}`);
    return receipt;
  };
  const renderedPages = createPdfPageCache();
  /** By its bytes, as every upload is judged, never by the type it was stored with. */
  const isPdf = (bytes: Uint8Array) => String.fromCharCode(...bytes.slice(0, 5)) === '%PDF-';
  /** A PDF receipt's pages as images (backend-reference/pdfPages.ts); a photo has none. */
  const pagesOf = async (receipt: StoredReceipt, claimReference: string) => {
    if (!isPdf(receipt.bytes)) throw problem(404, 'not-found', `The receipt of ${claimReference} is not a PDF`);
    const rendered = await renderedPages(receipt.fingerprint, receipt.bytes);
    if (!rendered.ok) throw problem(422, 'receipt-unreadable', `The receipt of ${claimReference} is a PDF that cannot be read: download it to look at it`);
    return rendered;
  };

  const claimFor = (params: Record<string, unknown>) => {
    const found = findClaim(store().calor, String(params.claimReference));
    if (!found) throw problem(404, 'not-found', `No claim ${String(params.claimReference)}`);
    return found;
  };

  return [
    // The audit's paths come before /calor/claims/{claimReference} so "audit" is never read as a reference.
    http.get(
      '/calor/claims/audit',
      staffResolver(options, ({ request }) => {
        const matches = auditFilter(request);
        return HttpResponse.json(
          pageOf([...store().calor.audit], request, {
            definition: CLAIM_AUDIT_LIST,
            sortValue: (entry, sort) => (sort === 'claimReference' ? entry.claimReference : sort === 'reviewer' ? entry.by.name : entry.at),
            matches,
          }),
        );
      }),
    ),

    http.get(
      '/calor/claims/audit/export',
      staffResolver(options, ({ request }) => {
        const matches = auditFilter(request);
        const entries = store()
          .calor.audit.filter(matches)
          .sort((a, b) => b.at.localeCompare(a.at));
        return fileResponse(toCsv(claimAuditCsvRows(entries)), 'text/csv; charset=utf-8');
      }),
    ),

    http.get(
      '/calor/claims/audit/reviewers',
      staffResolver(options, () => {
        const names = [...new Set(store().calor.audit.filter((entry) => entry.by.kind === 'staff').map((entry) => entry.by.name))];
        return HttpResponse.json(names.sort((a, b) => a.localeCompare(b, 'en-GB')));
      }),
    ),

    http.get(
      '/calor/claims/queue-options',
      staffResolver(options, () => {
        const periods = store()
          .rewards.periods.filter((period) => period.schemeType === 'calor')
          .map(({ id, name, startDate, endDate, state }) => ({ id, name, startDate, endDate, state }));
        const retailers = store().calor.retailers.map(({ id, name, postCode }) => ({ id, name, postCode }));
        return HttpResponse.json({ periods, retailers, statuses: [...CLAIM_STATUSES], flags: [...CLAIM_FLAG_KINDS] });
      }),
    ),

    http.get(
      '/calor/claims',
      staffResolver(options, ({ request }) => {
        // Filtered and sorted on what each claim holds (its period from its purchase date, its flags as the
        // index keeps them), then cut: only the page is summarised.
        const periods = calorPeriods(store());
        const index = claimIndex(store().calor);
        const flagged = (entry: MemberClaim) => claimFlagsOf(store(), entry, periods, index).length > 0;
        const matches = (entry: MemberClaim, filters: QueueFilters) => {
          const { membershipNumber, claim } = entry;
          return (
            (!filters.status || claim.status === filters.status) &&
            (!filters.period || periodOf(store(), claim, periods)?.id === filters.period) &&
            (!filters.retailer || claim.retailer.id === filters.retailer) &&
            (!filters.member || containsText(`${membershipNumber} ${memberNameOf(membershipNumber)}`, filters.member)) &&
            (!filters.flagged || (filters.flagged === 'yes') === flagged(entry))
          );
        };
        return HttpResponse.json(
          pageOf(index.entries, request, {
            definition: CLAIM_QUEUE_LIST,
            sortValue: ({ membershipNumber, claim }, sort) => {
              switch (sort) {
                case 'queue':
                  return `${queueRank(claim)} ${claim.submittedOn}`;
                case 'submittedOn':
                  return claim.submittedOn;
                case 'purchaseDate':
                  return claim.purchaseDate;
                case 'reference':
                  return claim.claimReference;
                case 'member':
                  return memberNameOf(membershipNumber);
                case 'cashback':
                  return claim.cashback;
              }
            },
            matches,
            present: (entry) => staffSummary(store(), entry, periods, index),
          }),
        );
      }),
    ),

    http.get(
      '/calor/claims/{claimReference}',
      staffResolver(options, ({ params }) => HttpResponse.json(staffDetail(store(), claimFor(params)))),
    ),

    http.get(
      '/calor/claims/{claimReference}/receipt',
      staffResolver(options, ({ params }) => {
        const receipt = receiptOf(params);
        // A photo may be shown as it is; a PDF, which may carry scripts, is only ever a download.
        return fileResponse(receipt.bytes, receipt.type, { kind: isPdf(receipt.bytes) ? 'attachment' : 'inline', fileName: receipt.name });
      }),
    ),

    http.get(
      '/calor/claims/{claimReference}/receipt/pages',
      staffResolver(options, async ({ params }) => {
        const rendered = await pagesOf(receiptOf(params), String(params.claimReference));
        return HttpResponse.json({ items: rendered.pages.map(({ number, width, height }) => ({ number, width, height })), total: rendered.total });
      }),
    ),

    http.get(
      '/calor/claims/{claimReference}/receipt/pages/{page}',
      staffResolver(options, async ({ params }) => {
        const rendered = await pagesOf(receiptOf(params), String(params.claimReference));
        const page = rendered.pages.find((candidate) => candidate.number === Number(params.page));
        if (!page) throw problem(404, 'not-found', `The receipt of ${String(params.claimReference)} has no page ${String(params.page)}`);
        return fileResponse(page.png, 'image/png');
      }),
    ),

    http.post(
      '/calor/claims/{claimReference}/decisions',
      staffResolver(
        options,
        idempotent(
          () => store().idempotency,
          async ({ request, params, caller }: StaffRequest) => {
            const found = claimFor(params);
            const decision = await decisionOf(request);
            const outcome = decideClaim(decidable(store().calor, found.claim), decision);
            if (!outcome.ok) throw refused(refuse(outcome.status, outcome.code, outcome.reason, outcome.field));
            applyDecision(store(), found, outcome, staffMemberOf(caller), new Date());
            return HttpResponse.json(staffDetail(store(), found));
          },
        ),
      ),
    ),
  ];
}
