// TEST DOUBLE, never shipped: the member's own account (designed calls, README "API"): the summary, business
// contacts, payments and invoices (with their PDFs), card payments, upgrades, renewal and the renewal intention.
import { http, HttpResponse } from 'msw';
import type { AccountDetails } from '../../../../src/domain/account/accountDetails';
import type { CardPayment } from '../../../../src/domain/account/cardPayments';
import type { MemberPayments } from '../../../../src/domain/account/payments';
import { NO_PLAN_TO_RENEW_REASONS, COMMENTS_MAX_LENGTH } from '../../../../src/domain/account/renewal';
import { isMembershipTier } from '../../../../src/domain/membershipTiers';
import { requireCaller } from '../auth';
import { addressLines, renderInvoicePdf } from '../invoicePdf';
import { errorResponse } from '../responses';
import {
  accountOf,
  accountSummaryOf,
  createCardPayment,
  renewalQuoteFor,
  renewByDirectDebit,
  upgradeByDirectDebit,
  upgradeQuotesFor,
  type Refusal,
} from '../rules/account';
import { checkAccountDetailsUpdate } from '../rules/accountDetailsUpdate';
import { day, SUPPLIER, type CardPaymentRecord } from '../seed/account';
import { idempotent } from '../rules/idempotency';
import { memberResolver } from './memberResolver';
import type { ApiHandlerOptions } from './options';

const refusal = ({ status, message }: Refusal) => errorResponse(status, message);
const isRefusal = (value: object): value is Refusal => 'ok' in value && value.ok === false;
const jsonBody = (request: Request): Promise<unknown> => request.json().catch(() => undefined);

/** What the portal sees of a card payment: not the return address or the internal target. */
function publicCardPayment(record: CardPaymentRecord): CardPayment {
  const { membershipNumber: _member, returnUrl: _returnUrl, target: _target, ...payment } = record;
  return payment;
}

