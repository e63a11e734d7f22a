// TEST DOUBLE, never shipped: the member's own account (designed calls, README "API"): the summary, business
// contacts, payments and invoices (with their PDFs), card payments, upgrades, renewal and the renewal intention.
import { londonToday } from '../../../../src/domain/londonToday';
import { HttpResponse } from 'msw';
import { requireCaller } from '../auth';
import { renderInvoicePdf } from '../invoicePdf';
import { fileResponse, problem, refused } from '../responses';
import {
  accountOf,
  accountSummaryOf,
  recordNoPlanToRenew,
  recordPlanToRenew,
  renewalQuoteAnswerFor,
  renewByDirectDebit,
  upgradeByDirectDebit,
  upgradeQuotesAnswerFor,
} from '../backend-reference/account';
import { createCardPayment, expireIfDue } from '../backend-reference/cardPayments';
import { cardPaymentsTaken, invoicePaid, publicCardPayment } from '../backend-reference/paymentRecords';
import { invoicePage, pageRequest, paymentListRequest, paymentPage } from '../backend-reference/paymentLists';
import { checkAccountDetailsUpdate } from '../backend-reference/accountDetailsUpdate';
import { idempotent } from '../backend-reference/idempotency';
import { withAccountStatusSync } from '../backend-reference/accountStatusSync';
import { howPaidText } from '../../../../src/domain/account/howPaid';
import { memberResolver } from './memberResolver';
import { apiHttp, type ApiHandlerOptions } from './options';

const jsonBody = (request: Request): Promise<unknown> => request.json().catch(() => undefined);

export function accountHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  const idempotency = () => options.store.idempotency;
  const { store } = options;
  const today = () => londonToday();
  const portalOrigin = options.portalOrigin ?? new URL(options.apiUrl).origin;

  return [
    // Reference data, like call 1: any signed-in caller.
    http.get('/members/reference-data/membership-tiers', async ({ request }) => {
      await requireCaller(request, options);
      return HttpResponse.json(store.account.tiers);
    }),

    http.get(
      '/members/{membershipNumber}/account-summary',
      memberResolver(options, ({ member }) => HttpResponse.json(accountSummaryOf(member, accountOf(store, member), today()))),
    ),

    http.get(
      '/members/{membershipNumber}/account-details',
      memberResolver(options, ({ member }) => HttpResponse.json(accountOf(store, member).details)),
    ),
    http.put(
      '/members/{membershipNumber}/account-details',
      memberResolver(options, async ({ request, member }) => {
        const check = checkAccountDetailsUpdate(await jsonBody(request));
        if (!check.ok) throw refused(check);
        accountOf(store, member).details = check.details;
        return HttpResponse.json(check.details);
      }),
    ),

    http.get(
      '/members/{membershipNumber}/payments',
      memberResolver(options, ({ request, member }) => {
        const now = new Date();
        const cardPayments = () => cardPaymentsTaken(store, member.membershipNumber, now);
        return HttpResponse.json(paymentPage(accountOf(store, member), cardPayments, paymentListRequest(new URL(request.url)), now));
      }),
    ),
    http.get(
      '/members/{membershipNumber}/invoices',
      memberResolver(options, ({ request, member }) => HttpResponse.json(invoicePage(accountOf(store, member), pageRequest(new URL(request.url))))),
    ),
    http.get(
      '/members/{membershipNumber}/invoices/{number}/pdf',
      memberResolver(options, ({ params, member }) => {
        const number = String(params.number);
        const account = accountOf(store, member);
        const invoice = account.invoices.find((candidate) => candidate.number === number);
        if (!invoice) throw problem(404, 'not-found', `No invoice ${number} on this account`);
        // Rendered from the invoice as issued (its parties and lines), never from today's account details.
        const { paidOn, paidBy } = invoicePaid(account, invoice);
        const paid = invoice.status === 'Paid' ? { amount: invoice.gross, howPaid: howPaidText(paidOn, paidBy) } : undefined;
        const pdf = renderInvoicePdf(invoice, paid);
        return fileResponse(pdf, 'application/pdf', { kind: 'attachment', fileName: `Invoice-${invoice.number}.pdf` });
      }),
    ),

    http.post(
      '/members/{membershipNumber}/card-payments',
      memberResolver(
        options,
        idempotent(idempotency, async ({ request, member }) => {
          // A session's moments (made, expires) are the clock's, not the calendar day's.
          const created = createCardPayment(store, member, await jsonBody(request), new Date(), portalOrigin);
          if (!created.ok) throw refused(created);
          return HttpResponse.json(publicCardPayment(created.record), { status: 201 });
        }),
      ),
    ),
    http.get(
      '/members/{membershipNumber}/card-payments/{id}',
      memberResolver(options, ({ params, member }) => {
        const id = String(params.id);
        const record = store.account.cardPayments.find(
          (candidate) => candidate.id === id && candidate.membershipNumber === member.membershipNumber,
        );
        if (!record) throw problem(404, 'not-found', `No card payment ${id} on this account`);
        return HttpResponse.json(publicCardPayment(expireIfDue(record, new Date())));
      }),
    ),

    http.get(
      '/members/{membershipNumber}/upgrade-quotes',
      // 200 either way: a membership that has ended is an answer ({ upgradable: false, reason }), not a 409.
      memberResolver(options, ({ member }) => HttpResponse.json(upgradeQuotesAnswerFor(accountOf(store, member), today()))),
    ),
    http.post(
      '/members/{membershipNumber}/upgrades',
      memberResolver(
        options,
        idempotent(idempotency, async ({ request, member }) => {
          const upgraded = upgradeByDirectDebit(store, member, await jsonBody(request), today());
          if (!upgraded.ok) throw refused(upgraded);
          return HttpResponse.json(upgraded.upgrade);
        }),
      ),
    ),

    http.get(
      '/members/{membershipNumber}/renewals/quote',
      // 200 either way: renewal online not possible now is an answer ({ renewable: false, reason }), not a 409.
      memberResolver(options, ({ member }) => HttpResponse.json(renewalQuoteAnswerFor(member, accountOf(store, member), today()))),
    ),
    http.post(
      '/members/{membershipNumber}/renewals',
      memberResolver(
        options,
        idempotent(idempotency, async ({ request, member }) => {
          const body = await jsonBody(request);
          const renewed = withAccountStatusSync(store, member.membershipNumber, options.signInUsers, () => renewByDirectDebit(store, member, body, today()));
          if (!renewed.ok) throw refused(renewed);
          return HttpResponse.json(renewed.renewal, { status: 201 });
        }),
      ),
    ),
    http.post(
      '/members/{membershipNumber}/renewals/plan-to-renew',
      memberResolver(
        options,
        idempotent(idempotency, async ({ request, member }) => {
          const recorded = recordPlanToRenew(accountOf(store, member), await jsonBody(request), today());
          if (!recorded.ok) throw refused(recorded);
          return HttpResponse.json(recorded.intention, { status: 201 });
        }),
      ),
    ),
    http.post(
      '/members/{membershipNumber}/renewals/no-plan-to-renew',
      memberResolver(
        options,
        idempotent(idempotency, async ({ request, member }) => {
          const recorded = recordNoPlanToRenew(accountOf(store, member), await jsonBody(request), today());
          if (!recorded.ok) throw refused(recorded);
          return HttpResponse.json(recorded.intention, { status: 201 });
        }),
      ),
    ),
  ];
}
