// TEST DOUBLE, never shipped: staff's Calor claim review and claims audit (issue 14), checked as the real
// API would: calorClaimsEmployee reviews, calorAdmin reads the audit, members get 403 on every call.
import { endOfDay, isAfter, isBefore, isValid, parseISO, startOfDay } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { CLAIM_STATUSES } from '../../../../src/domain/calor/claim';
import { CLAIM_FLAG_KINDS } from '../../../../src/domain/calor/claimFlags';
import {
  CLAIM_AUDIT_LIST,
  CLAIM_DECISIONS,
  CLAIM_QUEUE_LIST,
  claimAuditCsvRows,
  decideClaim,
  type ClaimAuditEntry,
  type ClaimDecision,
  type ClaimDecisionRequest,
  type StaffClaimSummary,
} from '../../../../src/domain/calor/claimReview';
import { toCsv } from '../../../../src/domain/csv';
import { readListQuery } from '../../../../src/domain/lists/listQuery';
import { requireCaller, requireStaffRole } from '../auth';
import { errorResponse } from '../responses';
import { idempotent } from '../rules/idempotency';
import { containsText, pageOf } from '../rules/paging';
import { allClaims, applyDecision, decidable, findClaim, flagsByClaim, staffDetail, staffSummary } from '../rules/claimReview';
import { staffMemberOf } from '../rules/staffIdentity';
import type { ApiHandlerOptions } from './options';

/** Who may review claims, and who may read the audit (spec §6); developers pass every staff check. */
export const CLAIM_REVIEWER_ROLES = ['calorClaimsEmployee'] as const;
export const CLAIM_AUDIT_ROLES = ['calorAdmin'] as const;

/** Submitted claims come first in the queue, then the others; oldest first within each. */
const queueRank = (claim: StaffClaimSummary) => (claim.status === 'Submitted' ? 0 : 1);

const matchesClaim = (claim: StaffClaimSummary, filters: Partial<Record<'status' | 'period' | 'retailer' | 'member' | 'flagged', string>>) =>
  (!filters.status || claim.status === filters.status) &&
  (!filters.period || claim.period?.id === filters.period) &&
  (!filters.retailer || claim.retailer.id === filters.retailer) &&
  (!filters.member || containsText(`${claim.member.membershipNumber} ${claim.member.name}`, filters.member)) &&
  (!filters.flagged || (filters.flagged === 'yes' ? claim.flags.length > 0 : claim.flags.length === 0));

function auditFilters(request: Request): { ok: true; matches: (entry: ClaimAuditEntry) => boolean } | { ok: false; message: string } {
  const { filters } = readListQuery(new URL(request.url).searchParams, CLAIM_AUDIT_LIST);
  const from = filters.from ? parseISO(filters.from) : null;
  const to = filters.to ? parseISO(filters.to) : null;
  if ((from && !isValid(from)) || (to && !isValid(to))) return { ok: false, message: 'from and to must be dates as yyyy-MM-dd' };
  if (from && to && isAfter(from, to)) return { ok: false, message: 'from must be on or before to' };
  return {
    ok: true,
    matches: (entry) => {
      const at = parseISO(entry.at);
      return (
        (!filters.reviewer || containsText(entry.by.name, filters.reviewer)) &&
        (!from || !isBefore(at, startOfDay(from))) &&
        (!to || !isAfter(at, endOfDay(to))) &&
        (!filters.claimReference || containsText(entry.claimReference, filters.claimReference)) &&
        (!filters.decision || entry.action === filters.decision)
      );
    },
  };
}

async function decisionOf(request: Request): Promise<ClaimDecisionRequest | string> {
  const body: unknown = await request.json().catch(() => null);
  if (typeof body !== 'object' || body === null) return 'The body must be JSON: { decision, reason?, note?, version }';
  const { decision, reason, note, version } = body as Record<string, unknown>;
  if (!CLAIM_DECISIONS.includes(decision as ClaimDecision)) return `decision must be one of ${CLAIM_DECISIONS.join(', ')}`;
  if (!Number.isInteger(version)) return 'version must be the claim version you read';
  if ((reason !== undefined && typeof reason !== 'string') || (note !== undefined && typeof note !== 'string')) return 'reason and note must be text';
  return { decision: decision as ClaimDecision, version: version as number, ...(reason !== undefined ? { reason } : {}), ...(note !== undefined ? { note } : {}) };
}