export function accountHandlers(options: ApiHandlerOptions) {
  const idempotency = () => options.store.idempotency;
  const { store } = options;
  const members = `${options.apiUrl}/members/:membershipNumber`;
  const today = () => new Date();

  return [
    // Reference data, like call 1: any signed-in caller.
    http.get(`${options.apiUrl}/members/reference-data/membership-tiers`, async ({ request }) => {
      await requireCaller(request, options);
      return HttpResponse.json(store.account.tiers);
    }),

    http.get(
      `${members}/account-summary`,
      memberResolver(options, ({ member }) => HttpResponse.json(accountSummaryOf(member, accountOf(store, member), today()))),
    ),

    http.get(
      `${members}/account-details`,
      memberResolver(options, ({ member }) => HttpResponse.json<AccountDetails>(accountOf(store, member).details)),
    ),
    http.put(
      `${members}/account-details`,
      memberResolver(options, async ({ request, member }) => {
        const check = checkAccountDetailsUpdate(await jsonBody(request));
        if (!check.ok) return errorResponse(400, check.message);
        accountOf(store, member).details = check.details;
        return HttpResponse.json<AccountDetails>(check.details);
      }),
    ),

    http.get(
      `${members}/payments`,
      memberResolver(options, ({ member }) => {
        const account = accountOf(store, member);
        return HttpResponse.json<MemberPayments>({ payments: account.payments, directDebitMandate: account.mandate });
      }),
    ),
    http.get(
      `${members}/invoices`,
      memberResolver(options, ({ member }) =>
        // The list without the lines and tax point, which only the PDF needs; newest first.
        HttpResponse.json(
          accountOf(store, member)
            .invoices.map(({ lines: _lines, taxPoint: _taxPoint, ...invoice }) => invoice)
            .sort((a, b) => b.issueDate.localeCompare(a.issueDate) || b.number.localeCompare(a.number)),
        ),
      ),
    ),
    http.get(
      `${members}/invoices/:invoiceNumber/pdf`,
      memberResolver(options, ({ request, member }) => {
        const number = decodeURIComponent(new URL(request.url).pathname.split('/').at(-2) ?? '');
        const account = accountOf(store, member);
        const invoice = account.invoices.find((candidate) => candidate.number === number);
        if (!invoice) return errorResponse(404, `No invoice ${number} on this account`);
        const { details } = account;
        const pdf = renderInvoicePdf(invoice, SUPPLIER, {
          name: details.tradingName,
          address: addressLines(details.invoiceAddress ?? details.mailAddress),
        });
        return new HttpResponse(pdf, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="Invoice-${invoice.number}.pdf"`,
          },
        });
      }),
    ),

    http.post(
      `${members}/card-payments`,
      memberResolver(options, idempotent(idempotency, async ({ request, member }) => {
        const created = createCardPayment(store, member, await jsonBody(request), today());
        if (!created.ok) return refusal(created);
        return HttpResponse.json(publicCardPayment(created.record), { status: 201 });
      })),
    ),
    http.get(
      `${members}/card-payments/:paymentId`,
      memberResolver(options, ({ request, member }) => {
        const id = decodeURIComponent(new URL(request.url).pathname.split('/').at(-1) ?? '');
        const record = store.account.cardPayments.find(
          (candidate) => candidate.id === id && candidate.membershipNumber === member.membershipNumber,
        );
        if (!record) return errorResponse(404, `No card payment ${id} on this account`);
        return HttpResponse.json(publicCardPayment(record));
      }),
    ),

    http.get(
      `${members}/upgrade-quotes`,
      memberResolver(options, ({ member }) => {
        const quotes = upgradeQuotesFor(accountOf(store, member), today());
        return isRefusal(quotes) ? refusal(quotes) : HttpResponse.json(quotes);
      }),
    ),
    http.post(
      `${members}/upgrades`,
      memberResolver(options, idempotent(idempotency, async ({ request, member }) => {
        const upgraded = upgradeByDirectDebit(store, member, await jsonBody(request), today());
        return upgraded.ok ? HttpResponse.json(upgraded.upgrade) : refusal(upgraded);
      })),
    ),

    http.get(
      `${members}/renewals/quote`,
      memberResolver(options, ({ member }) => {
        const quote = renewalQuoteFor(member, accountOf(store, member), today());
        return quote.ok ? HttpResponse.json(quote.quote) : refusal(quote);
      }),
    ),
    http.post(
      `${members}/renewals`,
      memberResolver(options, idempotent(idempotency, async ({ request, member }) => {
        const renewed = renewByDirectDebit(store, member, await jsonBody(request), today());
        return renewed.ok ? HttpResponse.json(renewed.renewal, { status: 201 }) : refusal(renewed);
      })),
    ),
    http.post(
      `${members}/renewals/plan-to-renew`,
      memberResolver(options, async ({ request, member }) => {
        const body = (await jsonBody(request)) as Record<string, unknown> | undefined;
        if (!isMembershipTier(body?.tier)) return errorResponse(400, 'tier must be 1, 2, 3 or 4');
        if (body.paymentMethod !== 'Card' && body.paymentMethod !== 'DirectDebit')
          return errorResponse(400, "paymentMethod must be 'Card' or 'DirectDebit'");
        const account = accountOf(store, member);
        if (!account.membershipEndDate || account.membershipEndDate < day(today()))
          return errorResponse(409, 'Your membership has already ended. Please renew it instead.');
        account.renewalIntention = { intention: 'PlanToRenew', recordedOn: day(today()), tier: body.tier, paymentMethod: body.paymentMethod };
        return HttpResponse.json(account.renewalIntention, { status: 201 });
      }),
    ),
    http.post(
      `${members}/renewals/no-plan-to-renew`,
      memberResolver(options, async ({ request, member }) => {
        const body = (await jsonBody(request)) as Record<string, unknown> | undefined;
        const reason = NO_PLAN_TO_RENEW_REASONS.find((option) => option.value === body?.reason)?.value;
        if (!reason) return errorResponse(400, `reason must be one of ${NO_PLAN_TO_RENEW_REASONS.map((option) => option.value).join(', ')}`);
        const comments = typeof body?.comments === 'string' ? body.comments.trim() : '';
        if (comments.length > COMMENTS_MAX_LENGTH) return errorResponse(400, `comments must be ${COMMENTS_MAX_LENGTH} characters or fewer`);
        if (reason === 'Other' && !comments) return errorResponse(400, "comments are required when the reason is 'Other'");
        const account = accountOf(store, member);
        if (!account.membershipEndDate || account.membershipEndDate < day(today()))
          return errorResponse(409, 'Your membership has already ended.');
        account.renewalIntention = { intention: 'NoPlanToRenew', recordedOn: day(today()), reason, comments: comments || null };
        return HttpResponse.json(account.renewalIntention, { status: 201 });
      }),
    ),
  ];
}