export function calorClaimsReviewHandlers(options: ApiHandlerOptions) {
  const base = `${options.apiUrl}/calor/claims`;
  const store = () => options.store;

  const reviewer = async (request: Request) => {
    const caller = await requireCaller(request, options);
    requireStaffRole(caller, CLAIM_REVIEWER_ROLES);
    return caller;
  };
  const auditor = async (request: Request) => {
    const caller = await requireCaller(request, options);
    requireStaffRole(caller, CLAIM_AUDIT_ROLES);
    return caller;
  };

  const auditEntries = () => [...store().calor.audit];

  return [
    // The audit's routes come before /calor/claims/:claimReference so "audit" is never read as a reference.
    http.get(`${base}/audit`, async ({ request }) => {
      await auditor(request);
      const filters = auditFilters(request);
      if (!filters.ok) return errorResponse(400, filters.message);
      return HttpResponse.json(
        pageOf(auditEntries(), request, {
          definition: CLAIM_AUDIT_LIST,
          sortValue: (entry, sort) => (sort === 'claimReference' ? entry.claimReference : sort === 'reviewer' ? entry.by.name : entry.at),
          matches: filters.matches,
        }),
      );
    }),

    http.get(`${base}/audit/export`, async ({ request }) => {
      await auditor(request);
      const filters = auditFilters(request);
      if (!filters.ok) return errorResponse(400, filters.message);
      const entries = auditEntries()
        .filter(filters.matches)
        .sort((a, b) => b.at.localeCompare(a.at));
      return new HttpResponse(toCsv(claimAuditCsvRows(entries)), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    }),

    http.get(`${base}/audit/reviewers`, async ({ request }) => {
      await auditor(request);
      const names = [...new Set(store().calor.audit.filter((entry) => entry.by.kind === 'staff').map((entry) => entry.by.name))];
      return HttpResponse.json(names.sort((a, b) => a.localeCompare(b, 'en-GB')));
    }),

    http.get(`${base}/queue-options`, async ({ request }) => {
      await reviewer(request);
      const periods = store()
        .rewards.periods.filter((period) => period.schemeType === 'calor')
        .map(({ id, name, startDate, endDate, state }) => ({ id, name, startDate, endDate, state }));
      const retailers = store().calor.retailers.map(({ id, name, postCode }) => ({ id, name, postCode }));
      return HttpResponse.json({ periods, retailers, statuses: CLAIM_STATUSES, flags: CLAIM_FLAG_KINDS });
    }),

    http.get(base, async ({ request }) => {
      await reviewer(request);
      const claims = allClaims(store().calor);
      const flags = flagsByClaim(store(), claims);
      const summaries = claims.map((claim) => staffSummary(store(), claim, flags));
      return HttpResponse.json(
        pageOf(summaries, request, {
          definition: CLAIM_QUEUE_LIST,
          sortValue: (claim, sort) => {
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
                return claim.member.name;
              case 'cashback':
                return claim.cashback;
            }
          },
          matches: matchesClaim,
        }),
      );
    }),

    http.get(`${base}/:claimReference`, async ({ request, params }) => {
      await reviewer(request);
      const found = findClaim(store().calor, String(params.claimReference));
      if (!found) return errorResponse(404, `No claim ${String(params.claimReference)}`);
      return HttpResponse.json(staffDetail(store(), found));
    }),

    http.get(`${base}/:claimReference/receipt`, async ({ request, params }) => {
      await reviewer(request);
      const found = findClaim(store().calor, String(params.claimReference));
      const receipt = found?.claim.receiptImage;
      if (!found || !receipt) return errorResponse(404, `No receipt for claim ${String(params.claimReference)}`);
      return new HttpResponse(receipt.bytes.slice().buffer, {
        headers: { 'Content-Type': receipt.type, 'Content-Disposition': `inline; filename="${receipt.name}"` },
      });
    }),

    http.post(`${base}/:claimReference/decisions`, async ({ request, params }) => {
      const caller = await reviewer(request);
      return idempotent(
        () => store().idempotency,
        async () => {
          const found = findClaim(store().calor, String(params.claimReference));
          if (!found) return errorResponse(404, `No claim ${String(params.claimReference)}`);
          const decision = await decisionOf(request);
          if (typeof decision === 'string') return errorResponse(400, decision);
          const outcome = decideClaim(decidable(store().calor, found.claim), decision);
          if (!outcome.ok) return errorResponse(outcome.status, outcome.reason);
          applyDecision(store(), found, outcome, staffMemberOf(caller), new Date());
          return HttpResponse.json(staffDetail(store(), found));
        },
      )({ request, caller });
    }),
  ];
}
