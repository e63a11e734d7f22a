// Generated from api/openapi.yaml by `npm run api:generate`: do not edit by hand.
// The request and response types of every call the portal makes (openapi-typescript).
export interface paths {
    "/members/{membershipNumber}/account-details": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Read the business's details and contacts
         * @description The business's trading name, VAT number, main contact and addresses, beyond call 4's company fields
         *     (the company type, number and VAT-registered answer stay in call 4 and are saved by call 5).
         *     `invoiceAddress` is `null` when invoices go to the mail address.
         */
        get: operations["getAccountDetails"];
        /**
         * Save the business's details and contacts
         * @description Replaces the account details with the whole object sent, and answers what was saved. The server checks
         *     every field itself (it never relies on the portal's checks): text is trimmed and at most 100 characters;
         *     `tradingName`, the contact's `name`, `email` and `phone`, and each address's `line1`, `town` and
         *     `postcode` are required; `vatNumber` is 9 digits without `GB`, or `null` when the business is not VAT
         *     registered; `email` must contain `@`; `phone` and `mobile` must be UK numbers (spec §5); a postcode is
         *     letters or digits, a space, letters or digits, and must be a deliverable address. Optional text that
         *     is empty is stored as `null`, and a missing optional field is read as `null`; `invoiceAddress` `null`
         *     means invoices go to the mail address. The portal saves call 5 beside it when the company fields change.
         */
        put: operations["updateAccountDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/account-summary": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Read the membership at a glance
         * @description The member's membership at a glance, as the association's records hold it: tier, account status (the
         *     sign-in's claim can lag behind it), the membership year, when the current plan of payments ends (the
         *     dashboard's expiry banner counts down to it), the latest payment method, the next scheduled payment,
         *     what is owed (`balance`) and the part of it past its due date (`overdueAmount`), the renewal
         *     intention the member last recorded, and the Direct Debit mandate (masked), so what is owed and how it is
         *     collected never need the whole payment history. The dashboard's membership card and banner, Payments & Invoices and
         *     the renewal pages read it.
         */
        get: operations["getAccountSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * List the changes made to the member's records
         * @description Every write on this member's path that the API accepted, newest first: which operation, when, who
         *     made it (their user id, name and roles) and whether a member of staff made it for the member
         *     (`onBehalfOfMember`). The record is the server's own, made when it answers the write; a replayed
         *     answer (`Idempotent-Replayed: true`) records nothing more. The backend keeps the records with the
         *     member (an index by membership number and time).
         */
        get: operations["getMemberActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/details": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Read the membership info
         * @description Spec §7 call 4. The membership info of spec §3: the company type (its id, and the id with its name),
         *     the registration or charity number, the VAT-registered answer, the latest membership's status and
         *     payment type, and the balance owed. Fields the member has not given yet are `null`; `vatRegistered`
         *     is `null` or left out while the member has not answered. The portal uses it to decide whether to ask
         *     for company details, and which membership error page to show.
         */
        get: operations["getMembershipDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/details/account-id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Read the member's account id
         * @description Spec §7 call 2. The member's account id as a JSON string (a GUID). An account manager opening a
         *     member route as `/{membershipNumber}/…` reads it to set the impersonation override (membership number
         *     and account id).
         */
        get: operations["getAccountId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{memberId}/details/company-type": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number (the spec names this parameter `memberId`; its value is the membership number, such as `LM100001`, as in every other member call).
                 * @example LM100001
                 */
                memberId: components["schemas"]["MembershipNumber"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Save the company type, number and VAT answer
         * @description Spec §7 call 5: saves the company details the portal asks for (the company details modal and the
         *     account details page). The server checks the body itself:
         *
         *     - `companyTypeId` must be a company type of call 1, and not `Business not registered`;
         *     - `companyRegistrationOrCharityNumber` is needed (and checked) for Limited Company, PLC and Charity:
         *       at most 10 characters, a charity number of 6 to 8 digits or a company number in the register's
         *       format (spec §5), and it must be on the register; for other types it may be empty or `null` and
         *       is stored as `null` (the server also reads a missing number as `null`);
         *     - `vatRegistered` must be `true` or `false`.
         *
         *     The answer is the updated membership info, as call 4 answers it from then on (the spec reads it as
         *     JSON without showing it).
         */
        put: operations["updateCompanyDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Read the member's permissions
         * @description Spec §7 call 6. The member's eight permission areas. Only `FullAccess` grants an area; `NoAccess` is
         *     the default, and any other value (the spec does not list them) grants nothing. The portal reads a
         *     missing area as `NoAccess`.
         */
        get: operations["getPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/renewals/can-renew": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Check whether the membership may be renewed
         * @description Spec §7 call 3. Plain text: `Ok` allows renewal; any other text is the reason it is refused, for
         *     example `Outstanding balance`. An outstanding balance stops being the reason once nothing is owed.
         *     At start-up the portal asks this for a member who is not active and whose latest membership is not
         *     `Current`: only `Ok` loads their details, otherwise the renewal screen shows. A refusal to renew is an
         *     answer (200), not an error status.
         */
        get: operations["getCanRenew"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a member by membership number, business name or postcode
         * @description Staff call (`accountManager`, the role that may act for a member, and `developer`, who reads): the
         *     members whose membership number, business name (`tradingName` of the account details) or mail address
         *     postcode holds `q`, so an account manager can find a member without knowing the exact number, then act
         *     for them (spec §2: `/:membershipNumber` + a member-route).
         *
         *     `q` is trimmed; matching ignores case, and spaces in a membership number or postcode (`hg11aa`,
         *     `HG1 1AA` and `hg1 1aa` all find `HG1 1AA`). A business name is matched by any part of it, its
         *     spaces read as one. A member whose membership number is exactly `q` comes first; the rest follow by
         *     business name, then membership number; the order is fixed (no `sort` or `direction`). The rule:
         *     tests/mocks/api/backend-reference/memberSearch.ts.
         *
         *     Paged as every list (25 rows by default, the count in `total`); a malformed `page` or `pageSize` is
         *     refused (400), never read as the default. No member matching is an empty page, not a 404.
         */
        get: operations["searchMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/reference-data/company-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the company types
         * @description Spec §7 call 1. The company-type reference data: every company type of spec §3 with its id (a GUID),
         *     which call 4 names in `companyTypeId` and call 5 takes. The list includes `Business not registered`,
         *     a placeholder the portal hides from its dropdown and call 5 refuses. Any signed-in caller may read it;
         *     it changes only with a release of the API.
         */
        get: operations["getCompanyTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/reference-data/membership-tiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the membership tiers and their prices
         * @description The association's four membership tiers (spec §3: Standard 1, Premium 2, PremiumPlus 3, Pro 4), lowest
         *     first, each with a year's price including VAT and the short lines of what it includes. The upgrade and
         *     plan-to-renew pages lay them out. Like call 1, any signed-in caller may read it.
         */
        get: operations["getMembershipTiers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/card-payments/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive the card provider's signed events (its webhook)
         * @description The card provider's server-to-server events about the sessions the API opened and the refunds it asked
         *     for. They are the only way a result reaches the API: the hosted page never writes it, and the member's
         *     return to the portal proves nothing. The API follows **Stripe's webhook semantics** (Stripe Checkout
         *     and Refunds are the reference provider), under names of its own:
         *
         *     | Event `type` | What happened | Stripe's event |
         *     |---|---|---|
         *     | `payment.succeeded` | the money was taken (`data.card`: the card's brand and last four digits) | `checkout.session.completed` with `payment_status: paid` (or `payment_intent.succeeded`) |
         *     | `payment.declined` | one attempt was refused (`data.declineCode`); the payer may try again on the same session | `payment_intent.payment_failed` |
         *     | `session.abandoned` | the payer left the hosted page with Cancel; the provider expires the session | `checkout.session.expired`, after the merchant's `POST /v1/checkout/sessions/{id}/expire` |
         *     | `session.expired` | the session ran out of time unpaid | `checkout.session.expired` |
         *     | `refund.succeeded` | a refund the API asked for reached the card (`data.refundId`) | `refund.updated` / `charge.refunded` with the refund `succeeded` |
         *     | `refund.failed` | a refund could not be made (`data.refundId`, `data.refundFailureReason`) | `refund.failed` (`refund.updated` with `status: failed`) |
         *
         *     **Signed.** `Payment-Signature` is `t=<Unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed
         *     with the signing secret the provider and the API share, as `Stripe-Signature` is. The API checks it in
         *     constant time before reading the body, over the exact bytes received, and refuses a missing or wrong
         *     signature (400 `signature-invalid`). A signature made more than 5 minutes from the API's clock is a
         *     replay, refused (400 `signature-expired`), so a captured event cannot be sent again later. While the
         *     secret is rotated the provider signs with the old and the new (two `v1`), and the API holds both as
         *     active; a `v1` matching either is enough.
         *
         *     **Delivered at least once.** The provider sends an event again until the API answers it with a 2xx,
         *     retrying with exponential backoff for up to three days (1 minute, 5 minutes, 30 minutes, 2, 5 and 10
         *     hours, then daily). Each event has an `id`, and the API processes an `id` once: a delivery of an event
         *     already processed is answered 200 with the same answer and `duplicate: true`, and changes nothing. An
         *     event the API cannot take yet (an unknown `sessionId`: 404 `unknown-session`) is sent again later.
         *
         *     **In any order.** Events about one session may arrive out of order, and late:
         *     - `payment.succeeded` is recorded whenever it arrives, even after `payment.declined`, `session.abandoned`
         *       or `session.expired` on the same session (the payer tried again on the provider's page), or on a
         *       session a newer one superseded. The payment is applied only to items still owed exactly as quoted;
         *       when they were paid meanwhile another way (another session, the office, a renewal by phone), the
         *       card payment is `Refunded`: the API asks the provider to refund it in full and keeps the refund as a
         *       record of its own (`CardPayment.refund`: `Pending`, then `Succeeded` or `Failed` when the
         *       provider's `refund.*` event arrives). One debt is never paid twice, a year never renewed twice, and
         *       no second invoice is made.
         *     - `payment.declined`, `session.abandoned` and `session.expired` change an open session only: one that
         *       arrives after the money was taken is recorded and changes nothing.
         *     - `refund.failed` may follow `refund.succeeded` (a card closed after the refund was sent, as Stripe's
         *       refunds can); `refund.succeeded` after `refund.failed` changes nothing.
         */
        post: operations["receiveCardPaymentNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/card-payments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a card payment
         * @description Opens a session on the card provider's hosted payment page, for one of three things: payments still
         *     owed (`purpose: payment` with their `paymentIds`, one or several: one session pays everything overdue
         *     at once), this year's renewal (`purpose: renewal`), or an upgrade to a higher tier (`purpose: upgrade`
         *     with the `tier`). The API works out the amount itself, the sum still due on the named items: the
         *     portal never sends an amount, and never sees a card number. The portal sends the member to the hosted
         *     page with the answer's `sessionId`; the page sends them back to `returnUrl` with `?payment={id}` added,
         *     and the portal then follows the payment with `GET …/card-payments/{id}` until the provider has reported
         *     the result to the API (`POST /card-payments/notifications`, signed). A successful payment settles the
         *     payments (and their invoices), renews the membership or changes the tier.
         *
         *     **One payment per debt.** A session is for named items, and a new session for any of the same items
         *     (any of the same `paymentIds`; any renewal; any upgrade) supersedes the member's earlier open
         *     sessions for them: they become `Superseded` (with `replacedBy`, the newer session's id) and the
         *     hosted page refuses to take payment on them. A session left open expires 30 minutes after it was made
         *     (`expiresAt`; then `Expired`). The session ids the hosted page knows are random. A success the provider
         *     reports late (after a decline or the session's expiry, or on a superseded session) is applied when the
         *     items are still owed. Should it be for items already paid (a superseded session paid at the same
         *     moment, or the debt settled another way), the API applies nothing: the payment is recorded as a
         *     duplicate and refunded in full through the provider (`Refunded`, with its `refund`), so one debt is
         *     never paid twice, a year is never renewed twice and no second invoice is made.
         *
         *     **Return address.** `returnUrl` must be on the portal's own origin, a setting of the API (in the local
         *     stand-ins, the origin the portal is served from); any other is refused (400 `return-url-not-allowed`),
         *     so the hosted page never sends a member to someone else's site.
         *
         *     A renewal is checked as `GET …/renewals/quote` is, and an upgrade as `GET …/upgrade-quotes` and
         *     `POST …/upgrades` are.
         */
        post: operations["createCardPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/card-payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The card payment's id, from its creation (and the `payment` query of the return address).
                 * @example c4a9e000-0000-4000-8000-000000000083
                 */
                id: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * Read a card payment's state
         * @description A card payment the member started. Its `status` moves from `Raised` to `Successful`, `Unsuccessful`
         *     (declined, with the provider's `failureReason`) or `Not Completed` (the member left the hosted page
         *     without paying) once the card provider has told the API; `completedAt` is set then. It becomes
         *     `Superseded` when a newer session for the same items is made (`replacedBy` names it), `Expired` when
         *     left open past `expiresAt`, and `Refunded` when the provider reported a payment for items that were
         *     already paid: nothing is applied and the money goes back (`refund` says how that stands). A success the
         *     provider reports late turns an `Unsuccessful`, `Not Completed`, `Expired` or `Superseded` payment into
         *     `Successful` (or `Refunded`). After the hosted page the portal asks every 2 seconds, for up to a minute.
         */
        get: operations["getCardPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * List the member's invoices, a page at a time
         * @description One page of the member's VAT invoices, newest first (by issue date, then number): the totals, and for
         *     a paid one when and how it was paid (`paidOn`, `paidBy`: the same as its payment's); the full invoice
         *     is its PDF (`GET …/invoices/{number}/pdf`).
         *
         *     Volumes: eight years of monthly invoices. The server keeps each member's invoices indexed by member in
         *     this order and its payments indexed by invoice number; it cuts the page first and only then reads
         *     when and how each invoice on it was paid, never a scan of the payments per invoice (the simulator's
         *     reference: `tests/mocks/api/backend-reference/paymentLists.ts`).
         *
         *     Refusals: 400 `invalid-request` for a page below 1 or a page size outside 1 to 100; a page past the
         *     last answers no items.
         */
        get: operations["getInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/invoices/{number}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The invoice's number, as the invoice list gives it.
                 * @example INV-001041
                 */
                number: components["schemas"]["InvoiceNumber"];
            };
            cookie?: never;
        };
        /**
         * Download an invoice as PDF
         * @description The full VAT invoice as a PDF, to download: its number, tax point, issue and due dates, the
         *     association's name, address and VAT number, the member's trading name, invoice address (the mail
         *     address when none was set) and VAT number, each line with quantity, unit price, VAT rate and net
         *     amount, the totals and, once it is paid, the amount paid, when and how (`Paid by card on 27/11/2026
         *     (Visa ending 4242)`) and a balance due of £0.00. The portal reads it through its loader with the
         *     bearer token (a plain link could not carry it).
         *
         *     **An issued invoice never changes** (HMRC keeps the document as issued; a correction is a credit
         *     note): the API keeps what it issued, the parties' names, addresses and VAT numbers with the lines,
         *     and renders from that record, so a trading name or address changed later reaches later invoices
         *     only. The document is made to be kept: A4 pages with the column heads repeated and the totals on the
         *     last, "Page N of M", its fonts embedded, tagged (title, language, structure in reading order), and
         *     the same bytes each time it is downloaded (only its payment facts change, once, when it is paid).
         */
        get: operations["downloadInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * List the member's payments, a page at a time
         * @description One page of the member's payments, in one of three lists (`view`):
         *
         *     - `history` (the default): what has happened, newest first: each debt no longer to come (paid,
         *       failed, cancelled, not completed) by its due date, and each card payment that took money by the day
         *       the provider reported it (`completedAt`, Europe/London); on one day a card payment comes before the
         *       debts. A card payment is money received, not a debt: it is an entry of its own (`kind: cardPayment`)
         *       with the invoices it paid (`paidInvoiceNumbers`), and the debts it paid name it (`paidBy.cardPaymentId`).
         *       A payment the provider took for items already paid is listed as `Refunded`, with its refund (a record
         *       of its own: amount, reason, `Pending`, `Succeeded` or `Failed`, dates). Card payment sessions that took
         *       nothing (`Raised`, `Unsuccessful`, `Not Completed`, `Superseded`, `Expired`) are not listed.
         *     - `schedule`: the payments still to come (`Future`, `Due`, `Raised`), soonest first. A `Due` payment
         *       stays here whatever its date.
         *     - `overdue`: the payments still owed (`Due`, `Unsuccessful`, `Failed - Retry`, `Failed - Unpaid`) whose
         *       due date has passed (Europe/London), oldest first: what the portal asks the member to pay at once
         *       (`POST …/card-payments` with `purpose: payment` and their `paymentIds`, up to 50 in one session). Its
         *       sum is the account summary's `overdueAmount`.
         *
         *     `status` keeps only the entries in that status (a debt's, or a card payment's `Successful` or
         *     `Refunded`); a filter that matches nothing answers an empty page. Ties keep the order the payments
         *     were added. What is owed in all (`balance`, `overdueAmount`) and the Direct Debit mandate are in the
         *     account summary (`GET …/account-summary`), so nothing needs the whole list to know them.
         *
         *     Volumes: eight years of monthly collections and the card payments that paid them. The server keeps
         *     each member's payments indexed by member and, within a member, in the order of each list (the history
         *     by date, the schedule and what is owed by due date), each with its status; it cuts the page from the
         *     list asked for, filtered by status, and only then joins the page's card payments to the invoices they
         *     paid (payments indexed by the card payment that paid them), so a page costs its own size, never a scan
         *     of every payment per entry (the simulator's reference: `tests/mocks/api/backend-reference/paymentLists.ts`).
         *
         *     Refusals: 400 `invalid-request` for a page below 1, a page size outside 1 to 100, or an unknown `view`
         *     or `status` (the description's "Bad input").
         */
        get: operations["getPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/renewals": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew the membership by Direct Debit
         * @description Renews the membership for the quoted period (as `GET …/renewals/quote` answers it), paid by Direct
         *     Debit from the active mandate: the membership is current from now, and the year's fee is collected on
         *     the first collection date at least 10 working days away (and not before the period starts). Card
         *     renewals go through `POST …/card-payments` with `purpose: renewal` instead.
         */
        post: operations["renewByDirectDebit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/renewals/no-plan-to-renew": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the member does not plan to renew
         * @description Records that the member does not plan to renew, with a reason from a short list and, for `Other` (where
         *     they are required), their own words; the association follows it up. It replaces any intention recorded
         *     before, and the account summary carries it (`renewalIntention`). Comments are trimmed; empty comments
         *     are stored as `null` (a missing `comments` is read as `null`).
         */
        post: operations["recordNoPlanToRenew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/renewals/plan-to-renew": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the member plans to renew
         * @description Records that the member plans to renew, on which tier and how they will pay, replacing any intention
         *     recorded before. The account summary carries it (`renewalIntention`) until the membership is renewed.
         */
        post: operations["recordPlanToRenew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/renewals/quote": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Price renewing the membership now
         * @description Whether the membership can be renewed online now and, when it can, what renewing costs (the current
         *     tier's yearly price, including VAT, with its net and VAT parts) and for which period: a lapsed
         *     membership restarts today; a running one continues from the day after it ends.
         *     `quote.directDebitAvailable` says the member has an active Direct Debit mandate
         *     (`quote.directDebitAccount` names it), so they may renew by Direct Debit (`POST …/renewals`) as well
         *     as by card (`POST …/card-payments` with `purpose: renewal`).
         *
         *     The answer is `200` either way, because a membership that cannot be renewed online yet is an
         *     ordinary state to show, not a conflict with the request: `{ renewable: true, quote }`, or
         *     `{ renewable: false, reason }` with the reason the portal shows as it is: the renewal check (call 3)
         *     refuses (`Your membership can't be renewed online: Outstanding balance.`), something is owed (`There
         *     is £120 to pay on your account. Please pay it on Payments & Invoices first, or contact us.`), or the
         *     membership runs more than 60 days yet (`Your membership already runs until 14/06/2027. You can renew
         *     online from 15/04/2027.`). It is a `oneOf` told apart by the boolean `renewable` (a `const` in each
         *     branch, as `CardPaymentRequest` and `RenewalIntention` are told apart by theirs) rather than one
         *     object with `quote` and `reason` each `null` in turn: each branch carries exactly its own fields, and
         *     the generated TypeScript type is a union that `if (answer.renewable)` narrows, so neither field needs
         *     a null check. (OpenAPI's `discriminator` keyword is not used: it maps string values to schema names,
         *     and `renewable` is a boolean.) The submissions (`POST …/renewals`, `POST …/card-payments`) still
         *     refuse with `409`, for the same reasons.
         */
        get: operations["getRenewalQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/upgrade-quotes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Price an upgrade for the rest of the year
         * @description Whether the membership can be upgraded online now and, when it can, what moving up to each higher
         *     tier costs for the rest of this membership year: the difference in yearly price (including VAT) for
         *     the days left, today included, rounded to pence. `quotes.quotes` is empty on the top tier.
         *     `quotes.addsToDirectDebit` says the member has an active Direct Debit mandate, so an upgrade can be
         *     added to it (`POST …/upgrades`); otherwise it is paid by card (`POST …/card-payments` with
         *     `purpose: upgrade`). Moving down is not done online.
         *
         *     The answer is `200` either way, because a membership that has ended is an ordinary state to show,
         *     not a conflict with the request: `{ upgradable: true, quotes }`, or `{ upgradable: false, reason }`
         *     when the membership has ended (`Your membership has ended. Please renew it before upgrading.`). It is
         *     a `oneOf` told apart by the boolean `upgradable` (a `const` in each branch, as `CardPaymentRequest`
         *     and `RenewalIntention` are told apart by theirs) rather than one object with `quotes` and `reason`
         *     each `null` in turn: each branch carries exactly its own fields, and the generated TypeScript type is
         *     a union that `if (answer.upgradable)` narrows, so neither field needs a null check. (OpenAPI's
         *     `discriminator` keyword is not used: it maps string values to schema names, and `upgradable` is a
         *     boolean.) The submissions (`POST …/upgrades`, `POST …/card-payments`) still refuse with `409`.
         */
        get: operations["getUpgradeQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/upgrades": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upgrade the tier, paid by Direct Debit
         * @description For a member paying by Direct Debit with an active mandate: the tier changes now, and the quoted
         *     pro-rata price is added to the first collection at least 10 working days (two calendar weeks) away.
         *     Card upgrades go through `POST …/card-payments` with `purpose: upgrade` instead.
         */
        post: operations["upgradeByDirectDebit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/units": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Page through the member's trading units
         * @description The member's trading units with all their premises fields, paged and filtered by the server: open
         *     units first, then by name (closed units are included, since their documents and records are kept);
         *     the order is fixed (no `sort` or `direction`). `search` matches any part of the unit's name, town or
         *     postcode (case and spaces ignored); `status` keeps open or closed units only. A screen that only
         *     needs to name or pick a unit reads `GET …/unit-choices` instead, and one unit is
         *     `GET …/units/{unitId}`.
         *
         *     What the server indexes to answer it: the member's units by (membership number, status, name), so a
         *     page is read in this order without sorting; the search reads the name, town and postcode of that
         *     member's units only (a business has tens of units, at most a few hundred).
         *
         *     Paged as every list (25 rows by default, the count in `total`); a malformed `page` or `pageSize` is
         *     refused (400), never taken as the default.
         */
        get: operations["getTradingUnits"];
        put?: never;
        /**
         * Add a trading unit
         * @description Adds a trading unit to the member's business. The API checks every field itself (it never trusts
         *     the portal's form) and answers the first problem found as a 400 problem naming the field:
         *
         *     - `name` missing (after trimming) or over 100 characters;
         *     - `addressLine1` or `town` missing;
         *     - `postcode` not letters or digits, one space, then letters or digits (spec §5; only the shape is
         *       checked);
         *     - `businessTypeId` not on `GET /members/reference-data/business-type`;
         *     - `foodTypeIds` empty, or naming an unknown food type or one twice;
         *     - `equipmentTypeIds` naming an unknown equipment type or one twice;
         *     - `hygieneRating` with a scheme other than `FHRS` or `FHIS`, a value not of its scheme, or a
         *       `ratedOn` that is not a date or is in the future;
         *     - `localAuthorityRegisteredOn` not a date, or in the future;
         *     - `employees` not a whole number of 0 or more; `isMobile` not a boolean;
         *     - a mobile unit (`isMobile: true`) without its `overnightLocation`.
         *
         *     Dates "in the future" allow one day's slack, as the member's today may be the server's tomorrow.
         *     Text fields are trimmed, the postcode is stored in capitals with single spaces, an empty
         *     `addressLine2` is left out and `overnightLocation` is kept only for a mobile unit. The new unit is
         *     `Open`, not a franchise unit, and not closed.
         *
         *     Happens once per `Idempotency-Key` (see Idempotency in the description): a repeat of an accepted
         *     request gets the same unit again, marked `Idempotent-Replayed: true`.
         */
        post: operations["createUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/units/{unitId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The unit's id.
                 * @example 0a1b2c3d-0000-4000-8000-000000000002
                 */
                unitId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * Get one trading unit
         * @description One of the member's trading units, open or closed, with all its premises fields.
         */
        get: operations["getTradingUnit"];
        /**
         * Change a trading unit
         * @description Replaces the unit's premises fields with the body (the same fields, rules and 400 reasons as adding
         *     a unit); its id, status, franchise mark and closing date are kept. The body is the whole unit:
         *     `addressLine2` left out or empty clears it.
         *
         *     Refusals, in the order they are checked: 404 the member has no unit with this id; 409 the unit is
         *     closed (a closed unit is never changed); 400 a field, as for adding a unit; 400 a coffee franchise
         *     unit (`isFranchiseUnit: true`) whose business type, food types or equipment types differ from its
         *     current ones (the franchise sets them; the order of the ids does not matter).
         */
        put: operations["updateUnit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/units/{unitId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The unit's id.
                 * @example 0a1b2c3d-0000-4000-8000-000000000002
                 */
                unitId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a trading unit
         * @description Marks the unit closed: `status` becomes `Closed` and `closedOn` today. A unit is never deleted: its
         *     documents, trainees and records stay, and it stays in the units list. No body.
         *
         *     Happens once per `Idempotency-Key`: a repeat of an accepted request gets the closed unit again,
         *     marked `Idempotent-Replayed: true`, where a new attempt is refused as the unit is closed already.
         */
        post: operations["closeUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/reference-data/business-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the business types
         * @description The business types a trading unit can have (the council food business registration form's
         *     categories, and the coffee franchise's own), in the order to offer them. Any signed-in caller may
         *     read it; it changes with a release of the API, not during a visit.
         */
        get: operations["getBusinessTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/reference-data/equipment-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the equipment types
         * @description The kinds of equipment a trading unit can name (it shapes the unit's documents), in the order to
         *     offer them. Any signed-in caller may read it.
         */
        get: operations["getEquipmentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/reference-data/food-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the food types
         * @description The kinds of food a trading unit can say it handles, in the order to offer them. Any signed-in
         *     caller may read it.
         */
        get: operations["getFoodTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/units/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page through every member's units
         * @description Staff call (roles `{product}Admin` or `accountManager`, and `developer`): every member's trading
         *     units, one row per unit, filtered and paged by the server. `search` matches any part of the
         *     membership number, the unit's name or its postcode (case and spaces ignored); `businessTypeId`
         *     and `rating` narrow it further. Rows come by membership number, then open units first, then by
         *     unit name; the order is fixed (no `sort` or `direction`).
         *
         *     Paged as every list (25 rows by default, the count in `total`), but it refuses a malformed `page`
         *     or `pageSize` (400) instead of falling back to the default. The portal's CSV export reads the same
         *     filter a page of 100 at a time, showing how far it has got, so no answer holds every unit.
         */
        get: operations["getUnitsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/unit-choices": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Name every unit of the member, for pickers and unit-scoped pages
         * @description Every trading unit of the member in short: its id, name, address, status and whether it is the
         *     franchise unit, without the premises fields (business and food types, rating, equipment, staff).
         *     It is what a screen that belongs to units reads to offer a unit picker or to name a unit (documents
         *     and the document builder, training, gas safety, the inspection pack, rewards sign-ups); the
         *     Units & Premises list itself is `GET …/units`, paged.
         *
         *     Not paged: a business has tens of units (at most a few hundred), and each choice is about 200 bytes,
         *     so the whole answer stays small. In the units list's order, open units first, then by name; the
         *     server answers it from the same index as `GET …/units` (membership number, status, name) carrying
         *     these columns.
         */
        get: operations["getUnitChoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/default-documents/food-safety": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the default food safety document
         * @description Staff call (role `{product}Admin`, and `developer`): the association's default food safety
         *     document. `current` is the version members' new Food Safety Risk Assessments start from, with its
         *     answers (only the food safety definition's `fromDefaults` sections); `versions` lists every
         *     published version without answers, newest first.
         */
        get: operations["getDefaultFoodSafety"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/default-documents/food-safety/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a new version of the default food safety document
         * @description Staff call (role `{product}Admin`, and `developer`): publishes the next version of the default
         *     food safety document, numbered one after the current one and credited to the caller. Members' new
         *     Food Safety Risk Assessments start from it; existing documents are never changed.
         *
         *     Only the food safety definition's `fromDefaults` sections are kept from `answers` (anything else is
         *     dropped), and each must be complete by the definition's rules. Refusals, in the order checked:
         *     400 `answers` not an object of sections; 400 no `note` (after trimming); 400 a section incomplete
         *     (`Not complete: …` naming the sections).
         *
         *     Happens once per `Idempotency-Key` (see Idempotency in the description): a repeat of an accepted
         *     request gets the same version again, marked `Idempotent-Replayed: true`.
         */
        post: operations["publishDefaultFoodSafety"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/default-documents/food-safety/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The version's number.
                 * @example 1
                 */
                version: number;
            };
            cookie?: never;
        };
        /**
         * Get one version of the default food safety document
         * @description Staff call (role `{product}Admin`, and `developer`): one published version with its answers. A
         *     published version never changes.
         */
        get: operations["getDefaultFoodSafetyVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/compliance/summary": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Get the member's compliance summary
         * @description What the dashboard's compliance card lists, in one call:
         *
         *     - `documentsDue`: documents of the whole business or of an open unit whose record in force (the
         *       latest signed version or the uploaded file, whichever is newer) is overdue (past its review
         *       date) or due for review (within 30 days of it); overdue first, then by review date. A closed
         *       unit's documents are kept but never listed here.
         *     - `unitsWithoutRiskAssessment`: each open unit lacking a risk assessment in force (current or due
         *       for review), its own or the whole business's, with the types missing.
         *     - `openUnitCount`: how many units are open (none: nothing above can be listed yet).
         *     - `documentTypesMade`: each document type signed or uploaded at least once, for the whole business
         *       or any unit, whether or not it is still in force (a new member's "Get started" checklist: a first
         *       step is done once; keeping it current is what the lists above are for).
         */
        get: operations["getComplianceSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * List the member's documents
         * @description The member's trading name (a new document's starting business name) and one entry for each
         *     document type and scope (the whole business, or one unit) the member has started, built or
         *     uploaded, without answers. Entries come in the order of the document types
         *     (`healthAndSafetyPolicy`, `coshh`, `foodSafetyRiskAssessment`, `healthAndSafetyRiskAssessment`,
         *     `fireSafetyRiskAssessment`), the whole business before units.
         */
        get: operations["getMemberDocuments"];
        put?: never;
        /**
         * Start building a document
         * @description Starts building a document of a type for the whole business (`unitId` null, left out or empty) or
         *     for one of the member's open units (risk assessments only). The new document gets a draft at step
         *     0 whose answers hold only the member's business name, with no section confirmed. Template text (the
         *     definition's starting answers and, for a Food Safety Risk Assessment, the association's current
         *     default document, its number recorded as `defaultsVersion`) is offered in the draft's `suggestions`,
         *     never pre-accepted as answers (tests/mocks/api/backend-reference/documents.ts).
         *
         *     A document that so far has only an uploaded file is built on (the same id, its upload kept);
         *     otherwise a document of that type and scope with a draft or a signed version exists already.
         *     Refusals, in the order checked: 400 unknown `type`; 404 not the member's unit; 409 the unit is
         *     closed; 400 a unit given for a whole-business document (the policy, COSHH); 409 the document
         *     exists already.
         *
         *     Happens once per `Idempotency-Key` (see Idempotency in the description): a repeat of an accepted
         *     request gets the new document again, marked `Idempotent-Replayed: true`.
         */
        post: operations["createDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The document's id.
                 * @example d0c00000-0000-4000-8000-000000000006
                 */
                documentId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * Get one document
         * @description The whole document: its summary fields, its open draft (or null) and every signed version with its
         *     answers, newest first. Signed versions are kept for good and never changed.
         */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/documents/{documentId}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The document's id.
                 * @example d0c00000-0000-4000-8000-000000000001
                 */
                documentId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Save the document's draft
         * @description Saves the open draft's answers as typed, complete or not, the step to resume at and, when sent, the
         *     sections the member has confirmed (`confirmedSections`); `savedOn` and the document's
         *     `draftSavedOn` become now. The API keeps only the sections and questions the
         *     document's definition asks, in the shapes it asks them (a value of the wrong shape is saved
         *     empty); completeness is checked only when signing.
         *
         *     Refusals, in the order checked: 404 not the member's document; 409 no draft is open (a signed
         *     version is never changed: start a review); 400 `answers` not an object of sections; 400 `step` not
         *     a whole number from 0 to the number of the definition's sections.
         */
        put: operations["saveDraft"];
        /**
         * Start a review of a signed document
         * @description Opens a new draft holding the latest signed version's answers (`basedOnVersion` its number;
         *     `defaultsVersion` carried over: the association's newer defaults never change an existing
         *     document), at step 0. No body. Refused with 409 when a draft is open already, or when nothing
         *     has been signed yet.
         *
         *     Happens once per `Idempotency-Key`: a repeat of an accepted request gets the document with the
         *     draft it opened, marked `Idempotent-Replayed: true`, where a new attempt is refused as a draft is
         *     open.
         */
        post: operations["startReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/documents/{documentId}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The document's id.
                 * @example d0c00000-0000-4000-8000-000000000003
                 */
                documentId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign the document's draft
         * @description Completes the open draft as the document's next version (numbered one after the latest), signed
         *     and kept read-only for good: the version carries the draft's answers, the signature, the review
         *     date, the definition revision it was written with and the draft's `defaultsVersion`. The draft is
         *     closed (`draft` and `draftSavedOn` become null) and `latestVersion` is the new version.
         *
         *     Refusals, in the order checked: 404 not the member's document; 409 no draft to sign; 400 a section
         *     not finished, by the definition's rules (`Not finished: …` naming the sections); 400 a section the
         *     member has not confirmed (`confirmedSections`, naming the sections); 400 no signer
         *     name or role; 400 `signedOn` not a date or in the future (a day's slack for time zones); 400
         *     `reviewDate` not after `signedOn` or more than 12 months after it; 400 a Health & Safety Policy
         *     not confirmed as signed by the most senior person in the business (`seniorPersonConfirmed`).
         *
         *     Happens once per `Idempotency-Key` (see Idempotency in the description): a repeat of an accepted
         *     request (same caller, method and path) gets the first answer again, marked `Idempotent-Replayed:
         *     true` (and `false` on the first answer). A refusal keeps nothing, so once its cause is put right
         *     (a section finished, the dates corrected) the same attempt may be sent again.
         */
        post: operations["signDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/documents/{documentId}/upload": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The document's id.
                 * @example d0c00000-0000-4000-8000-000000000002
                 */
                documentId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * Download the document's uploaded file
         * @description The file the member uploaded for this document, as uploaded: its bytes with the `Content-Type` it
         *     was uploaded with (`application/octet-stream` for a file sent without a type of its own, accepted
         *     by its extension) and a `Content-Disposition` naming it.
         */
        get: operations["downloadUploadedDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/documents/upload": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an existing document
         * @description Uploads a document the member already has (a PDF, a Word document or a photo or scan) for a
         *     document type and scope, with the date it is to be reviewed by. The document of that type and
         *     scope is made if the member has none; an earlier uploaded file is replaced (only the newest is
         *     kept) and built versions are untouched.
         *
         *     Refusals, in the order checked: 400 not multipart; 400 unknown `documentType`; 404 not the
         *     member's unit; 409 the unit is closed; 400 a unit given for a whole-business document; 400
         *     `reviewDate` missing or not a date; 400 not exactly one `file`; 400 the file's type (by its type,
         *     or by its extension when it has none or a generic one), over 10 MB, or empty.
         *
         *     Happens once per `Idempotency-Key` (see Idempotency in the description): a repeat of an accepted
         *     request gets the same summary again, marked `Idempotent-Replayed: true`.
         */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/trainees": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * List the member's trainees
         * @description Every one of the member's staff recorded for training, archived ones included, by last name and
         *     then first name. Needs the membership's training permission (`FullAccess`), for staff acting for
         *     the member too.
         */
        get: operations["getTrainees"];
        put?: never;
        /**
         * Add a trainee
         * @description Adds one of the member's staff as a trainee, `Active`, with no archive date. Names are trimmed
         *     and must be 1 to 50 characters; the job role one of the fixed roles; the unit one of the
         *     member's own units and open; the start date today or earlier. The checks run in this order:
         *     names, job role, unit (404, then 409), start date. Needs the training permission.
         *
         *     Happens once per `Idempotency-Key`: a repeat of an accepted attempt is answered with the trainee
         *     it added, marked `Idempotent-Replayed: true`, and adds no second one.
         */
        post: operations["createTrainee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/trainees/{traineeId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The trainee's id.
                 * @example 7a1e0000-0000-4000-8000-000000000101
                 */
                traineeId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * Read one trainee
         * @description One of the member's trainees, active or archived. Another member's trainee is as unknown as a
         *     missing one (404), so ids cannot be probed. Needs the training permission.
         */
        get: operations["getTrainee"];
        /**
         * Change a trainee
         * @description Replaces an active trainee's names, job role, unit and start date, with the same rules as adding
         *     one, except that a trainee may stay at their own unit after it has closed (moving to another
         *     closed unit is refused). An archived trainee cannot be changed. The checks run in this order:
         *     the trainee (404, then 409 archived), names, job role, unit (404, then 409), start date. Needs
         *     the training permission.
         */
        put: operations["updateTrainee"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/trainees/{traineeId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The trainee's id.
                 * @example 7a1e0000-0000-4000-8000-000000000101
                 */
                traineeId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a trainee who has left
         * @description Marks an active trainee as having left: status `Archived`, `archivedOn` today. Their
         *     certificates are kept (an inspector may ask about past staff); they leave the training matrix
         *     and the dashboard's counts. No body. Needs the training permission.
         *
         *     Happens once per `Idempotency-Key`: a repeat of an accepted attempt (a retry after a lost
         *     answer) is answered with the archived trainee, marked `Idempotent-Replayed: true`, rather than
         *     refused as archived already.
         */
        post: operations["archiveTrainee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/training-and-gas/summary": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Count what needs doing in training and gas safety
         * @description The dashboard's counts, worked out by the server for today, in one call so that the dashboard
         *     stays within two rounds of requests. The training half counts active trainees only and is `null`
         *     when the membership does not include training (the call itself is not refused); the gas half
         *     counts the member's open units that have gas (closed units and units without gas are left out),
         *     whatever the permissions.
         */
        get: operations["getTrainingAndGasSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/training/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a training certificate
         * @description Records a certificate for one of the member's active trainees with its file. Its `expiresOn` is
         *     the date the certificate states, when the form sends one (`expiryStated: true`), or else the
         *     completion date plus the course's refresh period (the last day of a shorter month when that date
         *     does not exist), or `null` when the course needs no refresher. The checks run in this order: the
         *     body, the trainee (404, then 409), the course, the completion date, the stated expiry, the file.
         *     Needs the training permission.
         *
         *     Happens once per `Idempotency-Key`: a repeat of an accepted attempt is answered with the
         *     certificate it recorded, marked `Idempotent-Replayed: true`, and records no second one. The same
         *     attempt sent again is the same body: its fields and file, whatever the multipart boundary.
         */
        post: operations["uploadCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/training/certificates/{certificateId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The certificate's id.
                 * @example ce270000-0000-4000-8000-000000000001
                 */
                certificateId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * Download a certificate's file
         * @description The file uploaded with a certificate, as it was sent: its bytes with the `Content-Type` it was
         *     uploaded with and a `Content-Disposition` naming the file. Needs the training permission.
         */
        get: operations["downloadCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/training/role-requirements": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * List the courses each job role needs
         * @description What each job role requires: one entry per job role, in the roles' fixed order, its course ids in
         *     catalogue order. A member starts with common practice: Level 2 Food Hygiene for chefs and
         *     kitchen assistants, Level 3 for supervisors, Level 1 for kitchen porters, Level 1 and Allergen
         *     Awareness for front of house, nothing for other staff. Needs the training permission.
         */
        get: operations["getRoleRequirements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/training/role-requirements/{jobRole}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The job role whose requirement is set; any other value is answered 404.
                 * @example FrontOfHouse
                 */
                jobRole: components["schemas"]["JobRole"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set the courses a job role needs
         * @description Replaces the courses one job role requires for this member (an empty list: the role needs no
         *     training). The answer lists the course ids in catalogue order, each once, whatever the order
         *     sent. Every trainee's standing in that role follows. Needs the training permission.
         */
        put: operations["updateRoleRequirement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/training/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the course catalogue
         * @description The association's course catalogue, in the order it is offered. The same for every caller: any
         *     signed-in person may read it (no membership or permission needed); it changes a few times a
         *     year.
         */
        get: operations["getCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/training/certificate-list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Page through the certificates with their standing
         * @description The member's training certificates, one page at a time, each with its standing worked out by the
         *     server as of today (Europe/London): the certificate that counts for its trainee and course is
         *     `valid`, `expiringSoon` (expiring within 30 days) or `expired`; an older one for the same trainee and
         *     course is `superseded`. Ordered by expiry (`direction` `asc`, the default, soonest first; a
         *     certificate that never expires last), the superseded after all the others, then the latest
         *     completed first; or, with `sort` `completedOn`, by completion date alone (`desc`: the latest first),
         *     superseded or not, as one trainee's record lists them. `status` keeps only certificates that count
         *     with that status; `traineeId` only one trainee's (another member's trainee, or none, has none);
         *     certificates of archived trainees are left out unless `includeArchived` is `true`. Each comes with
         *     its trainee, so the page names them without reading every trainee of the business. Needs the
         *     training permission.
         *
         *     What the server indexes to answer it: the member's certificates by (membership number, superseded,
         *     expiry date), with the superseded flag kept when a certificate is recorded (a newer one for the same
         *     trainee and course marks the one before); the statuses are ranges of the expiry date from today, so a
         *     page is read in order without working out every certificate's standing; archived trainees, and each
         *     page's trainees, are joined by trainee id. One trainee's certificates: by (membership number, trainee, completion date).
         *
         *     Paged as every list (25 by default, the count in `total`); a malformed `page`, `pageSize`, `sort`,
         *     `direction`, `status`, `traineeId` or `includeArchived` is refused (400), never taken as the
         *     default.
         */
        get: operations["getCertificateList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/training/trainee-standings": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Page through the trainees with their training standing
         * @description The member's trainees, one page at a time, by last name then first name (numbers inside a name in
         *     their numbers' order: "Carter 2" before "Carter 10"), each with how their
         *     training stands today (Europe/London), worked out by the server: one cell per course of
         *     `courseIds` (the matrix's columns) and the trainee's overall `status`. The trainees list and the
         *     training matrix read it; neither needs the certificates themselves.
         *
         *     A cell of a course the trainee's job role requires is the status of the certificate that counts
         *     for that trainee and course (the one that lasts longest, one that never expires first, then the
         *     latest completed: `valid`, `expiringSoon` within 30 days of its expiry, the expiry date included,
         *     or `expired`), or `notDone` without one. A course the role does
         *     not require is `notRequired`, unless the trainee holds a certificate for it still in date (valid or
         *     expiring soon: extra training is shown, with `required: false`). `status` is the worst of the
         *     required cells (`expiredOrMissing` if one is expired or not done, else `expiringSoon` if one is,
         *     else `allValid`; a role that requires nothing is `allValid`), and `null` for an archived trainee.
         *     `courseIds` are the courses, in catalogue order, that at least one trainee of the whole answer (every
         *     page, not only this one) has a cell other than `notRequired` for, so the columns stay the same from
         *     page to page.
         *
         *     `unitId` keeps the trainees of one unit (an id that is not one of the member's units keeps none);
         *     `status` keeps active trainees with that status; archived trainees are left out unless
         *     `includeArchived` is `true` and no `status` is asked for. `activeTrainees` and `archivedTrainees`
         *     count all the member's trainees, whatever the filters, so a client can tell a member with no
         *     trainees from a filter that matches none. Needs the training permission.
         *
         *     What the server indexes to answer it: the member's trainees by (membership number, status, unit,
         *     last name, first name), so a page is read in order; the certificate that counts per (trainee,
         *     course), kept when a certificate is recorded (a newer completion replaces it), so a trainee's cells
         *     are one look-up per required course, never a scan of the member's certificates; and, per member,
         *     the role requirements (a handful of courses per job role). A cell's status is a range of its
         *     certificate's expiry date from today, so nothing needs recomputing as days pass. A filter on
         *     `status` needs each candidate trainee's cells (one indexed read per required course), and
         *     `courseIds` the columns of every matching trainee: both linear in the matching trainees, never in
         *     trainees × certificates.
         *
         *     A printed matrix covers every trainee: a client prints by reading every page (`pageSize` 100, so a
         *     business of 500 trainees takes five calls, with progress shown), not through an unpaged call, so no
         *     answer grows with the business.
         *
         *     Paged as every list (25 by default, the count in `total`); a malformed `page`, `pageSize`,
         *     `unitId`, `status` or `includeArchived` is refused (400), never taken as the default.
         */
        get: operations["getTraineeStandings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/gas-safety": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * List each unit's gas safety
         * @description One entry per unit whose gas details are recorded (closed units included; a unit never recorded
         *     has no entry): its gas supply, its appliances and its inspection records, newest inspection
         *     first. The units themselves come from `GET /members/{membershipNumber}/units`. No area
         *     permission is needed: gas safety is part of every membership.
         */
        get: operations["getGasSafety"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/gas-safety/records/{recordId}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The gas safety record's id.
                 * @example 9a5e0000-0000-4000-8000-000000000001
                 */
                recordId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * Download a gas safety record's certificate
         * @description The certificate file uploaded with a gas safety record, as it was sent: its bytes with the
         *     `Content-Type` it was uploaded with and a `Content-Disposition` naming the file.
         */
        get: operations["downloadGasCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/gas-safety/units/{unitId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The trading unit's id (one of the member's units).
                 * @example 0a1b2c3d-0000-4000-8000-000000000002
                 */
                unitId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set a unit's gas supply and appliances
         * @description Records how an open unit gets its gas and the gas appliances it has, replacing what was recorded
         *     (the first call for a unit creates its entry). A unit without gas (`None`) has no appliances;
         *     a unit with gas has 1 to 50. An appliance sent with its `id` is an existing one kept (changed);
         *     one sent without an id is new and gets one; an existing appliance left out is removed. The
         *     unit's inspection records are kept. The checks run in this order: the unit (404, then 409),
         *     then the body.
         */
        put: operations["updateUnitGasDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/gas-safety/units/{unitId}/records": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The trading unit's id (one of the member's units).
                 * @example 0a1b2c3d-0000-4000-8000-000000000002
                 */
                unitId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a gas safety inspection
         * @description Records a gas safety inspection (the CP42 certificate) of an open unit whose gas supply is
         *     recorded and is not `None`, with the engineer's certificate file. The Gas Safe number is kept
         *     without spaces. The next inspection falls due 12 months after the latest one. The checks run in
         *     this order: the unit (404, then 409 closed, then 409 no gas recorded), the body, the inspection
         *     date, the engineer's names, the Gas Safe number, the result, defects and actions, the file.
         *
         *     Happens once per `Idempotency-Key`: a repeat of an accepted attempt is answered with the record
         *     it made, marked `Idempotent-Replayed: true`, and records no second inspection. The same attempt
         *     sent again is the same body: its fields and file, whatever the multipart boundary.
         */
        post: operations["recordGasInspection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/members/{membershipNumber}/cashback": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier-reported programme (Calor has its own calls under `/calor`).
                 * @example biopak
                 */
                programme: components["schemas"]["SupplierReportedProgramme"];
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Get the member's cashback on a programme
         * @description The member's cashback on a supplier-reported programme (BioPak, Nisbets or Booker), period by
         *     period, newest first: the current period, then every earlier period (not Upcoming) that ends on or
         *     after the member's first reported purchase. Each period gives what the supplier reported and its
         *     cashback: an `Estimate` at the current rate while the period is open, `BeingWorkedOut` once it has
         *     closed, then the state of the wallet transaction it became (with `reason` and `payoutId`, which
         *     only such a period carries). Answered whether or not the member has signed up.
         */
        get: operations["getProgrammeCashback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/members/{membershipNumber}/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier-reported programme (Calor has its own calls under `/calor`).
                 * @example biopak
                 */
                programme: components["schemas"]["SupplierReportedProgramme"];
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * List what the supplier reported in a period
         * @description The purchases the supplier reported for the member in one of the programme's periods (BioPak,
         *     Nisbets or Booker), newest invoice first; amounts exclude VAT. A `periodId` missing, unknown or of
         *     another programme is refused with 400.
         */
        get: operations["getProgrammePurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/members/{membershipNumber}/signup": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier-reported programme (Calor has its own calls under `/calor`).
                 * @example biopak
                 */
                programme: components["schemas"]["SupplierReportedProgramme"];
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Get the member's sign-up to a programme
         * @description The member's sign-up to a supplier-reported programme (BioPak, Nisbets or Booker), with its
         *     history, or `null` when they have never applied. There is one sign-up per member and programme.
         */
        get: operations["getProgrammeSignup"];
        put?: never;
        /**
         * Apply to a programme
         * @description Applies to a supplier-reported programme (BioPak, Nisbets or Booker), linking the member's supplier
         *     account and the units it buys for, with the member's consent to the supplier sharing their purchase
         *     data. The sign-up waits for the programme's staff as `Pending`. A member whose sign-up was rejected
         *     re-applies with the same call: the same sign-up goes back to `Pending` (200), its rejection reason
         *     cleared and its history kept.
         *
         *     The account number is compared and stored upper case without spaces and must have the programme's
         *     shape: BioPak and Nisbets 6 to 10 letters or digits, Booker 6 to 13 digits. Refused, in this order:
         *     a sign-up already Pending or Approved (409); no consent (400); an account number not of the
         *     programme's shape (400); no units, or a unit that is not one of the member's open units (400); the
         *     account number linked to another membership by a sign-up that was not rejected (409). Send with
         *     `Idempotency-Key`: a repeat of the attempt is answered with the first answer.
         */
        post: operations["signUpToProgramme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booker/members/{membershipNumber}/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * List the member's Booker vouchers
         * @description The vouchers Booker issued to the member, newest issued first, each redeemed with its code at a
         *     Booker branch. The portal works out each one's status from its dates: used once `usedOn` is set,
         *     otherwise available up to and including `expiresOn`, expired after it.
         */
        get: operations["getBookerVouchers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/members/{membershipNumber}/cashback-deal": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Get the member's Calor deal this period
         * @description The Calor deal as the member sees it in the current half-year claim period (1 January to 30 June,
         *     1 July to 31 December): the rate paid on claims' totals excluding VAT, the period and its last day
         *     for claims, the cashback from this period's Approved and Paid claims, and this period's Submitted
         *     claims still waiting with the cashback they would earn. It does not check the rewards permission.
         */
        get: operations["getCalorCashbackDeal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/members/{membershipNumber}/claims": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * List the member's Calor claims
         * @description A page of the claims the member has made, newest submission first (then latest purchase date), each
         *     with what was sent, the totals and cashback the server worked out, and its status: `Submitted`
         *     (waiting for staff), `Approved`, `Rejected` (with the reason and day; it can be corrected and
         *     resubmitted for 30 days) or `Paid`. `status` keeps only the claims in that status (My Claims' status
         *     filter); a status that matches nothing answers an empty page. It does not check the rewards permission.
         *
         *     Volumes: a member claims once per receipt, so a busy member has hundreds of claims over the years.
         *     The server indexes claims by member, kept in submission order (newest first), with each claim's
         *     status beside it: a page is the member's claims in that order, filtered by status, cut to the page,
         *     and only the page's claims are answered in full (the simulator's reference:
         *     `tests/mocks/api/backend-reference/memberClaims.ts`). Nothing the portal shows needs every page: a
         *     rejected claim is resubmitted from its own row, and the claim form is told which claim it corrects.
         *
         *     Refusals: 400 `invalid-request` for an unknown status or a page or page size out of its range.
         */
        get: operations["getCalorClaims"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/members/{membershipNumber}/retailers/create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a Calor retailer
         * @description Spec call 10: a retailer the search did not find, entered by the member; the answer becomes the
         *     claim's selected retailer. Name, address and post code are trimmed and required; the post code is
         *     stored upper case. A retailer with the same name and post code (ignoring case and spaces) already
         *     exists: 409. A new retailer has no VAT number. It does not check the rewards permission.
         *
         *     Send with `Idempotency-Key`: a repeat of the attempt is answered with the first answer.
         */
        post: operations["createRetailer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/members/{membershipNumber}/retailers/search": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the Calor retailers
         * @description Spec call 9: the retailers whose name or post code contains the query, ignoring case and spaces
         *     (`yo1 6jt` finds `YO1 6JT`), at most 10, possibly none. The query needs 3 characters or more once
         *     trimmed. Retailers are shared by every member; it does not check the rewards permission.
         */
        post: operations["searchRetailers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/members/{membershipNumber}/signup": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up to the Calor cashback scheme
         * @description Adds an account under the Calor scheme for one of the member's premises, `Pending` until Calor's
         *     sign-up staff approve or reject it. A direct account holder (who buys straight from Calor and
         *     need not claim) gives their Calor account number; others send none (any sent is ignored).
         *
         *     Refused: `isDirectAccountHolder` not a boolean, `premises` blank, or no `accountNumber` for a direct
         *     account holder (400); a Pending or Approved account already covers these premises or this account
         *     number, ignoring case and spaces (409). It does not check the rewards permission. Send with
         *     `Idempotency-Key`: a repeat of the attempt is answered with the first answer.
         */
        post: operations["signUpToCalor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/members/{membershipNumber}/upload-claim": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a Calor cashback claim
         * @description Spec call 8: one claim per purchase receipt, as multipart form data with exactly the spec's fields.
         *     The claim is stored as `Submitted` for staff to check, and its cashback (the scheme's percentage of
         *     the claim's total excluding VAT) enters the member's wallet as `Pending`. A claim for the same
         *     retailer and receipt number as a rejected claim is its resubmission: the rejected claim is marked
         *     `resubmittedAs` the new reference.
         *
         *     A resubmission may name the claim it corrects (`correctsClaimReference`, designed): that claim is
         *     marked `resubmittedAs` the new one, whatever its receipt number, and when no `receiptImage` is sent
         *     the new claim keeps that claim's receipt (the same file, which staff view as before). The named
         *     claim must be one of this member's (400 `unknown-corrected-claim`), `Rejected` and not already
         *     resubmitted (409 `claim-not-correctable`) and rejected no more than 30 days ago (409
         *     `resubmission-window-passed`); it must have a receipt to keep when none is sent (400
         *     `receipt-required`).
         *
         *     Checks, in this order, once the `Idempotency-Key` is there (400 `invalid-request`): the member has an
         *     `Approved` Calor account (409 `not-signed-up`); the body is multipart (400 `invalid-request`);
         *     `retailerId` is a known retailer (400 `unknown-retailer`); `vatNumber` is empty or 9 digits (400
         *     `invalid-request`); `purchaseDate` is a `yyyy-MM-dd` date (400 `invalid-request`), not in the future
         *     (400 `purchase-date-in-future`), within a Calor period that is `Open` (422 `period-closed`: staff have
         *     closed it for claims, or no period holds the date), and no more than 3 months ago (400
         *     `claim-window-passed`); the four `purchaseDetails` lines are JSON in the order 13kgCommercial,
         *     19kgCommercial, 47kgCommercial, 13kgPatio, each with a whole quantity 0 to 99, a price not below 0
         *     and above 0 when the quantity is, and `vatIncluded` a boolean (400 `invalid-purchase-details`), at
         *     least one cylinder in all (400 `no-cylinders`); `correctsClaimReference`, when given, names a claim
         *     that can be corrected (above); exactly one `receiptImage` file (none when the corrected claim's
         *     receipt is kept) of type BMP, GIF, JPEG, PNG or PDF by its bytes and at most 10 MB (400, the
         *     `file-…` codes); the receipt number has not already been claimed from this retailer by a claim that
         *     was not rejected (409 `receipt-already-claimed`). The statuses are spec §8's; a client tells the
         *     reasons apart by `code` (a reused `Idempotency-Key` is 400 `idempotency-key-reused`, never 422).
         *
         *     It does not check the rewards permission. Send with `Idempotency-Key`: a repeat of the attempt (the
         *     same fields and file; the multipart boundary does not count) is answered with the first claim's
         *     reference, never a second claim. A refusal is not kept: a claim refused for want of an `Approved`
         *     account is taken under the same key once staff approve one.
         */
        post: operations["uploadClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offers/members/{membershipNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Get the member's rewards standing
         * @description The spec's §3 "Member (rewards)" (DESIGN.md §5): the member's accounts under the Calor scheme,
         *     each with its status. Claims can be made only with at least one `Approved` account (spec §6); an
         *     empty list means the member has not signed up. Other programmes will sit beside `calor`.
         *
         *     It does not check the rewards permission: any member may read their own standing.
         */
        get: operations["getRewardsMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offers/members/{membershipNumber}/schemes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * List the member's rewards programmes
         * @description Spec call 7. The spec leaves its answer open; designed here so that the rewards home and the
         *     dashboard's rewards card need one call: one entry per programme, always all four, in the order
         *     Calor, BioPak, Nisbets, Booker, each saying what the deal pays, where the member stands and the
         *     member's cashback on it.
         *
         *     Calor's standing comes from the member's Calor accounts (`SignedUp` with an Approved account,
         *     else `Pending` with a Pending one, else `Rejected` with the latest rejected account's reason, else
         *     `NotSignedUp`), and its `statusSince` is always `null`. The other programmes' standing comes from
         *     the member's sign-up (`Approved` is `SignedUp`), `statusSince` being the day its latest status
         *     began. The money comes from the member's wallet (`cashbackToDate`, `pendingCashback`) and from
         *     this period's approved and paid Calor claims or the purchases the supplier has reported this
         *     period (`cashbackThisPeriod`).
         */
        get: operations["getMemberSchemes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/members/{membershipNumber}/statements": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * List the member's Calor statements
         * @description What the member's Calor cashback came to in each Calor period they have cashback in, newest period
         *     first: how many claims it was for, the cashback in all, what has been paid into their bank account,
         *     what is still to be paid (waiting for approval, approved or in a payout being processed), and the
         *     day of the latest payment. Worked out from the member's wallet transactions for Calor (`GET
         *     /members/{membershipNumber}/wallet`): reversed cashback counts nowhere; cashback the bank returned
         *     counts as still to be paid. It does not check the rewards permission.
         */
        get: operations["getCalorStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Get the member's wallet
         * @description What the member's cashback from every programme comes to: the sums in each state, by programme and
         *     by programme period (with the payouts that settled each period), the payouts to their bank account
         *     (newest processing day first), and the day the approved cashback is paid: the processing day of the
         *     BACS file carrying it (the earliest, if several do), or of the submitted file still paying the
         *     member, or else the next payout run (the 20th of each month, or the next working day). The
         *     transactions themselves are a paged list: `GET /members/{membershipNumber}/wallet/transactions`.
         *
         *     A transaction moves Pending (waiting for approval) → Approved (to be paid) → InPayout (in a BACS
         *     payout being processed) → Paid; aside, Reversed (taken back before payment, with the reason) and
         *     Returned (the bank sent the payment back, with the reason; paid again once the bank details are
         *     right). Calor's come one per claim (a rejected claim's never enters the wallet; an adjustment may
         *     add one), the other programmes' one per period once its cashback is calculated. Approved cashback
         *     is paid whatever its period's state: a Calor claim's is approved with the claim and goes in the next
         *     BACS file even while its period is open. Every cashback figure the API answers (the wallet, the
         *     rewards cards, a period's lines and export, a BACS file's credits) is a sum of these transactions.
         *
         *     Volumes: the answer stays small however many transactions the member has (a few lines per programme
         *     period, one per payout). The server keeps each member's sums by state, programme and period as
         *     transactions change (or works them out in one pass over the member's transactions, indexed by
         *     member), and finds the file carrying each payable transaction through an index of BACS credits by
         *     transaction, never by scanning every file's lines per transaction (the simulator's reference:
         *     `tests/mocks/api/backend-reference/walletSummary.ts`).
         */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/wallet/bank-account": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Get the account payouts go to
         * @description The bank account the member's payouts go to, and a change waiting out its safety hold, masked:
         *     never the full numbers. A change whose hold is over has become the current account (`since` its
         *     `effectiveFrom`). `current` is `null` when the member has given no bank details.
         */
        get: operations["getBankAccount"];
        /**
         * Change the account payouts go to
         * @description Gives a new account for payouts. As a protection against fraud it waits out a safety hold of
         *     `holdDays` days: it becomes `pendingChange`, used from `effectiveFrom` (the first payout run on or
         *     after the hold's end); payouts before then go to the current account. Without a current account
         *     the new one also waits. A later change replaces a waiting one; giving the current account again
         *     cancels a waiting change.
         *
         *     The name is trimmed (1 to 60 characters); the sort code (6 digits) and account number (6 to 8
         *     digits) may be written with spaces (and the sort code with hyphens), which are removed. Refused: a
         *     missing or too long name, or a sort code or account number of the wrong shape (400); no change:
         *     this account is already waiting, or payouts already go to it with nothing waiting (409).
         */
        put: operations["updateBankAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{membershipNumber}/wallet/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * List the member's wallet transactions
         * @description A page of the member's cashback transactions from every programme, newest first (by the day each
         *     was made, then by id), each with its programme, period, amount, state and, once paid, the payout
         *     that carried it (`GET /members/{membershipNumber}/wallet` has their sums and the payouts).
         *     `state`, `programme` and `period` keep only the transactions that match all of them (the wallet's
         *     status filter; a programme's page and its period filter); a filter that matches nothing answers an
         *     empty page.
         *
         *     Volumes: a Calor claimant has one transaction per claim, so hundreds over the years. The server
         *     indexes transactions by member, kept newest first, with each one's state, programme and period
         *     beside it: a page is the member's transactions in that order, filtered, cut to the page, and only
         *     the page's transactions are answered (the simulator's reference:
         *     `tests/mocks/api/backend-reference/walletSummary.ts`).
         *
         *     Refusals: 400 `invalid-request` for an unknown state or programme, a period that is not an id, or a
         *     page or page size out of its range; 403 `permission-required` as for the wallet.
         */
        get: operations["getWalletTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/periods": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
            };
            cookie?: never;
        };
        /**
         * List a programme's periods
         * @description One page of the programme's cashback periods, each with how many members have purchases, claims or
         *     adjustments in it and their cashback so far (worked out at the programme's rate, or as calculated).
         *     Sorted by `sort` (default `startDate`) in `direction` (default `desc`: newest first); `state` keeps
         *     only the periods in that state. `pageSize` is 25 by default (at most 100), as for every list.
         *
         *     Who may call it is its `x-roles`.
         */
        get: operations["getPeriods"];
        put?: never;
        /**
         * Create a period
         * @description Adds a period to the programme, `Upcoming`, and records `Created` in its audit trail. The name is
         *     trimmed; a programme's periods may not overlap (both end days count) and their names are unique
         *     (any case).
         *
         *     Refusals, checked in this order: 400 a name missing or over 60 characters, a date that is not
         *     `yyyy-MM-dd`, or the last day before the first; 409 the dates overlap another of the programme's
         *     periods (the reason names it and its dates), or the programme already has a period of that name.
         *
         *     Who may call it is its `x-roles`.
         */
        post: operations["createPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/periods/{periodId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * Get a period's detail
         * @description The period page's header: the period, how its members earn (Calor's claims or the supplier's
         *     reports), the cashback rate (as calculated, or the one that would be used now), its totals, the
         *     Calor claims still waiting for a decision (they block the calculation; 0 for the other programmes),
         *     when and by whom its cashback was calculated and approved, and the supplier reports imported into
         *     it (newest first; none for Calor).
         *
         *     Who may call it is its `x-roles`.
         */
        get: operations["getPeriod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/periods/{periodId}/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adjust a member's cashback in a period
         * @description Adds or takes off cashback for one member of the programme in the period, with the reason; it is
         *     recorded in the period's audit trail (`Adjusted`). Once the period's cashback is calculated, the
         *     member's wallet entry for the period (still waiting for approval) follows it. Possible while the
         *     period is `Open`, `ClosedForClaims` or `CashbackCalculated`.
         *
         *     Refusals, checked in this order: 404 the period; 409 the period is `Upcoming` or `Paid`; 400 the
         *     member is not a member of the programme (signed up to it, or for Calor holding a Calor account or
         *     claims), the amount is not a number, rounds to £0 or is over £10,000 either way, or the reason is
         *     missing or over 500 characters; 409 the adjustment would take the member's cashback below £0.
         *
         *     Who may call it is its `x-roles`.
         */
        post: operations["addAdjustment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/periods/{periodId}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * List a period's audit trail
         * @description One page of what happened to the period, newest first by default: created, opened, supplier reports
         *     imported, cashback adjusted, closed for claims, cashback calculated, approved for payout; who did it
         *     and when. `pageSize` is 25 by default (at most 100), as for every list.
         *
         *     Who may call it is its `x-roles`.
         */
        get: operations["getPeriodAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/periods/{periodId}/cashback": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * Get every member's cashback in a period
         * @description The whole period at once, for the staff's CSV export: the period, the cashback rate, and every
         *     member's line (as the members list gives it), by membership number. Not paged.
         *
         *     Who may call it is its `x-roles`.
         */
        get: operations["getPeriodCashback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/periods/{periodId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * List a period's members and their cashback
         * @description One page of the members with purchases (the supplier's reported invoices), Calor claims or
         *     adjustments in the period: what they bought or claimed, their cashback as calculated, the
         *     adjustments, what they are paid (never below £0) and where it stands in their wallet. Once the
         *     cashback is in the wallet every figure is a sum of the member's wallet entries for the period (the
         *     same entries the BACS files pay); Calor's approved claims are in it from their approval. Sorted by
         *     `sort` (default `membershipNumber`) in `direction` (default `asc`); `search` keeps the members whose
         *     membership number, name or supplier account number contains it (any case, spaces ignored).
         *
         *     Who may call it is its `x-roles`.
         */
        get: operations["getPeriodMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/periods/{periodId}/members/{membershipNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        /**
         * Get what is behind a member's line in a period
         * @description What one member's line of the period is made of: the supplier's reported invoices (oldest invoice
         *     first; none for Calor), Calor's claims dated in the period (oldest purchase first; none for the
         *     other programmes) and the manual adjustments (newest first).
         *
         *     Who may call it is its `x-roles`.
         */
        get: operations["getPeriodMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/periods/{periodId}/open": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000100001
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a period
         * @description Moves an `Upcoming` period to `Open`, from its first day: members claim into it and suppliers'
         *     reports are imported into it. Recorded in its audit trail (`Opened`). No payload.
         *
         *     Refusals: 409 the period is not `Upcoming`, or its first day has not come yet (the reason says which).
         *
         *     Who may call it is its `x-roles`.
         */
        post: operations["openPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/periods/{periodId}/purchase-reports": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A programme whose supplier reports what members buy (Calor has no reports).
                 * @example nisbets
                 */
                programme: "biopak" | "nisbets" | "booker";
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000011
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a supplier's purchase report
         * @description Checks the report exactly as the preview does and, when every line is good, applies all of it: each
         *     invoice becomes a purchase of the member holding its account number in the period (reported today),
         *     the report is listed on the period, and `ReportImported` is recorded in its audit trail. When any
         *     line is bad nothing is applied and the answer is 422 with every bad line. Possible while the period
         *     is `Open` or `ClosedForClaims`.
         *
         *     Refusals, checked in this order: 404 the period; 409 the period no longer (or not yet) takes
         *     reports; 400 no file in the `report` field, over 5 MB, or not a `.csv` file; 409 the same file (by
         *     its content) was imported before, into any of the programme's periods; 422 lines that cannot be
         *     imported (each in the problem's `lines`).
         *
         *     Who may call it is its `x-roles`.
         */
        post: operations["importPurchaseReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/periods/{periodId}/purchase-reports/preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A programme whose supplier reports what members buy (Calor has no reports).
                 * @example nisbets
                 */
                programme: "biopak" | "nisbets" | "booker";
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000011
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a supplier's purchase report before importing it
         * @description Reads the supplier's CSV report and checks it as the import would, storing nothing: the first line
         *     names the columns `Account number`, `Invoice number`, `Invoice date` (DD/MM/YYYY or yyyy-MM-dd) and
         *     `Amount excluding VAT` (any order and case; other columns ignored), then one invoice per line. Each
         *     invoice's account number must have the programme's shape and be linked by an approved sign-up, its
         *     date must fall in the period, it must not be in the file twice or imported before, and its amount
         *     must not be £0 (a negative amount is a credit note). Every line that cannot be imported is listed
         *     with its reasons; `duplicateOf` names the earlier import of the very same file (by its content),
         *     anywhere in the programme. The period's state is not checked here.
         *
         *     Refusals: 400 no file in the `report` field (or not multipart), a file over 5 MB, or not a `.csv`
         *     file (by its name, or its type `text/csv` or `application/vnd.ms-excel`).
         *
         *     Who may call it is its `x-roles`.
         */
        post: operations["previewPurchaseReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/periods/next": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
            };
            cookie?: never;
        };
        /**
         * Propose the next period
         * @description The period staff are offered when they create one: the one of the programme's rhythm (quarters for
         *     BioPak and Booker, half-years for Calor and Nisbets) starting the day after its latest period ends,
         *     or the one holding today when it has none yet. Nothing is stored.
         *
         *     Who may call it is its `x-roles`.
         */
        get: operations["getNextPeriod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/signups": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
            };
            cookie?: never;
        };
        /**
         * List a programme's sign-up queue
         * @description One page of one tab of the programme's sign-ups (`status`, `Pending` when not given), and how many
         *     sign-ups each tab holds (`counts`, over the whole programme, whatever `search` is). BioPak's,
         *     Nisbets' and Booker's sign-ups link a supplier account and the units it buys for, with the member's
         *     consent to share purchase data; Calor's are the members' Calor accounts (a direct account number or
         *     none, and the premises). Sorted by `sort` (default `submittedOn`: whoever has waited longest first)
         *     in `direction` (default `asc`); `search` keeps the sign-ups whose membership number, member's name or
         *     supplier account number contains it (any case, spaces ignored).
         *
         *     Who may call it is its `x-roles`: `larderAdmin`, or the programme's own employee role: `bioPakEmployee` (BioPak),
         *     `calorSignupsEmployee` (Calor), `nisbetsEmployee` (Nisbets); Booker has none.
         */
        get: operations["getSignups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/signups/{signupId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The sign-up's id (for Calor, the Calor account's).
                 * @example 5160a140-0000-4000-8000-000000000001
                 */
                signupId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a sign-up
         * @description Approves a `Pending` sign-up (by the caller, now). For BioPak, Nisbets and Booker the supplier's
         *     reports for its account count from now on; an approved Calor account lets its member claim. No
         *     payload.
         *
         *     Refusals: 404 the sign-up; 409 it is no longer `Pending`.
         *
         *     Who may call it is its `x-roles`: `larderAdmin`, or the programme's own employee role (as `getSignups`).
         */
        post: operations["approveSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/signups/{signupId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The sign-up's id (for Calor, the Calor account's).
                 * @example 5160a140-0000-4000-8000-000000000002
                 */
                signupId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a sign-up
         * @description Rejects a `Pending` sign-up (by the caller, now) with the reason, which the member sees on their
         *     sign-up page; they may correct it and apply again.
         *
         *     Refusals, checked in this order: 404 the sign-up; 400 no reason (after trimming), or over 500
         *     characters; 409 it is no longer `Pending`.
         *
         *     Who may call it is its `x-roles`: `larderAdmin`, or the programme's own employee role (as `getSignups`).
         */
        post: operations["rejectSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/signups/approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve several sign-ups
         * @description Bulk approval, after staff confirmed the count: each listed sign-up still `Pending` is approved (by
         *     the caller, now); one decided meanwhile (by someone else) or unknown is skipped with the reason. An
         *     id listed twice counts once. An approved Calor account lets its member claim from now on.
         *
         *     Refusals: 400 no ids (or not a list of strings), or more than 100.
         *
         *     Who may call it is its `x-roles`: `larderAdmin`, or the programme's own employee role (as `getSignups`).
         */
        post: operations["approveSignups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/periods/{periodId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a period for claims
         * @description Moves an `Open` period to `ClosedForClaims`: members' claims into it are refused from now on (422 on
         *     the claim upload), while supplier reports can still be imported and cashback adjusted. Recorded in
         *     its audit trail (`ClosedForClaims`). No payload.
         *
         *     Refusals: 409 the period is not `Open`.
         *
         *     Who may call it is its `x-roles`.
         */
        post: operations["closePeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/periods/{periodId}/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calculate a period's cashback
         * @description Moves a `ClosedForClaims` period to `CashbackCalculated`: the rate is fixed for the period and each
         *     member's cashback (the supplier-reported purchases at the programme's rate, or Calor's approved and
         *     paid claims, plus the adjustments, never below £0) goes into their wallet, waiting for approval
         *     (`Pending`). Recorded in its audit trail (`CashbackCalculated`, with the total). No payload.
         *
         *     Refusals: 409 the period is not `ClosedForClaims`, or (Calor) claims dated in the period still wait
         *     for a reviewer's decision.
         *
         *     Who may call it is its `x-roles`.
         */
        post: operations["calculatePeriodCashback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{programme}/periods/{periodId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a period's cashback for payout
         * @description Moves a `CashbackCalculated` period to `ApprovedForPayout`: its cashback waiting for approval in the
         *     members' wallets becomes `Approved`, to go out in the next BACS file; the period becomes `Paid` once
         *     every approved entry of it is in a submitted file. Recorded in its audit trail
         *     (`ApprovedForPayout`, with the total and the number of wallet entries). No payload.
         *
         *     Refusals: 409 the period is not `CashbackCalculated`.
         *
         *     Who may call it is its `x-roles`.
         */
        post: operations["approvePeriodCashback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the claims review queue
         * @description The review queue across every member's Calor claims (role `calorClaimsEmployee`), paged, sorted and
         *     filtered on the server. By default (`sort=queue`, `direction=asc`) Submitted claims come first and
         *     then the others, oldest submission first within each.
         *
         *     Each claim carries its flags (what a reviewer must look at before deciding: the same receipt
         *     number from the same retailer on another claim, the same receipt file on another claim, a purchase
         *     outside its period, submitted over 3 months after the purchase, a quantity far above the member's
         *     usual) and when staff last recorded contacting the member about it.
         *
         *     Volumes: a Calor period brings thousands of claims, so the answer must not cost a scan of every
         *     claim per claim. The server indexes claims by reference, by receipt (the canonical receipt number),
         *     by receipt file fingerprint and by member in the order submitted, and each claim's audit entries by
         *     claim; it keeps each claim's flags, working them out from the claims sharing its receipt or file and
         *     the member's latest 12 earlier claims only (so a member with thousands of claims costs no more), and
         *     again for the claims of that receipt, file and member when one of them changes (a new claim, a
         *     decision, a payment, a resubmission), so `flagged` reads the kept flags and a request never works
         *     them out for the whole queue. It filters and
         *     sorts on what each claim holds, cuts the page, and only then makes the page's summaries (the
         *     simulator's reference: `tests/mocks/api/backend-reference/claimIndex.ts`).
         *
         *     Refusals: 401 without a valid token; 403 without the `calorClaimsEmployee` role (members and other
         *     staff, a `calorAdmin` included); 400 `invalid-request` for an unknown sort key, filter value or page
         *     outside its range (the description's "Bad input"); a filter that matches nothing answers an empty page.
         */
        get: operations["getClaimQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/claims/{claimReference}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The claim's reference (matched in any case).
                 * @example CLR-200014
                 */
                claimReference: string;
            };
            cookie?: never;
        };
        /**
         * Get a claim to review
         * @description One claim as a reviewer sees it (role `calorClaimsEmployee`): the member's claim (as the member's
         *     own claims list answers it) plus the member, the Calor period its purchase date falls in, the
         *     receipt file's name, type and size (the file itself is `GET …/receipt`), the deal's cashback
         *     percent, the claim's flags with their details, its history (its audit entries, oldest first) and
         *     its `version`, which a decision must send back.
         *
         *     The claim's flags are those the server keeps with it (worked out from the claims sharing its
         *     receipt, file or member: the indexes `GET /calor/claims` describes), never the whole queue's.
         *
         *     The claim reference is matched in any case, spaces around it ignored.
         *
         *     Refusals: 401 without a valid token; 403 without the `calorClaimsEmployee` role; 404 no claim with
         *     this reference (`No claim CLR-999999`).
         */
        get: operations["getStaffClaim"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/claims/{claimReference}/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The claim's reference (matched in any case).
                 * @example CLR-200014
                 */
                claimReference: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide a claim
         * @description A reviewer's decision on a Submitted claim (role `calorClaimsEmployee`): `Approve`; `Reject` with
         *     the `reason` the member is shown (the rejection starts the member's 30 days to correct and
         *     resubmit it); or `MemberContacted` with a `note` of what was said, which leaves the claim
         *     Submitted. The body names the claim's `version` as the reviewer read it.
         *
         *     A decision takes effect at once: the claim's status changes (a rejection records its reason and
         *     date), its version goes up by one, the audit records who decided, when, from and to which status
         *     and the reason or note, and the claim's cashback moves in the member's wallet (approved: to be paid
         *     in the next BACS file; rejected: reversed with the reason). The answer is the claim as
         *     `GET /calor/claims/{claimReference}` answers it, decided.
         *
         *     A decided claim stays decided: a second reviewer is told who decided it, never allowed to overwrite
         *     it. The reason or note is trimmed and may be at most 500 characters.
         *
         *     Refusals, in the order they are checked: 401 without a valid token; 403 without the
         *     `calorClaimsEmployee` role; 400 the `Idempotency-Key` is missing or not a UUID; 400 (`idempotency-key-reused`) the key was
         *     already used with a different body; 404 no claim with this reference; 400 the body is not a JSON
         *     object, `decision` is not one of the three, `version` is not an integer, `reason` or `note` is not
         *     text; 409 the claim is no longer Submitted (`CLR-200014 has already been decided by Chris Morgan on
         *     27/11/2026 09:12:40: it is Rejected.`) or its version is not the one sent (it was changed since it
         *     was read, for example a contact recorded: the reason says by whom); 400 a rejection without its
         *     reason, a contact without its note, a reason or note over 500 characters.
         *
         *     Happens once per `Idempotency-Key` (see Idempotency in the description): a repeat of an accepted
         *     request with the same key is answered with the stored answer, marked `Idempotent-Replayed: true`; a
         *     refusal stores nothing, so the same key may be sent again once its cause is put right.
         */
        post: operations["submitClaimDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/claims/{claimReference}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The claim's reference (matched in any case).
                 * @example CLR-200014
                 */
                claimReference: string;
            };
            cookie?: never;
        };
        /**
         * Get a claim's receipt file
         * @description The receipt file the member uploaded with the claim (role `calorClaimsEmployee`), as it was
         *     uploaded: its bytes with the `Content-Type` its bytes say (a photo, or a PDF). A photo comes
         *     `Content-Disposition: inline`, so that a browser can show it; a PDF comes `attachment`, a download
         *     only: a member's PDF may carry scripts, and staff see its pages as images instead
         *     (`GET …/receipt/pages`), never the PDF itself in their browser. The name is given twice (RFC 6266):
         *     an ASCII `filename` and the name as uploaded in `filename*`.
         *
         *     Refusals: 401 without a valid token; 403 without the `calorClaimsEmployee` role; 404 no claim with
         *     this reference, or the claim has no receipt file (`No receipt for claim CLR-999999`).
         */
        get: operations["getClaimReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/claims/{claimReference}/receipt/pages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The claim's reference (matched in any case).
                 * @example CLR-200021
                 */
                claimReference: string;
            };
            cookie?: never;
        };
        /**
         * List the pages of a PDF receipt, rendered as images
         * @description A PDF receipt's pages as the server renders them to images, for staff to read without opening the
         *     member's PDF in their browser (a PDF can carry scripts; a rendered image cannot). The server renders
         *     with scripting off (any renderer without a script engine: pdftoppm, pdf.js in the server, Ghostscript)
         *     at about 100 dots per inch, at most 1,400 pixels wide, and at most the first 10 pages (`total` says
         *     how many the PDF has). Each page's image is `GET …/receipt/pages/{page}`. A receipt that is a photo
         *     has no pages to render (404 `not-found`: show the photo itself); a PDF the renderer cannot read is
         *     refused 422 `receipt-unreadable` (offer the file as a download).
         */
        get: operations["getClaimReceiptPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/claims/{claimReference}/receipt/pages/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The claim's reference (matched in any case).
                 * @example CLR-200021
                 */
                claimReference: string;
                /**
                 * @description The page, 1-based (at most the 10th).
                 * @example 1
                 */
                page: number;
            };
            cookie?: never;
        };
        /**
         * Get one page of a PDF receipt as an image
         * @description One page of a PDF receipt, rendered with scripting off to a PNG image (see `getClaimReceiptPages`).
         *     A page the PDF does not have, or a receipt that is not a PDF, is 404 `not-found`.
         */
        get: operations["getClaimReceiptPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/claims/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the claims audit
         * @description Every submission, decision and payment change on every Calor claim (role `calorAdmin`): when, who
         *     (a member submitting, or staff deciding, contacting the member or paying), which claim and member,
         *     from which status to which, and the reason or note. Paged; newest first by default. Read-only.
         *
         *     Filters: `reviewer` (any part of the name of whoever acted, in any case), `from` and `to` (calendar
         *     dates, both inclusive), `claimReference` (any part) and `decision` (the action).
         *
         *     Refusals: 400 `from` or `to` is not a date, or `from` is after `to`; 401 without a valid token; 403
         *     without the `calorAdmin` role (a `calorClaimsEmployee` too).
         */
        get: operations["getClaimsAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/claims/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the claims audit as CSV
         * @description Every audit entry matching the filters (all of them, not one page), newest first, as a CSV file
         *     (role `calorAdmin`) in UTF-8 that starts with the byte-order mark (EF BB BF, so spreadsheets read
         *     it as UTF-8) and then at once with the header row, of the columns When (DD/MM/YYYY HH:mm:ss), Who (a member's
         *     name followed by `(member)`), Claim, Member (membership number), Decision or change (`Submitted`,
         *     `Approved`, `Rejected`, `Member contacted`, `Paid`, `Payment returned`), From (empty for a
         *     submission), To, Reason or note. RFC 4180: a field holding a comma, quote or line break is quoted,
         *     a text a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage
         *     return, and not a plain number) is prefixed with `'`, and lines end CR LF. Filters as
         *     `GET /calor/claims/audit`.
         *
         *     Refusals: 400 `from` or `to` is not a date, or `from` is after `to`; 401 without a valid token; 403
         *     without the `calorAdmin` role.
         */
        get: operations["exportClaimsAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/claims/audit/reviewers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the staff named in the audit
         * @description The names of the staff who appear in the claims audit (deciding, contacting members, paying),
         *     each once, A to Z (role `calorAdmin`): the options of the audit's reviewer filter. Members who
         *     submitted claims are not listed.
         *
         *     Refusals: 401 without a valid token; 403 without the `calorAdmin` role.
         */
        get: operations["getAuditReviewers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calor/claims/queue-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get what the queue's filters offer
         * @description What the review queue's filters offer (role `calorClaimsEmployee`): the Calor programme's periods,
         *     every retailer known to the scheme, the claim statuses and the flag kinds.
         *
         *     Refusals: 401 without a valid token; 403 without the `calorClaimsEmployee` role.
         */
        get: operations["getClaimQueueOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/card-refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the card refunds
         * @description Every refund the API asked the card provider for (money taken for something already paid:
         *     `createCardPayment`, `receiveCardPaymentNotification`), across members, newest first, paged and
         *     filtered on the server: finance sees what went back to whose card, and which refunds failed and need
         *     repaying another way. Each is the member's card payment's refund record, with the member and what the
         *     card payment was for.
         */
        get: operations["getCardRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/bacs-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the BACS payout files
         * @description The BACS payout files (role `larderAdmin`), paged, sorted and filtered on the server; by default
         *     the latest processing day first.
         *
         *     Refusals: 401 without a valid token; 403 without the `larderAdmin` role (members and other staff).
         *     An unknown sort key, filter value or page outside its range is bad input (400 `invalid-request`).
         */
        get: operations["getBacsFiles"];
        put?: never;
        /**
         * Create a BACS payout file
         * @description Builds a Draft payout file (role `larderAdmin`) from the approved cashback of the periods named
         *     that no Draft or Approved file carries yet, for the Bacs processing day given. Approved cashback is
         *     payable whatever its period's state: a Calor claim's cashback is approved with the claim, so an open
         *     Calor period's approved claims are paid in the next file; cashback the bank returned is payable again. The API groups the
         *     cashback by member into one credit each (payee name and reference cleaned to Bacs characters and
         *     cut to 18), leaves out the members without bank details or whose account fails the account-shape or
         *     modulus check (counted in `exclusionCount`, each with the reason at `GET …/exclusions`), writes the Standard 18 records and runs the
         *     checks. The answer is the new file as `GET /finance/bacs-files/{fileId}` answers it.
         *
         *     The processing day must be a working day in England and Wales, at least 2 working days after today
         *     (day 2 of the Bacs 3-day cycle: the file goes in the working day before).
         *
         *     Refusals, in the order they are checked: 401 without a valid token; 403 without the `larderAdmin`
         *     role; 400 the `Idempotency-Key` is missing or not a UUID; 400 (`idempotency-key-reused`) the key was already used with a
         *     different body; 400 `periodIds` missing, empty or not all text, an unknown period (`No period …`),
         *     `processingDate` not a date as yyyy-MM-dd, or a processing day that cannot be used (not a working
         *     day, too soon, or in a year the bank holiday table does not cover yet); 409 no approved cashback is
         *     waiting in these periods, or none of it can be paid because every member owed it lacks bank
         *     details that pass the checks.
         *
         *     Happens once per `Idempotency-Key` (see Idempotency in the description): a repeat of an accepted
         *     request with the same key is answered with the stored answer, marked `Idempotent-Replayed: true`; a
         *     refusal stores nothing, so the same key may be sent again once its cause is put right.
         */
        post: operations["createBacsFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/bacs-files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The file's id.
                 * @example bac5f000-0000-4000-8000-000000000002
                 */
                fileId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * Get a BACS payout file
         * @description One payout file (role `larderAdmin`): its summary plus the approved cashback it was built from,
         *     how many members were left out of it and their cashback in all, the checks a finance user makes before releasing it
         *     (run now; for a file already sent, the processing day is judged as of the day it was submitted)
         *     and its file name. Its credits are `GET …/lines`, the members left out with the reason
         *     `GET …/exclusions`, each paged (a file pays thousands of members).
         *
         *     Refusals: 401 without a valid token; 403 without the `larderAdmin` role; 404 no file with this id.
         */
        get: operations["getBacsFile"];
        put?: never;
        post?: never;
        /**
         * Discard a draft BACS payout file
         * @description Discards a Draft file (role `larderAdmin`): it is removed and the cashback it carried is free for
         *     another file. No other state can be discarded.
         *
         *     Refusals: 401 without a valid token; 403 without the `larderAdmin` role; 404 no file with this id;
         *     409 the file is not a draft.
         */
        delete: operations["discardBacsFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/bacs-files/{fileId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The file's id.
                 * @example bac5f000-0000-4000-8000-000000000002
                 */
                fileId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a draft BACS payout file
         * @description Draft → Approved (role `larderAdmin`), by a second Larder administrator: whoever created the file
         *     can never approve it. A file failing any of its checks (run now) cannot be approved. No body. The
         *     answer is the file as `GET /finance/bacs-files/{fileId}` answers it.
         *
         *     Refusals, in the order they are checked: 401 without a valid token; 403 without the `larderAdmin`
         *     role; 400 the `Idempotency-Key` is missing or not a UUID; 400 (`idempotency-key-reused`) the key was already used with a
         *     different body; 404 no file with this id; 409 the file is not a draft; 403 the caller created the
         *     file; 409 the file fails its checks (the failing checks' summaries are named).
         *
         *     Happens once per `Idempotency-Key` (see Idempotency in the description): a repeat of an accepted
         *     request with the same key is answered with the stored answer, marked `Idempotent-Replayed: true`; a
         *     refusal stores nothing, so the same key may be sent again once its cause is put right.
         */
        post: operations["approveBacsFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/bacs-files/{fileId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The file's id.
                 * @example bac5f000-0000-4000-8000-000000000001
                 */
                fileId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * Download a BACS payout file
         * @description The file in Bacs Standard 18 (role `larderAdmin`), in US-ASCII, each line ending CR LF, in one of
         *     two forms chosen by `format`:
         *
         *     - `data` (the default): the data records alone, for bureau software that adds the labels itself:
         *       one 100-character record per credit, then the contra debit balancing them; named
         *       `BACS-00001-2026-11-25.txt` (the file's `fileName`).
         *     - `labelled`: a fully labelled file for software that sends it as it is: the 80-character labels
         *       VOL1 (the association's service user number), HDR1, HDR2 and UHL1 (the processing day as bYYDDD),
         *       the same data records, then EOF1, EOF2 and UTL1 (the debit and credit totals in pence and their
         *       counts); named `BACS-00001-2026-11-25-labelled.txt` (the file's `labelledFileName`).
         *
         *     Only an Approved, Submitted or ReturnsRecorded file may be downloaded.
         *
         *     Refusals: 400 a `format` other than `data` or `labelled`; 401 without a valid token; 403 without
         *     the `larderAdmin` role; 404 no file with this id; 409 the file is a draft.
         */
        get: operations["downloadBacsFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/bacs-files/{fileId}/lines": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The file's id.
                 * @example bac5f000-0000-4000-8000-000000000001
                 */
                fileId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * List a BACS file's credits
         * @description A payout file's credits, one per member paid (role `larderAdmin`), paged, sorted and filtered on
         *     the server; by default in the file's order. Bank details are masked; the payee name and reference
         *     are as Bacs will carry them (cleaned to Bacs characters, at most 18 characters).
         *
         *     Refusals: 401 without a valid token; 403 without the `larderAdmin` role; 404 no file with this id.
         */
        get: operations["getBacsFileLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/bacs-files/{fileId}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The file's id.
                 * @example bac5f000-0000-4000-8000-000000000001
                 */
                fileId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the bank's returned credits
         * @description Records the bank's ARUCS report against a Submitted file (role `larderAdmin`): the credits the bank
         *     returned, each with the bank's reason (an empty list when none came back). The file becomes
         *     ReturnsRecorded. Each returned credit's payout and cashback are Returned in the member's wallet
         *     with the reason, to be paid again (a Calor claim paid by it is Approved again); the first time
         *     returns are recorded, every other credit is Paid (and its Calor claims with it). Returns found
         *     later may be added to a ReturnsRecorded file, at least one at a time. The answer is the file as
         *     `GET /finance/bacs-files/{fileId}` answers it.
         *
         *     Refusals, in the order they are checked: 401 without a valid token; 403 without the `larderAdmin`
         *     role; 400 the `Idempotency-Key` is missing or not a UUID; 400 (`idempotency-key-reused`) the key was already used with a
         *     different body; 404 no file with this id; 409 the file is not Submitted or ReturnsRecorded, or it is before
         *     the processing day (when the ARUCS report cannot exist yet); 400 `returns` is not a list, an entry
         *     lacks its `lineId` or reason, a reason is over 200 characters, a line is not in this file; 409 a
         *     line was already recorded as returned; 400 a line is listed twice, or no returns are listed for a
         *     file whose returns were already recorded.
         *
         *     Happens once per `Idempotency-Key` (see Idempotency in the description): a repeat of an accepted
         *     request with the same key is answered with the stored answer, marked `Idempotent-Replayed: true`; a
         *     refusal stores nothing, so the same key may be sent again once its cause is put right.
         */
        post: operations["recordBacsReturns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/bacs-files/{fileId}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The file's id.
                 * @example bac5f000-0000-4000-8000-000000000002
                 */
                fileId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a BACS payout file as sent to Bacs
         * @description Approved → Submitted (role `larderAdmin`): the file went to Bacs. Each credit becomes a payout being
         *     processed, and the cashback it carries is being paid (InPayout) in the member's wallet. No body.
         *     The answer is the file as `GET /finance/bacs-files/{fileId}` answers it.
         *
         *     Refusals, in the order they are checked: 401 without a valid token; 403 without the `larderAdmin`
         *     role; 400 the `Idempotency-Key` is missing or not a UUID; 400 (`idempotency-key-reused`) the key was already used with a
         *     different body; 404 no file with this id; 409 the file is not Approved.
         *
         *     Happens once per `Idempotency-Key` (see Idempotency in the description): a repeat of an accepted
         *     request with the same key is answered with the stored answer, marked `Idempotent-Replayed: true`; a
         *     refusal stores nothing, so the same key may be sent again once its cause is put right.
         */
        post: operations["submitBacsFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/bacs-files/payable-periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the periods with cashback to pay
         * @description Every programme period, open or not, with approved (or returned) cashback that no Draft or Approved
         *     file carries yet (role `larderAdmin`): what a new file may be built from, with how many cashback items wait and their
         *     total. Ordered by programme, then the newest period first.
         *
         *     Refusals: 401 without a valid token; 403 without the `larderAdmin` role.
         */
        get: operations["getPayablePeriods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/bacs-files/{fileId}/exclusions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The file's id.
                 * @example bac5f000-0000-4000-8000-000000000002
                 */
                fileId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        /**
         * List the members left out of a BACS file
         * @description The cashback members were owed in a payout file's periods but that could not go into it, one entry
         *     per member with the reason (role `larderAdmin`), paged, sorted and filtered on the server; by
         *     default by the member's name. Their count and total are on the file (`exclusionCount`,
         *     `exclusionTotal`).
         *
         *     What the server indexes to answer it: the file's exclusions by (file, member name) and by (file,
         *     amount), and by (file, reason) for the filter; they are written once, when the file is built, and
         *     never change. The search reads the membership number and name of that file's exclusions only.
         *
         *     Refusals: 401 without a valid token; 403 without the `larderAdmin` role; 404 no file with this id;
         *     400 a malformed `page`, `pageSize`, `sort`, `direction` or `reason` (never taken as the default).
         */
        get: operations["getBacsFileExclusions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Pounds sterling, a whole number of pence (at most two decimal places). Not `multipleOf: 0.01`: JSON Schema validators compare it in binary floating point and refuse correct amounts (1234.56 / 0.01 is 123455.99999…), so the server checks the pence itself.
         * @example 12.5
         */
        Money: number;
        /**
         * Format: date
         * @description An ISO 8601 calendar date.
         * @example 2026-11-27
         */
        IsoDate: string;
        /**
         * Format: date-time
         * @description An ISO 8601 date and time with its offset.
         * @example 2026-11-27T09:30:00Z
         */
        IsoDateTime: string;
        /**
         * Format: uuid
         * @description A GUID, 8-4-4-4-12 hexadecimal digits.
         * @example 5e1d0000-0000-4000-8000-000000000001
         */
        Guid: string;
        /**
         * @description A membership number: two capital letters and six digits. On a member's path, one of another shape names no member; a member's own token is refused it as not theirs (403) before its shape is judged.
         * @example LM100001
         */
        MembershipNumber: string;
        /**
         * @description A supplier programme (the spec's scheme types).
         * @enum {string}
         */
        Programme: "calor" | "biopak" | "nisbets" | "booker";
        /** @enum {string} */
        SortDirection: "asc" | "desc";
        /** @description The page answered, 1-based. */
        PageNumber: number;
        /** @description Items on a page. */
        PageSize: number;
        /** @description How many items match, on every page. */
        Total: number;
        /** @description A named range of dates (the spec's date-range label), such as a claim period. */
        DateRange: {
            /** @example July to December 2026 */
            name: string;
            startDate: components["schemas"]["IsoDate"];
            endDate: components["schemas"]["IsoDate"];
        };
        /** @description A refusal or failure, as RFC 9457 problem details (`application/problem+json`). Act on `code`; show `detail` only where no message of the client's own fits. An operation may document extension members of its own (a report's bad `lines`, for example); clients ignore any they do not know. */
        Problem: {
            /**
             * Format: uri
             * @description Names the kind of problem; `https://api.larder.example/problems/` followed by the code.
             * @example https://api.larder.example/problems/period-closed
             */
            type: string;
            /**
             * @description The kind of problem in a few words; the same for every occurrence of the code.
             * @example Period closed
             */
            title: string;
            /** @description The HTTP status of the answer. */
            status: number;
            /**
             * @description What went wrong this time, in a sentence for a person (English).
             * @example The claim period of this purchase date is closed for claim submissions
             */
            detail: string;
            code: components["schemas"]["ProblemCode"];
            /** @description For bad input, each parameter or field that is wrong. */
            errors?: components["schemas"]["ProblemFieldError"][];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The reason, stable across versions: one of the codes in the description's table, or one the operation lists in its `x-problem-codes`.
         * @example period-closed
         */
        ProblemCode: string;
        ProblemFieldError: {
            /** @enum {string} */
            in: "path" | "query" | "header" | "body";
            /**
             * @description The parameter or header, or the body field as `lines[0].name` (empty for the whole body).
             * @example pageSize
             */
            name: string;
            /** @example must be <= 100 */
            detail: string;
        };
        /** @description The business's main contact. */
        MainContact: {
            name: string;
            /**
             * @description An email address (it must contain `@`).
             * @example priya@example.com
             */
            email: string;
            /**
             * @description A UK telephone number (spec §5: without spaces and parentheses, 0 then a digit 1 to 6 and 8 to 10 more digits, or 7 and 9 more digits).
             * @example 01632 960001
             */
            phone: string;
            /**
             * @description A UK telephone number as for `phone`, or `null`.
             * @example 07700 900001
             */
            mobile: string | null;
        };
        /** @description A UK postal address; optional lines are `null` when empty. */
        PostalAddress: {
            line1: string;
            line2: string | null;
            town: string;
            county: string | null;
            /**
             * @description Letters or digits, one space, letters or digits (spec §5).
             * @example HG1 1AA
             */
            postcode: string;
        };
        /** @description The business's details and contacts beyond call 4's company fields. */
        AccountDetails: {
            tradingName: string;
            /**
             * @description Nine digits without the `GB` prefix; `null` when the business is not VAT registered.
             * @example 287431241
             */
            vatNumber: string | null;
            mainContact: components["schemas"]["MainContact"];
            mailAddress: components["schemas"]["PostalAddress"];
            /** @description Where invoices go; `null` when they go to the mail address. */
            invoiceAddress: components["schemas"]["PostalAddress"] | null;
        };
        /**
         * @description A membership tier of spec §3: 1 Standard, 2 Premium, 3 PremiumPlus (Premium Plus), 4 Pro.
         * @enum {integer}
         */
        MembershipTier: 1 | 2 | 3 | 4;
        /**
         * @description An account status of spec §3; only `Active` and `Renew Soon` open the whole member area.
         * @enum {string}
         */
        AccountStatus: "Active" | "Renew Soon" | "Archived" | "Cancelled" | "Expired" | "Suspended";
        /**
         * @description A payment method of spec §3. `Card Payment` is what the membership error page checks by name.
         * @enum {string}
         */
        PaymentMethod: "AAP" | "Card Payment" | "CCA Monthly" | "CPA Monthly" | "Reactivate CPA";
        /** @description The next scheduled or due payment. */
        NextPayment: {
            amount: components["schemas"]["Money"];
            dueDate: components["schemas"]["IsoDate"];
        };
        /**
         * @description How the member will pay for a renewal.
         * @enum {string}
         */
        RenewalPaymentMethod: "Card" | "DirectDebit";
        /** @description The member plans to renew. */
        PlanToRenewIntention: {
            /** @constant */
            intention: "PlanToRenew";
            recordedOn: components["schemas"]["IsoDate"];
            tier: components["schemas"]["MembershipTier"];
            paymentMethod: components["schemas"]["RenewalPaymentMethod"];
        };
        /**
         * @description `ClosingBusiness` (closing or closed), `TooExpensive`, `NotUsingBenefits` (not used enough), `OtherProvider` (moving to another association or provider), `Other` (comments say what).
         * @enum {string}
         */
        NoPlanToRenewReason: "ClosingBusiness" | "TooExpensive" | "NotUsingBenefits" | "OtherProvider" | "Other";
        /** @description The member does not plan to renew. */
        NoPlanToRenewIntention: {
            /** @constant */
            intention: "NoPlanToRenew";
            recordedOn: components["schemas"]["IsoDate"];
            reason: components["schemas"]["NoPlanToRenewReason"];
            comments: string | null;
        };
        /** @description What the member last said about renewing; `intention` says which. */
        RenewalIntention: components["schemas"]["PlanToRenewIntention"] | components["schemas"]["NoPlanToRenewIntention"];
        /** @enum {string} */
        DirectDebitMandateStatus: "Active" | "Pending" | "Cancelled";
        /** @description The member's Direct Debit mandate, masked. */
        DirectDebitMandate: {
            /** @example LARDER-LM100031 */
            reference: string;
            /** @example Barclays Bank UK */
            bankName: string;
            /**
             * @description The last four digits of the account number, never the whole number.
             * @example 4352
             */
            accountNumberEnding: string;
            status: components["schemas"]["DirectDebitMandateStatus"];
            setUpOn: components["schemas"]["IsoDate"];
            /** @description Why a cancelled mandate ended (for example the bank's `Instruction cancelled by the payer`). */
            cancellationReason: string | null;
        };
        /** @description The member's membership at a glance. */
        AccountSummary: {
            membershipNumber: components["schemas"]["MembershipNumber"];
            tier: components["schemas"]["MembershipTier"];
            /** @description The account status in the association's records (the sign-in's claim can lag behind it). */
            accountStatus: components["schemas"]["AccountStatus"];
            /** @description The first day of the current (or last) membership year; `null` when there is none. */
            membershipStartDate: components["schemas"]["IsoDate"] | null;
            /** @description The last day of the current (or last) membership year; `null` when there is none. */
            membershipEndDate: components["schemas"]["IsoDate"] | null;
            /** @description When the current plan of payments ends (the dashboard's banner shows within 60 days of it); `null` when none is running. */
            paymentPlanEndDate: components["schemas"]["IsoDate"] | null;
            /** @description The latest membership's payment method; `null` when none is recorded. */
            paymentMethod: components["schemas"]["PaymentMethod"] | null;
            /** @description The soonest payment that is due or scheduled; `null` when there is none. */
            nextPayment: components["schemas"]["NextPayment"] | null;
            /** @description Everything owed now, overdue or not. */
            balance: components["schemas"]["Money"];
            /** @description The part of the balance past its due date. */
            overdueAmount: components["schemas"]["Money"];
            /** @description What the member last said about renewing; `null` when nothing is recorded for this year. */
            renewalIntention: components["schemas"]["RenewalIntention"] | null;
            /** @description The Direct Debit mandate, masked; `null` when the member has none. */
            directDebitMandate: components["schemas"]["DirectDebitMandate"] | null;
        };
        /** @description One change to a member's records, as the server recorded it. */
        MemberActivity: {
            id: string;
            at: components["schemas"]["IsoDateTime"];
            /** @description The operation of this document that made the change. */
            operationId: string;
            summary: string;
            /** @enum {string} */
            method: "POST" | "PUT" | "DELETE";
            /** @description The path below the API's address. */
            path: string;
            actor: {
                /** @description The user id the identity provider gives (the token's subject). */
                id: string;
                name: string;
                roles: string[];
            };
            /** @description True when a member of staff made the change for the member; false when the member did. */
            onBehalfOfMember: boolean;
        };
        MemberActivityPage: {
            items: components["schemas"]["MemberActivity"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /**
         * @description A company type of spec §3, spelt as the reference data names it. `Business not registered` is a placeholder the API may hold for a member, never a type call 5 saves.
         * @enum {string}
         */
        CompanyTypeName: "Sole Trader" | "Limited Company" | "PLC" | "Charity" | "LLP" | "Business not registered" | "Partnerships";
        /** @description The member's company type, as call 4 names it (the reference item's `text` is its `name`). */
        CompanyType: {
            id: components["schemas"]["Guid"];
            name: components["schemas"]["CompanyTypeName"];
        };
        /** @description The member's latest membership year. */
        LatestMembership: {
            /**
             * @description The membership's state in the association's records: `Current` while it is in force (the only value the portal tests for), otherwise another word such as `Lapsed`.
             * @example Current
             * @example Lapsed
             */
            status: string;
            /** @description How the membership is paid. */
            paymentType: {
                name: components["schemas"]["PaymentMethod"];
            };
        };
        /** @description The membership info of spec §3 (call 4, and call 5's answer). Company fields the member has not given are `null`; `vatRegistered` is `null` or left out until the member answers. */
        MembershipInfo: {
            /** @description The company type's id (as `companyType.id`), or `null` when none is recorded. */
            companyTypeId: components["schemas"]["Guid"] | null;
            /** @description The company type, or `null` when none is recorded. */
            companyType: components["schemas"]["CompanyType"] | null;
            /**
             * @description The company registration or charity number; `null` (or empty) when none is recorded, as for types that need none.
             * @example 12345678
             */
            companyRegistrationOrCharityNumber: string | null;
            /** @description Whether the business is VAT registered; `null` or absent while the member has not answered. */
            vatRegistered?: boolean | null;
            latestMembership: components["schemas"]["LatestMembership"];
            /** @description Everything owed now, in pounds; 0 when nothing is. */
            balance: components["schemas"]["Money"];
        };
        /** @description Call 5's payload (spec §7). */
        CompanyDetailsRequest: {
            /** @description A company type of call 1 other than `Business not registered`. */
            companyTypeId: components["schemas"]["Guid"];
            /**
             * @description Required for Limited Company, PLC and Charity (at most 10 characters: a charity number of 6 to 8 digits, or a company number in the register's format); empty or `null` for other types.
             * @example 12345678
             */
            companyRegistrationOrCharityNumber: string | null;
            vatRegistered: boolean;
        };
        /**
         * @description An area's access. Only `FullAccess` grants it; `NoAccess` is the default; other values (not listed by the spec) grant nothing.
         * @example FullAccess
         * @example NoAccess
         */
        PermissionValue: string;
        /** @description The eight permission areas of spec §3. */
        Permissions: {
            workOps: components["schemas"]["PermissionValue"];
            sendCompanyDocuments: components["schemas"]["PermissionValue"];
            riskAssessments: components["schemas"]["PermissionValue"];
            companyDocuments: components["schemas"]["PermissionValue"];
            tradingUnits: components["schemas"]["PermissionValue"];
            training: components["schemas"]["PermissionValue"];
            rewards: components["schemas"]["PermissionValue"];
            wallet: components["schemas"]["PermissionValue"];
        };
        /**
         * @description `Ok` when renewal is allowed; otherwise the reason it is refused.
         * @example Ok
         * @example Outstanding balance
         */
        CanRenewAnswer: string;
        /** @description One member found by `searchMembers`, with what tells members apart in a list. */
        MemberSearchResult: {
            /** @example LM100001 */
            membershipNumber: string;
            /** @description The business name (the account details' `tradingName`). */
            tradingName: string;
            /** @description The mail address's town. */
            town: string;
            /** @description The mail address's postcode, upper case with its space. */
            postcode: string;
            accountStatus: components["schemas"]["AccountStatus"];
        };
        MemberSearchPage: {
            items: components["schemas"]["MemberSearchResult"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /** @description A company type of the reference data (call 1). */
        CompanyTypeReference: {
            id: components["schemas"]["Guid"];
            text: components["schemas"]["CompanyTypeName"];
        };
        /** @description One tier as the association offers it. */
        MembershipTierOffer: {
            tier: components["schemas"]["MembershipTier"];
            /** @description A year's price, including VAT. */
            pricePerYear: components["schemas"]["Money"];
            /** @description What the tier includes, each a short line. */
            benefits: string[];
        };
        /**
         * @description What the provider reports; the table of `receiveCardPaymentNotification` maps each onto Stripe's events.
         * @enum {string}
         */
        CardPaymentEventType: "payment.succeeded" | "payment.declined" | "session.abandoned" | "session.expired" | "refund.succeeded" | "refund.failed";
        /** @description The card a payment was taken from, as the card provider reported it: its brand and last four digits, never the number. */
        PaymentCard: {
            /**
             * @description The card scheme, as the provider names it.
             * @example Visa
             */
            brand: string;
            /** @example 4242 */
            last4: string;
        };
        /** @description What the event is about. */
        CardPaymentEventData: {
            /**
             * @description The session the event is about (`CardPayment.sessionId`), a refund's too.
             * @example cs_test_q2Vw8kLr0N3xYp5Zt7Bf1Hd4
             */
            sessionId: string;
            /** @description On `payment.succeeded`, the card the money was taken from (brand and last four digits). */
            card?: components["schemas"]["PaymentCard"];
            /**
             * @description On `payment.declined`, why: `card_declined` (the card issuer refused; the default) or `authentication_failed` (the payer did not pass the issuer's 3-D Secure check).
             * @enum {string}
             */
            declineCode?: "card_declined" | "authentication_failed";
            /** @description On `refund.*`, the provider's reference of the refund (`CardRefund.providerReference`). */
            refundId?: string;
            /**
             * @description On `refund.failed`, the provider's reason (Stripe's `failure_reason` values).
             * @enum {string}
             */
            refundFailureReason?: "expired_or_canceled_card" | "lost_or_stolen_card" | "unknown";
        };
        /** @description One event of the card provider about a session or a refund, sent to the API's server (never through the member's browser), at least once and in any order. */
        CardPaymentEvent: {
            /**
             * @description The event's own id, the same on every delivery of it; the API processes an id once.
             * @example evt_test_9Qm2Lr7Tx4Vb1Nc8
             */
            id: string;
            type: components["schemas"]["CardPaymentEventType"];
            /** @description When the event happened at the provider, in Unix seconds (not when it was delivered). */
            created: number;
            data: components["schemas"]["CardPaymentEventData"];
        };
        /**
         * @description `Raised` while the hosted page has it, then `Successful`, `Unsuccessful` (declined) or `Not Completed` (left without paying): payment statuses of spec §3. A session that never took money may instead end `Superseded` (a newer session for the same items replaced it) or `Expired` (left open 30 minutes); `Refunded` is a payment the provider took for items already paid, applied to nothing and given back in full: its `refund` says how the refund stands.
         * @enum {string}
         */
        CardPaymentStatus: "Raised" | "Successful" | "Unsuccessful" | "Not Completed" | "Superseded" | "Expired" | "Refunded";
        /** @description What the API made of an event. */
        CardPaymentNotificationAnswer: {
            /** @description The card payment's id. */
            id: components["schemas"]["Guid"];
            status: components["schemas"]["CardPaymentStatus"];
            /** @description The event's `id` had been processed already; nothing changed. */
            duplicate: boolean;
        };
        /**
         * Format: uri
         * @description Where the hosted payment page sends the member back: an address on the portal's own origin (the API's setting; anywhere else is refused, 400 `return-url-not-allowed`, so the hosted page is never an open redirect), without a query or fragment; the API adds `?payment={id}`.
         * @example http://localhost:4173/myaccount/payments
         */
        ReturnUrl: string;
        /** @description Pay payments still owed, one or several, in one card payment. */
        PaymentCardPaymentRequest: {
            /** @constant */
            purpose: "payment";
            /** @description The payments' ids (`GET …/payments`), each once. */
            paymentIds: components["schemas"]["Guid"][];
            returnUrl: components["schemas"]["ReturnUrl"];
        };
        /** @description Renew the membership for the quoted period. */
        RenewalCardPaymentRequest: {
            /** @constant */
            purpose: "renewal";
            returnUrl: components["schemas"]["ReturnUrl"];
        };
        /** @description Upgrade to a higher tier for the rest of the year. */
        UpgradeCardPaymentRequest: {
            /** @constant */
            purpose: "upgrade";
            tier: components["schemas"]["MembershipTier"];
            returnUrl: components["schemas"]["ReturnUrl"];
        };
        /** @description What to pay by card (`purpose` says which), and where to come back to. The API works out the amount. */
        CardPaymentRequest: components["schemas"]["PaymentCardPaymentRequest"] | components["schemas"]["RenewalCardPaymentRequest"] | components["schemas"]["UpgradeCardPaymentRequest"];
        /**
         * @description What a card payment is for.
         * @enum {string}
         */
        CardPaymentPurpose: "payment" | "renewal" | "upgrade";
        /**
         * @description `Pending` once the API has asked the provider, then `Succeeded` when the money reached the card or `Failed` when it could not (the association then repays the member another way). A `Succeeded` refund may still become `Failed` (the provider's `refund.failed` after the card was closed).
         * @enum {string}
         */
        CardRefundStatus: "Pending" | "Succeeded" | "Failed";
        /** @description Money the API gave back through the card provider: a record of its own, as Stripe's and GOV.UK Pay's refunds are, with its amount, reason and status. */
        CardRefund: {
            id: components["schemas"]["Guid"];
            /** @description The card payment refunded. */
            cardPaymentId: components["schemas"]["Guid"];
            /**
             * @description The provider's reference of the refund (`re_…`), for a query to it.
             * @example re_test_Lp4Zs8Qd2Wm6Xv0Hb3Ny7Tc1
             */
            providerReference: string;
            /** @description What is given back (the whole card payment). */
            amount: components["schemas"]["Money"];
            /**
             * @description Why: `duplicate`, the card payment was for something already paid (another payment paid it, or the renewal or upgrade was made another way) by the time the provider reported it.
             * @enum {string}
             */
            reason: "duplicate";
            status: components["schemas"]["CardRefundStatus"];
            /** @description When the API asked the provider for the refund. */
            createdAt: components["schemas"]["IsoDateTime"];
            /** @description When the provider reported it succeeded or failed; `null` while `Pending`. */
            completedAt: components["schemas"]["IsoDateTime"] | null;
            /**
             * @description The provider's reason for a failed refund, in words; `null` otherwise.
             * @example The card has expired or been cancelled.
             */
            failureReason: string | null;
        };
        /** @description A card payment session, for the amount still due on named items. */
        CardPayment: {
            id: components["schemas"]["Guid"];
            /**
             * @description The reference the hosted payment page knows the payment by (random, not a GUID).
             * @example cs_test_q2Vw8kLr0N3xYp5Zt7Bf1Hd4
             */
            sessionId: string;
            purpose: components["schemas"]["CardPaymentPurpose"];
            /** @description What will be taken, worked out by the API. */
            amount: components["schemas"]["Money"];
            /**
             * @description What is being paid for, as the hosted page and the payment list show it.
             * @example Upgrade to Premium Plus (rest of year, to 14/06/2027)
             */
            description: string;
            status: components["schemas"]["CardPaymentStatus"];
            createdAt: components["schemas"]["IsoDateTime"];
            /** @description 30 minutes after `createdAt`; a session still `Raised` then is `Expired` and takes no payment. */
            expiresAt: components["schemas"]["IsoDateTime"];
            /** @description When the card provider reported the result, or the session was superseded or expired; `null` while it is `Raised`. */
            completedAt: components["schemas"]["IsoDateTime"] | null;
            /** @description The card provider's reason for a decline, when it gave one; `null` otherwise. */
            failureReason: string | null;
            /** @description The id of the newer session that superseded this one; `null` unless one did. */
            replacedBy: components["schemas"]["Guid"] | null;
            /** @description The card the money was taken from (`Successful`, and `Refunded`: given back to the same card), as the provider's `payment.succeeded` event reported it; `null` while nothing has been taken. */
            card: components["schemas"]["PaymentCard"] | null;
            /** @description The refund of a `Refunded` card payment, with its own status; `null` otherwise. */
            refund: components["schemas"]["CardRefund"] | null;
        };
        /**
         * @description An invoice's number.
         * @example INV-001041
         */
        InvoiceNumber: string;
        /**
         * @description `Overdue` is unpaid past its due date.
         * @enum {string}
         */
        InvoiceStatus: "Paid" | "Unpaid" | "Overdue";
        /** @description How a payment or invoice was paid: by card (`Card`: an online card payment, or one taken by the association by phone) or by its own Direct Debit collection (`Direct Debit`). */
        PaidBy: {
            /** @enum {string} */
            method: "Card" | "Direct Debit";
            /** @description The online card payment that paid it (a `cardPayment` entry of the payment history); `null` otherwise. */
            cardPaymentId: components["schemas"]["Guid"] | null;
            /** @description The card it was paid with, when the provider reported one; `null` otherwise. */
            card: components["schemas"]["PaymentCard"] | null;
        };
        /** @description One VAT invoice's totals. */
        Invoice: {
            number: components["schemas"]["InvoiceNumber"];
            issueDate: components["schemas"]["IsoDate"];
            dueDate: components["schemas"]["IsoDate"];
            description: string;
            /** @description The total excluding VAT. */
            net: components["schemas"]["Money"];
            /** @description The VAT. */
            vat: components["schemas"]["Money"];
            /** @description The total including VAT. */
            gross: components["schemas"]["Money"];
            status: components["schemas"]["InvoiceStatus"];
            /** @description When it was paid; `null` unless it is `Paid`. */
            paidOn: components["schemas"]["IsoDate"] | null;
            /** @description How it was paid; `null` unless it is `Paid`. */
            paidBy: components["schemas"]["PaidBy"] | null;
        };
        /** @description One page of a member's invoices. */
        InvoicePage: {
            items: components["schemas"]["Invoice"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /**
         * @description The status of an entry of a payment list: a debt's (`PaymentStatus`), or a card payment's that took money (`Successful`, or `Refunded` for one given back).
         * @enum {string}
         */
        PaymentEntryStatus: "Due" | "Future" | "Successful" | "Raised" | "Unsuccessful" | "Inactive" | "Cancelled" | "Not Completed" | "Failed - Retry" | "Failed - Unpaid" | "Failed - Paid" | "Refunded";
        /**
         * @description A payment status of spec §3. `Due`, `Unsuccessful`, `Failed - Retry` and `Failed - Unpaid` are still owed (and can be paid by card); `Future` is scheduled; `Raised` is on its way.
         * @enum {string}
         */
        PaymentStatus: "Due" | "Future" | "Successful" | "Raised" | "Unsuccessful" | "Inactive" | "Cancelled" | "Not Completed" | "Failed - Retry" | "Failed - Unpaid" | "Failed - Paid";
        /** @description One line of the member's payment schedule or history. */
        Payment: {
            id: components["schemas"]["Guid"];
            dueDate: components["schemas"]["IsoDate"];
            /** @example Monthly membership, Standard (3 of 12) */
            description: string;
            amount: components["schemas"]["Money"];
            method: components["schemas"]["PaymentMethod"];
            status: components["schemas"]["PaymentStatus"];
            /** @description When it was paid; `null` while it is not. */
            paidOn: components["schemas"]["IsoDate"] | null;
            /** @description Its invoice; `null` for a collection still to come, or a card payment left unfinished. */
            invoiceNumber: components["schemas"]["InvoiceNumber"] | null;
            /**
             * @description Why a collection failed, in the bank's or card provider's words; `null` otherwise.
             * @example Refer to payer: your bank did not pay it
             */
            failureReason: string | null;
            /** @description How it was paid, set with `paidOn`; `null` while it is not paid. A debt paid by an online card payment names it (`cardPaymentId`, a `cardPayment` entry of the history), so the history shows the card payment as a row of its own and the debt as paid by it. */
            paidBy: components["schemas"]["PaidBy"] | null;
        };
        /** @description One entry of a payment list, told apart by `kind`. */
        PaymentEntry: {
            /** @constant */
            kind: "payment";
            payment: components["schemas"]["Payment"];
        } | {
            /** @constant */
            kind: "cardPayment";
            cardPayment: components["schemas"]["CardPayment"];
            /** @description The invoices of the debts it paid (those whose `paidBy.cardPaymentId` is its `id`), oldest debt first; empty for a refunded one or a renewal or upgrade whose invoice is not yet issued. */
            paidInvoiceNumbers: components["schemas"]["InvoiceNumber"][];
        };
        /** @description One page of a member's payment list. */
        PaymentPage: {
            items: components["schemas"]["PaymentEntry"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        DirectDebitRenewalRequest: {
            /** @constant */
            paymentMethod: "DirectDebit";
        };
        DirectDebitRenewal: {
            /** @description The renewed membership's last day. */
            periodEnd: components["schemas"]["IsoDate"];
            firstCollectionDate: components["schemas"]["IsoDate"];
            /** @description The year's fee, including VAT. */
            amount: components["schemas"]["Money"];
        };
        NoPlanToRenewRequest: {
            reason: components["schemas"]["NoPlanToRenewReason"];
            /** @description The member's own words; required (not empty) for `Other`. */
            comments: string | null;
        };
        PlanToRenewRequest: {
            tier: components["schemas"]["MembershipTier"];
            paymentMethod: components["schemas"]["RenewalPaymentMethod"];
        };
        RenewalQuote: {
            tier: components["schemas"]["MembershipTier"];
            /** @description The year's price, including VAT. */
            price: components["schemas"]["Money"];
            /** @description The price excluding VAT. */
            net: components["schemas"]["Money"];
            /** @description The VAT. */
            vat: components["schemas"]["Money"];
            periodStart: components["schemas"]["IsoDate"];
            periodEnd: components["schemas"]["IsoDate"];
            /** @description An active Direct Debit mandate is on file, so the renewal can be collected that way. */
            directDebitAvailable: boolean;
            /**
             * @description The bank account the Direct Debit would come from; `null` without an active mandate.
             * @example NatWest, account ending 4341
             */
            directDebitAccount: string | null;
        };
        /** @description Renewal online is possible now, at this quote. */
        RenewalQuoted: {
            /** @constant */
            renewable: true;
            quote: components["schemas"]["RenewalQuote"];
        };
        /** @description Renewal online is not possible now. */
        RenewalNotPossible: {
            /** @constant */
            renewable: false;
            /**
             * @description Why, in words the portal shows as they are.
             * @example Your membership can't be renewed online: Outstanding balance.
             */
            reason: string;
        };
        /** @description The renewal quote (`renewable: true`, with `quote`), or why renewal online is not possible now (`renewable: false`, with `reason`). */
        RenewalQuoteAnswer: components["schemas"]["RenewalQuoted"] | components["schemas"]["RenewalNotPossible"];
        UpgradeQuote: {
            tier: components["schemas"]["MembershipTier"];
            /** @description The difference in yearly price for the days left (today included), including VAT, rounded to pence. */
            price: components["schemas"]["Money"];
            /** @description Days left of the membership year, today included. */
            daysRemaining: number;
        };
        UpgradeQuotes: {
            currentTier: components["schemas"]["MembershipTier"];
            membershipEndDate: components["schemas"]["IsoDate"];
            /** @description The member has an active Direct Debit mandate, so an upgrade is added to it. */
            addsToDirectDebit: boolean;
            /** @description One per tier above the current one, lowest first; empty on the top tier. */
            quotes: components["schemas"]["UpgradeQuote"][];
        };
        /** @description Upgrading online is possible now, at these prices. */
        UpgradeQuoted: {
            /** @constant */
            upgradable: true;
            quotes: components["schemas"]["UpgradeQuotes"];
        };
        /** @description Upgrading online is not possible now (the membership has ended). */
        UpgradeNotPossible: {
            /** @constant */
            upgradable: false;
            /**
             * @description Why, in words the portal shows as they are.
             * @example Your membership has ended. Please renew it before upgrading.
             */
            reason: string;
        };
        /** @description The upgrade prices (`upgradable: true`, with `quotes`), or why upgrading online is not possible now (`upgradable: false`, with `reason`). */
        UpgradeQuotesAnswer: components["schemas"]["UpgradeQuoted"] | components["schemas"]["UpgradeNotPossible"];
        UpgradeRequest: {
            /** @description A tier above the current one. */
            tier: components["schemas"]["MembershipTier"];
        };
        DirectDebitUpgrade: {
            tier: components["schemas"]["MembershipTier"];
            /** @description The pro-rata price, added to the collection. */
            amount: components["schemas"]["Money"];
            /** @description The Direct Debit collection it joins. */
            collectionDate: components["schemas"]["IsoDate"];
        };
        /**
         * @description Whether the unit trades; a closed unit is kept with all its records, never deleted.
         * @enum {string}
         */
        TradingUnitStatus: "Open" | "Closed";
        /**
         * @description `0` to `5` for FHRS; `Pass` or `Improvement Required` for FHIS.
         * @enum {string}
         */
        HygieneRatingValue: "5" | "4" | "3" | "2" | "1" | "0" | "Pass" | "Improvement Required";
        /**
         * @description A food hygiene rating: the Food Hygiene Rating Scheme (England, Wales, Northern Ireland: `5` very good
         *     … `0` urgent improvement necessary) or Scotland's Food Hygiene Information Scheme (`Pass`,
         *     `Improvement Required`). The value must be one of its scheme's.
         */
        HygieneRating: {
            /** @enum {string} */
            scheme: "FHRS" | "FHIS";
            value: components["schemas"]["HygieneRatingValue"];
            /** @description The inspection date, today or earlier. */
            ratedOn: components["schemas"]["IsoDate"];
        };
        /**
         * @description A trading unit (premises, a kitchen, a van) of a member's business with every premises field. Areas
         *     that only name a unit read `id`, `name`, the address, `status` and `isFranchiseUnit`.
         */
        UnitPremises: {
            id: components["schemas"]["Guid"];
            /** @example The Larder Café */
            name: string;
            /** @example 12 Church Street */
            addressLine1: string;
            /** @description Left out when the unit has none. */
            addressLine2?: string;
            /** @example Harrogate */
            town: string;
            /**
             * @description In capitals, a single space between its two parts.
             * @example HG1 1AA
             */
            postcode: string;
            status: components["schemas"]["TradingUnitStatus"];
            /** @description Created by the API for a coffee-franchise member (spec §9), not by the member; its business type, food types and equipment types are set by the franchise. */
            isFranchiseUnit: boolean;
            /** @description A business type from `GET /members/reference-data/business-type`. */
            businessTypeId: components["schemas"]["Guid"];
            /** @description The food hygiene rating from the unit's sticker or inspection letter; null when not rated yet. */
            hygieneRating: components["schemas"]["HygieneRating"] | null;
            /** @description Food types from `GET /members/reference-data/food-type`. */
            foodTypeIds: components["schemas"]["Guid"][];
            /** @description Equipment types from `GET /members/reference-data/equipment-type`. */
            equipmentTypeIds: components["schemas"]["Guid"][];
            /** @description When the unit was registered with the local council; null when it has not been. */
            localAuthorityRegisteredOn: components["schemas"]["IsoDate"] | null;
            /** @description People working at the unit, part-time included. */
            employees: number;
            isMobile: boolean;
            /** @description Where a mobile unit is kept overnight (it registers with that council); null for a fixed unit. */
            overnightLocation: string | null;
            /** @description The day the unit was closed; null while it is open. */
            closedOn: components["schemas"]["IsoDate"] | null;
        };
        /** @description A page of the member's units. */
        UnitPage: {
            items: components["schemas"]["UnitPremises"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /**
         * @description A unit's fields, as `POST /members/{membershipNumber}/units` and `PUT …/units/{unitId}` take them (the
         *     whole unit each time). The API trims text, tidies the postcode and checks every rule itself.
         */
        UnitRequest: {
            /** @description Up to 100 characters after trimming. */
            name: string;
            addressLine1: string;
            /** @description Left out (or empty) when there is none. */
            addressLine2?: string;
            town: string;
            /**
             * @description Letters or digits, one space, then letters or digits (spec §5); stored in capitals.
             * @example HG5 8AL
             */
            postcode: string;
            /** @description A business type from `GET /members/reference-data/business-type`. */
            businessTypeId: components["schemas"]["Guid"];
            /** @description The rating as on the sticker or letter; null (or left out) when not rated yet. */
            hygieneRating?: components["schemas"]["HygieneRating"] | null;
            /** @description One or more food types from `GET /members/reference-data/food-type`, each once. */
            foodTypeIds: components["schemas"]["Guid"][];
            /** @description Equipment types from `GET /members/reference-data/equipment-type`, each once (may be empty). */
            equipmentTypeIds: components["schemas"]["Guid"][];
            /** @description Today or earlier; null (or left out) when the unit is not registered yet. */
            localAuthorityRegisteredOn?: components["schemas"]["IsoDate"] | null;
            employees: number;
            isMobile: boolean;
            /** @description Required (not empty) for a mobile unit; ignored and stored as null for a fixed one. */
            overnightLocation?: string | null;
        };
        /** @description An item of a premises reference list (business, food or equipment types), shaped as call 1's company types. */
        PremisesReferenceItem: {
            id: components["schemas"]["Guid"];
            /** @example Takeaway */
            text: string;
        };
        /**
         * @description A rating of either scheme, or `Not rated` for units with no rating yet.
         * @enum {string}
         */
        UnitsOverviewRatingFilter: "5" | "4" | "3" | "2" | "1" | "0" | "Pass" | "Improvement Required" | "Not rated";
        /** @description One unit of one member, as the staff overview lists it. */
        UnitsOverviewRow: {
            membershipNumber: components["schemas"]["MembershipNumber"];
            unit: components["schemas"]["UnitPremises"];
        };
        /** @description A page of the units overview. */
        UnitsOverviewPage: {
            items: components["schemas"]["UnitsOverviewRow"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /** @description A unit named and addressed, without its premises fields, as a picker offers it. */
        UnitChoice: {
            id: components["schemas"]["Guid"];
            /** @example The Larder Café */
            name: string;
            /** @example 12 Church Street */
            addressLine1: string;
            /** @description Left out when the unit has none. */
            addressLine2?: string;
            /** @example Harrogate */
            town: string;
            /** @example HG1 1AA */
            postcode: string;
            status: components["schemas"]["TradingUnitStatus"];
            /** @description The unit the API made for a coffee-franchise member (spec §9). */
            isFranchiseUnit: boolean;
        };
        /** @description A section, question or column id of the document's definition. */
        DocumentAnswerKey: string;
        /** @description A text, number, date or yes/no answer; text at most 4,000 characters. */
        DocumentTextAnswer: string | number | null;
        /** @description The options chosen for a `multiChoice` question, at most 50. */
        DocumentChoices: string[];
        /** @description One answer as stored: text (`text`, `longText`, `choice`, and `yesNo` as `yes`, `no` or empty), a number or null (`number`), a date as yyyy-MM-dd or null (`date`), or a list of the chosen options (`multiChoice`). */
        DocumentAnswerCell: components["schemas"]["DocumentTextAnswer"] | components["schemas"]["DocumentChoices"];
        /** @description A `rows` question's rows, at most 100, each keyed by column id. */
        DocumentRows: {
            [key: string]: components["schemas"]["DocumentAnswerCell"];
        }[];
        /** @description One question's answer, or for a `rows` question its rows. */
        DocumentAnswer: components["schemas"]["DocumentAnswerCell"] | components["schemas"]["DocumentRows"];
        /** @description A section's answers, keyed by question id (the document definition's ids), at most 40. */
        DocumentSectionAnswers: {
            [key: string]: components["schemas"]["DocumentAnswer"];
        };
        /**
         * @description A document's answers, keyed by section id, then by question id, as the document's definition (in
         *     the portal, `src/domain/documents/definitions`) names them. Free-form here: the definitions, not this
         *     contract, list the questions. Each answer is at most 4,000 characters, a list of choices at most 50,
         *     a `rows` question at most 100 rows, and the whole request body at most 512 KB (`x-max-body-bytes`).
         */
        DocumentAnswers: {
            [key: string]: components["schemas"]["DocumentSectionAnswers"];
        };
        /** @description A published version of the default food safety document, never changed once published. */
        DefaultDocumentVersion: {
            version: number;
            /** @description Only the food safety definition's `fromDefaults` sections. */
            answers: components["schemas"]["DocumentAnswers"];
            publishedOn: components["schemas"]["IsoDateTime"];
            /** @description The publisher's name. */
            publishedBy: string;
            /** @description What changed, in the publisher's words. */
            note: string;
        };
        /** @description A published version of the default food safety document, without its answers. */
        DefaultDocumentVersionInfo: {
            version: number;
            publishedOn: components["schemas"]["IsoDateTime"];
            /**
             * @description The publisher's name.
             * @example Larder compliance team
             */
            publishedBy: string;
            /** @description What changed, in the publisher's words. */
            note: string;
        };
        DefaultDocument: {
            /** @description The version new Food Safety Risk Assessments start from (the newest). */
            current: components["schemas"]["DefaultDocumentVersion"];
            /** @description Every published version, newest first. */
            versions: components["schemas"]["DefaultDocumentVersionInfo"][];
        };
        PublishDefaultDocumentRequest: {
            /** @description The food safety definition's `fromDefaults` sections, each complete. */
            answers: components["schemas"]["DocumentAnswers"];
            /** @description What changed in this version (required, not blank). */
            note: string;
        };
        /**
         * @description The five company documents: the Health & Safety Policy and COSHH cover the whole business; the three
         *     risk assessments (food safety, health and safety, fire safety) are made for one unit or for the
         *     whole business.
         * @enum {string}
         */
        ComplianceDocumentType: "healthAndSafetyPolicy" | "coshh" | "foodSafetyRiskAssessment" | "healthAndSafetyRiskAssessment" | "fireSafetyRiskAssessment";
        /** @description A document overdue or due for review. */
        DocumentDue: {
            documentId: components["schemas"]["Guid"];
            type: components["schemas"]["ComplianceDocumentType"];
            /** @description The unit it is for; null for the whole business. */
            unitId: components["schemas"]["Guid"] | null;
            /** @description The unit's name; null for the whole business. */
            unitName: string | null;
            /** @enum {string} */
            status: "Overdue" | "Review due";
            /** @description The review date of the record in force. */
            reviewDate: components["schemas"]["IsoDate"];
        };
        /**
         * @description The three risk assessments of the risk assessments matrix.
         * @enum {string}
         */
        RiskAssessmentType: "foodSafetyRiskAssessment" | "healthAndSafetyRiskAssessment" | "fireSafetyRiskAssessment";
        /** @description An open unit lacking one or more risk assessments in force. */
        UnitWithoutRiskAssessment: {
            unitId: components["schemas"]["Guid"];
            unitName: string;
            /** @description The risk assessments with nothing in force for the unit (its own or the whole business's). */
            missing: components["schemas"]["RiskAssessmentType"][];
        };
        ComplianceSummary: {
            /** @description Overdue first, then by review date. */
            documentsDue: components["schemas"]["DocumentDue"][];
            unitsWithoutRiskAssessment: components["schemas"]["UnitWithoutRiskAssessment"][];
            openUnitCount: number;
            /** @description Each document type signed or uploaded at least once, in the order of the document types. */
            documentTypesMade: components["schemas"]["ComplianceDocumentType"][];
        };
        /** @description Who signed a version, in what role, and when. */
        DocumentSignature: {
            /** @example Priya Shah */
            name: string;
            /** @example Director */
            role: string;
            signedOn: components["schemas"]["IsoDate"];
            /** @description Health & Safety Policy only, and then always true: the signer confirmed they are the most senior person in the business. Left out for the other documents. */
            seniorPersonConfirmed?: boolean;
        };
        /** @description A signed version without its answers, as lists carry it. */
        SignedDocumentVersionInfo: {
            version: number;
            signature: components["schemas"]["DocumentSignature"];
            /** @description When the version is due for review (at most 12 months after signing). */
            reviewDate: components["schemas"]["IsoDate"];
            /** @description When it was signed. */
            completedAt: components["schemas"]["IsoDateTime"];
            /** @description The revision of the document's definition it was written with. */
            definitionRevision: number;
            /** @description Food safety only, the default document version it started from; null for other types. */
            defaultsVersion: number | null;
        };
        /** @description A file the member uploaded instead of (or as well as) building the document. */
        UploadedDocumentFile: {
            /** @example COSHH assessment.pdf */
            fileName: string;
            /**
             * @description The type the file's first bytes say it is, whatever its name or the type it was sent with.
             * @example application/pdf
             */
            contentType: string;
            /** @description Bytes. */
            size: number;
            uploadedOn: components["schemas"]["IsoDateTime"];
            /** @description When the uploaded document is due for review. */
            reviewDate: components["schemas"]["IsoDate"];
        };
        /** @description One document of a type for one scope (the whole business, or a unit), without answers. */
        ComplianceDocumentSummary: {
            id: components["schemas"]["Guid"];
            type: components["schemas"]["ComplianceDocumentType"];
            /** @description The unit it is for; null for the whole business. */
            unitId: components["schemas"]["Guid"] | null;
            /** @description When the open draft was last saved; null when no draft is open. */
            draftSavedOn: components["schemas"]["IsoDateTime"] | null;
            /** @description The latest signed version; null when none has been signed. */
            latestVersion: components["schemas"]["SignedDocumentVersionInfo"] | null;
            /** @description The uploaded file; null when none has been uploaded. */
            upload: components["schemas"]["UploadedDocumentFile"] | null;
        };
        MemberDocuments: {
            /**
             * @description The member's trading name, a new document's starting business name.
             * @example Larder Kitchens Ltd
             */
            businessName: string;
            documents: components["schemas"]["ComplianceDocumentSummary"][];
        };
        CreateDocumentRequest: {
            type: components["schemas"]["ComplianceDocumentType"];
            /** @description One of the member's open units (risk assessments only); null, empty or left out for the whole business. */
            unitId?: components["schemas"]["Guid"] | null;
        };
        /** @description The answers being worked on, for a new document or a review of the latest version. */
        DocumentDraft: {
            /** @description The member's own answers. A new document starts with only what the member's records already say (the business name); template text is never put here for them, it is offered in `suggestions`. */
            answers: components["schemas"]["DocumentAnswers"];
            /** @description Template text offered for the member to use, by section and question: the definition's starting answers and, for food safety, the association's default document. Not part of the document: the portal shows each beside its question with a button to use it, and only what the member takes becomes an answer. Empty for a review (its answers are the member's own signed ones). */
            suggestions: components["schemas"]["DocumentAnswers"];
            /** @description The ids of the sections the member has seen and confirmed (saved and continued from), in the definition's order. A new draft and a review start with none; the draft can be signed only once every section is confirmed. */
            confirmedSections: string[];
            /** @description The step (0-based) the member was on, to resume there. */
            step: number;
            savedOn: components["schemas"]["IsoDateTime"];
            /** @description The version a review started from; null for a first version. */
            basedOnVersion: number | null;
            /** @description Food safety only, the default document version the answers started from. */
            defaultsVersion: number | null;
        };
        /** @description A signed version with its answers, kept for good and never changed. */
        SignedDocumentVersion: {
            version: number;
            answers: components["schemas"]["DocumentAnswers"];
            signature: components["schemas"]["DocumentSignature"];
            reviewDate: components["schemas"]["IsoDate"];
            completedAt: components["schemas"]["IsoDateTime"];
            definitionRevision: number;
            defaultsVersion: number | null;
        };
        /** @description The whole document, with its open draft and every signed version, newest first. */
        ComplianceDocument: {
            id: components["schemas"]["Guid"];
            type: components["schemas"]["ComplianceDocumentType"];
            /** @description The unit it is for; null for the whole business. */
            unitId: components["schemas"]["Guid"] | null;
            /** @description When the open draft was last saved; null when no draft is open. */
            draftSavedOn: components["schemas"]["IsoDateTime"] | null;
            /** @description The latest signed version without its answers; null when none has been signed. */
            latestVersion: components["schemas"]["SignedDocumentVersionInfo"] | null;
            /** @description The uploaded file; null when none has been uploaded. */
            upload: components["schemas"]["UploadedDocumentFile"] | null;
            /** @description The open draft; null when none is open. */
            draft: components["schemas"]["DocumentDraft"] | null;
            /** @description Every signed version with its answers, newest first. */
            versions: components["schemas"]["SignedDocumentVersion"][];
        };
        SaveDraftRequest: {
            answers: components["schemas"]["DocumentAnswers"];
            /** @description The step to resume at, from 0 to the number of the definition's sections. */
            step: number;
            /** @description The sections the member has confirmed so far (ids of the definition's sections; an unknown id is dropped). Left out, the confirmed sections stay as they were. */
            confirmedSections?: string[];
        };
        SignDocumentRequest: {
            signature: {
                name: string;
                role: string;
                /** @description Today or earlier. */
                signedOn: components["schemas"]["IsoDate"];
                /** @description Health & Safety Policy: must be true (the signer is the most senior person in the business); ignored for the other documents. */
                seniorPersonConfirmed?: boolean;
            };
            /** @description After `signedOn`, and no more than 12 months after it. */
            reviewDate: components["schemas"]["IsoDate"];
        };
        /** @description The multipart form of an uploaded document. */
        DocumentUploadForm: {
            documentType: components["schemas"]["ComplianceDocumentType"];
            /** @description One of the member's open units (risk assessments only); left out for the whole business. */
            unitId?: components["schemas"]["Guid"];
            /** @description When the document is due for review. */
            reviewDate: components["schemas"]["IsoDate"];
            /**
             * Format: binary
             * @description One file, a PDF, Word document (.doc, .docx), JPEG or PNG, of at most 10 MB and not empty.
             */
            file: Blob;
        };
        /**
         * @description A trainee's job role (fixed; what each requires is the member's data): `Chef` (chef or cook), `KitchenAssistant`, `KitchenPorter`, `FrontOfHouse`, `Supervisor` (supervisor or manager), `Other` (no food handling).
         * @enum {string}
         */
        JobRole: "Chef" | "KitchenAssistant" | "KitchenPorter" | "FrontOfHouse" | "Supervisor" | "Other";
        /**
         * @description `Archived`: the trainee has left; their records are kept.
         * @enum {string}
         */
        TraineeStatus: "Active" | "Archived";
        /** @description One of the member's staff who handle food. */
        Trainee: {
            id: components["schemas"]["Guid"];
            /** @example Marco */
            firstName: string;
            /** @example Rossi */
            lastName: string;
            jobRole: components["schemas"]["JobRole"];
            /** @description The trading unit they work at (see `GET /members/{membershipNumber}/units`). */
            unitId: components["schemas"]["Guid"];
            /** @description The day they started. */
            startDate: components["schemas"]["IsoDate"];
            status: components["schemas"]["TraineeStatus"];
            /**
             * Format: date
             * @description The day they were archived; null while active.
             * @example 2026-06-30
             */
            archivedOn: string | null;
        };
        /** @description A trainee's details, to add one or to change one. */
        TraineeRequest: {
            /**
             * @description Trimmed by the server; 1 to 50 characters.
             * @example Gwen
             */
            firstName: string;
            /**
             * @description Trimmed by the server; 1 to 50 characters.
             * @example Hall
             */
            lastName: string;
            jobRole: components["schemas"]["JobRole"];
            /** @description One of the member's units; open, unless it is the changed trainee's unit already. */
            unitId: components["schemas"]["Guid"];
            /** @description Today or earlier. */
            startDate: components["schemas"]["IsoDate"];
        };
        /** @description The training half of the dashboard's summary, over the trainees still working (active). */
        TrainingSummary: {
            activeTrainees: number;
            /** @description Certificates that count (not replaced by a newer one for the same course) and expire within 30 days, the expiry date included. */
            certificatesExpiringSoon: number;
            /** @description Certificates that count and have expired. */
            certificatesExpired: number;
            /** @description Trainees whose job role requires a course they hold no certificate for. */
            traineesMissingTraining: number;
        };
        /** @description The gas half of the dashboard's summary, over the member's open units that have gas. */
        GasSafetySummary: {
            /** @description Open units whose gas supply is `Mains` or `LPG`. */
            unitsWithGas: number;
            /** @description Units whose next inspection falls due within 30 days, the due date included. */
            inspectionsDueSoon: number;
            /** @description Units whose next inspection is overdue, or that have no inspection recorded. */
            inspectionsOverdue: number;
        };
        /** @description What needs doing in training and gas safety, counted by the server for today. */
        TrainingAndGasSummary: {
            /** @description Null when the membership does not include training. */
            training: components["schemas"]["TrainingSummary"] | null;
            gasSafety: components["schemas"]["GasSafetySummary"];
        };
        /** @description A certificate and its file, as multipart form fields. */
        TrainingCertificateUpload: {
            /** @description One of the member's active trainees. */
            traineeId: components["schemas"]["Guid"];
            /** @description A course of the catalogue. */
            courseId: components["schemas"]["Guid"];
            /** @description Today or earlier. */
            completedOn: components["schemas"]["IsoDate"];
            /** @description Only when the certificate states an expiry date: not before `completedOn` (a future date is normal). Left out, the server derives the expiry from the course's refresh period. */
            expiresOn?: components["schemas"]["IsoDate"];
            /**
             * Format: binary
             * @description The certificate, once, as a PDF, JPEG or PNG of at most 10 MB.
             */
            file: Blob;
        };
        /** @description What the server says about a file it keeps for a record (a training certificate, a gas safety record). */
        StoredFile: {
            /**
             * @description The file's name as it was uploaded.
             * @example marco-rossi-level-2-food-hygiene.pdf
             */
            name: string;
            /**
             * @description The type the file's first bytes say it is, whatever its name or the type it was sent with (uploads are judged by their content).
             * @enum {string}
             */
            contentType: "application/pdf" | "image/jpeg" | "image/png";
            /**
             * @description Bytes.
             * @example 806
             */
            size: number;
        };
        /** @description A trainee's certificate for a course. */
        TrainingCertificate: {
            id: components["schemas"]["Guid"];
            traineeId: components["schemas"]["Guid"];
            courseId: components["schemas"]["Guid"];
            completedOn: components["schemas"]["IsoDate"];
            /**
             * Format: date
             * @description The date the certificate states, or the one derived from the course's refresh period; null when it never expires.
             * @example 2028-09-27
             */
            expiresOn: string | null;
            /** @description Whether `expiresOn` was stated on the certificate (true) or derived from the refresh period (false). */
            expiryStated: boolean;
            /** @description The uploaded certificate; null when none is kept. */
            file: components["schemas"]["StoredFile"] | null;
            /** @description When it was recorded. */
            uploadedOn: components["schemas"]["IsoDateTime"];
        };
        /** @description The courses one job role requires, for this member. */
        RoleRequirement: {
            jobRole: components["schemas"]["JobRole"];
            /** @description Course ids, in catalogue order; empty when the role needs no training. */
            courseIds: components["schemas"]["Guid"][];
        };
        /** @description The courses a job role is to require. */
        RoleRequirementRequest: {
            /** @description Ids of courses of the catalogue, in any order; empty when the role needs no training. */
            courseIds: components["schemas"]["Guid"][];
        };
        /** @description A course's length, as the catalogue states it. */
        CourseDuration: {
            /**
             * @description How many hours or days (`0.5` days is half a day).
             * @example 4
             */
            amount: number;
            /** @enum {string} */
            unit: "hours" | "days";
        };
        /** @description A course of the association's catalogue. */
        TrainingCourse: {
            id: components["schemas"]["Guid"];
            /**
             * @description Stable short name; the training site's booking page finds the course by it (`?course={code}`).
             * @example food-hygiene-level-2
             */
            code: string;
            /** @example Level 2 Food Hygiene */
            name: string;
            /**
             * @description The qualification level; null for a course without one.
             * @example 2
             */
            level: number | null;
            /** @example Larder Training (online) */
            provider: string;
            duration: components["schemas"]["CourseDuration"];
            /** @description The price for members. */
            memberPrice: components["schemas"]["Money"];
            /**
             * @description How long a certificate lasts before a refresher is due, in months; null when it never needs one.
             * @example 36
             */
            refreshMonths: number | null;
            /**
             * @description Why that period, in plain English.
             * @example No legal expiry; refreshing every 3 years is common practice.
             */
            refreshNote: string;
            /** @example For anyone who prepares, cooks or serves open food. */
            description: string;
        };
        /** @description A certificate, how it stands today, and whose it is. */
        CertificateListItem: {
            certificate: components["schemas"]["TrainingCertificate"];
            /** @description The trainee it belongs to (an archived one too), so a page of certificates names its trainees without every trainee of the business being read. */
            trainee: components["schemas"]["Trainee"];
            /**
             * @description The status of the certificate that counts for its trainee and course (`expiringSoon`: within 30 days of its expiry), or `superseded` when a newer one for the same trainee and course replaced it.
             * @enum {string}
             */
            standing: "valid" | "expiringSoon" | "expired" | "superseded";
        };
        /** @description A page of the member's certificates with their standing. */
        CertificateListPage: {
            items: components["schemas"]["CertificateListItem"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /**
         * @description How a trainee's training stands, the worst of what their job role requires: `allValid`, `expiringSoon` (a required certificate expires within 30 days) or `expiredOrMissing` (one has expired or was never recorded).
         * @enum {string}
         */
        TraineeTrainingStatus: "allValid" | "expiringSoon" | "expiredOrMissing";
        /**
         * @description One trainee and one course: the status of the certificate that counts (`valid`, `expiringSoon`, `expired`), `notDone` (required, no certificate) or `notRequired`.
         * @enum {string}
         */
        TrainingCellStatus: "valid" | "expiringSoon" | "expired" | "notDone" | "notRequired";
        /** @description One trainee and one course of the matrix. */
        TrainingCellStanding: {
            courseId: components["schemas"]["Guid"];
            status: components["schemas"]["TrainingCellStatus"];
            /** @description Whether the trainee's job role requires the course. */
            required: boolean;
            /**
             * Format: date
             * @description The expiry of the certificate that counts, when the cell shows one (`valid`, `expiringSoon`, `expired`) and it expires; otherwise null.
             * @example 2028-09-27
             */
            expiresOn: string | null;
        };
        /** @description A trainee and how their training stands today. */
        TraineeStanding: {
            trainee: components["schemas"]["Trainee"];
            /** @description The trainee's overall standing; null when they are archived. */
            status: components["schemas"]["TraineeTrainingStatus"] | null;
            /** @description One per course of the answer's `courseIds`, in the same order. */
            cells: components["schemas"]["TrainingCellStanding"][];
        };
        /** @description A page of the member's trainees with their standing, and the matrix's columns. */
        TraineeStandingPage: {
            items: components["schemas"]["TraineeStanding"][];
            /** @description The matrix's columns over every page of the answer, in catalogue order. */
            courseIds: components["schemas"]["Guid"][];
            /** @description The member's active trainees, whatever the filters. */
            activeTrainees: number;
            /** @description The member's archived trainees, whatever the filters. */
            archivedTrainees: number;
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /**
         * @description How a unit gets its gas; `LPG` is bottled or a tank; `None` is no gas at the unit.
         * @enum {string}
         */
        GasSupply: "Mains" | "LPG" | "None";
        /** @description A gas appliance at a unit. */
        GasAppliance: {
            id: components["schemas"]["Guid"];
            /**
             * @description What it is.
             * @example Six-burner range with oven
             */
            name: string;
            /**
             * @description Where it stands.
             * @example Main kitchen, under the canopy
             */
            location: string;
            /** @description Gas to it flows only while the extraction is proven to run (BS 6173). */
            interlocked: boolean;
        };
        /**
         * @description The result of a commercial catering gas safety inspection (CP42): `Pass` (safe to use), `PassWithAdvice` (safe, not all to current standards) or `Fail` (defects make an appliance unsafe until put right).
         * @enum {string}
         */
        InspectionResult: "Pass" | "PassWithAdvice" | "Fail";
        /** @description One gas safety inspection record (the CP42 certificate) of a unit. */
        GasSafetyRecord: {
            id: components["schemas"]["Guid"];
            unitId: components["schemas"]["Guid"];
            inspectedOn: components["schemas"]["IsoDate"];
            /** @example Dan Price */
            engineerName: string;
            /** @example Price Gas Services Ltd */
            engineerBusiness: string;
            /**
             * @description The engineer's Gas Safe licence number (7 digits) or their business's registration number (6 digits).
             * @example 4123567
             */
            gasSafeNumber: string;
            result: components["schemas"]["InspectionResult"];
            /**
             * @description What the engineer found wrong; empty for a pass without advice.
             * @example Canopy interlock test button missing its label (not to current standards).
             */
            defects: string;
            /**
             * @description What was done or must be done about it; empty for a pass without advice.
             * @example Label fitted at the next visit.
             */
            actions: string;
            /** @description The record's certificate file; null when none is kept. */
            certificate: components["schemas"]["StoredFile"] | null;
            /** @description When it was recorded. */
            recordedOn: components["schemas"]["IsoDateTime"];
        };
        /** @description A unit's gas safety. */
        UnitGasSafety: {
            unitId: components["schemas"]["Guid"];
            gasSupply: components["schemas"]["GasSupply"];
            /** @description None for a unit without gas. */
            appliances: components["schemas"]["GasAppliance"][];
            /** @description The unit's inspection records, newest inspection first. */
            records: components["schemas"]["GasSafetyRecord"][];
        };
        /** @description An appliance as sent; an existing one carries its id, a new one none. */
        GasApplianceRequest: {
            /** @description An appliance already recorded at this unit; left out for a new one. */
            id?: components["schemas"]["Guid"];
            /**
             * @description What it is; trimmed, not empty.
             * @example Deep-fat fryer
             */
            name: string;
            /**
             * @description Where it stands; trimmed, not empty.
             * @example Back of the van
             */
            location: string;
            interlocked: boolean;
        };
        /** @description A unit's gas supply and every appliance it has now. */
        GasDetailsRequest: {
            gasSupply: components["schemas"]["GasSupply"];
            /** @description None when `gasSupply` is `None`; 1 to 50 otherwise. */
            appliances: components["schemas"]["GasApplianceRequest"][];
        };
        /** @description A gas safety inspection and its certificate, as multipart form fields. */
        GasRecordUpload: {
            /** @description Today or earlier. */
            inspectedOn: components["schemas"]["IsoDate"];
            /**
             * @description Trimmed, not empty.
             * @example Rhiannon Lewis
             */
            engineerName: string;
            /**
             * @description Trimmed, not empty.
             * @example Coast Commercial Gas
             */
            engineerBusiness: string;
            /**
             * @description 6 or 7 digits; spaces are ignored (the portal sends it without).
             * @example 612345
             */
            gasSafeNumber: string;
            result: components["schemas"]["InspectionResult"];
            /**
             * @description What the engineer found; required (not blank) unless the result is `Pass`.
             * @example The griddle's flue is close to the awning.
             */
            defects?: string;
            /**
             * @description What was done or must be done about it; required (not blank) unless the result is `Pass`.
             * @example Heat shield to be fitted at the next visit.
             */
            actions?: string;
            /**
             * Format: binary
             * @description The certificate, once, as a PDF, JPEG or PNG of at most 10 MB.
             */
            certificate: Blob;
        };
        /**
         * @description A programme paying cashback on what its supplier reports the member bought (BioPak, Nisbets, Booker); Calor pays on the member's own claims and has its own calls.
         * @enum {string}
         */
        SupplierReportedProgramme: "biopak" | "nisbets" | "booker";
        /**
         * @description Where a programme's period stands. Staff move it on one step at a time: Upcoming → Open → ClosedForClaims → CashbackCalculated → ApprovedForPayout. No one moves it to Paid: the API does, once every approved entry of its cashback (the cashback ledger: the members' wallet entries) is in a submitted BACS file, and moves it back to ApprovedForPayout when the bank returns one of its credits.
         * @enum {string}
         */
        PeriodState: "Upcoming" | "Open" | "ClosedForClaims" | "CashbackCalculated" | "ApprovedForPayout" | "Paid";
        /** @description A programme's period (the spec's date-range label with its programme and state). */
        Period: {
            id: components["schemas"]["Guid"];
            schemeType: components["schemas"]["Programme"];
            /** @example October to December 2026 */
            name: string;
            /** @description The first day. */
            startDate: components["schemas"]["IsoDate"];
            /** @description The last day (included). */
            endDate: components["schemas"]["IsoDate"];
            state: components["schemas"]["PeriodState"];
        };
        /** @description What the supplier reported in a period. */
        PurchaseTotals: {
            /** @description Invoices reported. */
            count: number;
            totalExcludingVat: components["schemas"]["Money"];
            /** @description The day of the latest report, or `null` when nothing has been reported yet. */
            lastReportedOn: components["schemas"]["IsoDate"] | null;
        };
        /**
         * @description A period's cashback: an estimate while the period is open or upcoming, being worked out once it has closed, then the state of the wallet transaction it became.
         * @enum {string}
         */
        PeriodCashbackState: "Estimate" | "BeingWorkedOut" | "Pending" | "Approved" | "InPayout" | "Paid" | "Reversed" | "Returned";
        /** @description One period's line of the member's cashback on a programme. */
        PeriodCashback: {
            period: components["schemas"]["Period"];
            purchases: components["schemas"]["PurchaseTotals"];
            /** @description The estimate at the current rate, or the calculated amount. */
            cashback: components["schemas"]["Money"];
            cashbackState: components["schemas"]["PeriodCashbackState"];
            /** @description Why it was reversed or returned; present (else `null`) once it is a wallet transaction. */
            reason?: string | null;
            /** @description The payout that carried it; present (else `null`) once it is a wallet transaction. */
            payoutId?: components["schemas"]["Guid"] | null;
        };
        /** @description A member's cashback on a supplier-reported programme, period by period. */
        ProgrammeCashback: {
            schemeType: components["schemas"]["SupplierReportedProgramme"];
            /**
             * @description The current rate, percent of spend excluding VAT.
             * @example 2.5
             */
            cashbackPercent: number;
            /** @description The period open now, or `null` between periods. */
            currentPeriod: components["schemas"]["Period"] | null;
            /** @description Newest first. */
            periods: components["schemas"]["PeriodCashback"][];
            /** @description When the member's approved cashback is paid: the processing day of the approved BACS file carrying it, or of the submitted file still paying the member (`nextPayoutConfirmed: true`); otherwise when it is expected: a draft file's processing day, or the next payout run, which pays everything approved by then. */
            nextPayoutOn: components["schemas"]["IsoDate"];
            /** @description `nextPayoutOn` is a promise (an approved or sent BACS file carries the money), not only expected. */
            nextPayoutConfirmed: boolean;
        };
        /** @description One purchase a supplier reported for the member (a line of its report for a period). */
        SupplierPurchase: {
            id: components["schemas"]["Guid"];
            schemeType: components["schemas"]["SupplierReportedProgramme"];
            periodId: components["schemas"]["Guid"];
            membershipNumber: components["schemas"]["MembershipNumber"];
            /** @example BP204417 */
            supplierAccountNumber: string;
            /** @description The unit it was delivered to, or `null` when the supplier does not say. */
            unitId: components["schemas"]["Guid"] | null;
            /**
             * @description The supplier's invoice or order number.
             * @example BPI-20260922-19
             */
            invoiceNumber: string;
            invoiceDate: components["schemas"]["IsoDate"];
            amountExcludingVat: components["schemas"]["Money"];
            /** @description The day the report holding it was imported. */
            reportedOn: components["schemas"]["IsoDate"];
        };
        /**
         * @description A sign-up waits for the programme's staff, is approved, or is rejected with a reason.
         * @enum {string}
         */
        ProgrammeSignupStatus: "Pending" | "Approved" | "Rejected";
        /** @description One step of a sign-up's history. */
        ProgrammeSignupStatusChange: {
            status: components["schemas"]["ProgrammeSignupStatus"];
            changedOn: components["schemas"]["IsoDateTime"];
            /** @description Why it was rejected, shown to the member; only on a rejection. */
            reason?: string;
        };
        /** @description A member's sign-up to a supplier-reported programme: the supplier account it links, the units that account buys for, and the member's consent to the supplier sharing purchase data. */
        ProgrammeSignup: {
            id: components["schemas"]["Guid"];
            schemeType: components["schemas"]["SupplierReportedProgramme"];
            membershipNumber: components["schemas"]["MembershipNumber"];
            /**
             * @description Upper case, no spaces.
             * @example BP204417
             */
            supplierAccountNumber: string;
            /** @description The member's trading units this account buys for. */
            unitIds: components["schemas"]["Guid"][];
            /**
             * @description Always true on a stored sign-up.
             * @constant
             */
            consentToShareData: true;
            /** @description When the member last gave consent (each application gives it again). */
            consentGivenOn: components["schemas"]["IsoDateTime"];
            status: components["schemas"]["ProgrammeSignupStatus"];
            /** @description When the latest application was sent. */
            submittedOn: components["schemas"]["IsoDateTime"];
            /** @description The latest rejection's reason; only while `Rejected`. */
            rejectionReason?: string;
            /** @description Oldest first; the last entry is the current status. */
            history: components["schemas"]["ProgrammeSignupStatusChange"][];
        };
        ProgrammeSignupAnswer: {
            /** @description The member's sign-up to the programme, or `null` when they have never applied. */
            signup: components["schemas"]["ProgrammeSignup"] | null;
        };
        /** @description What the member sends to apply or re-apply. */
        ProgrammeSignupRequest: {
            /**
             * @description The member's account with the supplier (spaces and case do not matter): BioPak and Nisbets 6 to 10 letters or digits, Booker 6 to 13 digits.
             * @example BP204417
             */
            supplierAccountNumber: string;
            /** @description The member's open units this account buys for. */
            unitIds: components["schemas"]["Guid"][];
            /**
             * @description The member agrees to the supplier sharing their purchase data; anything else is refused.
             * @constant
             */
            consentToShareData: true;
        };
        /** @description A voucher Booker issued to the member, redeemed with its code at a Booker branch. */
        BookerVoucher: {
            id: components["schemas"]["Guid"];
            /** @example BKR-7F3K-92QX */
            code: string;
            value: components["schemas"]["Money"];
            /**
             * @description What it was issued for.
             * @example Spend reward
             * @example last quarter
             */
            description: string;
            issuedOn: components["schemas"]["IsoDate"];
            /** @description The last day it can be used. */
            expiresOn: components["schemas"]["IsoDate"];
            /** @description The day it was redeemed, or `null`. */
            usedOn: components["schemas"]["IsoDate"] | null;
        };
        /** @description The Calor deal in the current claim period, as the member sees it. */
        CalorCashbackDeal: {
            /**
             * @description Percent of each claim's total excluding VAT paid back.
             * @example 10
             */
            cashbackPercent: number;
            /** @description The half-year claim period now (1 January to 30 June, or 1 July to 31 December). */
            period: components["schemas"]["DateRange"];
            /** @description The last day claims for this period are accepted (its last day). */
            claimDeadline: components["schemas"]["IsoDate"];
            /** @description Cashback from this period's Approved and Paid claims. */
            cashbackToDate: components["schemas"]["Money"];
            /** @description This period's claims still waiting for approval. */
            pendingClaims: number;
            /** @description What those waiting claims would earn. */
            pendingCashback: components["schemas"]["Money"];
        };
        /**
         * @description A claim waits for staff to check it (Submitted), is approved, is rejected with a reason (it can be corrected and resubmitted for 30 days), or its cashback has been paid.
         * @enum {string}
         */
        CalorClaimStatus: "Submitted" | "Approved" | "Rejected" | "Paid";
        /**
         * @description A Calor claim's reference, `CLR-` and a number.
         * @example CLR-200014
         */
        ClaimReference: string;
        /** @description A gas retailer members buy cylinders from, shared by every member. */
        Retailer: {
            id: components["schemas"]["Guid"];
            /** @example Dales Gas Supplies */
            name: string;
            /**
             * @example 4 Mill Lane
             * @example Skipton
             */
            address: string;
            /** @example BD23 1AA */
            postCode: string;
            /**
             * @description The retailer's VAT number, when known (it fills and locks the claim's VAT field).
             * @example 318472061
             */
            vatNumber?: string;
        };
        /**
         * @description A gas cylinder product: 13kg Red Propane Cylinder, 19kg Red Propane Cylinder, 47kg Red Propane Cylinder, 13kg Green Patio Cylinder.
         * @enum {string}
         */
        CylinderIdentity: "13kgCommercial" | "19kgCommercial" | "47kgCommercial" | "13kgPatio";
        /** @description One cylinder line of a claim. */
        PurchaseDetailLine: {
            /** @description Whole cylinders bought. */
            quantity: number;
            /** @description Pounds per cylinder as on the receipt; above 0 when the quantity is. */
            pricePerCylinder: components["schemas"]["Money"];
            /** @description Whether `pricePerCylinder` includes VAT. */
            vatIncluded: boolean;
            cylinderIdentity: components["schemas"]["CylinderIdentity"];
        };
        /** @description A claim's uploaded receipt, described (its bytes are not in the claims list). */
        ClaimReceiptFile: {
            /** @example HBG-7781.png */
            name: string;
            /** @example image/png */
            type: string;
            /** @description In bytes. */
            size: number;
        };
        /** @description A claim as the member's claims list answers it. */
        CalorClaim: {
            claimReference: components["schemas"]["ClaimReference"];
            /** @description When the member submitted it. */
            submittedOn: components["schemas"]["IsoDateTime"];
            purchaseDate: components["schemas"]["IsoDate"];
            /** @description As sent (may be empty). */
            receiptNumber: string;
            /** @description As sent, 9 digits or empty. */
            vatNumber: string;
            retailer: components["schemas"]["Retailer"];
            /** @description The four lines, in the order 13kgCommercial, 19kgCommercial, 47kgCommercial, 13kgPatio. */
            purchaseDetails: components["schemas"]["PurchaseDetailLine"][];
            totalCylinders: number;
            totalExcludingVat: components["schemas"]["Money"];
            totalIncludingVat: components["schemas"]["Money"];
            /** @description What the claim earns, paid on its total excluding VAT. */
            cashback: components["schemas"]["Money"];
            status: components["schemas"]["CalorClaimStatus"];
            /** @description Why staff rejected it, shown to the member; only on a rejected claim. */
            rejectionReason?: string;
            /** @description The day it was rejected; only on a rejected claim. */
            rejectedOn?: components["schemas"]["IsoDate"];
            /** @description The claim that replaced this rejected one, once it has been resubmitted. */
            resubmittedAs?: components["schemas"]["ClaimReference"];
            /** @description Designed: the receipt file kept with the claim (its name, MIME type and size in bytes), so a resubmission can offer to keep it; absent when the claim has none. */
            receipt?: components["schemas"]["ClaimReceiptFile"];
            /** @description Goes up with every change to the claim (staff decisions and notes, payment). */
            version: number;
        };
        /** @description A page of the member's Calor claims. */
        CalorClaimPage: {
            items: components["schemas"]["CalorClaim"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /** @description Call 10's payload, a retailer the search did not find. */
        NewRetailer: {
            /** @example Moorland Gas */
            name: string;
            /**
             * @example 7 Bank Street
             * @example Pickering
             */
            address: string;
            /** @example YO18 7AA */
            postCode: string;
        };
        /** @description Call 9's payload. */
        RetailerSearchRequest: {
            /**
             * @description Part of a retailer's name or post code, 3 characters or more once trimmed.
             * @example YO1
             */
            retailerNameOrPostcodeQuery: string;
        };
        /** @description What the member sends to sign up to the Calor scheme. */
        CalorSignupRequest: {
            isDirectAccountHolder: boolean;
            /**
             * @description The Calor account number; required for a direct account holder, ignored otherwise.
             * @example CAL123456
             */
            accountNumber?: string;
            /**
             * @description The premises the account applies to.
             * @example Spice Route Takeaway
             * @example 41 Rusholme Place
             * @example Manchester M14 5TQ
             */
            premises: string;
        };
        /**
         * @description A Calor account waits for approval, is approved (claims may be made), or was rejected.
         * @enum {string}
         */
        CalorAccountStatus: "Pending" | "Approved" | "Rejected";
        /** @description A member's account under the Calor scheme, for one of their premises. */
        CalorAccount: {
            id: components["schemas"]["Guid"];
            accountStatus: components["schemas"]["CalorAccountStatus"];
            /** @description Buys straight from Calor, so purchases are recorded automatically and need no claims. */
            isDirectAccountHolder: boolean;
            /**
             * @description The Calor account number, for a direct account holder; else `null`.
             * @example CAL123456
             */
            accountNumber: string | null;
            /**
             * @description The premises the account applies to.
             * @example The Old Bakehouse
             * @example 12 High Street
             * @example York YO1 7HU
             */
            premises: string;
            /**
             * @description Why staff did not approve it, shown to the member; only on a `Rejected` account, when given.
             * @example We could not confirm these premises. Please give the full address.
             */
            rejectionReason?: string;
        };
        /** @description Call 8's multipart fields: the spec's, and `correctsClaimReference` (designed) for a resubmission, which may then leave out `receiptImage` to keep the corrected claim's receipt. */
        ClaimUploadForm: {
            /**
             * @description The retailer the cylinders were bought from (found by call 9 or made by call 10).
             * @example c0a1e000-0000-4000-8000-000000000001
             */
            retailerId: components["schemas"]["Guid"];
            /**
             * @description The retailer's VAT number, 9 digits, or empty when the member has none to give.
             * @example 318472061
             */
            vatNumber: string;
            /** @description The day of the purchase on the receipt (`yyyy-MM-dd`). */
            purchaseDate: components["schemas"]["IsoDate"];
            /**
             * @description The receipt's number as printed (may be empty): letters, digits, spaces, dashes, `.`, `/` and `#`. Duplicates are found by the number's canonical form (see "Text" in the description).
             * @example DGS-30001
             */
            receiptNumber: string;
            /** @description The field repeated four times, one JSON line per cylinder product, always in the order 13kgCommercial, 19kgCommercial, 47kgCommercial, 13kgPatio, lines not bought with quantity 0. */
            purchaseDetails: [
                string,
                string,
                string,
                string
            ];
            /**
             * Format: binary
             * @description The receipt, one file of type BMP, GIF, JPEG, PNG or PDF, at most 10 MB. Required, except on a resubmission (`correctsClaimReference`) that keeps the corrected claim's receipt.
             */
            receiptImage?: Blob;
            /**
             * @description Designed: the member's rejected claim this one corrects (a resubmission). Without `receiptImage`, the new claim keeps that claim's receipt.
             * @example CLR-100004
             */
            correctsClaimReference?: components["schemas"]["ClaimReference"];
        };
        /** @description Call 8's answer. */
        ClaimResponse: {
            claimReference: components["schemas"]["ClaimReference"];
        };
        /** @description The standing on the rewards programmes (the spec's "Member (rewards)"). */
        RewardsMember: {
            membershipNumber: components["schemas"]["MembershipNumber"];
            calor: {
                /** @description The member's accounts under the Calor scheme; none when not signed up. */
                accounts: components["schemas"]["CalorAccount"][];
            };
        };
        /**
         * @description Where the member stands on a programme: not signed up, waiting for approval, signed up, or not approved (with the reason).
         * @enum {string}
         */
        SchemeStatus: "NotSignedUp" | "Pending" | "SignedUp" | "Rejected";
        /** @description Call 7's entry for one programme. */
        MemberScheme: {
            schemeType: components["schemas"]["Programme"];
            /**
             * @description The programme as members know it.
             * @example BioPak packaging cashback
             */
            name: string;
            /**
             * @description The current rate, percent of spend excluding VAT.
             * @example 2.5
             */
            cashbackPercent: number;
            status: components["schemas"]["SchemeStatus"];
            /** @description The day the status began; `null` when not signed up, and always for Calor. */
            statusSince: components["schemas"]["IsoDate"] | null;
            /** @description Why the sign-up was not approved, while `Rejected` (Calor's may have none); else `null`. */
            rejectionReason: string | null;
            /** @description The programme's period open today, or `null` between periods. */
            currentPeriod: components["schemas"]["DateRange"] | null;
            /** @description This period's cashback so far: Calor's from this period's approved and paid claims (0 unless signed up); the others' an estimate from the purchases reported so far at the current rate. */
            cashbackThisPeriod: components["schemas"]["Money"];
            /** @description Everything earned on the programme and not taken back (approved, being paid, paid, returned). */
            cashbackToDate: components["schemas"]["Money"];
            /** @description Cashback waiting for approval. */
            pendingCashback: components["schemas"]["Money"];
        };
        /** @description The programme period a transaction's cashback belongs to. */
        WalletTransactionPeriod: {
            id: components["schemas"]["Guid"];
            /** @example July to December 2026 */
            name: string;
            startDate: components["schemas"]["IsoDate"];
            endDate: components["schemas"]["IsoDate"];
        };
        /** @description The member's Calor cashback in one Calor period. */
        CalorStatement: {
            period: components["schemas"]["WalletTransactionPeriod"];
            /** @description The claims whose cashback is in the period (an adjustment is not a claim). */
            claims: number;
            /** @description All the period's cashback but what was reversed. */
            cashback: components["schemas"]["Money"];
            /** @description What has been paid into the member's bank account. */
            paid: components["schemas"]["Money"];
            /** @description What is waiting for approval, approved, in a payout being processed, or returned by the bank. */
            toBePaid: components["schemas"]["Money"];
            /** @description The day the latest of the period's cashback was paid; `null` when none has been. */
            lastPaidOn: components["schemas"]["IsoDate"] | null;
        };
        CalorStatementPage: {
            items: components["schemas"]["CalorStatement"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /** @description The sum of the transactions in each state, to the penny (every state present, 0 when none). */
        WalletTotals: {
            Pending: components["schemas"]["Money"];
            Approved: components["schemas"]["Money"];
            InPayout: components["schemas"]["Money"];
            Paid: components["schemas"]["Money"];
            Reversed: components["schemas"]["Money"];
            Returned: components["schemas"]["Money"];
        };
        /** @description One programme's cashback in the wallet. */
        WalletProgrammeTotals: {
            schemeType: components["schemas"]["Programme"];
            totals: components["schemas"]["WalletTotals"];
            /** @description How many transactions it has. */
            transactions: number;
        };
        /** @description One programme period's cashback in the wallet, and the payouts that carried its transactions. */
        WalletPeriodTotals: {
            schemeType: components["schemas"]["Programme"];
            period: components["schemas"]["WalletTransactionPeriod"];
            totals: components["schemas"]["WalletTotals"];
            /** @description How many transactions it has. */
            transactions: number;
            /** @description The payouts (in `payouts`) that carried any of its transactions, newest first. */
            payoutIds: components["schemas"]["Guid"][];
        };
        /**
         * @description A payout is processing while its BACS file is with the bank, then paid, or returned by the bank.
         * @enum {string}
         */
        PayoutState: "Processing" | "Paid" | "Returned";
        /** @description A bank account as the API shows it, never the full numbers. */
        MaskedBankAccount: {
            /** @example Larder Cafe Ltd */
            accountHolderName: string;
            /**
             * @description The sort code's last two digits.
             * @example 76
             */
            sortCodeEnding: string;
            /**
             * @description The account number's last four digits.
             * @example 0368
             */
            accountNumberEnding: string;
        };
        /** @description One credit to the member's bank account in a BACS file, settling wallet transactions. */
        WalletPayout: {
            id: components["schemas"]["Guid"];
            /**
             * @description The reference on the member's bank statement.
             * @example LARDER CASHBACK 00001
             */
            reference: string;
            /** @description The BACS processing day. */
            processingDate: components["schemas"]["IsoDate"];
            amount: components["schemas"]["Money"];
            state: components["schemas"]["PayoutState"];
            paidTo: components["schemas"]["MaskedBankAccount"];
            /** @description The bank's reason, when returned; else `null`. */
            returnReason: string | null;
        };
        /** @description What the member's wallet comes to; the transactions are a paged list of their own. */
        Wallet: {
            totals: components["schemas"]["WalletTotals"];
            /** @description Each programme the member has transactions in, in the programmes' usual order (calor, biopak, nisbets, booker). */
            programmes: components["schemas"]["WalletProgrammeTotals"][];
            /** @description Each programme period the member has transactions in, newest period first. */
            periods: components["schemas"]["WalletPeriodTotals"][];
            /** @description Payouts to the member's bank account, newest first (one per payout run at most). */
            payouts: components["schemas"]["WalletPayout"][];
            /** @description When the approved cashback is paid: the processing day of the approved BACS file carrying it, or of the submitted file still paying the member (`nextPayoutConfirmed: true`); otherwise when it is expected, not promised: the processing day of a draft file carrying it (not yet approved, so it may change), or else the next payout run. */
            nextPayoutOn: components["schemas"]["IsoDate"];
            /** @description `nextPayoutOn` is a promise: an approved (or sent) BACS file carries the money. Until a second administrator approves a file, the date is only expected and the portal says so. */
            nextPayoutConfirmed: boolean;
        };
        /** @description The account payouts go to now, masked. */
        CurrentBankAccount: {
            /** @example Larder Cafe Ltd */
            accountHolderName: string;
            /** @description The sort code's last two digits. */
            sortCodeEnding: string;
            /** @description The account number's last four digits. */
            accountNumberEnding: string;
            /** @description The day payouts started going to it. */
            since: components["schemas"]["IsoDate"];
        };
        /** @description A new account waiting out its safety hold, masked. */
        PendingBankAccountChange: {
            /** @example Larder Cafe Ltd */
            accountHolderName: string;
            /** @description The sort code's last two digits. */
            sortCodeEnding: string;
            /** @description The account number's last four digits. */
            accountNumberEnding: string;
            requestedOn: components["schemas"]["IsoDate"];
            /** @description The first payout day it is used for. */
            effectiveFrom: components["schemas"]["IsoDate"];
        };
        /** @description Where payouts go, and a change waiting out its safety hold. */
        PayoutBankAccount: {
            /** @description The account payouts go to, or `null` when the member has given none. */
            current: components["schemas"]["CurrentBankAccount"] | null;
            /** @description A new account waiting out its safety hold, or `null`. */
            pendingChange: components["schemas"]["PendingBankAccountChange"] | null;
            /**
             * @description How many days a new account waits before payouts go to it.
             * @example 7
             */
            holdDays: number;
        };
        /** @description The account the member wants payouts to go to. */
        BankDetailsRequest: {
            /**
             * @description The name on the account, 60 characters or fewer once trimmed, as a Bacs payment can carry it: Latin letters (accented ones are written without their accents in the Bacs file), digits, spaces and `. & / - ' , ( )`, with at least one letter or digit. A name in another script, or made of emoji, would reach the bank blank or unrecognisable, so it is refused.
             * @example Larder Cafe Ltd
             */
            accountHolderName: string;
            /**
             * @description Six digits; spaces and hyphens (`30-94-30`) are removed.
             * @example 309430
             */
            sortCode: string;
            /**
             * @description Six to eight digits; spaces are removed.
             * @example 00733445
             */
            accountNumber: string;
        };
        /**
         * @description Where a piece of cashback stands: waiting for approval, approved (to be paid), in a payout being processed, paid, reversed (taken back before payment), or returned by the bank.
         * @enum {string}
         */
        WalletTransactionState: "Pending" | "Approved" | "InPayout" | "Paid" | "Reversed" | "Returned";
        /** @description One piece of cashback in the member's wallet, with its programme, period and payout. */
        WalletTransaction: {
            id: components["schemas"]["Guid"];
            schemeType: components["schemas"]["Programme"];
            period: components["schemas"]["WalletTransactionPeriod"];
            /** @example Cashback on claim CLR-100005 */
            description: string;
            amount: components["schemas"]["Money"];
            createdOn: components["schemas"]["IsoDate"];
            state: components["schemas"]["WalletTransactionState"];
            stateChangedOn: components["schemas"]["IsoDate"];
            /** @description The payout that carried it, once it is InPayout, Paid or Returned; else `null`. */
            payoutId: components["schemas"]["Guid"] | null;
            /** @description Why it was reversed or returned; else `null`. */
            reason: string | null;
            /**
             * @description The Calor claim it pays; `null` for other programmes and for adjustments.
             * @example CLR-100005
             */
            claimReference: string | null;
        };
        /** @description A page of the member's wallet transactions. */
        WalletTransactionPage: {
            items: components["schemas"]["WalletTransaction"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /** @description A row of the staff's periods list, the period with its members and cashback so far. */
        StaffPeriod: {
            id: components["schemas"]["Guid"];
            schemeType: components["schemas"]["Programme"];
            /** @example October to December 2026 */
            name: string;
            /** @description The first day. */
            startDate: components["schemas"]["IsoDate"];
            /** @description The last day (included). */
            endDate: components["schemas"]["IsoDate"];
            state: components["schemas"]["PeriodState"];
            /** @description Members with purchases, claims or adjustments in the period. */
            memberCount: number;
            /** @description The members' cashback, worked out at the rate so far or as calculated. */
            cashbackTotal: components["schemas"]["Money"];
        };
        /** @description One page of a programme's periods. */
        StaffPeriodPage: {
            items: components["schemas"]["StaffPeriod"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /** @description A new period's name and dates (whole days; the last on or after the first). */
        NewPeriodRequest: {
            /**
             * @description Trimmed; unique in the programme (any case).
             * @example January to March 2027
             */
            name: string;
            /** @description The first day. */
            startDate: components["schemas"]["IsoDate"];
            /** @description The last day (included). */
            endDate: components["schemas"]["IsoDate"];
        };
        /** @description The sums of a period's member lines. */
        PeriodTotals: {
            /** @description Members with purchases, claims or adjustments in the period. */
            members: number;
            /** @description Supplier-reported invoices, or Calor's approved and paid claims. */
            purchasesCount: number;
            /** @description Their total, excluding VAT. */
            purchasesTotal: components["schemas"]["Money"];
            /** @description Cashback at the programme's rate, or the approved and paid claims' cashback. */
            calculatedCashback: components["schemas"]["Money"];
            /** @description The sum of the manual adjustments. */
            adjustments: components["schemas"]["Money"];
            /** @description What the members are paid (each member's never below £0). */
            cashback: components["schemas"]["Money"];
        };
        /** @description A supplier report imported into a period. */
        ImportedPurchaseReport: {
            id: components["schemas"]["Guid"];
            /** @example biopak-purchases-2026-11.csv */
            fileName: string;
            importedOn: components["schemas"]["IsoDateTime"];
            /**
             * @description The staff member's name.
             * @example Lee Harper
             */
            importedBy: string;
            /** @description The invoices (and credit notes) it applied. */
            invoices: number;
            /** @description Their total, excluding VAT (credit notes negative). */
            totalExcludingVat: components["schemas"]["Money"];
        };
        /** @description The period page's header, and the answer to each move of the period. */
        PeriodDetail: {
            period: components["schemas"]["Period"];
            /**
             * @description Calor's members earn by their claims; BioPak's, Nisbets' and Booker's by the supplier's reports.
             * @enum {string}
             */
            earnsBy: "claims" | "supplier-reports";
            /**
             * @description The rate, in percent, the cashback was calculated at, or would be now.
             * @example 2.5
             */
            cashbackPercent: number;
            totals: components["schemas"]["PeriodTotals"];
            /** @description Calor claims dated in the period still waiting for a reviewer's decision (they block the calculation); 0 for the other programmes. */
            claimsWaiting: number;
            /** @description When and by whom the cashback was calculated, and at what rate; null before. */
            calculated: {
                on: components["schemas"]["IsoDateTime"];
                /** @description The staff member's name. */
                by: string;
                /** @description The rate, in percent. */
                cashbackPercent: number;
            } | null;
            /** @description When and by whom the cashback was approved for payout; null before. */
            approved: {
                on: components["schemas"]["IsoDateTime"];
                /** @description The staff member's name. */
                by: string;
            } | null;
            /** @description The supplier reports imported into the period, newest first (none for Calor). */
            reports: components["schemas"]["ImportedPurchaseReport"][];
        };
        /** @description A manual change to one member's cashback in a period. */
        PeriodAdjustmentRequest: {
            /** @description A member of the programme. */
            membershipNumber: components["schemas"]["MembershipNumber"];
            /** @description Pounds, rounded to pence; positive adds cashback, negative takes it off; not 0, at most £10,000 either way. */
            amount: components["schemas"]["Money"] & unknown;
            /** @description Why (kept in the period's audit trail); trimmed. */
            reason: string;
        };
        /** @description A manual change to one member's cashback in a period, with the reason. */
        PeriodAdjustment: {
            id: components["schemas"]["Guid"];
            periodId: components["schemas"]["Guid"];
            membershipNumber: components["schemas"]["MembershipNumber"];
            memberName: string;
            /** @description Pounds; positive adds cashback, negative takes it off. */
            amount: components["schemas"]["Money"];
            reason: string;
            /** @description The staff member's name. */
            madeBy: string;
            madeOn: components["schemas"]["IsoDateTime"];
        };
        /**
         * @description What happened to a period.
         * @enum {string}
         */
        PeriodAuditAction: "Created" | "Opened" | "ClosedForClaims" | "CashbackCalculated" | "ApprovedForPayout" | "Adjusted" | "ReportImported";
        /** @description One thing that happened to a period: who, when, what and why. `fromState` and `toState` come with the moves (`toState` alone with `Created`); `membershipNumber`, `amount` and `reason` with `Adjusted`; they are left out otherwise. */
        PeriodAuditEntry: {
            id: components["schemas"]["Guid"];
            periodId: components["schemas"]["Guid"];
            at: components["schemas"]["IsoDateTime"];
            /**
             * @description The staff member's name (`System` for the portal's own steps).
             * @example Lee Harper
             */
            by: string;
            action: components["schemas"]["PeriodAuditAction"];
            fromState?: components["schemas"]["PeriodState"];
            toState?: components["schemas"]["PeriodState"];
            membershipNumber?: components["schemas"]["MembershipNumber"];
            /** @description The adjustment, in pounds. */
            amount?: components["schemas"]["Money"];
            /** @description The adjustment's reason. */
            reason?: string;
            /**
             * @description What happened, in one sentence.
             * @example Cashback calculated at 2.5%.
             */
            detail: string;
        };
        /** @description One page of a period's audit trail. */
        PeriodAuditPage: {
            items: components["schemas"]["PeriodAuditEntry"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /** @description One member's line of a period, what they bought or claimed and their cashback. */
        PeriodMemberCashback: {
            membershipNumber: components["schemas"]["MembershipNumber"];
            /** @example Priya Shah */
            memberName: string;
            /**
             * @description The supplier account the purchases were reported under; null for Calor.
             * @example BP204417
             */
            supplierAccountNumber: string | null;
            /** @description Supplier-reported invoices, or Calor's approved and paid claims. */
            purchases: {
                count: number;
                totalExcludingVat: components["schemas"]["Money"];
            };
            /** @description Calor only, the member's claims dated in the period by status; null for the other programmes. */
            claims: {
                submitted: number;
                approved: number;
                rejected: number;
                paid: number;
            } | null;
            /** @description At the programme's rate on the member's total purchases excluding VAT, rounded to the penny once; for Calor, the approved and paid claims' cashback, each claim's rounded to the penny, then added. */
            calculatedCashback: components["schemas"]["Money"];
            /** @description The sum of the manual adjustments. */
            adjustments: components["schemas"]["Money"];
            /** @description What the member is paid, calculated plus adjustments, never below £0. */
            cashback: components["schemas"]["Money"];
            /** @description The part of `cashback` already paid into the member's bank account (its wallet entries that are `Paid`): between £0 and `cashback`, so a line partly paid says so. */
            paidCashback: components["schemas"]["Money"];
            /**
             * @description Where the member's cashback for the period stands in their wallet: the least advanced of the entries summed in `calculatedCashback` and `adjustments` (for Calor, the approved claims' entries, which may be paid while the period is still open, and the adjustments' entry); null until it is there.
             * @enum {string|null}
             */
            walletState: "Pending" | "Approved" | "InPayout" | "Paid" | "Reversed" | "Returned" | null;
        };
        /** @description A whole period's cashback, for the CSV export. */
        PeriodCashbackExport: {
            period: components["schemas"]["Period"];
            /** @description The rate, in percent, the cashback was calculated at, or would be now. */
            cashbackPercent: number;
            /** @description Every member's line, by membership number. */
            members: components["schemas"]["PeriodMemberCashback"][];
        };
        /** @description One page of a period's member lines. */
        PeriodMemberCashbackPage: {
            items: components["schemas"]["PeriodMemberCashback"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /** @description What is behind one member's line of a period. */
        PeriodMemberDetail: {
            membershipNumber: components["schemas"]["MembershipNumber"];
            /** @example Vikram Singh */
            memberName: string;
            /** @description The supplier's reported invoices, oldest invoice first (none for Calor). */
            purchases: {
                id: components["schemas"]["Guid"];
                /** @example BPI-20261002-Q1 */
                invoiceNumber: string;
                invoiceDate: components["schemas"]["IsoDate"];
                /** @description Excluding VAT; negative for a credit note. */
                amountExcludingVat: components["schemas"]["Money"];
                /** @description When the supplier's report brought it. */
                reportedOn: components["schemas"]["IsoDate"];
            }[];
            /** @description Calor's claims dated in the period, oldest purchase first (none for the other programmes). */
            claims: {
                /** @example CLR-100003 */
                claimReference: string;
                purchaseDate: components["schemas"]["IsoDate"];
                /** @enum {string} */
                status: "Submitted" | "Approved" | "Rejected" | "Paid";
                totalExcludingVat: components["schemas"]["Money"];
                cashback: components["schemas"]["Money"];
            }[];
            /** @description The manual adjustments, newest first. */
            adjustments: components["schemas"]["PeriodAdjustment"][];
        };
        /** @description The supplier's report, as a form. */
        PurchaseReportUpload: {
            /**
             * Format: binary
             * @description The CSV file (at most 5 MB, named `.csv` or sent as `text/csv`): a first line naming the columns Account number, Invoice number, Invoice date, Amount excluding VAT, then one invoice per line.
             */
            report: Blob;
        };
        /** @description A line of the report that cannot be imported, and why, in plain words. */
        PurchaseReportProblem: {
            /** @description The line of the file, as a spreadsheet or editor numbers it. */
            line: number;
            /** @example The sign-up linking NIS990070 (LM100070) is pending, not approved. */
            reason: string;
        };
        /** @description Why a report was not imported (422 `report-lines-invalid`): a problem whose `detail` is the message to show, with every line that cannot be imported in the extension member `lines`. */
        PurchaseReportRefusal: components["schemas"]["Problem"] & {
            lines: components["schemas"]["PurchaseReportProblem"][];
        };
        /** @description What a report would import, and every line that cannot be imported; nothing is stored. */
        PurchaseReportPreview: {
            fileName: string;
            /** @description The invoices ready to apply, with the member each belongs to. */
            rows: {
                line: number;
                /** @description Upper case, no spaces. */
                accountNumber: string;
                invoiceNumber: string;
                invoiceDate: components["schemas"]["IsoDate"];
                /** @description Excluding VAT; negative for a credit note. */
                amountExcludingVat: components["schemas"]["Money"];
                membershipNumber: components["schemas"]["MembershipNumber"];
                memberName: string;
            }[];
            /** @description Every line that cannot be imported, in file order; nothing is applied while there is one. */
            problems: components["schemas"]["PurchaseReportProblem"][];
            /** @description The sums of the rows ready to apply. */
            totals: {
                invoices: number;
                members: number;
                totalExcludingVat: components["schemas"]["Money"];
            };
            /** @description The earlier import of the very same file (by its content) into the programme; null when there is none. */
            duplicateOf: {
                fileName: string;
                importedOn: components["schemas"]["IsoDateTime"];
                importedBy: string;
            } | null;
        };
        /** @description A sign-up as programme staff review it. BioPak's, Nisbets' and Booker's link a supplier account and the member's units it buys for, with the member's consent to share purchase data; Calor's are the member's Calor accounts. */
        StaffSignup: {
            /** @description The sign-up's id, or the Calor account's. */
            id: components["schemas"]["Guid"];
            schemeType: components["schemas"]["Programme"];
            membershipNumber: components["schemas"]["MembershipNumber"];
            memberName: string;
            /** @enum {string} */
            status: "Pending" | "Approved" | "Rejected";
            /** @description When the member applied (or last applied again). */
            submittedOn: components["schemas"]["IsoDateTime"];
            /** @description When it was approved or rejected; null while pending (or where the decision predates the record). */
            decidedOn: components["schemas"]["IsoDateTime"] | null;
            /** @description The staff member who decided; null while pending (or where not recorded). */
            decidedBy: string | null;
            /** @description Shown to the member while it is rejected; null otherwise. */
            rejectionReason: string | null;
            /**
             * @description The supplier account it links (Calor, the direct account's number, or null).
             * @example BP540037
             */
            supplierAccountNumber: string | null;
            /** @description When the member agreed to the supplier sharing their purchase data; null for Calor, where it is not asked. */
            consentGivenOn: components["schemas"]["IsoDateTime"] | null;
            /** @description The member's units the account buys for (none for Calor). */
            units: {
                id: components["schemas"]["Guid"];
                name: string;
                postcode: string;
            }[];
            /** @description Calor only, the account's kind and premises; null for the other programmes. */
            calor: {
                /** @description Buys straight from Calor (its account number is `supplierAccountNumber`). */
                isDirectAccountHolder: boolean;
                premises: string;
            } | null;
        };
        /** @description One page of a tab of the sign-up queue, and how many sign-ups each tab holds. */
        SignupQueuePage: {
            items: components["schemas"]["StaffSignup"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
            /** @description The programme's sign-ups in each status (not narrowed by `search`). */
            counts: {
                Pending: number;
                Approved: number;
                Rejected: number;
            };
        };
        /** @description Why a sign-up is rejected. */
        SignupRejectionRequest: {
            /** @description Shown to the member on their sign-up page; trimmed. */
            reason: string;
        };
        /** @description The sign-ups to approve at once. */
        BulkSignupApprovalRequest: {
            signupIds: components["schemas"]["Guid"][];
        };
        /** @description What a bulk approval did. */
        BulkSignupApprovalResult: {
            /** @description The sign-ups approved now. */
            approved: components["schemas"]["Guid"][];
            /** @description The sign-ups not approved (decided already, or unknown), with why. */
            skipped: {
                /** @description The id as sent. */
                signupId: string;
                reason: string;
            }[];
        };
        /** @description The member a claim belongs to. */
        ClaimMember: {
            membershipNumber: components["schemas"]["MembershipNumber"];
            /** @example Nadia Hussain */
            name: string;
        };
        /** @description The retailer a claim names, in short. */
        StaffClaimRetailerRef: {
            id: components["schemas"]["Guid"];
            /** @example Dales Gas Supplies */
            name: string;
            /** @example BD23 1AA */
            postCode: string;
        };
        /**
         * @description A reason to look closer at a claim (never a decision): the same receipt number from the same retailer on another claim; the same receipt file (by its SHA-256) on another claim; a purchase date in no period, or a claim that came in after its period ended; submitted more than 3 months after the purchase; a quantity far above the member's usual.
         * @enum {string}
         */
        ClaimFlagKind: "SameReceipt" | "SameFile" | "OutsidePeriod" | "TooOld" | "UnusualQuantity";
        /** @description A claim in the review queue. */
        StaffClaimSummary: {
            claimReference: components["schemas"]["ClaimReference"];
            member: components["schemas"]["ClaimMember"];
            submittedOn: components["schemas"]["IsoDateTime"];
            purchaseDate: components["schemas"]["IsoDate"];
            retailer: components["schemas"]["StaffClaimRetailerRef"];
            /** @example DGS-20011 */
            receiptNumber: string;
            totalCylinders: number;
            totalExcludingVat: components["schemas"]["Money"];
            cashback: components["schemas"]["Money"];
            status: components["schemas"]["CalorClaimStatus"];
            /** @description The Calor period the purchase date falls in; null when it is in none. */
            period: {
                id: components["schemas"]["Guid"];
                /** @example July to December 2026 */
                name: string;
            } | null;
            /** @description The kinds of flag the claim has, each once. */
            flags: components["schemas"]["ClaimFlagKind"][];
            /** @description The last time staff recorded contacting the member about the claim; null when never. */
            lastContactedOn: components["schemas"]["IsoDateTime"] | null;
        };
        /** @description One page of the claims review queue. */
        StaffClaimPage: {
            items: components["schemas"]["StaffClaimSummary"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /** @description A Calor claim period. */
        ClaimPeriod: {
            id: components["schemas"]["Guid"];
            /** @example July to December 2026 */
            name: string;
            startDate: components["schemas"]["IsoDate"];
            endDate: components["schemas"]["IsoDate"];
            state: components["schemas"]["PeriodState"];
        };
        /** @description A flag on a claim with its details, told apart by `kind`. */
        ClaimFlag: {
            /** @constant */
            kind: "SameReceipt";
            otherClaims: components["schemas"]["ClaimReference"][];
        } | {
            /** @constant */
            kind: "SameFile";
            otherClaims: components["schemas"]["ClaimReference"][];
        } | {
            /** @constant */
            kind: "OutsidePeriod";
            period: components["schemas"]["DateRange"] | null;
        } | {
            /** @constant */
            kind: "TooOld";
            submittedOn: components["schemas"]["IsoDateTime"];
        } | {
            /** @constant */
            kind: "UnusualQuantity";
            cylinderIdentity: components["schemas"]["CylinderIdentity"];
            quantity: number;
            /** @description The median quantity of this cylinder in the member's earlier claims. */
            usual: number;
        };
        /** @description Who did something to a claim: a member (submitting it; `id` is their membership number) or a member of staff (deciding, contacting the member, paying; `id` is their user id at the identity provider). */
        ClaimActor: {
            /** @example auth0|calor-claims */
            id: string;
            /** @example Chris Morgan */
            name: string;
            /** @enum {string} */
            kind: "member" | "staff";
        };
        /**
         * @description What happened to a claim: submitted by the member; approved, rejected or member contacted by a reviewer; paid in a BACS file; or its payment returned by the bank (it is Approved again).
         * @enum {string}
         */
        ClaimAuditAction: "Submitted" | "Approved" | "Rejected" | "MemberContacted" | "Paid" | "PaymentReturned";
        /** @description One line of the claims audit. */
        ClaimAuditEntry: {
            id: components["schemas"]["Guid"];
            at: components["schemas"]["IsoDateTime"];
            by: components["schemas"]["ClaimActor"];
            claimReference: components["schemas"]["ClaimReference"];
            membershipNumber: components["schemas"]["MembershipNumber"];
            action: components["schemas"]["ClaimAuditAction"];
            /** @description The status before; null for the submission. */
            fromStatus: components["schemas"]["CalorClaimStatus"] | null;
            toStatus: components["schemas"]["CalorClaimStatus"];
            /** @description The rejection's reason, the contact's note, or the payment's (or its return's) explanation; null when there is none (a submission, an approval). */
            reason: string | null;
        };
        /** @description A claim as a reviewer sees it: the member's claim (its reference, dates, retailer, lines, totals, cashback, status and, when rejected, the reason and date) plus its member, period, receipt file, the deal's cashback percent, its flags, its history and its version. */
        StaffClaimDetail: {
            claimReference: components["schemas"]["ClaimReference"];
            submittedOn: components["schemas"]["IsoDateTime"];
            purchaseDate: components["schemas"]["IsoDate"];
            /** @example DGS-20011 */
            receiptNumber: string;
            /**
             * @description The VAT number on the claim (9 digits), or an empty string when none was given.
             * @example 318472061
             */
            vatNumber: string;
            retailer: components["schemas"]["Retailer"];
            /** @description The four cylinder lines, in the order 13kgCommercial, 19kgCommercial, 47kgCommercial, 13kgPatio. */
            purchaseDetails: components["schemas"]["PurchaseDetailLine"][];
            totalCylinders: number;
            totalExcludingVat: components["schemas"]["Money"];
            totalIncludingVat: components["schemas"]["Money"];
            /** @description The cashback the claim earns (a percent of the total excluding VAT). */
            cashback: components["schemas"]["Money"];
            status: components["schemas"]["CalorClaimStatus"];
            /** @description Why it was rejected, as the member is shown it; present once rejected. */
            rejectionReason?: string;
            /** @description The day it was rejected (the member's 30 days to resubmit start here); present once rejected. */
            rejectedOn?: components["schemas"]["IsoDate"];
            /** @description Present when a later claim for the same retailer and receipt number replaced this rejected one. */
            resubmittedAs?: components["schemas"]["ClaimReference"];
            member: components["schemas"]["ClaimMember"];
            /** @description The Calor period the purchase date falls in; null when it is in none. */
            period: components["schemas"]["ClaimPeriod"] | null;
            /** @description The uploaded receipt file (`GET /calor/claims/{claimReference}/receipt` answers it): its name, MIME type and size in bytes; an empty name and type and size 0 when the claim has no file. */
            receipt: {
                /** @example DGS-20011.png */
                name: string;
                /** @example image/png */
                type: string;
                size: number;
            };
            /**
             * @description The deal's rate, percent of the total excluding VAT, to work the cashback out the member's way.
             * @example 10
             */
            cashbackPercent: number;
            flags: components["schemas"]["ClaimFlag"][];
            /** @description The claim's audit entries, oldest first. */
            history: components["schemas"]["ClaimAuditEntry"][];
            /** @description Goes up with every change (a decision, a contact recorded); a decision must send the one it read. */
            version: number;
        };
        /** @description A reviewer's decision on a claim. */
        ClaimDecisionRequest: {
            /**
             * @description Approve it; reject it (with `reason`); or record that the member was contacted (with `note`), leaving it Submitted.
             * @enum {string}
             */
            decision: "Approve" | "Reject" | "MemberContacted";
            /** @description Required to reject (trimmed, not empty, at most 500 characters); the member is shown it. */
            reason?: string;
            /** @description Required when the member was contacted (trimmed, not empty, at most 500 characters); what was said. */
            note?: string;
            /** @description The claim's `version` as the reviewer read it; a claim changed since is refused (409). */
            version: number;
        };
        /** @description A PDF receipt's rendered pages (at most the first 10) and how many it has. */
        ReceiptPages: {
            items: {
                number: number;
                /** @description The image's width in pixels. */
                width: number;
                /** @description The image's height in pixels. */
                height: number;
            }[];
            /** @description How many pages the PDF has. */
            total: number;
        };
        /** @description One page of the claims audit. */
        ClaimAuditPage: {
            items: components["schemas"]["ClaimAuditEntry"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /** @description What the review queue's filters offer. */
        ClaimQueueOptions: {
            /** @description The Calor programme's periods. */
            periods: components["schemas"]["ClaimPeriod"][];
            /** @description Every retailer known to the scheme. */
            retailers: components["schemas"]["StaffClaimRetailerRef"][];
            /** @description Every claim status, in the order Submitted, Approved, Rejected, Paid. */
            statuses: components["schemas"]["CalorClaimStatus"][];
            /** @description Every kind of flag. */
            flags: components["schemas"]["ClaimFlagKind"][];
        };
        /** @description A card refund, with the member and what their card payment was for. */
        FinanceCardRefund: {
            refund: components["schemas"]["CardRefund"];
            membershipNumber: components["schemas"]["MembershipNumber"];
            /** @description The member's trading name. */
            memberName: string;
            /** @description What the card payment refunded was for. */
            description: string;
            /** @description The card refunded to, as the provider reported it. */
            card: components["schemas"]["PaymentCard"] | null;
        };
        /** @description One page of the card refunds. */
        FinanceCardRefundPage: {
            items: components["schemas"]["FinanceCardRefund"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /**
         * @description A payout file's state: Draft (built from approved cashback) → Approved (by a second Larder administrator) → Submitted (sent to Bacs; its cashback is being paid) → ReturnsRecorded (the bank's ARUCS report is in: returned credits are back in members' wallets, the rest is paid).
         * @enum {string}
         */
        BacsFileState: "Draft" | "Approved" | "Submitted" | "ReturnsRecorded";
        /** @description A programme period whose approved cashback the file pays. */
        BacsFilePeriod: {
            id: components["schemas"]["Guid"];
            schemeType: components["schemas"]["Programme"];
            /** @example July to December 2026 */
            name: string;
        };
        /** @description A member of staff as the API names them in what they did (staff have no membership number). */
        StaffMember: {
            /**
             * @description Their user id at the identity provider.
             * @example auth0|larder-admin
             */
            id: string;
            /** @example Lee Harper */
            name: string;
        };
        /** @description Who moved the file on, and when. */
        BacsFileEvent: {
            by: components["schemas"]["StaffMember"];
            on: components["schemas"]["IsoDateTime"];
        };
        /** @description A payout file in the list. */
        BacsFileSummary: {
            id: components["schemas"]["Guid"];
            /**
             * @description The file's reference, `BACS-` and five digits.
             * @example BACS-00002
             */
            reference: string;
            state: components["schemas"]["BacsFileState"];
            /** @description The Bacs processing day (day 2 of the 3-day cycle). */
            processingDate: components["schemas"]["IsoDate"];
            periods: components["schemas"]["BacsFilePeriod"][];
            /** @description How many credits the file carries. */
            itemCount: number;
            /** @description The credits' total. */
            creditTotal: components["schemas"]["Money"];
            /** @description The contra debit balancing the credits. */
            contraTotal: components["schemas"]["Money"];
            created: components["schemas"]["BacsFileEvent"];
            /** @description Who approved it, and when; null until approved. */
            approved: components["schemas"]["BacsFileEvent"] | null;
            /** @description Who recorded it as sent to Bacs, and when; null until then. */
            submitted: components["schemas"]["BacsFileEvent"] | null;
            /** @description Who last recorded the bank's returns, and when; null until then. */
            returnsRecorded: components["schemas"]["BacsFileEvent"] | null;
            /** @description How many credits the bank returned. */
            returnedCount: number;
            /** @description The returned credits' total. */
            returnedTotal: components["schemas"]["Money"];
        };
        /** @description One page of the payout files. */
        BacsFilePage: {
            items: components["schemas"]["BacsFileSummary"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /** @description Asking for a new payout file. */
        CreateBacsFileRequest: {
            /** @description The periods whose approved cashback the file pays (from the payable periods). */
            periodIds: components["schemas"]["Guid"][];
            /** @description The Bacs processing day, a working day at least 2 working days ahead. */
            processingDate: components["schemas"]["IsoDate"];
        };
        /** @description One of the checks a finance user makes before a file is released, as the API ran it. */
        BacsCheck: {
            /**
             * @description The count and total match the approved cashback (credits plus exclusions); the contra equals the credits; the processing day is a working day far enough ahead; no duplicate payees; every record is valid Standard 18; the labelled file's VOL1, HDR1, HDR2, UHL1, EOF1, EOF2 and UTL1 labels are 80 characters each and agree with the association's service user number, the processing day and the records' counts and totals. Always these six, in this order.
             * @enum {string}
             */
            id: "countAndTotal" | "contra" | "processingDate" | "duplicatePayees" | "records" | "labels";
            passed: boolean;
            /**
             * @description What was found, in plain words.
             * @example The contra debit of £218.99 equals the credits.
             */
            summary: string;
        };
        /** @description A payout file: its summary plus the approved cashback it was built from, the members left out, the checks as run now, and its file name. */
        BacsFileDetail: {
            id: components["schemas"]["Guid"];
            /**
             * @description The file's reference, `BACS-` and five digits.
             * @example BACS-00002
             */
            reference: string;
            state: components["schemas"]["BacsFileState"];
            /** @description The Bacs processing day (day 2 of the 3-day cycle). */
            processingDate: components["schemas"]["IsoDate"];
            periods: components["schemas"]["BacsFilePeriod"][];
            /** @description How many credits the file carries. */
            itemCount: number;
            /** @description The credits' total. */
            creditTotal: components["schemas"]["Money"];
            /** @description The contra debit balancing the credits. */
            contraTotal: components["schemas"]["Money"];
            created: components["schemas"]["BacsFileEvent"];
            /** @description Who approved it, and when; null until approved. */
            approved: components["schemas"]["BacsFileEvent"] | null;
            /** @description Who recorded it as sent to Bacs, and when; null until then. */
            submitted: components["schemas"]["BacsFileEvent"] | null;
            /** @description Who last recorded the bank's returns, and when; null until then. */
            returnsRecorded: components["schemas"]["BacsFileEvent"] | null;
            /** @description How many credits the bank returned. */
            returnedCount: number;
            /** @description The returned credits' total. */
            returnedTotal: components["schemas"]["Money"];
            /** @description What the file's periods held approved for payout when it was built: its credits and exclusions must add up to it. */
            approvedCashback: {
                transactionCount: number;
                total: components["schemas"]["Money"];
            };
            /** @description How many members owed cashback in the file's periods are left out of it; each one, with the reason, is `GET /finance/bacs-files/{fileId}/exclusions`. */
            exclusionCount: number;
            /** @description The cashback left out of the file, in all. */
            exclusionTotal: components["schemas"]["Money"];
            checks: components["schemas"]["BacsCheck"][];
            /**
             * @description The name of the data records' file (`format=data`) when downloaded.
             * @example BACS-00002-2026-12-02.txt
             */
            fileName: string;
            /**
             * @description The name of the labelled Standard 18 file (`format=labelled`) when downloaded.
             * @example BACS-00002-2026-12-02-labelled.txt
             */
            labelledFileName: string;
        };
        /** @description A credit the bank returned (ARUCS), as recorded against its line. */
        BacsReturn: {
            /** @example Account closed */
            reason: string;
            recorded: components["schemas"]["BacsFileEvent"];
        };
        /** @description One credit as it will appear in the file. */
        BacsLine: {
            id: components["schemas"]["Guid"];
            lineNumber: number;
            membershipNumber: components["schemas"]["MembershipNumber"];
            /** @example Sam Okafor */
            memberName: string;
            /**
             * @description Masked, its last two digits shown.
             * @example ••-••-12
             */
            sortCode: string;
            /**
             * @description Masked, its last four digits shown.
             * @example ••••6613
             */
            accountNumber: string;
            /**
             * @description The account holder's name as Bacs will carry it (cleaned to Bacs characters, cut to 18).
             * @example EVERYTHING CATERIN
             */
            payeeName: string;
            /**
             * @description The payment reference as Bacs will carry it (cleaned to Bacs characters, cut to 18).
             * @example CASHBACK LM100060
             */
            reference: string;
            amount: components["schemas"]["Money"];
            /** @description How many cashback items the credit pays. */
            transactionCount: number;
            /** @description The bank's return of this credit; null unless it was returned. */
            returned: components["schemas"]["BacsReturn"] | null;
        };
        /** @description One page of a payout file's credits. */
        BacsLinePage: {
            items: components["schemas"]["BacsLine"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
        /** @description The bank's returned credits (ARUCS) to record against a submitted file's lines. */
        RecordBacsReturnsRequest: {
            /** @description The returned credits; empty when none came back (every credit was paid). */
            returns: {
                /** @description The returned credit's line id. */
                lineId: components["schemas"]["Guid"];
                /**
                 * @description The bank's reason (trimmed, not empty, at most 200 characters). The portal offers: Account closed; No account, or the account number is wrong; Account transferred to another bank or branch; Payee deceased; Account does not take credits; Payee name does not match the account; Other reason on the ARUCS report.
                 * @example Account closed
                 */
                reason: string;
            }[];
        };
        /** @description A programme period with approved cashback that no Draft or Approved file carries yet. */
        PayablePeriod: {
            period: components["schemas"]["Period"];
            /** @description How many approved cashback items wait. */
            transactionCount: number;
            total: components["schemas"]["Money"];
        };
        /**
         * @description No bank details for payouts; bank details not in Bacs form (a 6-digit sort code, a 6- to 8-digit account number); or the sort code and account number fail the modulus check.
         * @enum {string}
         */
        BacsExclusionReason: "MissingBankDetails" | "FailedAccountCheck" | "FailedModulusCheck";
        /** @description Cashback a member was owed in the file's periods but that could not go into it, and why. */
        BacsExclusion: {
            membershipNumber: components["schemas"]["MembershipNumber"];
            /** @example Fiona Mackay */
            memberName: string;
            amount: components["schemas"]["Money"];
            transactionCount: number;
            reason: components["schemas"]["BacsExclusionReason"];
            /**
             * @description The reason in words.
             * @example The member has not given bank details for payouts.
             */
            detail: string;
        };
        /** @description A page of the members left out of a BACS file. */
        BacsExclusionPage: {
            items: components["schemas"]["BacsExclusion"][];
            page: components["schemas"]["PageNumber"];
            pageSize: components["schemas"]["PageSize"];
            total: components["schemas"]["Total"];
        };
    };
    responses: {
        /** @description The request breaks the document (`invalid-request`, with `errors`) or the operation's own rules (its codes). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://api.larder.example/problems/invalid-request",
                 *       "title": "Invalid request",
                 *       "status": 400,
                 *       "detail": "pageSize must be <= 100",
                 *       "code": "invalid-request",
                 *       "errors": [
                 *         {
                 *           "in": "query",
                 *           "name": "pageSize",
                 *           "detail": "must be <= 100"
                 *         }
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No valid access token (`unauthenticated`). */
        Unauthorized: {
            headers: {
                /** @description `Bearer realm="larder"`, with `error="invalid_token"` when a token was sent but does not verify. */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://api.larder.example/problems/unauthenticated",
                 *       "title": "Unauthenticated",
                 *       "status": 401,
                 *       "detail": "Invalid or expired bearer token",
                 *       "code": "unauthenticated"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller may not do this: a role it lacks (`role-required`), someone else's membership (`not-your-membership`), or the operation's own codes. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://api.larder.example/problems/not-your-membership",
                 *       "title": "Not your membership",
                 *       "status": 403,
                 *       "detail": "Not allowed to act for this member",
                 *       "code": "not-your-membership"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Unknown, or not the caller's to see (`not-found`). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://api.larder.example/problems/not-found",
                 *       "title": "Not found",
                 *       "status": 404,
                 *       "detail": "No member LM999999",
                 *       "code": "not-found"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request conflicts with the current state; the operation's codes say how. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Well formed, but it cannot be taken; the operation's codes say why. */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The `If-Match` is not the resource's current `ETag` (`version-mismatch`): someone changed it since it was read. Read it again, and change it from there. */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is larger than the operation's `x-max-body-bytes` (`too-large`). */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://api.larder.example/problems/too-large",
                 *       "title": "Too large",
                 *       "status": 413,
                 *       "detail": "The body is 15728640 bytes; at most 524288 are taken",
                 *       "code": "too-large"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many requests (`rate-limited`); try again after `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure (a 5xx, a gateway's answer); the portal reports it as a failure. */
        Failure: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /**
         * @description The member's membership number.
         * @example LM100001
         */
        MembershipNumber: components["schemas"]["MembershipNumber"];
        /**
         * @description The supplier programme.
         * @example calor
         */
        Programme: components["schemas"]["Programme"];
        /**
         * @description The `ETag` of the resource as the client read it (the operation's `x-etag-from` names the read that answers it). A change made from a stale read is refused 412 (`version-mismatch`).
         * @example "3f2b8c1e9a4d"
         */
        IfMatch: string;
        /**
         * @description One submission attempt (see Idempotency in the description).
         * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
         */
        IdempotencyKey: string;
        /** @description The page wanted, 1-based. */
        Page: number;
        /** @description Items on a page. */
        PageSize: number;
        /** @description The sort direction. */
        Direction: components["schemas"]["SortDirection"];
    };
    requestBodies: never;
    headers: {
        /** @description The version of this representation (RFC 9110 strong validator): send it back as `If-Match` to change the resource. It changes whenever the representation does. */
        ETag: string;
        /** @description Where the resource the request created can be read (its read is the operation's `x-location-from`). */
        Location: string;
        /**
         * @description How to offer the file, and its name (RFC 6266): `attachment` (or `inline` where the operation says so); `filename="…"`, an ASCII fallback for old clients (accents dropped, any other character outside printable ASCII, and `" \ % ;`, as `_`); and `filename*=UTF-8''…`, the name exactly as uploaded, in UTF-8, percent-encoded (RFC 8187). A client takes `filename*` when it is there.
         * @example attachment; filename="___ __.pdf"; filename*=UTF-8''%E9%A0%98%E5%8F%8E%E6%9B%B8%20%F0%9F%A7%BE.pdf
         */
        ContentDisposition: string;
        /** @description `true` when this is the stored answer to an earlier request with the same `Idempotency-Key`, `false` when the request was processed now. */
        IdempotentReplayed: "true" | "false";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAccountDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account details. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tradingName": "The Larder Café",
                     *       "vatNumber": "287431241",
                     *       "mainContact": {
                     *         "name": "Priya Shah",
                     *         "email": "member-active@demo.larder.local",
                     *         "phone": "01632 960001",
                     *         "mobile": "07700 900001"
                     *       },
                     *       "mailAddress": {
                     *         "line1": "12 Church Street",
                     *         "line2": null,
                     *         "town": "Harrogate",
                     *         "county": "North Yorkshire",
                     *         "postcode": "HG1 1AA"
                     *       },
                     *       "invoiceAddress": {
                     *         "line1": "Larder Catering Ltd",
                     *         "line2": "4 Station Parade",
                     *         "town": "Harrogate",
                     *         "county": null,
                     *         "postcode": "HG1 1UF"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountDetails"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    updateAccountDetails: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The `ETag` of the resource as the client read it (the operation's `x-etag-from` names the read that answers it). A change made from a stale read is refused 412 (`version-mismatch`).
                 * @example "3f2b8c1e9a4d"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tradingName": "The Larder Café",
                 *       "vatNumber": "287431241",
                 *       "mainContact": {
                 *         "name": "Priya Shah",
                 *         "email": "priya@example.com",
                 *         "phone": "01632 960001",
                 *         "mobile": null
                 *       },
                 *       "mailAddress": {
                 *         "line1": "12 Church Street",
                 *         "line2": null,
                 *         "town": "Harrogate",
                 *         "county": null,
                 *         "postcode": "HG1 1AA"
                 *       },
                 *       "invoiceAddress": null
                 *     }
                 */
                "application/json": components["schemas"]["AccountDetails"];
            };
        };
        responses: {
            /** @description Saved; the account details as stored. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tradingName": "The Larder Café",
                     *       "vatNumber": "287431241",
                     *       "mainContact": {
                     *         "name": "Priya Shah",
                     *         "email": "priya@example.com",
                     *         "phone": "01632 960001",
                     *         "mobile": null
                     *       },
                     *       "mailAddress": {
                     *         "line1": "12 Church Street",
                     *         "line2": null,
                     *         "town": "Harrogate",
                     *         "county": null,
                     *         "postcode": "HG1 1AA"
                     *       },
                     *       "invoiceAddress": null
                     *     }
                     */
                    "application/json": components["schemas"]["AccountDetails"];
                };
            };
            /**
             * @description - `invalid-request`: a field is missing, not text, over 100 characters or of the wrong shape
             *       (`vatNumber` not 9 digits, an email without `@`, a phone that is not a UK number, a postcode of
             *       the wrong shape); `errors` names it by its path (`mailAddress.postcode`).
             *     - `postcode-undeliverable`: a postcode of the right shape that is not a deliverable address (the
             *       demo data: `ZZ99 9ZZ`); `errors` names which address.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getAccountSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSummary"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getMemberActivity: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the member's activity, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "LM100001-1",
                     *           "at": "2026-11-27T09:30:00Z",
                     *           "operationId": "updateUnit",
                     *           "summary": "Change a trading unit",
                     *           "method": "PUT",
                     *           "path": "/members/LM100001/units/u0000000-0000-4000-8000-000000000001",
                     *           "actor": {
                     *             "id": "auth0|account-manager",
                     *             "name": "Account manager",
                     *             "roles": [
                     *               "accountManager"
                     *             ]
                     *           },
                     *           "onBehalfOfMember": true
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["MemberActivityPage"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getMembershipDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The membership info. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipInfo"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account id, a JSON string. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example 00000000-0000-4000-8000-000000000001 */
                    "application/json": components["schemas"]["Guid"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    updateCompanyDetails: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The `ETag` of the resource as the client read it (the operation's `x-etag-from` names the read that answers it). A change made from a stale read is refused 412 (`version-mismatch`).
                 * @example "3f2b8c1e9a4d"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description The member's membership number (the spec names this parameter `memberId`; its value is the membership number, such as `LM100001`, as in every other member call).
                 * @example LM100001
                 */
                memberId: components["schemas"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "companyTypeId": "5b0c1a10-7d2e-4c61-9a01-000000000002",
                 *       "companyRegistrationOrCharityNumber": "12345678",
                 *       "vatRegistered": true
                 *     }
                 */
                "application/json": components["schemas"]["CompanyDetailsRequest"];
            };
        };
        responses: {
            /** @description Saved; the updated membership info. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "companyTypeId": "5b0c1a10-7d2e-4c61-9a01-000000000001",
                     *       "companyType": {
                     *         "id": "5b0c1a10-7d2e-4c61-9a01-000000000001",
                     *         "name": "Sole Trader"
                     *       },
                     *       "companyRegistrationOrCharityNumber": null,
                     *       "vatRegistered": false,
                     *       "latestMembership": {
                     *         "status": "Current",
                     *         "paymentType": {
                     *           "name": "Card Payment"
                     *         }
                     *       },
                     *       "balance": 0
                     *     }
                     */
                    "application/json": components["schemas"]["MembershipInfo"];
                };
            };
            /**
             * @description - `invalid-request`: the body is not a JSON object, the number is not text, or `vatRegistered` is
             *       not `true` or `false`; `errors` names the field.
             *     - `unknown-company-type`: `companyTypeId` is not a company type of call 1.
             *     - `company-type-not-accepted`: `companyTypeId` is `Business not registered`, which cannot be
             *       saved.
             *     - `registration-number-invalid`: the type needs a registration or charity number (Limited Company,
             *       PLC, Charity) and it is missing or not in the format of spec §5.
             *     - `company-not-registered`: the company number is well formed but not on the register (the demo
             *       data: `00000000`).
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The eight permission areas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "workOps": "FullAccess",
                     *       "sendCompanyDocuments": "FullAccess",
                     *       "riskAssessments": "FullAccess",
                     *       "companyDocuments": "FullAccess",
                     *       "tradingUnits": "FullAccess",
                     *       "training": "FullAccess",
                     *       "rewards": "FullAccess",
                     *       "wallet": "NoAccess"
                     *     }
                     */
                    "application/json": components["schemas"]["Permissions"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getCanRenew: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `Ok`, or the reason renewal is refused. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["CanRenewAnswer"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    searchMembers: {
        parameters: {
            query: {
                /**
                 * @description What the account manager typed: a membership number, part of a business name or a postcode (with or without its space), 2 to 100 characters after trimming.
                 * @example hg1 1aa
                 */
                q: string;
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the matching members. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "membershipNumber": "LM100001",
                     *           "tradingName": "The Larder Café",
                     *           "town": "Harrogate",
                     *           "postcode": "HG1 1AA",
                     *           "accountStatus": "Active"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["MemberSearchPage"];
                };
            };
            /**
             * @description - `invalid-request`: `q` missing, shorter than 2 or longer than 100 characters, or a malformed page
             *       (`page` below 1, `pageSize` outside 1 to 100); `errors` names the parameter.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles` (a member, or programme staff). */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getCompanyTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every company type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "5b0c1a10-7d2e-4c61-9a01-000000000001",
                     *         "text": "Sole Trader"
                     *       },
                     *       {
                     *         "id": "5b0c1a10-7d2e-4c61-9a01-000000000002",
                     *         "text": "Limited Company"
                     *       },
                     *       {
                     *         "id": "5b0c1a10-7d2e-4c61-9a01-000000000006",
                     *         "text": "Business not registered"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["CompanyTypeReference"][];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getMembershipTiers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The four tiers, lowest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "tier": 1,
                     *         "pricePerYear": 180,
                     *         "benefits": [
                     *           "Member helpline, weekdays 9 to 5",
                     *           "Food safety documents builder",
                     *           "Cashback and rewards schemes"
                     *         ]
                     *       },
                     *       {
                     *         "tier": 2,
                     *         "pricePerYear": 300,
                     *         "benefits": [
                     *           "Everything in Standard",
                     *           "Health & safety policy and COSHH builders",
                     *           "Staff training records",
                     *           "Risk assessments for every unit"
                     *         ]
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["MembershipTierOffer"][];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    receiveCardPaymentNotification: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=` and the Unix time the provider signed at, then one `v1=` per signing secret in use (two while it is rotated): the hex HMAC-SHA256 of the timestamp, a full stop and the raw body.
                 * @example t=1795773431,v1=2f0c6a4b1e9d8c7b6a5f4e3d2c1b0a99887766554433221100ffeeddccbbaa99
                 */
                "Payment-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardPaymentEvent"];
            };
        };
        responses: {
            /** @description The event was taken (or had been already); the card payment's state after it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
                     *       "status": "Successful",
                     *       "duplicate": false
                     *     }
                     */
                    "application/json": components["schemas"]["CardPaymentNotificationAnswer"];
                };
            };
            /**
             * @description - `signature-invalid`: the signature is missing or does not match the body; nothing in the body is
             *       believed.
             *     - `signature-expired`: the signature was made more than 5 minutes from the API's clock (a captured
             *       delivery sent again later).
             *     - `invalid-request`: the body is not an event.
             */
            400: components["responses"]["BadRequest"];
            /**
             * @description - `unknown-session`: no session has this `sessionId`; the provider sends the event again later.
             *     - `unknown-refund`: no refund of the session has this `refundId`; the provider sends the event again
             *       later.
             */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    createCardPayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardPaymentRequest"];
            };
        };
        responses: {
            /** @description The card payment, `Raised`, for the hosted payment page. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
                     *       "sessionId": "cs_test_q2Vw8kLr0N3xYp5Zt7Bf1Hd4",
                     *       "purpose": "payment",
                     *       "amount": 15,
                     *       "description": "Monthly membership, Standard (3 of 12)",
                     *       "status": "Raised",
                     *       "createdAt": "2026-11-27T01:37:11.377Z",
                     *       "expiresAt": "2026-11-27T02:07:11.377Z",
                     *       "completedAt": null,
                     *       "failureReason": null,
                     *       "replacedBy": null,
                     *       "card": null,
                     *       "refund": null
                     *     }
                     */
                    "application/json": components["schemas"]["CardPayment"];
                };
            };
            /**
             * @description - `invalid-request`: the body is not a JSON object, `returnUrl` is not an http(s) address without
             *       a query, an unknown `purpose`, `paymentIds` empty or naming a payment twice, or an upgrade to an
             *       unknown tier; or no `Idempotency-Key`, or one that is not a UUID.
             *     - `return-url-not-allowed`: `returnUrl` is not on the portal's own origin; the hosted page sends
             *       members back to the portal only.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or the member has no payment with one of the
             *       `paymentIds`; `errors` names which.
             */
            404: components["responses"]["NotFound"];
            /**
             * @description - `already-paid`: a payment's invoice is already paid.
             *     - `payment-not-payable`: a payment is not owed now (it is `Future`, `Cancelled`, …).
             *     - `renewal-not-available`: a renewal the renewal check (call 3) refuses.
             *     - `balance-outstanding`: a renewal while something is owed: it is paid first.
             *     - `renewal-too-early`: a renewal while the year ends more than 60 days away.
             *     - `already-on-tier`: an upgrade to the current tier.
             *     - `downgrade-not-online`: an upgrade to a lower tier, which is done by the association.
             *     - `membership-ended`: an upgrade after the membership has ended.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            /** @description - `card-payments-unavailable`: card payments are switched off; the member pays another way. */
            503: components["responses"]["Failure"];
            default: components["responses"]["Failure"];
        };
    };
    getCardPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The card payment's id, from its creation (and the `payment` query of the return address).
                 * @example c4a9e000-0000-4000-8000-000000000083
                 */
                id: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardPayment"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or the member has no card payment with this
             *       id (another member's included).
             */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getInvoices: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the invoices, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "number": "INV-001043",
                     *           "issueDate": "2026-06-15",
                     *           "dueDate": "2026-06-15",
                     *           "description": "Annual membership renewal, Premium",
                     *           "net": 250,
                     *           "vat": 50,
                     *           "gross": 300,
                     *           "status": "Paid",
                     *           "paidOn": "2026-06-15",
                     *           "paidBy": {
                     *             "method": "Card",
                     *             "cardPaymentId": "0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a",
                     *             "card": {
                     *               "brand": "Visa",
                     *               "last4": "4242"
                     *             }
                     *           }
                     *         },
                     *         {
                     *           "number": "INV-001042",
                     *           "issueDate": "2025-10-13",
                     *           "dueDate": "2025-10-13",
                     *           "description": "Upgrade to Premium (rest of year)",
                     *           "net": 66.67,
                     *           "vat": 13.33,
                     *           "gross": 80,
                     *           "status": "Paid",
                     *           "paidOn": "2025-10-13",
                     *           "paidBy": {
                     *             "method": "Direct Debit",
                     *             "cardPaymentId": null,
                     *             "card": null
                     *           }
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 2,
                     *       "total": 9
                     *     }
                     */
                    "application/json": components["schemas"]["InvoicePage"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    downloadInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The invoice's number, as the invoice list gives it.
                 * @example INV-001041
                 */
                number: components["schemas"]["InvoiceNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice, as an attachment named `Invoice-{number}.pdf`. */
            200: {
                headers: {
                    /** @description `attachment; filename="Invoice-{number}.pdf"` */
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or the member has no invoice with this number
             *       (another member's included).
             */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getPayments: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Which list: `history` (the default: what has happened, newest first), `schedule` (what is still to come, soonest first) or `overdue` (what is still owed past its due date, oldest first). */
                view?: "history" | "schedule" | "overdue";
                /** @description Only entries in this status (a payment status, or a card payment's `Successful` or `Refunded`). */
                status?: components["schemas"]["PaymentEntryStatus"];
            };
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "kind": "cardPayment",
                     *           "cardPayment": {
                     *             "id": "6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
                     *             "sessionId": "cs_test_q2Vw8kLr0N3xYp5Zt7Bf1Hd4",
                     *             "purpose": "payment",
                     *             "amount": 15,
                     *             "description": "Monthly membership, Standard (3 of 12)",
                     *             "status": "Successful",
                     *             "createdAt": "2026-11-27T01:37:11.377Z",
                     *             "expiresAt": "2026-11-27T02:07:11.377Z",
                     *             "completedAt": "2026-11-27T01:38:02.120Z",
                     *             "failureReason": null,
                     *             "replacedBy": null,
                     *             "card": {
                     *               "brand": "Visa",
                     *               "last4": "4242"
                     *             },
                     *             "refund": null
                     *           },
                     *           "paidInvoiceNumbers": [
                     *             "INV-001061"
                     *           ]
                     *         },
                     *         {
                     *           "kind": "payment",
                     *           "payment": {
                     *             "id": "9e7c1f00-0000-4000-8000-000000000030",
                     *             "dueDate": "2026-11-13",
                     *             "description": "Monthly membership, Standard (3 of 12)",
                     *             "amount": 15,
                     *             "method": "CCA Monthly",
                     *             "status": "Failed - Paid",
                     *             "paidOn": "2026-11-27",
                     *             "invoiceNumber": "INV-001061",
                     *             "failureReason": "Refer to payer: your bank did not pay it",
                     *             "paidBy": {
                     *               "method": "Card",
                     *               "cardPaymentId": "6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
                     *               "card": {
                     *                 "brand": "Visa",
                     *                 "last4": "4242"
                     *               }
                     *             }
                     *           }
                     *         },
                     *         {
                     *           "kind": "payment",
                     *           "payment": {
                     *             "id": "9e7c1f00-0000-4000-8000-000000000029",
                     *             "dueDate": "2026-10-13",
                     *             "description": "Monthly membership, Standard (2 of 12)",
                     *             "amount": 15,
                     *             "method": "CCA Monthly",
                     *             "status": "Successful",
                     *             "paidOn": "2026-10-13",
                     *             "invoiceNumber": "INV-001060",
                     *             "failureReason": null,
                     *             "paidBy": {
                     *               "method": "Direct Debit",
                     *               "cardPaymentId": null,
                     *               "card": null
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "total": 14
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentPage"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    renewByDirectDebit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "paymentMethod": "DirectDebit"
                 *     }
                 */
                "application/json": components["schemas"]["DirectDebitRenewalRequest"];
            };
        };
        responses: {
            /** @description Renewed; the new year's end and the collection. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "periodEnd": "2027-12-22",
                     *       "firstCollectionDate": "2026-12-23",
                     *       "amount": 180
                     *     }
                     */
                    "application/json": components["schemas"]["DirectDebitRenewal"];
                };
            };
            /**
             * @description - `invalid-request`: `paymentMethod` is not `DirectDebit` (card renewals go through
             *       `createCardPayment`); or no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `renewal-not-available`: the renewal check (call 3) refuses.
             *     - `balance-outstanding`: something is owed: it is paid first.
             *     - `renewal-too-early`: the year ends more than 60 days away.
             *     - `direct-debit-not-available`: no active Direct Debit: the renewal is paid by card.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    recordNoPlanToRenew: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Other",
                 *       "comments": "Moving abroad"
                 *     }
                 */
                "application/json": components["schemas"]["NoPlanToRenewRequest"];
            };
        };
        responses: {
            /** @description Recorded; the intention. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "intention": "NoPlanToRenew",
                     *       "recordedOn": "2026-11-27",
                     *       "reason": "Other",
                     *       "comments": "Moving abroad"
                     *     }
                     */
                    "application/json": components["schemas"]["NoPlanToRenewIntention"];
                };
            };
            /**
             * @description - `invalid-request`: an unknown `reason`, or `comments` over 1,000 characters; or no
             *       `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `comments-required`: no `comments` for the reason `Other`.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `membership-ended`: the membership has already ended.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    recordPlanToRenew: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tier": 2,
                 *       "paymentMethod": "Card"
                 *     }
                 */
                "application/json": components["schemas"]["PlanToRenewRequest"];
            };
        };
        responses: {
            /** @description Recorded; the intention. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "intention": "PlanToRenew",
                     *       "recordedOn": "2026-11-27",
                     *       "tier": 2,
                     *       "paymentMethod": "Card"
                     *     }
                     */
                    "application/json": components["schemas"]["PlanToRenewIntention"];
                };
            };
            /**
             * @description - `invalid-request`: an unknown `tier` or `paymentMethod`; or no `Idempotency-Key`, or one that is
             *       not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `membership-ended`: the membership has already ended: it is renewed instead.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getRenewalQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The renewal quote; or why renewal online is not possible now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RenewalQuoteAnswer"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getUpgradeQuotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quotes, one per higher tier; or why upgrading online is not possible now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpgradeQuotesAnswer"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    upgradeByDirectDebit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tier": 3
                 *     }
                 */
                "application/json": components["schemas"]["UpgradeRequest"];
            };
        };
        responses: {
            /** @description Upgraded; what will be collected, and when. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tier": 3,
                     *       "amount": 133.15,
                     *       "collectionDate": "2026-12-24"
                     *     }
                     */
                    "application/json": components["schemas"]["DirectDebitUpgrade"];
                };
            };
            /**
             * @description - `invalid-request`: an unknown `tier`; or no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `already-on-tier`: the current tier.
             *     - `downgrade-not-online`: a lower tier, which is done by the association.
             *     - `membership-ended`: the membership has ended: it is renewed first.
             *     - `direct-debit-not-available`: no active Direct Debit: the upgrade is paid by card
             *       (`createCardPayment`).
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getTradingUnits: {
        parameters: {
            query?: {
                /**
                 * @description Any part of the unit's name, town or postcode; case and spaces are ignored, and so are spaces around it.
                 * @example Harrogate
                 */
                search?: string;
                /**
                 * @description Only open units, or only closed ones.
                 * @example Open
                 */
                status?: components["schemas"]["TradingUnitStatus"];
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the member's matching units, open first, then by name (a member with none gets no items). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0a1b2c3d-0000-4000-8000-000000000002",
                     *           "name": "Larder Street Food Van",
                     *           "addressLine1": "Unit 4, Station Yard",
                     *           "town": "Harrogate",
                     *           "postcode": "HG1 5DD",
                     *           "status": "Open",
                     *           "isFranchiseUnit": false,
                     *           "businessTypeId": "b1000000-0000-4000-8000-000000000006",
                     *           "hygieneRating": {
                     *             "scheme": "FHRS",
                     *             "value": "4",
                     *             "ratedOn": "2025-09-27"
                     *           },
                     *           "foodTypeIds": [
                     *             "f1000000-0000-4000-8000-000000000001",
                     *             "f1000000-0000-4000-8000-000000000002"
                     *           ],
                     *           "equipmentTypeIds": [
                     *             "e1000000-0000-4000-8000-000000000002",
                     *             "e1000000-0000-4000-8000-000000000003",
                     *             "e1000000-0000-4000-8000-000000000011",
                     *             "e1000000-0000-4000-8000-000000000013"
                     *           ],
                     *           "localAuthorityRegisteredOn": "2025-03-27",
                     *           "employees": 2,
                     *           "isMobile": true,
                     *           "overnightLocation": "Unit 4, Station Yard, Harrogate HG1 5DD",
                     *           "closedOn": null
                     *         },
                     *         {
                     *           "id": "0a1b2c3d-0000-4000-8000-000000000001",
                     *           "name": "The Larder Café",
                     *           "addressLine1": "12 Church Street",
                     *           "town": "Harrogate",
                     *           "postcode": "HG1 1AA",
                     *           "status": "Open",
                     *           "isFranchiseUnit": false,
                     *           "businessTypeId": "b1000000-0000-4000-8000-000000000001",
                     *           "hygieneRating": {
                     *             "scheme": "FHRS",
                     *             "value": "5",
                     *             "ratedOn": "2026-04-27"
                     *           },
                     *           "foodTypeIds": [
                     *             "f1000000-0000-4000-8000-000000000004",
                     *             "f1000000-0000-4000-8000-000000000005",
                     *             "f1000000-0000-4000-8000-000000000007",
                     *             "f1000000-0000-4000-8000-000000000009",
                     *             "f1000000-0000-4000-8000-000000000011"
                     *           ],
                     *           "equipmentTypeIds": [
                     *             "e1000000-0000-4000-8000-000000000001",
                     *             "e1000000-0000-4000-8000-000000000004",
                     *             "e1000000-0000-4000-8000-000000000008",
                     *             "e1000000-0000-4000-8000-000000000009"
                     *           ],
                     *           "localAuthorityRegisteredOn": "2023-07-27",
                     *           "employees": 6,
                     *           "isMobile": false,
                     *           "overnightLocation": null,
                     *           "closedOn": null
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "total": 2
                     *     }
                     */
                    "application/json": components["schemas"]["UnitPage"];
                };
            };
            /**
             * @description - `invalid-request`: a malformed filter or page (an unknown `status`, a `search` over 100
             *       characters, `page` below 1, `pageSize` outside 1 to 100); `errors` names the parameter.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    createUnit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "The Larder Bakery",
                 *       "addressLine1": "3 Market Place",
                 *       "town": "Knaresborough",
                 *       "postcode": "HG5 8AL",
                 *       "businessTypeId": "b1000000-0000-4000-8000-000000000001",
                 *       "hygieneRating": null,
                 *       "foodTypeIds": [
                 *         "f1000000-0000-4000-8000-000000000009"
                 *       ],
                 *       "equipmentTypeIds": [],
                 *       "localAuthorityRegisteredOn": null,
                 *       "employees": 3,
                 *       "isMobile": false,
                 *       "overnightLocation": null
                 *     }
                 */
                "application/json": components["schemas"]["UnitRequest"];
            };
        };
        responses: {
            /** @description The unit as added. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0a1b2c3d-0000-4000-8000-000000001000",
                     *       "name": "The Larder Bakery",
                     *       "addressLine1": "3 Market Place",
                     *       "town": "Knaresborough",
                     *       "postcode": "HG5 8AL",
                     *       "status": "Open",
                     *       "isFranchiseUnit": false,
                     *       "businessTypeId": "b1000000-0000-4000-8000-000000000001",
                     *       "hygieneRating": null,
                     *       "foodTypeIds": [
                     *         "f1000000-0000-4000-8000-000000000009"
                     *       ],
                     *       "equipmentTypeIds": [],
                     *       "localAuthorityRegisteredOn": null,
                     *       "employees": 3,
                     *       "isMobile": false,
                     *       "overnightLocation": null,
                     *       "closedOn": null
                     *     }
                     */
                    "application/json": components["schemas"]["UnitPremises"];
                };
            };
            /**
             * @description - `invalid-request`: a field is missing or of the wrong shape (the list above); `errors` names it;
             *       or no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `unknown-business-type`: `businessTypeId` is not a business type of the reference data.
             *     - `unknown-food-type`: `foodTypeIds` names a food type not in the reference data, or one twice.
             *     - `unknown-equipment-type`: `equipmentTypeIds` names an equipment type not in the reference data,
             *       or one twice.
             *     - `date-in-future`: `hygieneRating.ratedOn` or `localAuthorityRegisteredOn` is after today.
             *     - `overnight-location-required`: a mobile unit (`isMobile`) without its `overnightLocation`.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getTradingUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The unit's id.
                 * @example 0a1b2c3d-0000-4000-8000-000000000002
                 */
                unitId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unit. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0a1b2c3d-0000-4000-8000-000000000002",
                     *       "name": "Larder Street Food Van",
                     *       "addressLine1": "Unit 4, Station Yard",
                     *       "town": "Harrogate",
                     *       "postcode": "HG1 5DD",
                     *       "status": "Open",
                     *       "isFranchiseUnit": false,
                     *       "businessTypeId": "b1000000-0000-4000-8000-000000000006",
                     *       "hygieneRating": {
                     *         "scheme": "FHRS",
                     *         "value": "4",
                     *         "ratedOn": "2025-09-27"
                     *       },
                     *       "foodTypeIds": [
                     *         "f1000000-0000-4000-8000-000000000001",
                     *         "f1000000-0000-4000-8000-000000000002"
                     *       ],
                     *       "equipmentTypeIds": [
                     *         "e1000000-0000-4000-8000-000000000002",
                     *         "e1000000-0000-4000-8000-000000000003",
                     *         "e1000000-0000-4000-8000-000000000011",
                     *         "e1000000-0000-4000-8000-000000000013"
                     *       ],
                     *       "localAuthorityRegisteredOn": "2025-03-27",
                     *       "employees": 2,
                     *       "isMobile": true,
                     *       "overnightLocation": "Unit 4, Station Yard, Harrogate HG1 5DD",
                     *       "closedOn": null
                     *     }
                     */
                    "application/json": components["schemas"]["UnitPremises"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or the member has no unit with this id
             *       (another member's included, so that its existence is not given away).
             */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    updateUnit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The `ETag` of the resource as the client read it (the operation's `x-etag-from` names the read that answers it). A change made from a stale read is refused 412 (`version-mismatch`).
                 * @example "3f2b8c1e9a4d"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The unit's id.
                 * @example 0a1b2c3d-0000-4000-8000-000000000002
                 */
                unitId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "The Larder Bakery",
                 *       "addressLine1": "3 Market Place",
                 *       "addressLine2": "Off the square",
                 *       "town": "Knaresborough",
                 *       "postcode": "HG5 8AL",
                 *       "businessTypeId": "b1000000-0000-4000-8000-000000000001",
                 *       "hygieneRating": {
                 *         "scheme": "FHRS",
                 *         "value": "5",
                 *         "ratedOn": "2026-10-10"
                 *       },
                 *       "foodTypeIds": [
                 *         "f1000000-0000-4000-8000-000000000009"
                 *       ],
                 *       "equipmentTypeIds": [],
                 *       "localAuthorityRegisteredOn": "2026-09-01",
                 *       "employees": 3,
                 *       "isMobile": false,
                 *       "overnightLocation": null
                 *     }
                 */
                "application/json": components["schemas"]["UnitRequest"];
            };
        };
        responses: {
            /** @description The unit as changed. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0a1b2c3d-0000-4000-8000-000000001000",
                     *       "name": "The Larder Bakery",
                     *       "addressLine1": "3 Market Place",
                     *       "addressLine2": "Off the square",
                     *       "town": "Knaresborough",
                     *       "postcode": "HG5 8AL",
                     *       "status": "Open",
                     *       "isFranchiseUnit": false,
                     *       "businessTypeId": "b1000000-0000-4000-8000-000000000001",
                     *       "hygieneRating": {
                     *         "scheme": "FHRS",
                     *         "value": "5",
                     *         "ratedOn": "2026-10-10"
                     *       },
                     *       "foodTypeIds": [
                     *         "f1000000-0000-4000-8000-000000000009"
                     *       ],
                     *       "equipmentTypeIds": [],
                     *       "localAuthorityRegisteredOn": "2026-09-01",
                     *       "employees": 3,
                     *       "isMobile": false,
                     *       "overnightLocation": null,
                     *       "closedOn": null
                     *     }
                     */
                    "application/json": components["schemas"]["UnitPremises"];
                };
            };
            /**
             * @description - `invalid-request`: a field is missing or of the wrong shape, as for adding a unit; `errors`
             *       names it.
             *     - `unknown-business-type`: `businessTypeId` is not a business type of the reference data.
             *     - `unknown-food-type`: `foodTypeIds` names a food type not in the reference data, or one twice.
             *     - `unknown-equipment-type`: `equipmentTypeIds` names an equipment type not in the reference data,
             *       or one twice.
             *     - `date-in-future`: `hygieneRating.ratedOn` or `localAuthorityRegisteredOn` is after today.
             *     - `overnight-location-required`: a mobile unit (`isMobile`) without its `overnightLocation`.
             *     - `franchise-fields-fixed`: a coffee franchise unit's business type, food types or equipment types
             *       were changed: the franchise sets them.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or the member has no unit with this id
             *       (another member's included).
             */
            404: components["responses"]["NotFound"];
            /** @description - `unit-closed`: the unit is closed: a closed unit is kept as it was. */
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    closeUnit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The unit's id.
                 * @example 0a1b2c3d-0000-4000-8000-000000000002
                 */
                unitId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unit, closed. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0a1b2c3d-0000-4000-8000-000000001000",
                     *       "name": "The Larder Bakery",
                     *       "addressLine1": "3 Market Place",
                     *       "addressLine2": "Off the square",
                     *       "town": "Knaresborough",
                     *       "postcode": "HG5 8AL",
                     *       "status": "Closed",
                     *       "isFranchiseUnit": false,
                     *       "businessTypeId": "b1000000-0000-4000-8000-000000000001",
                     *       "hygieneRating": {
                     *         "scheme": "FHRS",
                     *         "value": "5",
                     *         "ratedOn": "2026-10-10"
                     *       },
                     *       "foodTypeIds": [
                     *         "f1000000-0000-4000-8000-000000000009"
                     *       ],
                     *       "equipmentTypeIds": [],
                     *       "localAuthorityRegisteredOn": "2026-09-01",
                     *       "employees": 3,
                     *       "isMobile": false,
                     *       "overnightLocation": null,
                     *       "closedOn": "2026-11-27"
                     *     }
                     */
                    "application/json": components["schemas"]["UnitPremises"];
                };
            };
            /**
             * @description - `invalid-request`: the request breaks this document (Bad input); `errors` names each field; or
             *       no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or the member has no unit with this id
             *       (another member's included).
             */
            404: components["responses"]["NotFound"];
            /**
             * @description - `unit-closed`: the unit is already closed.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getBusinessTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The business types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "b1000000-0000-4000-8000-000000000001",
                     *         "text": "Restaurant, café or snack bar"
                     *       },
                     *       {
                     *         "id": "b1000000-0000-4000-8000-000000000002",
                     *         "text": "Takeaway"
                     *       },
                     *       {
                     *         "id": "b1000000-0000-4000-8000-000000000006",
                     *         "text": "Mobile unit"
                     *       },
                     *       {
                     *         "id": "b1000000-0000-4000-8000-000000000009",
                     *         "text": "Coffee shop (franchise)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PremisesReferenceItem"][];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getEquipmentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The equipment types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "e1000000-0000-4000-8000-000000000001",
                     *         "text": "Gas range or hob"
                     *       },
                     *       {
                     *         "id": "e1000000-0000-4000-8000-000000000003",
                     *         "text": "Deep-fat fryer"
                     *       },
                     *       {
                     *         "id": "e1000000-0000-4000-8000-000000000011",
                     *         "text": "LPG cylinders"
                     *       },
                     *       {
                     *         "id": "e1000000-0000-4000-8000-000000000014",
                     *         "text": "Espresso machine"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PremisesReferenceItem"][];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getFoodTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The food types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "f1000000-0000-4000-8000-000000000001",
                     *         "text": "Raw meat"
                     *       },
                     *       {
                     *         "id": "f1000000-0000-4000-8000-000000000002",
                     *         "text": "Poultry"
                     *       },
                     *       {
                     *         "id": "f1000000-0000-4000-8000-000000000007",
                     *         "text": "Ready-to-eat salads and sandwiches"
                     *       },
                     *       {
                     *         "id": "f1000000-0000-4000-8000-000000000011",
                     *         "text": "Hot drinks"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PremisesReferenceItem"][];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getUnitsOverview: {
        parameters: {
            query?: {
                /**
                 * @description Any part of a membership number, unit name or postcode; case and spaces are ignored, and so are spaces around it.
                 * @example HG1
                 */
                search?: string;
                /**
                 * @description Only units of this business type (from `GET /members/reference-data/business-type`).
                 * @example b1000000-0000-4000-8000-000000000001
                 */
                businessTypeId?: components["schemas"]["Guid"];
                /**
                 * @description Only units with this hygiene rating, or with none (`Not rated`).
                 * @example 5
                 */
                rating?: components["schemas"]["UnitsOverviewRatingFilter"];
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the matching units. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "membershipNumber": "LM100001",
                     *           "unit": {
                     *             "id": "0a1b2c3d-0000-4000-8000-000000000002",
                     *             "name": "Larder Street Food Van",
                     *             "addressLine1": "Unit 4, Station Yard",
                     *             "town": "Harrogate",
                     *             "postcode": "HG1 5DD",
                     *             "status": "Open",
                     *             "isFranchiseUnit": false,
                     *             "businessTypeId": "b1000000-0000-4000-8000-000000000006",
                     *             "hygieneRating": {
                     *               "scheme": "FHRS",
                     *               "value": "4",
                     *               "ratedOn": "2025-09-27"
                     *             },
                     *             "foodTypeIds": [
                     *               "f1000000-0000-4000-8000-000000000001",
                     *               "f1000000-0000-4000-8000-000000000002"
                     *             ],
                     *             "equipmentTypeIds": [
                     *               "e1000000-0000-4000-8000-000000000002",
                     *               "e1000000-0000-4000-8000-000000000003"
                     *             ],
                     *             "localAuthorityRegisteredOn": "2025-03-27",
                     *             "employees": 2,
                     *             "isMobile": true,
                     *             "overnightLocation": "Unit 4, Station Yard, Harrogate HG1 5DD",
                     *             "closedOn": null
                     *           }
                     *         },
                     *         {
                     *           "membershipNumber": "LM100001",
                     *           "unit": {
                     *             "id": "0a1b2c3d-0000-4000-8000-000000000001",
                     *             "name": "The Larder Café",
                     *             "addressLine1": "12 Church Street",
                     *             "town": "Harrogate",
                     *             "postcode": "HG1 1AA",
                     *             "status": "Open",
                     *             "isFranchiseUnit": false,
                     *             "businessTypeId": "b1000000-0000-4000-8000-000000000001",
                     *             "hygieneRating": {
                     *               "scheme": "FHRS",
                     *               "value": "5",
                     *               "ratedOn": "2026-04-27"
                     *             },
                     *             "foodTypeIds": [
                     *               "f1000000-0000-4000-8000-000000000004",
                     *               "f1000000-0000-4000-8000-000000000005"
                     *             ],
                     *             "equipmentTypeIds": [
                     *               "e1000000-0000-4000-8000-000000000001",
                     *               "e1000000-0000-4000-8000-000000000004"
                     *             ],
                     *             "localAuthorityRegisteredOn": "2023-07-27",
                     *             "employees": 6,
                     *             "isMobile": false,
                     *             "overnightLocation": null,
                     *             "closedOn": null
                     *           }
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 2,
                     *       "total": 43
                     *     }
                     */
                    "application/json": components["schemas"]["UnitsOverviewPage"];
                };
            };
            /**
             * @description - `invalid-request`: a malformed filter or page (`businessTypeId` not a GUID, an unknown `rating`,
             *       `page` below 1, `pageSize` outside 1 to 100); `errors` names the parameter.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getUnitChoices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every unit of the member, open first, then by name (a member with none gets an empty list). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "0a1b2c3d-0000-4000-8000-000000000002",
                     *         "name": "Larder Street Food Van",
                     *         "addressLine1": "Unit 4, Station Yard",
                     *         "town": "Harrogate",
                     *         "postcode": "HG1 5DD",
                     *         "status": "Open",
                     *         "isFranchiseUnit": false
                     *       },
                     *       {
                     *         "id": "0a1b2c3d-0000-4000-8000-000000000001",
                     *         "name": "The Larder Café",
                     *         "addressLine1": "12 Church Street",
                     *         "town": "Harrogate",
                     *         "postcode": "HG1 1AA",
                     *         "status": "Open",
                     *         "isFranchiseUnit": false
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["UnitChoice"][];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getDefaultFoodSafety: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current version and the list of every version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "current": {
                     *         "version": 2,
                     *         "answers": {
                     *           "cleaning": {
                     *             "schedule": "Food surfaces and equipment are cleaned and disinfected after use and at the end of each day; floors daily; fridges weekly; a deep clean monthly, following the cleaning schedule on the wall.",
                     *             "twoStage": "yes",
                     *             "disinfectantStandard": "yes"
                     *           },
                     *           "chilling": {
                     *             "chilledLimit": 5,
                     *             "frozenLimit": -18,
                     *             "checks": "Fridge and freezer temperatures are checked and recorded at opening and closing. Food above the limit is moved, and the fridge is repaired or replaced.",
                     *             "cooling": "Cooked food is divided into small portions in shallow trays and chilled within 90 minutes."
                     *           },
                     *           "haccp": {
                     *             "controlPoints": [
                     *               {
                     *                 "step": "Chilled storage",
                     *                 "hazard": "Bacteria multiply in food kept too warm",
                     *                 "criticalLimit": "8 °C or below (aim for 5 °C)",
                     *                 "monitoring": "Fridge temperatures checked and recorded at opening and closing",
                     *                 "correctiveAction": "Move food to another fridge; throw away high-risk food above 8 °C for more than 4 hours; call an engineer"
                     *               }
                     *             ]
                     *           }
                     *         },
                     *         "publishedOn": "2026-10-27T01:36:49.704Z",
                     *         "publishedBy": "Larder compliance team",
                     *         "note": "Chilled food: keep to the recommended 5 °C rather than the legal limit of 8 °C."
                     *       },
                     *       "versions": [
                     *         {
                     *           "version": 2,
                     *           "publishedOn": "2026-10-27T01:36:49.704Z",
                     *           "publishedBy": "Larder compliance team",
                     *           "note": "Chilled food: keep to the recommended 5 °C rather than the legal limit of 8 °C."
                     *         },
                     *         {
                     *           "version": 1,
                     *           "publishedOn": "2025-09-27T01:36:49.704Z",
                     *           "publishedBy": "Larder compliance team",
                     *           "note": "First version: the safe methods of Safer Food, Better Business."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DefaultDocument"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    publishDefaultFoodSafety: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "answers": {
                 *         "chilling": {
                 *           "chilledLimit": 5,
                 *           "frozenLimit": -18,
                 *           "checks": "Fridge and freezer temperatures are checked and recorded at opening and closing. Food above the limit is moved, and the fridge is repaired or replaced.",
                 *           "cooling": "Cooked food is divided into small portions in shallow trays and chilled within 90 minutes."
                 *         }
                 *       },
                 *       "note": "Allergen matrix updated for the 14 allergens."
                 *     }
                 */
                "application/json": components["schemas"]["PublishDefaultDocumentRequest"];
            };
        };
        responses: {
            /** @description The version as published. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "version": 3,
                     *       "answers": {
                     *         "chilling": {
                     *           "chilledLimit": 5,
                     *           "frozenLimit": -18,
                     *           "checks": "Fridge and freezer temperatures are checked and recorded at opening and closing. Food above the limit is moved, and the fridge is repaired or replaced.",
                     *           "cooling": "Cooked food is divided into small portions in shallow trays and chilled within 90 minutes."
                     *         },
                     *         "management": {
                     *           "diary": "yes",
                     *           "fourWeeklyReview": "yes"
                     *         }
                     *       },
                     *       "publishedOn": "2026-11-27T01:36:50.577Z",
                     *       "publishedBy": "Lee Harper",
                     *       "note": "Allergen matrix updated for the 14 allergens."
                     *     }
                     */
                    "application/json": components["schemas"]["DefaultDocumentVersion"];
                };
            };
            /**
             * @description - `invalid-request`: `answers` is not an object of sections, or there is no `note` saying what
             *       changed; or no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `document-incomplete`: a section of the default document is not complete; the detail names the
             *       sections.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getDefaultFoodSafetyVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The version's number.
                 * @example 1
                 */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "version": 1,
                     *       "answers": {
                     *         "chilling": {
                     *           "chilledLimit": 8,
                     *           "frozenLimit": -18,
                     *           "checks": "Fridge and freezer temperatures are checked and recorded at opening and closing. Food above the limit is moved, and the fridge is repaired or replaced.",
                     *           "cooling": "Cooked food is divided into small portions in shallow trays and chilled within 90 minutes."
                     *         }
                     *       },
                     *       "publishedOn": "2025-09-27T01:36:49.704Z",
                     *       "publishedBy": "Larder compliance team",
                     *       "note": "First version: the safe methods of Safer Food, Better Business."
                     *     }
                     */
                    "application/json": components["schemas"]["DefaultDocumentVersion"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no version has this number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getComplianceSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The compliance summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "documentsDue": [
                     *         {
                     *           "documentId": "d0c00000-0000-4000-8000-000000000040",
                     *           "type": "healthAndSafetyPolicy",
                     *           "unitId": null,
                     *           "unitName": null,
                     *           "status": "Overdue",
                     *           "reviewDate": "2026-09-28"
                     *         },
                     *         {
                     *           "documentId": "d0c00000-0000-4000-8000-000000000043",
                     *           "type": "fireSafetyRiskAssessment",
                     *           "unitId": "0a1b2c3d-0000-4000-8000-000000000040",
                     *           "unitName": "Harbour Lights Bistro",
                     *           "status": "Overdue",
                     *           "reviewDate": "2026-11-22"
                     *         },
                     *         {
                     *           "documentId": "d0c00000-0000-4000-8000-000000000041",
                     *           "type": "coshh",
                     *           "unitId": null,
                     *           "unitName": null,
                     *           "status": "Review due",
                     *           "reviewDate": "2026-12-07"
                     *         }
                     *       ],
                     *       "unitsWithoutRiskAssessment": [
                     *         {
                     *           "unitId": "0a1b2c3d-0000-4000-8000-000000000040",
                     *           "unitName": "Harbour Lights Bistro",
                     *           "missing": [
                     *             "fireSafetyRiskAssessment"
                     *           ]
                     *         },
                     *         {
                     *           "unitId": "0a1b2c3d-0000-4000-8000-000000000041",
                     *           "unitName": "Harbour Lights Kiosk",
                     *           "missing": [
                     *             "foodSafetyRiskAssessment",
                     *             "fireSafetyRiskAssessment"
                     *           ]
                     *         }
                     *       ],
                     *       "openUnitCount": 2,
                     *       "documentTypesMade": [
                     *         "healthAndSafetyPolicy",
                     *         "coshh",
                     *         "fireSafetyRiskAssessment"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ComplianceSummary"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getMemberDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "businessName": "Larder Kitchens Ltd",
                     *       "documents": [
                     *         {
                     *           "id": "d0c00000-0000-4000-8000-000000000001",
                     *           "type": "healthAndSafetyPolicy",
                     *           "unitId": null,
                     *           "draftSavedOn": null,
                     *           "latestVersion": {
                     *             "version": 2,
                     *             "signature": {
                     *               "name": "Priya Shah",
                     *               "role": "Director",
                     *               "signedOn": "2026-03-02",
                     *               "seniorPersonConfirmed": true
                     *             },
                     *             "reviewDate": "2027-03-02",
                     *             "completedAt": "2026-03-02T01:36:49.704Z",
                     *             "definitionRevision": 1,
                     *             "defaultsVersion": null
                     *           },
                     *           "upload": null
                     *         },
                     *         {
                     *           "id": "d0c00000-0000-4000-8000-000000000002",
                     *           "type": "coshh",
                     *           "unitId": null,
                     *           "draftSavedOn": null,
                     *           "latestVersion": null,
                     *           "upload": {
                     *             "fileName": "COSHH assessment.pdf",
                     *             "contentType": "application/pdf",
                     *             "size": 595,
                     *             "uploadedOn": "2026-07-30T01:36:49.704Z",
                     *             "reviewDate": "2027-07-25"
                     *           }
                     *         },
                     *         {
                     *           "id": "d0c00000-0000-4000-8000-000000000006",
                     *           "type": "fireSafetyRiskAssessment",
                     *           "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                     *           "draftSavedOn": "2026-11-24T01:36:49.704Z",
                     *           "latestVersion": null,
                     *           "upload": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MemberDocuments"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "healthAndSafetyRiskAssessment",
                 *       "unitId": "0a1b2c3d-0000-4000-8000-000000000002"
                 *     }
                 */
                "application/json": components["schemas"]["CreateDocumentRequest"];
            };
        };
        responses: {
            /** @description The new document with its draft. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "d0c00000-0000-4000-8000-000000001000",
                     *       "type": "healthAndSafetyRiskAssessment",
                     *       "unitId": "0a1b2c3d-0000-4000-8000-000000000002",
                     *       "draftSavedOn": "2026-11-27T01:39:05.547Z",
                     *       "latestVersion": null,
                     *       "upload": null,
                     *       "draft": {
                     *         "answers": {},
                     *         "step": 0,
                     *         "savedOn": "2026-11-27T01:39:05.547Z",
                     *         "basedOnVersion": null,
                     *         "defaultsVersion": null,
                     *         "suggestions": {
                     *           "hazards": {
                     *             "hazards": [
                     *               {
                     *                 "hazard": "Slips and trips",
                     *                 "whoAndHow": "Staff and customers could slip on wet or greasy floors or trip over boxes and cables, causing sprains, fractures or head injuries.",
                     *                 "alreadyDoing": "",
                     *                 "furtherAction": "",
                     *                 "actionBy": "",
                     *                 "actionDue": null,
                     *                 "done": ""
                     *               }
                     *             ]
                     *           }
                     *         },
                     *         "confirmedSections": []
                     *       },
                     *       "versions": []
                     *     }
                     */
                    "application/json": components["schemas"]["ComplianceDocument"];
                };
            };
            /**
             * @description - `invalid-request`: `type` is not one of the five document types; or no `Idempotency-Key`, or one
             *       that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `document-not-per-unit`: a `unitId` for a document that covers the whole business.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or `unitId` is not one of the member's units
             *       (another member's included).
             */
            404: components["responses"]["NotFound"];
            /**
             * @description - `unit-closed`: the unit is closed: no new documents are made for it.
             *     - `document-exists`: the document exists already: it is opened to continue or reviewed.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The document's id.
                 * @example d0c00000-0000-4000-8000-000000000006
                 */
                documentId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "d0c00000-0000-4000-8000-000000000006",
                     *       "type": "fireSafetyRiskAssessment",
                     *       "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                     *       "draftSavedOn": "2026-11-24T01:36:49.704Z",
                     *       "latestVersion": null,
                     *       "upload": null,
                     *       "draft": {
                     *         "answers": {
                     *           "premises": {
                     *             "businessName": "Larder Kitchens Ltd",
                     *             "premisesDescription": "A two-storey café: kitchen and counter on the ground floor, seating for 40; store room and office upstairs.",
                     *             "peopleAtRisk": [
                     *               "Employees",
                     *               "Customers and visitors"
                     *             ],
                     *             "maxPeople": 45
                     *           },
                     *           "hazards": {
                     *             "ignitionSources": [
                     *               "Cooking appliances",
                     *               "Deep-fat fryers",
                     *               "Electrical equipment"
                     *             ],
                     *             "fuelSources": [
                     *               "Cooking oil and fat",
                     *               "Packaging and waste"
                     *             ],
                     *             "extractionCleaned": "yes",
                     *             "otherHazards": ""
                     *           }
                     *         },
                     *         "step": 2,
                     *         "savedOn": "2026-11-24T01:36:49.704Z",
                     *         "basedOnVersion": null,
                     *         "defaultsVersion": null,
                     *         "suggestions": {},
                     *         "confirmedSections": [
                     *           "premises",
                     *           "hazards"
                     *         ]
                     *       },
                     *       "versions": []
                     *     }
                     */
                    "application/json": components["schemas"]["ComplianceDocument"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or the member has no document with this id
             *       (another member's included).
             */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    saveDraft: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The `ETag` of the resource as the client read it (the operation's `x-etag-from` names the read that answers it). A change made from a stale read is refused 412 (`version-mismatch`).
                 * @example "3f2b8c1e9a4d"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The document's id.
                 * @example d0c00000-0000-4000-8000-000000000001
                 */
                documentId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "answers": {
                 *         "premises": {
                 *           "businessName": "Larder Kitchens Ltd",
                 *           "premisesDescription": "A two-storey café: kitchen and counter on the ground floor, seating for 40; store room and office upstairs.",
                 *           "peopleAtRisk": [
                 *             "Employees",
                 *             "Customers and visitors"
                 *           ],
                 *           "maxPeople": 45
                 *         }
                 *       },
                 *       "step": 1
                 *     }
                 */
                "application/json": components["schemas"]["SaveDraftRequest"];
            };
        };
        responses: {
            /** @description The document with its saved draft. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "d0c00000-0000-4000-8000-000000000006",
                     *       "type": "fireSafetyRiskAssessment",
                     *       "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                     *       "draftSavedOn": "2026-11-27T10:12:31.208Z",
                     *       "latestVersion": null,
                     *       "upload": null,
                     *       "draft": {
                     *         "answers": {
                     *           "premises": {
                     *             "businessName": "Larder Kitchens Ltd",
                     *             "premisesDescription": "A two-storey café: kitchen and counter on the ground floor, seating for 40; store room and office upstairs.",
                     *             "peopleAtRisk": [
                     *               "Employees",
                     *               "Customers and visitors"
                     *             ],
                     *             "maxPeople": 45
                     *           }
                     *         },
                     *         "step": 1,
                     *         "savedOn": "2026-11-27T10:12:31.208Z",
                     *         "basedOnVersion": null,
                     *         "defaultsVersion": null,
                     *         "suggestions": {},
                     *         "confirmedSections": [
                     *           "premises"
                     *         ]
                     *       },
                     *       "versions": []
                     *     }
                     */
                    "application/json": components["schemas"]["ComplianceDocument"];
                };
            };
            /** @description - `invalid-request`: `answers` is not an object of sections, or `step` is out of range. */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or the member has no document with this id
             *       (another member's included).
             */
            404: components["responses"]["NotFound"];
            /**
             * @description - `draft-not-open`: no draft is open: a signed version cannot be changed; a review (`startReview`)
             *       makes a new draft.
             */
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    startReview: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The document's id.
                 * @example d0c00000-0000-4000-8000-000000000001
                 */
                documentId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document with its new draft. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "d0c00000-0000-4000-8000-000000000001",
                     *       "type": "healthAndSafetyPolicy",
                     *       "unitId": null,
                     *       "draftSavedOn": "2026-11-27T01:36:50.492Z",
                     *       "latestVersion": {
                     *         "version": 2,
                     *         "signature": {
                     *           "name": "Priya Shah",
                     *           "role": "Director",
                     *           "signedOn": "2026-03-02",
                     *           "seniorPersonConfirmed": true
                     *         },
                     *         "reviewDate": "2027-03-02",
                     *         "completedAt": "2026-03-02T01:36:49.704Z",
                     *         "definitionRevision": 1,
                     *         "defaultsVersion": null
                     *       },
                     *       "upload": null,
                     *       "draft": {
                     *         "answers": {
                     *           "responsibilities": {
                     *             "overallName": "Priya Shah",
                     *             "overallRole": "Director",
                     *             "dayToDayName": "Jo Mills",
                     *             "dayToDayRole": "Café manager"
                     *           },
                     *           "business": {
                     *             "businessName": "Larder Kitchens Ltd",
                     *             "employees": 6
                     *           }
                     *         },
                     *         "step": 0,
                     *         "savedOn": "2026-11-27T01:36:50.492Z",
                     *         "basedOnVersion": 2,
                     *         "defaultsVersion": null,
                     *         "suggestions": {},
                     *         "confirmedSections": []
                     *       },
                     *       "versions": [
                     *         {
                     *           "version": 2,
                     *           "answers": {
                     *             "responsibilities": {
                     *               "overallName": "Priya Shah",
                     *               "overallRole": "Director",
                     *               "dayToDayName": "Jo Mills",
                     *               "dayToDayRole": "Café manager"
                     *             },
                     *             "business": {
                     *               "businessName": "Larder Kitchens Ltd",
                     *               "employees": 6
                     *             }
                     *           },
                     *           "signature": {
                     *             "name": "Priya Shah",
                     *             "role": "Director",
                     *             "signedOn": "2026-03-02",
                     *             "seniorPersonConfirmed": true
                     *           },
                     *           "reviewDate": "2027-03-02",
                     *           "completedAt": "2026-03-02T01:36:49.704Z",
                     *           "definitionRevision": 1,
                     *           "defaultsVersion": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ComplianceDocument"];
                };
            };
            /**
             * @description - `invalid-request`: the request breaks this document (Bad input); `errors` names each field; or
             *       no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or the member has no document with this id
             *       (another member's included).
             */
            404: components["responses"]["NotFound"];
            /**
             * @description - `draft-already-open`: a draft is open already: it is continued instead.
             *     - `no-signed-version`: no version has been signed yet, so there is nothing to review.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    signDocument: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The document's id.
                 * @example d0c00000-0000-4000-8000-000000000003
                 */
                documentId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "signature": {
                 *         "name": "Priya Shah",
                 *         "role": "Director",
                 *         "signedOn": "2026-11-27"
                 *       },
                 *       "reviewDate": "2027-11-26"
                 *     }
                 */
                "application/json": components["schemas"]["SignDocumentRequest"];
            };
        };
        responses: {
            /** @description The document with its new signed version. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "d0c00000-0000-4000-8000-000000000003",
                     *       "type": "foodSafetyRiskAssessment",
                     *       "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                     *       "draftSavedOn": null,
                     *       "latestVersion": {
                     *         "version": 2,
                     *         "signature": {
                     *           "name": "Priya Shah",
                     *           "role": "Director",
                     *           "signedOn": "2026-11-27"
                     *         },
                     *         "reviewDate": "2027-11-26",
                     *         "completedAt": "2026-11-27T01:39:05.689Z",
                     *         "definitionRevision": 1,
                     *         "defaultsVersion": 1
                     *       },
                     *       "upload": null,
                     *       "draft": null,
                     *       "versions": [
                     *         {
                     *           "version": 2,
                     *           "answers": {
                     *             "business": {
                     *               "businessName": "Larder Kitchens Ltd",
                     *               "foodDescription": "Breakfasts, sandwiches, salads, soups and cakes made on the premises; hot and cold drinks.",
                     *               "allergensUsed": [
                     *                 "Cereals containing gluten",
                     *                 "Eggs",
                     *                 "Milk",
                     *                 "Mustard",
                     *                 "Celery"
                     *               ],
                     *               "ppds": "yes",
                     *               "ppdsLabelling": "Printed labels with the name and full ingredients, the allergens in bold, made from the recipe sheet."
                     *             },
                     *             "chilling": {
                     *               "chilledLimit": 8,
                     *               "frozenLimit": -18
                     *             }
                     *           },
                     *           "signature": {
                     *             "name": "Priya Shah",
                     *             "role": "Director",
                     *             "signedOn": "2026-11-27"
                     *           },
                     *           "reviewDate": "2027-11-26",
                     *           "completedAt": "2026-11-27T01:39:05.689Z",
                     *           "definitionRevision": 1,
                     *           "defaultsVersion": 1
                     *         },
                     *         {
                     *           "version": 1,
                     *           "answers": {
                     *             "business": {
                     *               "businessName": "Larder Kitchens Ltd",
                     *               "foodDescription": "Breakfasts, sandwiches, salads, soups and cakes made on the premises; hot and cold drinks.",
                     *               "allergensUsed": [
                     *                 "Cereals containing gluten",
                     *                 "Eggs",
                     *                 "Milk",
                     *                 "Mustard",
                     *                 "Celery"
                     *               ],
                     *               "ppds": "yes",
                     *               "ppdsLabelling": "Printed labels with the name and full ingredients, the allergens in bold, made from the recipe sheet."
                     *             },
                     *             "chilling": {
                     *               "chilledLimit": 8,
                     *               "frozenLimit": -18
                     *             }
                     *           },
                     *           "signature": {
                     *             "name": "Priya Shah",
                     *             "role": "Director",
                     *             "signedOn": "2026-05-01"
                     *           },
                     *           "reviewDate": "2027-04-26",
                     *           "completedAt": "2026-05-01T01:36:49.704Z",
                     *           "definitionRevision": 1,
                     *           "defaultsVersion": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ComplianceDocument"];
                };
            };
            /**
             * @description - `invalid-request`: the signer's `name` or `role` is missing, or a date is not `yyyy-MM-dd`;
             *       `errors` names the field; or no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `document-incomplete`: a section of the draft is not finished; the detail names the sections.
             *     - `parts-not-confirmed`: a section of the draft has not been confirmed by the member (it is not in
             *       the draft's `confirmedSections`); the detail names the sections.
             *     - `date-in-future`: `signature.signedOn` is after today.
             *     - `review-date-out-of-range`: `reviewDate` is not after the date signed, or more than 12 months
             *       after it.
             *     - `senior-person-required`: the Health & Safety Policy without `signature.seniorPersonConfirmed`.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller is not the member: staff acting for them (`accountManager`) and
             *       developers included, since signing a legal document is the member's own act.
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or the member has no document with this id
             *       (another member's included).
             */
            404: components["responses"]["NotFound"];
            /**
             * @description - `draft-not-open`: there is no draft to sign, for example once it has been signed.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    downloadUploadedDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The document's id.
                 * @example d0c00000-0000-4000-8000-000000000002
                 */
                documentId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The uploaded file. */
            200: {
                headers: {
                    /** @description `attachment`, with the uploaded file's name (emoji, Japanese, quotes and long names kept). */
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "application/msword": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "application/octet-stream": Blob;
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or no uploaded file for this document (none
             *       uploaded, or not the member's document).
             */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    uploadDocument: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "documentType": "fireSafetyRiskAssessment",
                 *       "reviewDate": "2027-11-20",
                 *       "file": "(the document, a PDF)"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["DocumentUploadForm"];
            };
        };
        responses: {
            /** @description The document's summary, with the new upload. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "d0c00000-0000-4000-8000-000000001001",
                     *       "type": "fireSafetyRiskAssessment",
                     *       "unitId": "0a1b2c3d-0000-4000-8000-000000000002",
                     *       "draftSavedOn": null,
                     *       "latestVersion": null,
                     *       "upload": {
                     *         "fileName": "Fire risk assessment.pdf",
                     *         "contentType": "application/pdf",
                     *         "size": 48213,
                     *         "uploadedOn": "2026-11-27T01:36:50.515Z",
                     *         "reviewDate": "2027-11-26"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ComplianceDocumentSummary"];
                };
            };
            /**
             * @description - `invalid-request`: the body is not multipart, `documentType` is unknown, or `reviewDate` is
             *       missing or not a date; or no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `document-not-per-unit`: a `unitId` for a document that covers the whole business.
             *     - `file-required`: not exactly one `file` file.
             *     - `file-empty`: the file is empty.
             *     - `file-too-large`: the file is larger than 10 MB.
             *     - `file-type-not-accepted`: the file is not of an accepted type, judged by its bytes, never its
             *       name.
             *     - `image-too-large`: the file is an image of more than 40 megapixels.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or `unitId` is not one of the member's units
             *       (another member's included).
             */
            404: components["responses"]["NotFound"];
            /**
             * @description - `unit-closed`: the unit is closed: no new documents are made for it.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getTrainees: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's trainees, active and archived, by last name then first name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "7a1e0000-0000-4000-8000-000000000102",
                     *         "firstName": "Hannah",
                     *         "lastName": "Clarke",
                     *         "jobRole": "Supervisor",
                     *         "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                     *         "startDate": "2021-10-28",
                     *         "status": "Active",
                     *         "archivedOn": null
                     *       },
                     *       {
                     *         "id": "7a1e0000-0000-4000-8000-000000000106",
                     *         "firstName": "Sam",
                     *         "lastName": "Turner",
                     *         "jobRole": "KitchenPorter",
                     *         "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                     *         "startDate": "2024-10-28",
                     *         "status": "Archived",
                     *         "archivedOn": "2026-06-30"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Trainee"][];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             *     - `permission-required`: the membership does not include training (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    createTrainee: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Gwen",
                 *       "lastName": "Hall",
                 *       "jobRole": "Chef",
                 *       "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                 *       "startDate": "2025-03-03"
                 *     }
                 */
                "application/json": components["schemas"]["TraineeRequest"];
            };
        };
        responses: {
            /** @description The new trainee. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "7a1e0000-0000-4000-8000-000000001000",
                     *       "firstName": "Gwen",
                     *       "lastName": "Hall",
                     *       "jobRole": "Chef",
                     *       "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                     *       "startDate": "2025-03-03",
                     *       "status": "Active",
                     *       "archivedOn": null
                     *     }
                     */
                    "application/json": components["schemas"]["Trainee"];
                };
            };
            /**
             * @description - `invalid-request`: a name missing or over 50 characters, a job role not in the list, or a start
             *       date not as `yyyy-MM-dd`; `errors` names the field; or no `Idempotency-Key`, or one that is not a
             *       UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `date-in-future`: `startDate` is after today.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             *     - `permission-required`: the membership does not include training (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or `unitId` is not one of the member's units
             *       (another member's unit is as unknown as none).
             */
            404: components["responses"]["NotFound"];
            /**
             * @description - `unit-closed`: the unit is closed: trainees are not added to it.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getTrainee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The trainee's id.
                 * @example 7a1e0000-0000-4000-8000-000000000101
                 */
                traineeId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trainee. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "7a1e0000-0000-4000-8000-000000000101",
                     *       "firstName": "Marco",
                     *       "lastName": "Rossi",
                     *       "jobRole": "Chef",
                     *       "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                     *       "startDate": "2023-10-28",
                     *       "status": "Active",
                     *       "archivedOn": null
                     *     }
                     */
                    "application/json": components["schemas"]["Trainee"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             *     - `permission-required`: the membership does not include training (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or no such trainee of this member (an unknown
             *       id, another member's trainee).
             */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    updateTrainee: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The `ETag` of the resource as the client read it (the operation's `x-etag-from` names the read that answers it). A change made from a stale read is refused 412 (`version-mismatch`).
                 * @example "3f2b8c1e9a4d"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The trainee's id.
                 * @example 7a1e0000-0000-4000-8000-000000000101
                 */
                traineeId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Marco",
                 *       "lastName": "Rossi",
                 *       "jobRole": "Supervisor",
                 *       "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                 *       "startDate": "2023-10-28"
                 *     }
                 */
                "application/json": components["schemas"]["TraineeRequest"];
            };
        };
        responses: {
            /** @description The changed trainee. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "7a1e0000-0000-4000-8000-000000000101",
                     *       "firstName": "Marco",
                     *       "lastName": "Rossi",
                     *       "jobRole": "Supervisor",
                     *       "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                     *       "startDate": "2023-10-28",
                     *       "status": "Active",
                     *       "archivedOn": null
                     *     }
                     */
                    "application/json": components["schemas"]["Trainee"];
                };
            };
            /**
             * @description - `invalid-request`: a field is not acceptable, as for adding a trainee; `errors` names it.
             *     - `date-in-future`: `startDate` is after today.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             *     - `permission-required`: the membership does not include training (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, no such trainee of this member, or `unitId`
             *       is not one of the member's units.
             */
            404: components["responses"]["NotFound"];
            /**
             * @description - `trainee-archived`: the trainee is archived: an archived trainee is kept as it was.
             *     - `unit-closed`: the trainee would move to a closed unit.
             */
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    archiveTrainee: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The trainee's id.
                 * @example 7a1e0000-0000-4000-8000-000000000101
                 */
                traineeId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trainee, archived today. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "7a1e0000-0000-4000-8000-000000000103",
                     *       "firstName": "Jess",
                     *       "lastName": "Patel",
                     *       "jobRole": "FrontOfHouse",
                     *       "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                     *       "startDate": "2024-10-28",
                     *       "status": "Archived",
                     *       "archivedOn": "2026-11-27"
                     *     }
                     */
                    "application/json": components["schemas"]["Trainee"];
                };
            };
            /**
             * @description - `invalid-request`: the request breaks this document (Bad input); `errors` names each field; or
             *       no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             *     - `permission-required`: the membership does not include training (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number, or no such trainee of this member. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `trainee-archived`: the trainee is archived already.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getTrainingAndGasSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The training and gas safety counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingAndGasSummary"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    uploadCertificate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "traineeId": "7a1e0000-0000-4000-8000-000000000101",
                 *       "courseId": "c0de0000-0000-4000-8000-000000000004",
                 *       "completedOn": "2026-10-02",
                 *       "file": "(the certificate, a PDF)"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["TrainingCertificateUpload"];
            };
        };
        responses: {
            /** @description The recorded certificate. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ce270000-0000-4000-8000-000000001001",
                     *       "traineeId": "7a1e0000-0000-4000-8000-000000000101",
                     *       "courseId": "c0de0000-0000-4000-8000-000000000004",
                     *       "completedOn": "2026-11-20",
                     *       "expiresOn": "2028-11-20",
                     *       "expiryStated": false,
                     *       "file": {
                     *         "name": "marco-rossi-allergen-awareness.pdf",
                     *         "contentType": "application/pdf",
                     *         "size": 184320
                     *       },
                     *       "uploadedOn": "2026-11-27T09:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TrainingCertificate"];
                };
            };
            /**
             * @description - `invalid-request`: the body is not multipart, or a date is not as `yyyy-MM-dd`; `errors` names
             *       the field; or no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `unknown-course`: `courseId` is not a course of the catalogue (`getCourses`).
             *     - `date-in-future`: `completedOn` is after today.
             *     - `expiry-before-completion`: `expiresOn` is before `completedOn`.
             *     - `file-required`: not exactly one `file` file.
             *     - `file-empty`: the certificate file is empty.
             *     - `file-too-large`: the certificate file is larger than 10 MB.
             *     - `file-type-not-accepted`: the certificate file is not of an accepted type, judged by its bytes,
             *       never its name.
             *     - `image-too-large`: the certificate file is an image of more than 40 megapixels.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             *     - `permission-required`: the membership does not include training (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or `traineeId` is not one of the member's
             *       trainees (also when it is missing).
             */
            404: components["responses"]["NotFound"];
            /**
             * @description - `trainee-archived`: the trainee is archived: no certificates are added for them.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    downloadCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The certificate's id.
                 * @example ce270000-0000-4000-8000-000000000001
                 */
                certificateId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate's file. */
            200: {
                headers: {
                    /** @description `attachment` with the file's name as it was uploaded. */
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "application/octet-stream": Blob;
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             *     - `permission-required`: the membership does not include training (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, no such certificate of this member, or no
             *       file kept for it.
             */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getRoleRequirements: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One requirement per job role. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "jobRole": "Chef",
                     *         "courseIds": [
                     *           "c0de0000-0000-4000-8000-000000000002"
                     *         ]
                     *       },
                     *       {
                     *         "jobRole": "KitchenAssistant",
                     *         "courseIds": [
                     *           "c0de0000-0000-4000-8000-000000000002"
                     *         ]
                     *       },
                     *       {
                     *         "jobRole": "KitchenPorter",
                     *         "courseIds": [
                     *           "c0de0000-0000-4000-8000-000000000001"
                     *         ]
                     *       },
                     *       {
                     *         "jobRole": "FrontOfHouse",
                     *         "courseIds": [
                     *           "c0de0000-0000-4000-8000-000000000001",
                     *           "c0de0000-0000-4000-8000-000000000004"
                     *         ]
                     *       },
                     *       {
                     *         "jobRole": "Supervisor",
                     *         "courseIds": [
                     *           "c0de0000-0000-4000-8000-000000000003"
                     *         ]
                     *       },
                     *       {
                     *         "jobRole": "Other",
                     *         "courseIds": []
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["RoleRequirement"][];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             *     - `permission-required`: the membership does not include training (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    updateRoleRequirement: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The `ETag` of the resource as the client read it (the operation's `x-etag-from` names the read that answers it). A change made from a stale read is refused 412 (`version-mismatch`).
                 * @example "3f2b8c1e9a4d"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The job role whose requirement is set; any other value is answered 404.
                 * @example FrontOfHouse
                 */
                jobRole: components["schemas"]["JobRole"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "courseIds": [
                 *         "c0de0000-0000-4000-8000-000000000004",
                 *         "c0de0000-0000-4000-8000-000000000001"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RoleRequirementRequest"];
            };
        };
        responses: {
            /** @description The role's requirement as kept. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "jobRole": "FrontOfHouse",
                     *       "courseIds": [
                     *         "c0de0000-0000-4000-8000-000000000001",
                     *         "c0de0000-0000-4000-8000-000000000004"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["RoleRequirement"];
                };
            };
            /**
             * @description - `invalid-request`: `courseIds` is missing or not a list of course ids.
             *     - `unknown-course`: `courseIds` names a course not in the catalogue; `errors` names which.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             *     - `permission-required`: the membership does not include training (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number, or `jobRole` is not a job role. */
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getCourses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every course of the catalogue, in the order it is offered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "c0de0000-0000-4000-8000-000000000002",
                     *         "code": "food-hygiene-level-2",
                     *         "name": "Level 2 Food Hygiene",
                     *         "level": 2,
                     *         "provider": "Larder Training (online)",
                     *         "duration": {
                     *           "amount": 4,
                     *           "unit": "hours"
                     *         },
                     *         "memberPrice": 25,
                     *         "refreshMonths": 36,
                     *         "refreshNote": "No legal expiry; refreshing every 3 years is common practice.",
                     *         "description": "For anyone who prepares, cooks or serves open food: personal hygiene, contamination, temperatures, cleaning and allergens."
                     *       },
                     *       {
                     *         "id": "c0de0000-0000-4000-8000-000000000009",
                     *         "code": "fire-marshal",
                     *         "name": "Fire Marshal",
                     *         "level": null,
                     *         "provider": "Larder Training (classroom)",
                     *         "duration": {
                     *           "amount": 0.5,
                     *           "unit": "days"
                     *         },
                     *         "memberPrice": 85,
                     *         "refreshMonths": 36,
                     *         "refreshNote": "About every 3 years; every year where the fire risk is higher.",
                     *         "description": "Fire prevention in a kitchen, using extinguishers and fire blankets, and leading an evacuation."
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["TrainingCourse"][];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getCertificateList: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description The order: `expiresOn` (the superseded last) or `completedOn`. */
                sort?: "expiresOn" | "completedOn";
                /** @description The sort direction. */
                direction?: components["parameters"]["Direction"];
                /**
                 * @description Only the certificates that count with this status (superseded ones are left out).
                 * @example expiringSoon
                 */
                status?: "valid" | "expiringSoon" | "expired";
                /**
                 * @description Only this trainee's certificates.
                 * @example 7a1e0000-0000-4000-8000-000000000101
                 */
                traineeId?: components["schemas"]["Guid"];
                /** @description Also the certificates of archived trainees. */
                includeArchived?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the certificates, with their standing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "standing": "expiringSoon",
                     *           "certificate": {
                     *             "id": "ce270000-0000-4000-8000-000000000006",
                     *             "traineeId": "7a1e0000-0000-4000-8000-000000000103",
                     *             "courseId": "c0de0000-0000-4000-8000-000000000004",
                     *             "completedOn": "2024-12-17",
                     *             "expiresOn": "2026-12-17",
                     *             "expiryStated": false,
                     *             "file": {
                     *               "name": "jess-patel-allergen-awareness.pdf",
                     *               "contentType": "application/pdf",
                     *               "size": 803
                     *             },
                     *             "uploadedOn": "2024-12-19T01:36:42Z"
                     *           },
                     *           "trainee": {
                     *             "id": "7a1e0000-0000-4000-8000-000000000103",
                     *             "firstName": "Jess",
                     *             "lastName": "Patel",
                     *             "jobRole": "FrontOfHouse",
                     *             "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                     *             "startDate": "2023-04-03",
                     *             "status": "Active",
                     *             "archivedOn": null
                     *           }
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["CertificateListPage"];
                };
            };
            /**
             * @description - `invalid-request`: a malformed `page`, `pageSize`, `sort`, `direction`, `status`, `traineeId`
             *       or `includeArchived`; `errors` names the parameter.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             *     - `permission-required`: the membership does not include training (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getTraineeStandings: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
                /**
                 * @description Only the trainees of this unit.
                 * @example 0a1b2c3d-0000-4000-8000-000000000001
                 */
                unitId?: components["schemas"]["Guid"];
                /**
                 * @description Only the active trainees whose training stands so.
                 * @example expiredOrMissing
                 */
                status?: components["schemas"]["TraineeTrainingStatus"];
                /** @description Also the archived trainees (only when no `status` is asked for). */
                includeArchived?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the trainees, each with their standing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "trainee": {
                     *             "id": "7a1e0000-0000-4000-8000-000000000101",
                     *             "firstName": "Marco",
                     *             "lastName": "Rossi",
                     *             "jobRole": "Chef",
                     *             "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                     *             "startDate": "2023-10-28",
                     *             "status": "Active",
                     *             "archivedOn": null
                     *           },
                     *           "status": "expiringSoon",
                     *           "cells": [
                     *             {
                     *               "courseId": "c0de0000-0000-4000-8000-000000000002",
                     *               "status": "expiringSoon",
                     *               "required": true,
                     *               "expiresOn": "2026-12-20"
                     *             },
                     *             {
                     *               "courseId": "c0de0000-0000-4000-8000-000000000004",
                     *               "status": "notRequired",
                     *               "required": false,
                     *               "expiresOn": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "courseIds": [
                     *         "c0de0000-0000-4000-8000-000000000002",
                     *         "c0de0000-0000-4000-8000-000000000004"
                     *       ],
                     *       "activeTrainees": 5,
                     *       "archivedTrainees": 1,
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["TraineeStandingPage"];
                };
            };
            /**
             * @description - `invalid-request`: a malformed `page`, `pageSize`, `unitId`, `status` or `includeArchived`;
             *       `errors` names the parameter.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             *     - `permission-required`: the membership does not include training (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getGasSafety: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's units' gas safety. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                     *         "gasSupply": "Mains",
                     *         "appliances": [
                     *           {
                     *             "id": "a9911a00-0000-4000-8000-000000000001",
                     *             "name": "Six-burner range with oven",
                     *             "location": "Main kitchen, under the canopy",
                     *             "interlocked": true
                     *           },
                     *           {
                     *             "id": "a9911a00-0000-4000-8000-000000000002",
                     *             "name": "Combi oven",
                     *             "location": "Main kitchen",
                     *             "interlocked": true
                     *           }
                     *         ],
                     *         "records": [
                     *           {
                     *             "id": "9a5e0000-0000-4000-8000-000000000001",
                     *             "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                     *             "inspectedOn": "2026-07-27",
                     *             "engineerName": "Dan Price",
                     *             "engineerBusiness": "Price Gas Services Ltd",
                     *             "gasSafeNumber": "4123567",
                     *             "result": "Pass",
                     *             "defects": "",
                     *             "actions": "",
                     *             "certificate": {
                     *               "name": "gas-safety-record-2026-07-27.pdf",
                     *               "contentType": "application/pdf",
                     *               "size": 770
                     *             },
                     *             "recordedOn": "2026-07-28T01:36:42Z"
                     *           },
                     *           {
                     *             "id": "9a5e0000-0000-4000-8000-000000000002",
                     *             "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                     *             "inspectedOn": "2025-07-27",
                     *             "engineerName": "Dan Price",
                     *             "engineerBusiness": "Price Gas Services Ltd",
                     *             "gasSafeNumber": "4123567",
                     *             "result": "PassWithAdvice",
                     *             "defects": "Canopy interlock test button missing its label (not to current standards).",
                     *             "actions": "Label fitted at the next visit.",
                     *             "certificate": {
                     *               "name": "gas-safety-record-2025-07-27.pdf",
                     *               "contentType": "application/pdf",
                     *               "size": 770
                     *             },
                     *             "recordedOn": "2025-07-28T01:36:42Z"
                     *           }
                     *         ]
                     *       },
                     *       {
                     *         "unitId": "0a1b2c3d-0000-4000-8000-000000000002",
                     *         "gasSupply": "LPG",
                     *         "appliances": [
                     *           {
                     *             "id": "a9911a00-0000-4000-8000-000000000004",
                     *             "name": "Two-burner hob",
                     *             "location": "Serving side of the van",
                     *             "interlocked": false
                     *           }
                     *         ],
                     *         "records": [
                     *           {
                     *             "id": "9a5e0000-0000-4000-8000-000000000003",
                     *             "unitId": "0a1b2c3d-0000-4000-8000-000000000002",
                     *             "inspectedOn": "2025-12-15",
                     *             "engineerName": "Rhiannon Lewis",
                     *             "engineerBusiness": "Coast Commercial Gas",
                     *             "gasSafeNumber": "612345",
                     *             "result": "Pass",
                     *             "defects": "",
                     *             "actions": "",
                     *             "certificate": {
                     *               "name": "gas-safety-record-2025-12-15.pdf",
                     *               "contentType": "application/pdf",
                     *               "size": 767
                     *             },
                     *             "recordedOn": "2025-12-16T01:36:42Z"
                     *           }
                     *         ]
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["UnitGasSafety"][];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    downloadGasCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The gas safety record's id.
                 * @example 9a5e0000-0000-4000-8000-000000000001
                 */
                recordId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record's certificate file. */
            200: {
                headers: {
                    /** @description `attachment` with the file's name as it was uploaded. */
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "application/octet-stream": Blob;
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, no such record of this member, or no file
             *       kept for it.
             */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    updateUnitGasDetails: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The `ETag` of the resource as the client read it (the operation's `x-etag-from` names the read that answers it). A change made from a stale read is refused 412 (`version-mismatch`).
                 * @example "3f2b8c1e9a4d"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The trading unit's id (one of the member's units).
                 * @example 0a1b2c3d-0000-4000-8000-000000000002
                 */
                unitId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "gasSupply": "LPG",
                 *       "appliances": [
                 *         {
                 *           "id": "a9911a00-0000-4000-8000-000000000004",
                 *           "name": "Two-burner hob",
                 *           "location": "Serving side of the van",
                 *           "interlocked": false
                 *         },
                 *         {
                 *           "name": "Deep-fat fryer",
                 *           "location": "Back of the van",
                 *           "interlocked": false
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["GasDetailsRequest"];
            };
        };
        responses: {
            /** @description The unit's gas safety as recorded now, its records newest first. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "unitId": "0a1b2c3d-0000-4000-8000-000000000002",
                     *       "gasSupply": "LPG",
                     *       "appliances": [
                     *         {
                     *           "id": "a9911a00-0000-4000-8000-000000000004",
                     *           "name": "Two-burner hob",
                     *           "location": "Serving side of the van",
                     *           "interlocked": false
                     *         },
                     *         {
                     *           "id": "a9911a00-0000-4000-8000-000000001000",
                     *           "name": "Deep-fat fryer",
                     *           "location": "Back of the van",
                     *           "interlocked": false
                     *         }
                     *       ],
                     *       "records": [
                     *         {
                     *           "id": "9a5e0000-0000-4000-8000-000000000003",
                     *           "unitId": "0a1b2c3d-0000-4000-8000-000000000002",
                     *           "inspectedOn": "2025-12-15",
                     *           "engineerName": "Rhiannon Lewis",
                     *           "engineerBusiness": "Coast Commercial Gas",
                     *           "gasSafeNumber": "612345",
                     *           "result": "Pass",
                     *           "defects": "",
                     *           "actions": "",
                     *           "certificate": {
                     *             "name": "gas-safety-record-2025-12-15.pdf",
                     *             "contentType": "application/pdf",
                     *             "size": 767
                     *           },
                     *           "recordedOn": "2025-12-16T01:36:42Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UnitGasSafety"];
                };
            };
            /**
             * @description - `invalid-request`: `gasSupply` not `Mains`, `LPG` or `None`, `appliances` not a list of at most
             *       50, an appliance without a name or location, or whose `interlocked` is not `true` or `false`;
             *       `errors` names it.
             *     - `appliances-without-gas`: appliances for a unit whose `gasSupply` is `None`.
             *     - `appliance-required`: no appliance for a unit with gas.
             *     - `unknown-appliance`: an appliance `id` that is not one of this unit's.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no member has this membership number, or the unit is not one of the member's
             *       (another member's unit is as unknown as none).
             */
            404: components["responses"]["NotFound"];
            /** @description - `unit-closed`: the unit is closed: its gas details are kept as they were. */
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    recordGasInspection: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
                /**
                 * @description The trading unit's id (one of the member's units).
                 * @example 0a1b2c3d-0000-4000-8000-000000000002
                 */
                unitId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "inspectedOn": "2026-11-18",
                 *       "engineerName": "Rhys Evans",
                 *       "engineerBusiness": "Evans Gas Services",
                 *       "gasSafeNumber": "512349",
                 *       "result": "Pass",
                 *       "certificate": "(the CP42 gas safety record, a PDF)"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["GasRecordUpload"];
            };
        };
        responses: {
            /** @description The recorded inspection. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9a5e0000-0000-4000-8000-000000001001",
                     *       "unitId": "0a1b2c3d-0000-4000-8000-000000000002",
                     *       "inspectedOn": "2026-11-20",
                     *       "engineerName": "Rhiannon Lewis",
                     *       "engineerBusiness": "Coast Commercial Gas",
                     *       "gasSafeNumber": "612345",
                     *       "result": "PassWithAdvice",
                     *       "defects": "The griddle's flue is close to the awning.",
                     *       "actions": "Heat shield to be fitted at the next visit.",
                     *       "certificate": {
                     *         "name": "cp42-street-food-van.pdf",
                     *         "contentType": "application/pdf",
                     *         "size": 245760
                     *       },
                     *       "recordedOn": "2026-11-27T09:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["GasSafetyRecord"];
                };
            };
            /**
             * @description - `invalid-request`: the body is not multipart, `inspectedOn` is not as `yyyy-MM-dd`, no
             *       engineer's name or business, `gasSafeNumber` not 6 or 7 digits, or an unknown `result`; `errors`
             *       names the field; or no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `date-in-future`: `inspectedOn` is after today.
             *     - `defects-required`: a result other than `Pass` without its `defects` and `actions`.
             *     - `file-required`: not exactly one `certificate` file.
             *     - `file-empty`: the certificate is empty.
             *     - `file-too-large`: the certificate is larger than 10 MB.
             *     - `file-type-not-accepted`: the certificate is not of an accepted type, judged by its bytes, never
             *       its name.
             *     - `image-too-large`: the certificate is an image of more than 40 megapixels.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number, or the unit is not one of the member's. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `unit-closed`: the unit is closed: no new gas safety records.
             *     - `gas-details-required`: the unit's gas supply is not recorded, or is `None`:
             *       `updateUnitGasDetails` first.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getProgrammeCashback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier-reported programme (Calor has its own calls under `/calor`).
                 * @example biopak
                 */
                programme: components["schemas"]["SupplierReportedProgramme"];
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's cashback on the programme. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemeType": "biopak",
                     *       "cashbackPercent": 2.5,
                     *       "currentPeriod": {
                     *         "id": "a0e10d00-0000-4000-8000-000000000006",
                     *         "schemeType": "biopak",
                     *         "name": "October to December 2026",
                     *         "startDate": "2026-10-01",
                     *         "endDate": "2026-12-31",
                     *         "state": "Open"
                     *       },
                     *       "periods": [
                     *         {
                     *           "period": {
                     *             "id": "a0e10d00-0000-4000-8000-000000000006",
                     *             "schemeType": "biopak",
                     *             "name": "October to December 2026",
                     *             "startDate": "2026-10-01",
                     *             "endDate": "2026-12-31",
                     *             "state": "Open"
                     *           },
                     *           "purchases": {
                     *             "count": 6,
                     *             "totalExcludingVat": 1052.1,
                     *             "lastReportedOn": "2026-11-20"
                     *           },
                     *           "cashback": 26.3,
                     *           "cashbackState": "Estimate"
                     *         },
                     *         {
                     *           "period": {
                     *             "id": "a0e10d00-0000-4000-8000-000000000008",
                     *             "schemeType": "biopak",
                     *             "name": "April to June 2026",
                     *             "startDate": "2026-04-01",
                     *             "endDate": "2026-06-30",
                     *             "state": "Paid"
                     *           },
                     *           "purchases": {
                     *             "count": 10,
                     *             "totalExcludingVat": 1898.75,
                     *             "lastReportedOn": "2026-06-26"
                     *           },
                     *           "cashback": 47.47,
                     *           "cashbackState": "Paid",
                     *           "reason": null,
                     *           "payoutId": "ba750000-0000-4000-8000-000000000001"
                     *         }
                     *       ],
                     *       "nextPayoutOn": "2026-12-21",
                     *       "nextPayoutConfirmed": false
                     *     }
                     */
                    "application/json": components["schemas"]["ProgrammeCashback"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             *     - `permission-required`: the membership does not include rewards (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getProgrammePurchases: {
        parameters: {
            query: {
                /**
                 * @description One of the programme's periods (the `period.id` of the cashback call).
                 * @example a0e10d00-0000-4000-8000-000000000007
                 */
                periodId: components["schemas"]["Guid"];
            };
            header?: never;
            path: {
                /**
                 * @description The supplier-reported programme (Calor has its own calls under `/calor`).
                 * @example biopak
                 */
                programme: components["schemas"]["SupplierReportedProgramme"];
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period's reported purchases, newest invoice first (none is an empty list). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "b0c4a5e0-0000-4000-8000-000000000016",
                     *         "schemeType": "biopak",
                     *         "periodId": "a0e10d00-0000-4000-8000-000000000007",
                     *         "membershipNumber": "LM100001",
                     *         "supplierAccountNumber": "BP204417",
                     *         "unitId": "0a1b2c3d-0000-4000-8000-000000000002",
                     *         "invoiceNumber": "BPI-20260922-19",
                     *         "invoiceDate": "2026-09-22",
                     *         "amountExcludingVat": 227.15,
                     *         "reportedOn": "2026-09-25"
                     *       },
                     *       {
                     *         "id": "b0c4a5e0-0000-4000-8000-000000000015",
                     *         "schemeType": "biopak",
                     *         "periodId": "a0e10d00-0000-4000-8000-000000000007",
                     *         "membershipNumber": "LM100001",
                     *         "supplierAccountNumber": "BP204417",
                     *         "unitId": "0a1b2c3d-0000-4000-8000-000000000001",
                     *         "invoiceNumber": "BPI-20260913-18",
                     *         "invoiceDate": "2026-09-13",
                     *         "amountExcludingVat": 142.8,
                     *         "reportedOn": "2026-09-16"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["SupplierPurchase"][];
                };
            };
            /**
             * @description - `invalid-request`: no `periodId`.
             *     - `unknown-period`: `periodId` is unknown or another programme's.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             *     - `permission-required`: the membership does not include rewards (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getProgrammeSignup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier-reported programme (Calor has its own calls under `/calor`).
                 * @example biopak
                 */
                programme: components["schemas"]["SupplierReportedProgramme"];
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-up, or `null`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "signup": {
                     *         "id": "5160a000-0000-4000-8000-000000000007",
                     *         "schemeType": "nisbets",
                     *         "membershipNumber": "LM100061",
                     *         "supplierAccountNumber": "NIS10993",
                     *         "unitIds": [
                     *           "0a1b2c3d-0000-4000-8000-000000000611",
                     *           "0a1b2c3d-0000-4000-8000-000000000612"
                     *         ],
                     *         "consentToShareData": true,
                     *         "consentGivenOn": "2026-11-07T10:36:47Z",
                     *         "status": "Rejected",
                     *         "submittedOn": "2026-11-07T10:36:47Z",
                     *         "rejectionReason": "The Nisbets account number does not match the business name we hold for you. Please check it against a recent Nisbets invoice.",
                     *         "history": [
                     *           {
                     *             "status": "Pending",
                     *             "changedOn": "2026-11-07T10:36:47Z"
                     *           },
                     *           {
                     *             "status": "Rejected",
                     *             "changedOn": "2026-11-15T10:36:47Z",
                     *             "reason": "The Nisbets account number does not match the business name we hold for you. Please check it against a recent Nisbets invoice."
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ProgrammeSignupAnswer"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             *     - `permission-required`: the membership does not include rewards (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    signUpToProgramme: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The supplier-reported programme (Calor has its own calls under `/calor`).
                 * @example biopak
                 */
                programme: components["schemas"]["SupplierReportedProgramme"];
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "supplierAccountNumber": "2201448800999",
                 *       "unitIds": [
                 *         "0a1b2c3d-0000-4000-8000-000000000621"
                 *       ],
                 *       "consentToShareData": true
                 *     }
                 */
                "application/json": components["schemas"]["ProgrammeSignupRequest"];
            };
        };
        responses: {
            /** @description A rejected sign-up re-applied, `Pending` again with its history kept. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5160a000-0000-4000-8000-000000000007",
                     *       "schemeType": "nisbets",
                     *       "membershipNumber": "LM100061",
                     *       "supplierAccountNumber": "NIS10994",
                     *       "unitIds": [
                     *         "0a1b2c3d-0000-4000-8000-000000000612"
                     *       ],
                     *       "consentToShareData": true,
                     *       "consentGivenOn": "2026-11-27T09:38:23Z",
                     *       "status": "Pending",
                     *       "submittedOn": "2026-11-27T09:38:23Z",
                     *       "history": [
                     *         {
                     *           "status": "Pending",
                     *           "changedOn": "2026-11-07T10:38:22Z"
                     *         },
                     *         {
                     *           "status": "Rejected",
                     *           "changedOn": "2026-11-15T10:38:22Z",
                     *           "reason": "The Nisbets account number does not match the business name we hold for you. Please check it against a recent Nisbets invoice."
                     *         },
                     *         {
                     *           "status": "Pending",
                     *           "changedOn": "2026-11-27T09:38:23Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProgrammeSignup"];
                };
            };
            /** @description The new sign-up, `Pending`. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5160a000-0000-4000-8000-000000001001",
                     *       "schemeType": "booker",
                     *       "membershipNumber": "LM100062",
                     *       "supplierAccountNumber": "2201448800999",
                     *       "unitIds": [
                     *         "0a1b2c3d-0000-4000-8000-000000000621"
                     *       ],
                     *       "consentToShareData": true,
                     *       "consentGivenOn": "2026-11-27T09:38:23Z",
                     *       "status": "Pending",
                     *       "submittedOn": "2026-11-27T09:38:23Z",
                     *       "history": [
                     *         {
                     *           "status": "Pending",
                     *           "changedOn": "2026-11-27T09:38:23Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProgrammeSignup"];
                };
            };
            /**
             * @description - `invalid-request`: no `unitIds`; or no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `consent-required`: `consentToShareData` is not `true`: the supplier shares purchase data only
             *       with the member's consent.
             *     - `supplier-account-number-invalid`: `supplierAccountNumber` is not of the programme's shape.
             *     - `unit-not-open`: `unitIds` names a unit that is not one of the member's open units.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             *     - `permission-required`: the membership does not include rewards (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `signup-pending`: a sign-up is already waiting for approval.
             *     - `already-signed-up`: the member is already signed up.
             *     - `supplier-account-taken`: the account number is linked to another membership.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getBookerVouchers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's vouchers, newest issued first (none is an empty list). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "f0c0e000-0000-4000-8000-000000000001",
                     *         "code": "BKR-7F3K-92QX",
                     *         "value": 25,
                     *         "description": "Spend reward, last quarter",
                     *         "issuedOn": "2026-11-07",
                     *         "expiresOn": "2027-02-05",
                     *         "usedOn": null
                     *       },
                     *       {
                     *         "id": "f0c0e000-0000-4000-8000-000000000003",
                     *         "code": "BKR-9C2L-6HWN",
                     *         "value": 15,
                     *         "description": "Spend reward, the quarter before last",
                     *         "issuedOn": "2026-08-09",
                     *         "expiresOn": "2027-01-06",
                     *         "usedOn": "2026-09-28"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["BookerVoucher"][];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             *     - `permission-required`: the membership does not include rewards (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getCalorCashbackDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deal this period. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cashbackPercent": 10,
                     *       "period": {
                     *         "name": "July to December 2026",
                     *         "startDate": "2026-07-01",
                     *         "endDate": "2026-12-31"
                     *       },
                     *       "claimDeadline": "2026-12-31",
                     *       "cashbackToDate": 169.62,
                     *       "pendingClaims": 1,
                     *       "pendingCashback": 22
                     *     }
                     */
                    "application/json": components["schemas"]["CalorCashbackDeal"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getCalorClaims: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only claims in this status. */
                status?: components["schemas"]["CalorClaimStatus"];
            };
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the member's claims, newest first (none is an empty page). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "claimReference": "CLR-100005",
                     *           "submittedOn": "2026-11-25T11:36:45Z",
                     *           "purchaseDate": "2026-11-21",
                     *           "receiptNumber": "DGS-20415",
                     *           "vatNumber": "318472061",
                     *           "retailer": {
                     *             "id": "c0a1e000-0000-4000-8000-000000000001",
                     *             "name": "Dales Gas Supplies",
                     *             "address": "4 Mill Lane, Skipton",
                     *             "postCode": "BD23 1AA",
                     *             "vatNumber": "318472061"
                     *           },
                     *           "purchaseDetails": [
                     *             {
                     *               "cylinderIdentity": "13kgCommercial",
                     *               "quantity": 4,
                     *               "pricePerCylinder": 32.5,
                     *               "vatIncluded": false
                     *             },
                     *             {
                     *               "cylinderIdentity": "19kgCommercial",
                     *               "quantity": 0,
                     *               "pricePerCylinder": 0,
                     *               "vatIncluded": false
                     *             },
                     *             {
                     *               "cylinderIdentity": "47kgCommercial",
                     *               "quantity": 1,
                     *               "pricePerCylinder": 89.99,
                     *               "vatIncluded": false
                     *             },
                     *             {
                     *               "cylinderIdentity": "13kgPatio",
                     *               "quantity": 0,
                     *               "pricePerCylinder": 0,
                     *               "vatIncluded": false
                     *             }
                     *           ],
                     *           "totalCylinders": 5,
                     *           "totalExcludingVat": 219.99,
                     *           "totalIncludingVat": 230.99,
                     *           "cashback": 22,
                     *           "status": "Submitted",
                     *           "version": 1
                     *         },
                     *         {
                     *           "claimReference": "CLR-100004",
                     *           "submittedOn": "2026-11-15T10:36:45Z",
                     *           "purchaseDate": "2026-11-15",
                     *           "receiptNumber": "HBG-7781",
                     *           "vatNumber": "",
                     *           "retailer": {
                     *             "id": "c0a1e000-0000-4000-8000-000000000002",
                     *             "name": "Harbour Bottled Gas",
                     *             "address": "21 Quay Street, Whitby",
                     *             "postCode": "YO21 3PU"
                     *           },
                     *           "purchaseDetails": [
                     *             {
                     *               "cylinderIdentity": "13kgCommercial",
                     *               "quantity": 0,
                     *               "pricePerCylinder": 0,
                     *               "vatIncluded": false
                     *             },
                     *             {
                     *               "cylinderIdentity": "19kgCommercial",
                     *               "quantity": 3,
                     *               "pricePerCylinder": 41,
                     *               "vatIncluded": true
                     *             },
                     *             {
                     *               "cylinderIdentity": "47kgCommercial",
                     *               "quantity": 0,
                     *               "pricePerCylinder": 0,
                     *               "vatIncluded": false
                     *             },
                     *             {
                     *               "cylinderIdentity": "13kgPatio",
                     *               "quantity": 2,
                     *               "pricePerCylinder": 29.5,
                     *               "vatIncluded": true
                     *             }
                     *           ],
                     *           "totalCylinders": 5,
                     *           "totalExcludingVat": 173.33,
                     *           "totalIncludingVat": 182,
                     *           "cashback": 17.33,
                     *           "status": "Rejected",
                     *           "rejectionReason": "The receipt image is too blurred to read the prices. Please upload a clearer photo.",
                     *           "rejectedOn": "2026-11-22",
                     *           "version": 2
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "total": 2
                     *     }
                     */
                    "application/json": components["schemas"]["CalorClaimPage"];
                };
            };
            /** @description - `invalid-request`: an unknown `status`, or `page` or `pageSize` out of its range; `errors` names it. */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    createRetailer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Moorland Gas",
                 *       "address": "7 Bank Street, Pickering",
                 *       "postCode": "YO18 7AA"
                 *     }
                 */
                "application/json": components["schemas"]["NewRetailer"];
            };
        };
        responses: {
            /** @description The retailer, created. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5e1d0000-0000-4000-8000-000000000001",
                     *       "name": "Moorland Gas",
                     *       "address": "7 Bank Street, Pickering",
                     *       "postCode": "YO18 7AA"
                     *     }
                     */
                    "application/json": components["schemas"]["Retailer"];
                };
            };
            /**
             * @description - `invalid-request`: a field is missing or blank; `errors` names each; or no `Idempotency-Key`, or
             *       one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `retailer-exists`: a retailer with this name and post code already exists (spec §8: `The
             *       retailer details already exist.`).
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    searchRetailers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "retailerNameOrPostcodeQuery": "YO1"
                 *     }
                 */
                "application/json": components["schemas"]["RetailerSearchRequest"];
            };
        };
        responses: {
            /** @description The matching retailers, at most 10. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "c0a1e000-0000-4000-8000-000000000004",
                     *         "name": "Riverside Garden and Gas",
                     *         "address": "Unit 3, Riverside Park, York",
                     *         "postCode": "YO1 6JT"
                     *       },
                     *       {
                     *         "id": "c0a1e000-0000-4000-8000-000000000006",
                     *         "name": "Coastal Gas Centre",
                     *         "address": "9 Esplanade, Scarborough",
                     *         "postCode": "YO11 2AQ"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Retailer"][];
                };
            };
            /**
             * @description - `invalid-request`: no `retailerNameOrPostcodeQuery`.
             *     - `query-too-short`: the query is shorter than 3 characters once trimmed.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    signUpToCalor: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "isDirectAccountHolder": false,
                 *       "premises": "Spice Route Takeaway, 41 Rusholme Place, Manchester M14 5TQ"
                 *     }
                 */
                "application/json": components["schemas"]["CalorSignupRequest"];
            };
        };
        responses: {
            /** @description The new account, `Pending`. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5e1d0000-0000-4000-8000-000000000001",
                     *       "accountStatus": "Pending",
                     *       "isDirectAccountHolder": false,
                     *       "accountNumber": null,
                     *       "premises": "Spice Route Takeaway, 41 Rusholme Place, Manchester M14 5TQ"
                     *     }
                     */
                    "application/json": components["schemas"]["CalorAccount"];
                };
            };
            /**
             * @description - `invalid-request`: `isDirectAccountHolder` is not `true` or `false`, or no `premises`; or no
             *       `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `account-number-required`: a direct account holder without `accountNumber`.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `premises-already-signed-up`: a `Pending` or `Approved` account already covers these premises.
             *     - `account-already-signed-up`: a `Pending` or `Approved` account already has this account number.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    uploadClaim: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "retailerId": "c0a1e000-0000-4000-8000-000000000002",
                 *       "vatNumber": "",
                 *       "purchaseDate": "2026-11-20",
                 *       "receiptNumber": "HBG-48213",
                 *       "purchaseDetails": [
                 *         "{\"quantity\":2,\"pricePerCylinder\":31.5,\"vatIncluded\":true,\"cylinderIdentity\":\"13kgCommercial\"}",
                 *         "{\"quantity\":0,\"pricePerCylinder\":0,\"vatIncluded\":false,\"cylinderIdentity\":\"19kgCommercial\"}",
                 *         "{\"quantity\":0,\"pricePerCylinder\":0,\"vatIncluded\":false,\"cylinderIdentity\":\"47kgCommercial\"}",
                 *         "{\"quantity\":0,\"pricePerCylinder\":0,\"vatIncluded\":false,\"cylinderIdentity\":\"13kgPatio\"}"
                 *       ],
                 *       "receiptImage": "(the receipt, a PNG)"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ClaimUploadForm"];
            };
        };
        responses: {
            /** @description The claim was taken; its reference, which the member quotes. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "claimReference": "CLR-100006"
                     *     }
                     */
                    "application/json": components["schemas"]["ClaimResponse"];
                };
            };
            /**
             * @description - `invalid-request`: the body is not multipart, or a field breaks the form's schema (`vatNumber`
             *       not 9 digits, `purchaseDate` not a date, a `purchaseDetails` line not JSON of the line's shape);
             *       `errors` names the field; or no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `unknown-retailer`: `retailerId` is not a known retailer.
             *     - `purchase-date-in-future`: `purchaseDate` is after today (Europe/London).
             *     - `claim-window-passed`: `purchaseDate` is more than 3 months ago.
             *     - `invalid-purchase-details`: the `purchaseDetails` lines are not the four cylinders in order, or
             *       a line has a price of 0 for a quantity above 0; `errors` names the line.
             *     - `no-cylinders`: no cylinder in all four lines.
             *     - `unknown-corrected-claim`: `correctsClaimReference` is not one of the member's claims.
             *     - `receipt-required`: a resubmission without `receiptImage` whose corrected claim has no receipt
             *       to keep.
             *     - `file-required`: not exactly one `receiptImage` file.
             *     - `file-empty`: the receipt is empty.
             *     - `file-too-large`: the receipt is larger than 10 MB.
             *     - `file-type-not-accepted`: the receipt is not of an accepted type, judged by its bytes, never its
             *       name.
             *     - `image-too-large`: the receipt is an image of more than 40 megapixels.
             */
            400: components["responses"]["BadRequest"];
            /**
             * @description - `unauthenticated`: no valid access token (the portal then says `Your account must be active to
             *       sign up to the cashback on Calor purchases scheme.`).
             */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `not-signed-up`: the member has no `Approved` account under the Calor scheme (spec §8: the
             *       portal asks them to sign up).
             *     - `receipt-already-claimed`: this retailer's receipt number is on a claim that was not rejected.
             *     - `claim-not-correctable`: `correctsClaimReference` names a claim that is not rejected, or is
             *       already resubmitted.
             *     - `resubmission-window-passed`: `correctsClaimReference` names a claim rejected more than 30 days
             *       ago.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            /**
             * @description - `period-closed`: the Calor period of the purchase date is closed for claim submissions, or no
             *       Calor period holds the date (spec §8).
             */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getRewardsMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's rewards standing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "membershipNumber": "LM100001",
                     *       "calor": {
                     *         "accounts": [
                     *           {
                     *             "id": "ca10a000-0000-4000-8000-000000000001",
                     *             "accountStatus": "Approved",
                     *             "isDirectAccountHolder": false,
                     *             "accountNumber": null,
                     *             "premises": "The Old Bakehouse, 12 High Street, York YO1 7HU"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RewardsMember"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getMemberSchemes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every programme, in the order Calor, BioPak, Nisbets, Booker. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "schemeType": "calor",
                     *         "name": "Calor gas cashback",
                     *         "cashbackPercent": 10,
                     *         "status": "NotSignedUp",
                     *         "statusSince": null,
                     *         "rejectionReason": null,
                     *         "currentPeriod": {
                     *           "name": "July to December 2026",
                     *           "startDate": "2026-07-01",
                     *           "endDate": "2026-12-31"
                     *         },
                     *         "cashbackThisPeriod": 0,
                     *         "cashbackToDate": 0,
                     *         "pendingCashback": 0
                     *       },
                     *       {
                     *         "schemeType": "biopak",
                     *         "name": "BioPak packaging cashback",
                     *         "cashbackPercent": 2.5,
                     *         "status": "Pending",
                     *         "statusSince": "2026-11-24",
                     *         "rejectionReason": null,
                     *         "currentPeriod": {
                     *           "name": "October to December 2026",
                     *           "startDate": "2026-10-01",
                     *           "endDate": "2026-12-31"
                     *         },
                     *         "cashbackThisPeriod": 0,
                     *         "cashbackToDate": 0,
                     *         "pendingCashback": 0
                     *       },
                     *       {
                     *         "schemeType": "nisbets",
                     *         "name": "Nisbets catering equipment cashback",
                     *         "cashbackPercent": 3,
                     *         "status": "Rejected",
                     *         "statusSince": "2026-11-15",
                     *         "rejectionReason": "The Nisbets account number does not match the business name we hold for you. Please check it against a recent Nisbets invoice.",
                     *         "currentPeriod": {
                     *           "name": "July to December 2026",
                     *           "startDate": "2026-07-01",
                     *           "endDate": "2026-12-31"
                     *         },
                     *         "cashbackThisPeriod": 0,
                     *         "cashbackToDate": 0,
                     *         "pendingCashback": 0
                     *       },
                     *       {
                     *         "schemeType": "booker",
                     *         "name": "Booker wholesale cashback",
                     *         "cashbackPercent": 1.5,
                     *         "status": "NotSignedUp",
                     *         "statusSince": null,
                     *         "rejectionReason": null,
                     *         "currentPeriod": {
                     *           "name": "October to December 2026",
                     *           "startDate": "2026-10-01",
                     *           "endDate": "2026-12-31"
                     *         },
                     *         "cashbackThisPeriod": 0,
                     *         "cashbackToDate": 0,
                     *         "pendingCashback": 0
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["MemberScheme"][];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             *     - `permission-required`: the membership does not include rewards (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getCalorStatements: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the member's Calor statements, newest period first (none is an empty page). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "period": {
                     *             "id": "5a1c0d2e-0000-4000-8000-000000000002",
                     *             "name": "July to December 2026",
                     *             "startDate": "2026-07-01",
                     *             "endDate": "2026-12-31"
                     *           },
                     *           "claims": 3,
                     *           "cashback": 61.33,
                     *           "paid": 22,
                     *           "toBePaid": 39.33,
                     *           "lastPaidOn": "2026-11-20"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["CalorStatementPage"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's wallet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totals": {
                     *         "Pending": 22,
                     *         "Approved": 0,
                     *         "InPayout": 0,
                     *         "Paid": 47.47,
                     *         "Reversed": 0,
                     *         "Returned": 0
                     *       },
                     *       "programmes": [
                     *         {
                     *           "schemeType": "calor",
                     *           "totals": {
                     *             "Pending": 22,
                     *             "Approved": 0,
                     *             "InPayout": 0,
                     *             "Paid": 0,
                     *             "Reversed": 0,
                     *             "Returned": 0
                     *           },
                     *           "transactions": 1
                     *         },
                     *         {
                     *           "schemeType": "biopak",
                     *           "totals": {
                     *             "Pending": 0,
                     *             "Approved": 0,
                     *             "InPayout": 0,
                     *             "Paid": 47.47,
                     *             "Reversed": 0,
                     *             "Returned": 0
                     *           },
                     *           "transactions": 1
                     *         }
                     *       ],
                     *       "periods": [
                     *         {
                     *           "schemeType": "calor",
                     *           "period": {
                     *             "id": "a0e10d00-0000-4000-8000-000000000001",
                     *             "name": "July to December 2026",
                     *             "startDate": "2026-07-01",
                     *             "endDate": "2026-12-31"
                     *           },
                     *           "totals": {
                     *             "Pending": 22,
                     *             "Approved": 0,
                     *             "InPayout": 0,
                     *             "Paid": 0,
                     *             "Reversed": 0,
                     *             "Returned": 0
                     *           },
                     *           "transactions": 1,
                     *           "payoutIds": []
                     *         },
                     *         {
                     *           "schemeType": "biopak",
                     *           "period": {
                     *             "id": "a0e10d00-0000-4000-8000-000000000008",
                     *             "name": "April to June 2026",
                     *             "startDate": "2026-04-01",
                     *             "endDate": "2026-06-30"
                     *           },
                     *           "totals": {
                     *             "Pending": 0,
                     *             "Approved": 0,
                     *             "InPayout": 0,
                     *             "Paid": 47.47,
                     *             "Reversed": 0,
                     *             "Returned": 0
                     *           },
                     *           "transactions": 1,
                     *           "payoutIds": [
                     *             "ba750000-0000-4000-8000-000000000001"
                     *           ]
                     *         }
                     *       ],
                     *       "payouts": [
                     *         {
                     *           "id": "ba750000-0000-4000-8000-000000000001",
                     *           "reference": "LARDER CASHBACK 00001",
                     *           "processingDate": "2026-08-04",
                     *           "amount": 47.47,
                     *           "state": "Paid",
                     *           "paidTo": {
                     *             "accountHolderName": "Larder Cafe Ltd",
                     *             "sortCodeEnding": "76",
                     *             "accountNumberEnding": "0368"
                     *           },
                     *           "returnReason": null
                     *         }
                     *       ],
                     *       "nextPayoutOn": "2026-12-21",
                     *       "nextPayoutConfirmed": false
                     *     }
                     */
                    "application/json": components["schemas"]["Wallet"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             *     - `permission-required`: the membership does not include the wallet (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout bank account, masked. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "current": {
                     *         "accountHolderName": "Larder Cafe Ltd",
                     *         "sortCodeEnding": "76",
                     *         "accountNumberEnding": "0368",
                     *         "since": "2025-03-27"
                     *       },
                     *       "pendingChange": null,
                     *       "holdDays": 7
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutBankAccount"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             *     - `permission-required`: the membership does not include the wallet (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    updateBankAccount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The `ETag` of the resource as the client read it (the operation's `x-etag-from` names the read that answers it). A change made from a stale read is refused 412 (`version-mismatch`).
                 * @example "3f2b8c1e9a4d"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "accountHolderName": "Larder Cafe Ltd",
                 *       "sortCode": "309430",
                 *       "accountNumber": "00733445"
                 *     }
                 */
                "application/json": components["schemas"]["BankDetailsRequest"];
            };
        };
        responses: {
            /** @description The payout bank account as the GET answers it, the new account as `pendingChange`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "current": {
                     *         "accountHolderName": "Larder Cafe Ltd",
                     *         "sortCodeEnding": "76",
                     *         "accountNumberEnding": "0368",
                     *         "since": "2025-03-27"
                     *       },
                     *       "pendingChange": {
                     *         "accountHolderName": "Larder Cafe Ltd",
                     *         "sortCodeEnding": "30",
                     *         "accountNumberEnding": "3445",
                     *         "requestedOn": "2026-11-27",
                     *         "effectiveFrom": "2026-12-21"
                     *       },
                     *       "holdDays": 7
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutBankAccount"];
                };
            };
            /**
             * @description - `invalid-request`: a field is missing or of the wrong shape (`accountHolderName` over 60
             *       characters, a sort code not 6 digits, an account number not 6 to 8 digits); `errors` names it.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller is not the member: staff acting for them (`accountManager`) and
             *       developers included, since only the member changes the account their payouts go to.
             *     - `permission-required`: the membership does not include the wallet (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `bank-change-already-pending`: this account is already waiting for its safety hold.
             *     - `bank-account-unchanged`: payouts already go to this account.
             */
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getWalletTransactions: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only transactions in this state. */
                state?: components["schemas"]["WalletTransactionState"];
                /** @description Only this programme's transactions. */
                programme?: components["schemas"]["Programme"];
                /** @description Only transactions of this programme period (its id, from the wallet's `periods`). */
                period?: components["schemas"]["Guid"];
            };
            header?: never;
            path: {
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the member's wallet transactions, newest first (none is an empty page). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "e7a11e70-0000-4000-8000-000000000020",
                     *           "schemeType": "calor",
                     *           "period": {
                     *             "id": "a0e10d00-0000-4000-8000-000000000001",
                     *             "name": "July to December 2026",
                     *             "startDate": "2026-07-01",
                     *             "endDate": "2026-12-31"
                     *           },
                     *           "description": "Cashback on claim CLR-100005",
                     *           "amount": 22,
                     *           "createdOn": "2026-11-25",
                     *           "state": "Pending",
                     *           "stateChangedOn": "2026-11-25",
                     *           "payoutId": null,
                     *           "reason": null,
                     *           "claimReference": "CLR-100005"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["WalletTransactionPage"];
                };
            };
            /**
             * @description - `invalid-request`: an unknown `state` or `programme`, a `period` that is not an id, or `page` or
             *       `pageSize` out of its range; `errors` names it.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `not-your-membership`: a member calling for another membership number (checked before the
             *       number's existence, so numbers cannot be probed).
             *     - `role-required`: the caller holds none of this operation's `x-roles`.
             *     - `permission-required`: the membership does not include the wallet (spec §6: FullAccess), whoever
             *       calls.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no member has this membership number. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getPeriods: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description What the list is sorted by (`state` sorts in the order a period moves through). */
                sort?: "startDate" | "name" | "state";
                /** @description The sort direction. */
                direction?: components["parameters"]["Direction"];
                /** @description Only the periods in this state. */
                state?: components["schemas"]["PeriodState"];
            };
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the programme's periods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "a0e10d00-0000-4000-8000-000000000006",
                     *           "schemeType": "biopak",
                     *           "name": "October to December 2026",
                     *           "startDate": "2026-10-01",
                     *           "endDate": "2026-12-31",
                     *           "state": "Open",
                     *           "memberCount": 10,
                     *           "cashbackTotal": 171.36
                     *         },
                     *         {
                     *           "id": "a0e10d00-0000-4000-8000-000000000007",
                     *           "schemeType": "biopak",
                     *           "name": "July to September 2026",
                     *           "startDate": "2026-07-01",
                     *           "endDate": "2026-09-30",
                     *           "state": "CashbackCalculated",
                     *           "memberCount": 2,
                     *           "cashbackTotal": 97.46
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "total": 5
                     *     }
                     */
                    "application/json": components["schemas"]["StaffPeriodPage"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    createPeriod: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "January to March 2027",
                 *       "startDate": "2027-01-01",
                 *       "endDate": "2027-03-31"
                 *     }
                 */
                "application/json": components["schemas"]["NewPeriodRequest"];
            };
        };
        responses: {
            /** @description The new period, `Upcoming`. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "a0e10d00-0000-4000-8000-000000100001",
                     *       "schemeType": "biopak",
                     *       "name": "January to March 2027",
                     *       "startDate": "2027-01-01",
                     *       "endDate": "2027-03-31",
                     *       "state": "Upcoming"
                     *     }
                     */
                    "application/json": components["schemas"]["Period"];
                };
            };
            /**
             * @description - `invalid-request`: the name is missing or over 60 characters, or a date is not `yyyy-MM-dd`; or
             *       no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `period-dates-reversed`: the last day is before the first.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `period-overlaps`: the dates overlap another of the programme's periods; the detail names it.
             *     - `period-name-taken`: the programme already has a period of that name.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period's detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "period": {
                     *         "id": "a0e10d00-0000-4000-8000-000000000008",
                     *         "schemeType": "biopak",
                     *         "name": "April to June 2026",
                     *         "startDate": "2026-04-01",
                     *         "endDate": "2026-06-30",
                     *         "state": "Paid"
                     *       },
                     *       "earnsBy": "supplier-reports",
                     *       "cashbackPercent": 2.5,
                     *       "totals": {
                     *         "members": 2,
                     *         "purchasesCount": 20,
                     *         "purchasesTotal": 3762.3,
                     *         "calculatedCashback": 94.06,
                     *         "adjustments": 0,
                     *         "cashback": 94.06
                     *       },
                     *       "claimsWaiting": 0,
                     *       "calculated": {
                     *         "on": "2026-07-10T11:00:00Z",
                     *         "by": "Lee Harper",
                     *         "cashbackPercent": 2.5
                     *       },
                     *       "approved": {
                     *         "on": "2026-07-12T15:00:00Z",
                     *         "by": "Lee Harper"
                     *       },
                     *       "reports": [
                     *         {
                     *           "id": "5e907000-0000-4000-8000-000000000008",
                     *           "fileName": "biopak-purchases-2026-06.csv",
                     *           "importedOn": "2026-06-28T09:30:00Z",
                     *           "importedBy": "Lee Harper",
                     *           "invoices": 7,
                     *           "totalExcludingVat": 1216.4
                     *         },
                     *         {
                     *           "id": "5e907000-0000-4000-8000-000000000007",
                     *           "fileName": "biopak-purchases-2026-05.csv",
                     *           "importedOn": "2026-05-30T09:30:00Z",
                     *           "importedBy": "Lee Harper",
                     *           "invoices": 7,
                     *           "totalExcludingVat": 1418.4
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PeriodDetail"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no such period: unknown, another programme's, or an id that is not a GUID. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    addAdjustment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "membershipNumber": "LM214027",
                 *       "amount": -2.5,
                 *       "reason": "A credit note BioPak issued is missing from the report."
                 *     }
                 */
                "application/json": components["schemas"]["PeriodAdjustmentRequest"];
            };
        };
        responses: {
            /** @description The adjustment, as recorded. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ad1a5000-0000-4000-8000-000000100003",
                     *       "periodId": "a0e10d00-0000-4000-8000-000000000006",
                     *       "memberName": "Vikram Singh",
                     *       "membershipNumber": "LM214027",
                     *       "amount": -2.5,
                     *       "reason": "A credit note BioPak issued is missing from the report.",
                     *       "madeBy": "Lee Harper",
                     *       "madeOn": "2026-11-27T10:15:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PeriodAdjustment"];
                };
            };
            /**
             * @description - `invalid-request`: the amount is not a number of pounds other than 0 or is over £10,000 either
             *       way, or the reason is missing or over 500 characters; or no `Idempotency-Key`, or one that is not
             *       a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `not-programme-member`: `membershipNumber` is not a member of the programme.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no such period (unknown, another programme's, or not a GUID). */
            404: components["responses"]["NotFound"];
            /**
             * @description - `wrong-period-state`: the period's cashback can no longer (or not yet) be adjusted: only while
             *       it is open, closed for claims or calculated.
             *     - `cashback-below-zero`: the adjustment would take the member's cashback below £0; the detail says
             *       how much can be taken off.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getPeriodAudit: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description What the trail is sorted by (only when it happened). */
                sort?: "at";
                /** @description The sort direction. */
                direction?: components["parameters"]["Direction"];
            };
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the period's audit trail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "a0d17000-0000-4000-8000-000000009000",
                     *           "periodId": "a0e10d00-0000-4000-8000-000000000006",
                     *           "at": "2026-11-25T12:36:52Z",
                     *           "by": "Lee Harper",
                     *           "action": "Adjusted",
                     *           "membershipNumber": "LM214027",
                     *           "amount": 7.5,
                     *           "reason": "A BioPak delivery to this member was invoiced to a neighbouring business; BioPak confirmed the order by email.",
                     *           "detail": "Added £7.50 to Vikram Singh’s cashback (LM214027)."
                     *         },
                     *         {
                     *           "id": "a0d17000-0000-4000-8000-000000000026",
                     *           "periodId": "a0e10d00-0000-4000-8000-000000000006",
                     *           "at": "2026-11-22T09:30:00Z",
                     *           "by": "Lee Harper",
                     *           "action": "ReportImported",
                     *           "detail": "Imported biopak-purchases-2026-11.csv: 30 invoices."
                     *         },
                     *         {
                     *           "id": "a0d17000-0000-4000-8000-000000000024",
                     *           "periodId": "a0e10d00-0000-4000-8000-000000000006",
                     *           "at": "2026-10-01T08:00:00Z",
                     *           "by": "Lee Harper",
                     *           "action": "Opened",
                     *           "fromState": "Upcoming",
                     *           "toState": "Open",
                     *           "detail": "Opened for claims and purchase reports."
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "total": 5
                     *     }
                     */
                    "application/json": components["schemas"]["PeriodAuditPage"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no such period (unknown, another programme's, or not a GUID). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getPeriodCashback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period, its rate and every member's line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "period": {
                     *         "id": "a0e10d00-0000-4000-8000-000000000006",
                     *         "schemeType": "biopak",
                     *         "name": "October to December 2026",
                     *         "startDate": "2026-10-01",
                     *         "endDate": "2026-12-31",
                     *         "state": "Open"
                     *       },
                     *       "cashbackPercent": 2.5,
                     *       "members": [
                     *         {
                     *           "membershipNumber": "LM100001",
                     *           "memberName": "Priya Shah",
                     *           "supplierAccountNumber": "BP204417",
                     *           "purchases": {
                     *             "count": 6,
                     *             "totalExcludingVat": 1052.1
                     *           },
                     *           "claims": null,
                     *           "calculatedCashback": 26.3,
                     *           "adjustments": 0,
                     *           "cashback": 26.3,
                     *           "paidCashback": 0,
                     *           "walletState": null
                     *         },
                     *         {
                     *           "membershipNumber": "LM100060",
                     *           "memberName": "Sam Okafor",
                     *           "supplierAccountNumber": "BP310552",
                     *           "purchases": {
                     *             "count": 6,
                     *             "totalExcludingVat": 1221.15
                     *           },
                     *           "claims": null,
                     *           "calculatedCashback": 30.53,
                     *           "adjustments": 0,
                     *           "cashback": 30.53,
                     *           "paidCashback": 0,
                     *           "walletState": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PeriodCashbackExport"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no such period (unknown, another programme's, or not a GUID). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getPeriodMembers: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description What the list is sorted by (`purchasesTotal` is the total excluding VAT). */
                sort?: "membershipNumber" | "memberName" | "purchasesTotal" | "cashback";
                /** @description The sort direction. */
                direction?: components["parameters"]["Direction"];
                /**
                 * @description Text in the membership number, the member's name or the supplier account number.
                 * @example LM2140
                 */
                search?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the period's member lines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "membershipNumber": "LM100001",
                     *           "memberName": "Priya Shah",
                     *           "supplierAccountNumber": "BP204417",
                     *           "purchases": {
                     *             "count": 6,
                     *             "totalExcludingVat": 1052.1
                     *           },
                     *           "claims": null,
                     *           "calculatedCashback": 26.3,
                     *           "adjustments": 0,
                     *           "cashback": 26.3,
                     *           "paidCashback": 0,
                     *           "walletState": null
                     *         },
                     *         {
                     *           "membershipNumber": "LM214027",
                     *           "memberName": "Vikram Singh",
                     *           "supplierAccountNumber": "BP640999",
                     *           "purchases": {
                     *             "count": 3,
                     *             "totalExcludingVat": 435.15
                     *           },
                     *           "claims": null,
                     *           "calculatedCashback": 10.88,
                     *           "adjustments": 7.5,
                     *           "cashback": 18.38,
                     *           "paidCashback": 0,
                     *           "walletState": null
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "total": 10
                     *     }
                     */
                    "application/json": components["schemas"]["PeriodMemberCashbackPage"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no such period (unknown, another programme's, or not a GUID). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getPeriodMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
                /**
                 * @description The member's membership number.
                 * @example LM100001
                 */
                membershipNumber: components["parameters"]["MembershipNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's purchases or claims, and adjustments, in the period. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeriodMemberDetail"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no such period (unknown, another programme's, or not a GUID), or the member has
             *       nothing in it.
             */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    openPeriod: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000100001
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period's detail (as `getPeriod`), now `Open`. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "period": {
                     *         "id": "a0e10d00-0000-4000-8000-000000100001",
                     *         "schemeType": "biopak",
                     *         "name": "January to March 2027",
                     *         "startDate": "2027-01-01",
                     *         "endDate": "2027-03-31",
                     *         "state": "Open"
                     *       },
                     *       "earnsBy": "supplier-reports",
                     *       "cashbackPercent": 2.5,
                     *       "totals": {
                     *         "members": 0,
                     *         "purchasesCount": 0,
                     *         "purchasesTotal": 0,
                     *         "calculatedCashback": 0,
                     *         "adjustments": 0,
                     *         "cashback": 0
                     *       },
                     *       "claimsWaiting": 0,
                     *       "calculated": null,
                     *       "approved": null,
                     *       "reports": []
                     *     }
                     */
                    "application/json": components["schemas"]["PeriodDetail"];
                };
            };
            /**
             * @description - `invalid-request`: the request breaks this document (Bad input); `errors` names each field; or
             *       no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no such period (unknown, another programme's, or not a GUID). */
            404: components["responses"]["NotFound"];
            /**
             * @description - `wrong-period-state`: the period is not `Upcoming`.
             *     - `period-not-started`: the period starts later: it opens from its first day.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    importPurchaseReport: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description A programme whose supplier reports what members buy (Calor has no reports).
                 * @example nisbets
                 */
                programme: "biopak" | "nisbets" | "booker";
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000011
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "report": "(the supplier's report, a CSV file)"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["PurchaseReportUpload"];
            };
        };
        responses: {
            /** @description The imported report, as the period lists it. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5e907000-0000-4000-8000-000000100003",
                     *       "fileName": "nisbets-account-sales-2026-12.csv",
                     *       "importedOn": "2026-11-27T10:20:14.445Z",
                     *       "importedBy": "Lee Harper",
                     *       "invoices": 2,
                     *       "totalExcludingVat": 236.7
                     *     }
                     */
                    "application/json": components["schemas"]["ImportedPurchaseReport"];
                };
            };
            /**
             * @description - `invalid-request`: no file in the `report` field; or no `Idempotency-Key`, or one that is not a
             *       UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `file-too-large`: the report is larger than 5 MB.
             *     - `file-type-not-accepted`: the report is not a .csv file.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no such period (unknown, another programme's, or not a GUID), or a programme
             *       without supplier reports (Calor).
             */
            404: components["responses"]["NotFound"];
            /**
             * @description - `wrong-period-state`: the period does not take reports now: only while it is open or closed for
             *       claims.
             *     - `report-already-imported`: the same file was imported before, into any of the programme's
             *       periods; the detail says when and by whom.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            /**
             * @description - `report-lines-invalid`: one or more lines cannot be imported, so nothing was imported; `lines`
             *       lists every bad line with its reasons, in file order.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://api.larder.example/problems/report-lines-invalid",
                     *       "title": "Report lines invalid",
                     *       "status": 422,
                     *       "detail": "2 lines of the report cannot be imported, so nothing was imported.",
                     *       "code": "report-lines-invalid",
                     *       "lines": [
                     *         {
                     *           "line": 4,
                     *           "reason": "The sign-up linking NIS990070 (LM100070) is pending, not approved."
                     *         },
                     *         {
                     *           "line": 5,
                     *           "reason": "The invoice date “31/02/2026” is not a date (write it as DD/MM/YYYY); the amount is £0."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["PurchaseReportRefusal"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    previewPurchaseReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A programme whose supplier reports what members buy (Calor has no reports).
                 * @example nisbets
                 */
                programme: "biopak" | "nisbets" | "booker";
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000011
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "report": "(the supplier's report, a CSV file)"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["PurchaseReportUpload"];
            };
        };
        responses: {
            /** @description What the report would import, and every line that cannot be. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fileName": "nisbets-account-sales-2026-12.csv",
                     *       "rows": [
                     *         {
                     *           "line": 2,
                     *           "accountNumber": "NIS641406",
                     *           "invoiceNumber": "NSI-20261125-40",
                     *           "invoiceDate": "2026-11-25",
                     *           "amountExcludingVat": 184.6,
                     *           "membershipNumber": "LM214038",
                     *           "memberName": "Rebecca Shaw"
                     *         },
                     *         {
                     *           "line": 3,
                     *           "accountNumber": "NIS641406",
                     *           "invoiceNumber": "NSI-20261126-41",
                     *           "invoiceDate": "2026-11-26",
                     *           "amountExcludingVat": 52.1,
                     *           "membershipNumber": "LM214038",
                     *           "memberName": "Rebecca Shaw"
                     *         }
                     *       ],
                     *       "problems": [
                     *         {
                     *           "line": 4,
                     *           "reason": "The sign-up linking NIS990070 (LM100070) is pending, not approved."
                     *         },
                     *         {
                     *           "line": 5,
                     *           "reason": "The invoice date “31/02/2026” is not a date (write it as DD/MM/YYYY); the amount is £0."
                     *         }
                     *       ],
                     *       "totals": {
                     *         "invoices": 2,
                     *         "members": 1,
                     *         "totalExcludingVat": 236.7
                     *       },
                     *       "duplicateOf": null
                     *     }
                     */
                    "application/json": components["schemas"]["PurchaseReportPreview"];
                };
            };
            /**
             * @description - `invalid-request`: no file in the `report` field.
             *     - `file-too-large`: the report is larger than 5 MB.
             *     - `file-type-not-accepted`: the report is not a .csv file.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `not-found`: no such period (unknown, another programme's, or not a GUID), or a programme
             *       without supplier reports (Calor).
             */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getNextPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proposed name and dates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "January to March 2027",
                     *       "startDate": "2027-01-01",
                     *       "endDate": "2027-03-31"
                     *     }
                     */
                    "application/json": components["schemas"]["DateRange"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getSignups: {
        parameters: {
            query?: {
                /** @description The tab wanted. */
                status?: "Pending" | "Approved" | "Rejected";
                /**
                 * @description Text in the membership number, the member's name or the supplier account number.
                 * @example LM100070
                 */
                search?: string;
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description What the list is sorted by. */
                sort?: "submittedOn" | "membershipNumber" | "memberName";
                /** @description The sort direction. */
                direction?: components["parameters"]["Direction"];
            };
            header?: never;
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the tab, and the count of each tab. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupQueuePage"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles` (nor, for this programme,
             *       of its `x-programme-roles`).
             */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    approveSignup: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The sign-up's id (for Calor, the Calor account's).
                 * @example 5160a140-0000-4000-8000-000000000001
                 */
                signupId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-up, `Approved`. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5160a140-0000-4000-8000-000000000001",
                     *       "schemeType": "biopak",
                     *       "membershipNumber": "LM214001",
                     *       "memberName": "Gareth Lloyd",
                     *       "status": "Approved",
                     *       "submittedOn": "2026-10-18T09:00:52Z",
                     *       "decidedOn": "2026-11-27T10:36:52Z",
                     *       "decidedBy": "Lee Harper",
                     *       "rejectionReason": null,
                     *       "supplierAccountNumber": "BP540037",
                     *       "consentGivenOn": "2026-10-18T09:00:52Z",
                     *       "units": [
                     *         {
                     *           "id": "0a1b2c3e-0000-4000-8000-000000000001",
                     *           "name": "The Brecon Kitchen",
                     *           "postcode": "LD3 7AA"
                     *         }
                     *       ],
                     *       "calor": null
                     *     }
                     */
                    "application/json": components["schemas"]["StaffSignup"];
                };
            };
            /**
             * @description - `invalid-request`: the request breaks this document (Bad input); `errors` names each field; or
             *       no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles` (nor, for this programme,
             *       of its `x-programme-roles`), a `developer` included (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no such sign-up in this programme, or an id that is not a GUID. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `already-decided`: the sign-up was decided already; the detail says by whom and when.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    rejectSignup: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The sign-up's id (for Calor, the Calor account's).
                 * @example 5160a140-0000-4000-8000-000000000002
                 */
                signupId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "BioPak could not find this customer number. Please check it against a recent BioPak invoice and apply again."
                 *     }
                 */
                "application/json": components["schemas"]["SignupRejectionRequest"];
            };
        };
        responses: {
            /** @description The sign-up, `Rejected`. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5160a140-0000-4000-8000-000000000002",
                     *       "schemeType": "biopak",
                     *       "membershipNumber": "LM214002",
                     *       "memberName": "Aisha Rahman",
                     *       "status": "Rejected",
                     *       "submittedOn": "2026-10-20T10:13:52Z",
                     *       "decidedOn": "2026-11-27T10:36:52Z",
                     *       "decidedBy": "Lee Harper",
                     *       "rejectionReason": "BioPak could not find this customer number. Please check it against a recent BioPak invoice and apply again.",
                     *       "supplierAccountNumber": "BP540074",
                     *       "consentGivenOn": "2026-10-20T10:13:52Z",
                     *       "units": [
                     *         {
                     *           "id": "0a1b2c3e-0000-4000-8000-000000000002",
                     *           "name": "Spice Garden Takeaway",
                     *           "postcode": "B11 1TT"
                     *         }
                     *       ],
                     *       "calor": null
                     *     }
                     */
                    "application/json": components["schemas"]["StaffSignup"];
                };
            };
            /**
             * @description - `invalid-request`: no reason, or one over 500 characters; or no `Idempotency-Key`, or one that
             *       is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles` (nor, for this programme,
             *       of its `x-programme-roles`), a `developer` included (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no such sign-up in this programme, or an id that is not a GUID. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `already-decided`: the sign-up was decided already; the detail says by whom and when.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    approveSignups: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "signupIds": [
                 *         "5160a140-0000-4000-8000-000000000001",
                 *         "5160a140-0000-4000-8000-000000000003"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BulkSignupApprovalRequest"];
            };
        };
        responses: {
            /** @description The sign-ups approved, and those skipped with why. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "approved": [
                     *         "5160a140-0000-4000-8000-000000000003"
                     *       ],
                     *       "skipped": [
                     *         {
                     *           "signupId": "5160a140-0000-4000-8000-000000000001",
                     *           "reason": "Gareth Lloyd (LM214001): This sign-up was already approved by Lee Harper on 27/11/2026."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BulkSignupApprovalResult"];
                };
            };
            /**
             * @description - `invalid-request`: `signupIds` is missing, empty, not a list of strings, or lists more than 100;
             *       or no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles` (nor, for this programme,
             *       of its `x-programme-roles`), a `developer` included (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    closePeriod: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period's detail (as `getPeriod`), now `ClosedForClaims`. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "period": {
                     *         "id": "a0e10d00-0000-4000-8000-000000000001",
                     *         "schemeType": "calor",
                     *         "name": "July to December 2026",
                     *         "startDate": "2026-07-01",
                     *         "endDate": "2026-12-31",
                     *         "state": "ClosedForClaims"
                     *       },
                     *       "earnsBy": "claims",
                     *       "cashbackPercent": 10,
                     *       "totals": {
                     *         "members": 7,
                     *         "purchasesCount": 9,
                     *         "purchasesTotal": 2281.04,
                     *         "calculatedCashback": 228.1,
                     *         "adjustments": 0,
                     *         "cashback": 228.1
                     *       },
                     *       "claimsWaiting": 30,
                     *       "calculated": null,
                     *       "approved": null,
                     *       "reports": []
                     *     }
                     */
                    "application/json": components["schemas"]["PeriodDetail"];
                };
            };
            /**
             * @description - `invalid-request`: the request breaks this document (Bad input); `errors` names each field; or
             *       no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no such period (unknown, another programme's, or not a GUID). */
            404: components["responses"]["NotFound"];
            /**
             * @description - `wrong-period-state`: the period is not `Open`.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    calculatePeriodCashback: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period's detail (as `getPeriod`), now `CashbackCalculated`. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "period": {
                     *         "id": "a0e10d00-0000-4000-8000-000000000006",
                     *         "schemeType": "biopak",
                     *         "name": "October to December 2026",
                     *         "startDate": "2026-10-01",
                     *         "endDate": "2026-12-31",
                     *         "state": "CashbackCalculated"
                     *       },
                     *       "earnsBy": "supplier-reports",
                     *       "cashbackPercent": 2.5,
                     *       "totals": {
                     *         "members": 10,
                     *         "purchasesCount": 36,
                     *         "purchasesTotal": 6554.67,
                     *         "calculatedCashback": 163.86,
                     *         "adjustments": 7.5,
                     *         "cashback": 171.36
                     *       },
                     *       "claimsWaiting": 0,
                     *       "calculated": {
                     *         "on": "2027-01-05T11:00:00Z",
                     *         "by": "Lee Harper",
                     *         "cashbackPercent": 2.5
                     *       },
                     *       "approved": null,
                     *       "reports": [
                     *         {
                     *           "id": "5e907000-0000-4000-8000-000000000002",
                     *           "fileName": "biopak-purchases-2026-11.csv",
                     *           "importedOn": "2026-11-22T09:30:00Z",
                     *           "importedBy": "Lee Harper",
                     *           "invoices": 30,
                     *           "totalExcludingVat": 5279.07
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PeriodDetail"];
                };
            };
            /**
             * @description - `invalid-request`: the request breaks this document (Bad input); `errors` names each field; or
             *       no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no such period (unknown, another programme's, or not a GUID). */
            404: components["responses"]["NotFound"];
            /**
             * @description - `wrong-period-state`: the period is not `ClosedForClaims`.
             *     - `claims-waiting`: Calor claims in the period still wait for a decision.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    approvePeriodCashback: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The supplier programme.
                 * @example calor
                 */
                programme: components["parameters"]["Programme"];
                /**
                 * @description The period's id.
                 * @example a0e10d00-0000-4000-8000-000000000006
                 */
                periodId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period's detail (as `getPeriod`), now `Paid`. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "period": {
                     *         "id": "a0e10d00-0000-4000-8000-000000000012",
                     *         "schemeType": "nisbets",
                     *         "name": "January to June 2026",
                     *         "startDate": "2026-01-01",
                     *         "endDate": "2026-06-30",
                     *         "state": "Paid"
                     *       },
                     *       "earnsBy": "supplier-reports",
                     *       "cashbackPercent": 3,
                     *       "totals": {
                     *         "members": 2,
                     *         "purchasesCount": 40,
                     *         "purchasesTotal": 16106.38,
                     *         "calculatedCashback": 483.19,
                     *         "adjustments": 0,
                     *         "cashback": 483.19
                     *       },
                     *       "claimsWaiting": 0,
                     *       "calculated": {
                     *         "on": "2026-07-10T11:00:00Z",
                     *         "by": "Lee Harper",
                     *         "cashbackPercent": 3
                     *       },
                     *       "approved": {
                     *         "on": "2026-11-27T10:30:00Z",
                     *         "by": "Lee Harper"
                     *       },
                     *       "reports": [
                     *         {
                     *           "id": "5e907000-0000-4000-8000-000000000025",
                     *           "fileName": "nisbets-account-sales-2026-06.csv",
                     *           "importedOn": "2026-06-29T09:30:00Z",
                     *           "importedBy": "Lee Harper",
                     *           "invoices": 7,
                     *           "totalExcludingVat": 2822.29
                     *         },
                     *         {
                     *           "id": "5e907000-0000-4000-8000-000000000024",
                     *           "fileName": "nisbets-account-sales-2026-05.csv",
                     *           "importedOn": "2026-05-31T09:30:00Z",
                     *           "importedBy": "Lee Harper",
                     *           "invoices": 7,
                     *           "totalExcludingVat": 3013.13
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PeriodDetail"];
                };
            };
            /**
             * @description - `invalid-request`: the request breaks this document (Bad input); `errors` names each field; or
             *       no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no such period (unknown, another programme's, or not a GUID). */
            404: components["responses"]["NotFound"];
            /**
             * @description - `wrong-period-state`: the period is not `CashbackCalculated`.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getClaimQueue: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description The order: `queue` (the default: Submitted claims first, then the rest, oldest submission first), `submittedOn`, `purchaseDate`, `reference` (the claim reference), `member` (the member's name) or `cashback`. */
                sort?: "queue" | "submittedOn" | "purchaseDate" | "reference" | "member" | "cashback";
                /** @description The sort direction. */
                direction?: components["parameters"]["Direction"];
                /** @description Only claims in this status. */
                status?: components["schemas"]["CalorClaimStatus"];
                /** @description Only claims whose purchase date falls in this Calor period (its id, from the queue options). */
                period?: components["schemas"]["Guid"];
                /** @description Only claims naming this retailer (its id, from the queue options). */
                retailer?: components["schemas"]["Guid"];
                /**
                 * @description Any part of the member's membership number or name, in any case, spaces ignored.
                 * @example LM100075
                 */
                member?: string;
                /** @description `yes`: only claims with at least one flag; `no`: only claims without flags. */
                flagged?: "yes" | "no";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the queue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "claimReference": "CLR-200014",
                     *           "member": {
                     *             "membershipNumber": "LM100076",
                     *             "name": "Nadia Hussain"
                     *           },
                     *           "submittedOn": "2026-10-15T12:36:39Z",
                     *           "purchaseDate": "2026-10-14",
                     *           "retailer": {
                     *             "id": "c0a1e000-0000-4000-8000-000000000001",
                     *             "name": "Dales Gas Supplies",
                     *             "postCode": "BD23 1AA"
                     *           },
                     *           "receiptNumber": "DGS-20011",
                     *           "totalCylinders": 2,
                     *           "totalExcludingVat": 82,
                     *           "cashback": 8.2,
                     *           "status": "Submitted",
                     *           "period": {
                     *             "id": "a0e10d00-0000-4000-8000-000000000001",
                     *             "name": "July to December 2026"
                     *           },
                     *           "flags": [],
                     *           "lastContactedOn": null
                     *         },
                     *         {
                     *           "claimReference": "CLR-200017",
                     *           "member": {
                     *             "membershipNumber": "LM100060",
                     *             "name": "Sam Okafor"
                     *           },
                     *           "submittedOn": "2026-10-21T09:36:39Z",
                     *           "purchaseDate": "2026-10-19",
                     *           "retailer": {
                     *             "id": "c0a1e000-0000-4000-8000-000000000006",
                     *             "name": "Coastal Gas Centre",
                     *             "postCode": "YO11 2AQ"
                     *           },
                     *           "receiptNumber": "CGC-11872",
                     *           "totalCylinders": 3,
                     *           "totalExcludingVat": 149,
                     *           "cashback": 14.9,
                     *           "status": "Submitted",
                     *           "period": {
                     *             "id": "a0e10d00-0000-4000-8000-000000000001",
                     *             "name": "July to December 2026"
                     *           },
                     *           "flags": [
                     *             "SameReceipt"
                     *           ],
                     *           "lastContactedOn": null
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 2,
                     *       "total": 48
                     *     }
                     */
                    "application/json": components["schemas"]["StaffClaimPage"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getStaffClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The claim's reference (matched in any case).
                 * @example CLR-200014
                 */
                claimReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The claim, with what a reviewer needs to decide it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "claimReference": "CLR-200031",
                     *       "submittedOn": "2026-11-11T11:36:39Z",
                     *       "purchaseDate": "2026-08-09",
                     *       "receiptNumber": "HBG-7215",
                     *       "vatNumber": "",
                     *       "retailer": {
                     *         "id": "c0a1e000-0000-4000-8000-000000000002",
                     *         "name": "Harbour Bottled Gas",
                     *         "address": "21 Quay Street, Whitby",
                     *         "postCode": "YO21 3PU"
                     *       },
                     *       "purchaseDetails": [
                     *         {
                     *           "cylinderIdentity": "13kgCommercial",
                     *           "quantity": 0,
                     *           "pricePerCylinder": 0,
                     *           "vatIncluded": false
                     *         },
                     *         {
                     *           "cylinderIdentity": "19kgCommercial",
                     *           "quantity": 0,
                     *           "pricePerCylinder": 0,
                     *           "vatIncluded": false
                     *         },
                     *         {
                     *           "cylinderIdentity": "47kgCommercial",
                     *           "quantity": 1,
                     *           "pricePerCylinder": 84,
                     *           "vatIncluded": false
                     *         },
                     *         {
                     *           "cylinderIdentity": "13kgPatio",
                     *           "quantity": 0,
                     *           "pricePerCylinder": 0,
                     *           "vatIncluded": false
                     *         }
                     *       ],
                     *       "totalCylinders": 1,
                     *       "totalExcludingVat": 84,
                     *       "totalIncludingVat": 88.2,
                     *       "cashback": 8.4,
                     *       "status": "Submitted",
                     *       "member": {
                     *         "membershipNumber": "LM100079",
                     *         "name": "Tariq Aziz"
                     *       },
                     *       "period": {
                     *         "id": "a0e10d00-0000-4000-8000-000000000001",
                     *         "name": "July to December 2026",
                     *         "startDate": "2026-07-01",
                     *         "endDate": "2026-12-31",
                     *         "state": "Open"
                     *       },
                     *       "receipt": {
                     *         "name": "HBG-7215.png",
                     *         "type": "image/png",
                     *         "size": 126045
                     *       },
                     *       "cashbackPercent": 10,
                     *       "flags": [
                     *         {
                     *           "kind": "TooOld",
                     *           "submittedOn": "2026-11-11T11:36:39Z"
                     *         }
                     *       ],
                     *       "history": [
                     *         {
                     *           "id": "a0d17000-0000-4000-8000-000000000054",
                     *           "at": "2026-11-11T11:36:39Z",
                     *           "by": {
                     *             "id": "LM100079",
                     *             "name": "Tariq Aziz",
                     *             "kind": "member"
                     *           },
                     *           "claimReference": "CLR-200031",
                     *           "membershipNumber": "LM100079",
                     *           "action": "Submitted",
                     *           "fromStatus": null,
                     *           "toStatus": "Submitted",
                     *           "reason": null
                     *         },
                     *         {
                     *           "id": "a0d17000-0000-4000-8000-000000000056",
                     *           "at": "2026-11-11T16:36:39Z",
                     *           "by": {
                     *             "id": "hannah-reid",
                     *             "name": "Hannah Reid",
                     *             "kind": "staff"
                     *           },
                     *           "claimReference": "CLR-200031",
                     *           "membershipNumber": "LM100079",
                     *           "action": "MemberContacted",
                     *           "fromStatus": "Submitted",
                     *           "toStatus": "Submitted",
                     *           "reason": "Phoned Tariq: the receipt turned up in the van after three months. Asked him to email the delivery note to confirm the date."
                     *         }
                     *       ],
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["StaffClaimDetail"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no claim has this reference. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    submitClaimDecision: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The claim's reference (matched in any case).
                 * @example CLR-200014
                 */
                claimReference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimDecisionRequest"];
            };
        };
        responses: {
            /** @description The claim, decided (or, for a contact, with the contact in its history and its version one higher). */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "claimReference": "CLR-200014",
                     *       "submittedOn": "2026-10-15T12:36:39Z",
                     *       "purchaseDate": "2026-10-14",
                     *       "receiptNumber": "DGS-20011",
                     *       "vatNumber": "318472061",
                     *       "retailer": {
                     *         "id": "c0a1e000-0000-4000-8000-000000000001",
                     *         "name": "Dales Gas Supplies",
                     *         "address": "4 Mill Lane, Skipton",
                     *         "postCode": "BD23 1AA",
                     *         "vatNumber": "318472061"
                     *       },
                     *       "purchaseDetails": [
                     *         {
                     *           "cylinderIdentity": "13kgCommercial",
                     *           "quantity": 0,
                     *           "pricePerCylinder": 0,
                     *           "vatIncluded": false
                     *         },
                     *         {
                     *           "cylinderIdentity": "19kgCommercial",
                     *           "quantity": 2,
                     *           "pricePerCylinder": 41,
                     *           "vatIncluded": false
                     *         },
                     *         {
                     *           "cylinderIdentity": "47kgCommercial",
                     *           "quantity": 0,
                     *           "pricePerCylinder": 0,
                     *           "vatIncluded": false
                     *         },
                     *         {
                     *           "cylinderIdentity": "13kgPatio",
                     *           "quantity": 0,
                     *           "pricePerCylinder": 0,
                     *           "vatIncluded": false
                     *         }
                     *       ],
                     *       "totalCylinders": 2,
                     *       "totalExcludingVat": 82,
                     *       "totalIncludingVat": 86.1,
                     *       "cashback": 8.2,
                     *       "status": "Rejected",
                     *       "rejectionReason": "The receipt is unreadable.",
                     *       "rejectedOn": "2026-11-27",
                     *       "member": {
                     *         "membershipNumber": "LM100076",
                     *         "name": "Nadia Hussain"
                     *       },
                     *       "period": {
                     *         "id": "a0e10d00-0000-4000-8000-000000000001",
                     *         "name": "July to December 2026",
                     *         "startDate": "2026-07-01",
                     *         "endDate": "2026-12-31",
                     *         "state": "Open"
                     *       },
                     *       "receipt": {
                     *         "name": "DGS-20011.png",
                     *         "type": "image/png",
                     *         "size": 134230
                     *       },
                     *       "cashbackPercent": 10,
                     *       "flags": [],
                     *       "history": [
                     *         {
                     *           "id": "a0d17000-0000-4000-8000-000000000033",
                     *           "at": "2026-10-15T12:36:39Z",
                     *           "by": {
                     *             "id": "LM100076",
                     *             "name": "Nadia Hussain",
                     *             "kind": "member"
                     *           },
                     *           "claimReference": "CLR-200014",
                     *           "membershipNumber": "LM100076",
                     *           "action": "Submitted",
                     *           "fromStatus": null,
                     *           "toStatus": "Submitted",
                     *           "reason": null
                     *         },
                     *         {
                     *           "id": "a0d17000-0000-4000-8000-000000000071",
                     *           "at": "2026-11-27T09:12:40Z",
                     *           "by": {
                     *             "id": "auth0|calor-claims",
                     *             "name": "Chris Morgan",
                     *             "kind": "staff"
                     *           },
                     *           "claimReference": "CLR-200014",
                     *           "membershipNumber": "LM100076",
                     *           "action": "Rejected",
                     *           "fromStatus": "Submitted",
                     *           "toStatus": "Rejected",
                     *           "reason": "The receipt is unreadable."
                     *         }
                     *       ],
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["StaffClaimDetail"];
                };
            };
            /**
             * @description - `invalid-request`: the body is not a decision (`decision` unknown, `version` not a whole number,
             *       `reason` or `note` not text), or its text is over 500 characters; or no `Idempotency-Key`, or one
             *       that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `rejection-reason-required`: a rejection without the reason the member will be shown.
             *     - `contact-note-required`: a contact recorded without a note of what was said.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no claim has this reference. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `already-decided`: the claim was already decided; the detail says by whom, when and its status
             *       now.
             *     - `claim-version-stale`: the claim changed since the `version` sent was read; the detail says by
             *       whom and how: read it again before deciding.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getClaimReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The claim's reference (matched in any case).
                 * @example CLR-200014
                 */
                claimReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt file. */
            200: {
                headers: {
                    /** @description `inline` for a photo, `attachment` for a PDF, with the uploaded file's name. */
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/gif": Blob;
                    "image/bmp": Blob;
                    "image/x-ms-bmp": Blob;
                    "application/pdf": Blob;
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no claim has this reference, or it has no receipt file. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getClaimReceiptPages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The claim's reference (matched in any case).
                 * @example CLR-200021
                 */
                claimReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rendered pages, in order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "number": 1,
                     *           "width": 827,
                     *           "height": 1169
                     *         }
                     *       ],
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["ReceiptPages"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No claim with this reference, or its receipt is not a PDF. */
            404: components["responses"]["NotFound"];
            /** @description The PDF cannot be rendered (`receipt-unreadable`). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getClaimReceiptPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The claim's reference (matched in any case).
                 * @example CLR-200021
                 */
                claimReference: string;
                /**
                 * @description The page, 1-based (at most the 10th).
                 * @example 1
                 */
                page: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page as a PNG image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No claim with this reference, no such page, or its receipt is not a PDF. */
            404: components["responses"]["NotFound"];
            /** @description The PDF cannot be rendered (`receipt-unreadable`). */
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getClaimsAudit: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description The order: `at` (when; the default, with `direction` `desc`), `claimReference` or `reviewer` (the name of whoever acted). */
                sort?: "at" | "claimReference" | "reviewer";
                /** @description The sort direction. */
                direction?: components["parameters"]["Direction"];
                /**
                 * @description Any part of the name of whoever acted (a reviewer, or a member submitting), in any case, spaces ignored.
                 * @example Hannah
                 */
                reviewer?: string;
                /** @description Only entries on or after this day. */
                from?: components["schemas"]["IsoDate"];
                /** @description Only entries on or before this day. */
                to?: components["schemas"]["IsoDate"];
                /**
                 * @description Any part of the claim reference, in any case.
                 * @example CLR-2000
                 */
                claimReference?: string;
                /** @description Only entries of this action. */
                decision?: components["schemas"]["ClaimAuditAction"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the audit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "a0d17000-0000-4000-8000-000000000071",
                     *           "at": "2026-11-27T09:12:40Z",
                     *           "by": {
                     *             "id": "auth0|calor-claims",
                     *             "name": "Chris Morgan",
                     *             "kind": "staff"
                     *           },
                     *           "claimReference": "CLR-200014",
                     *           "membershipNumber": "LM100076",
                     *           "action": "Rejected",
                     *           "fromStatus": "Submitted",
                     *           "toStatus": "Rejected",
                     *           "reason": "The receipt is unreadable."
                     *         },
                     *         {
                     *           "id": "a0d17000-0000-4000-8000-000000000070",
                     *           "at": "2026-11-26T16:36:39Z",
                     *           "by": {
                     *             "id": "LM100077",
                     *             "name": "Owen Price",
                     *             "kind": "member"
                     *           },
                     *           "claimReference": "CLR-200043",
                     *           "membershipNumber": "LM100077",
                     *           "action": "Submitted",
                     *           "fromStatus": null,
                     *           "toStatus": "Submitted",
                     *           "reason": null
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 2,
                     *       "total": 71
                     *     }
                     */
                    "application/json": components["schemas"]["ClaimAuditPage"];
                };
            };
            /**
             * @description - `invalid-request`: `from` or `to` is not a date as `yyyy-MM-dd`.
             *     - `date-range-reversed`: `from` is after `to`.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    exportClaimsAudit: {
        parameters: {
            query?: {
                /**
                 * @description Any part of the name of whoever acted (a reviewer, or a member submitting), in any case, spaces ignored.
                 * @example Hannah
                 */
                reviewer?: string;
                /** @description Only entries on or after this day. */
                from?: components["schemas"]["IsoDate"];
                /** @description Only entries on or before this day. */
                to?: components["schemas"]["IsoDate"];
                /**
                 * @description Any part of the claim reference, in any case.
                 * @example CLR-2000
                 */
                claimReference?: string;
                /** @description Only entries of this action. */
                decision?: components["schemas"]["ClaimAuditAction"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching audit entries as CSV (UTF-8, starting with the byte-order mark). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example When,Who,Claim,Member,Decision or change,From,To,Reason or note
                     *     26/11/2026 16:36:39,Owen Price (member),CLR-200043,LM100077,Submitted,,Submitted,
                     *     22/11/2026 11:00:00,Hannah Reid,CLR-100004,LM100001,Rejected,Submitted,Rejected,The receipt image is too blurred to read the prices. Please upload a clearer photo.
                     */
                    "text/csv": Blob;
                };
            };
            /**
             * @description - `invalid-request`: `from` or `to` is not a date as `yyyy-MM-dd`.
             *     - `date-range-reversed`: `from` is after `to`.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getAuditReviewers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The staff names, A to Z. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       "Chris Morgan",
                     *       "Hannah Reid",
                     *       "Lee Harper"
                     *     ]
                     */
                    "application/json": string[];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getClaimQueueOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queue's filter options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "periods": [
                     *         {
                     *           "id": "a0e10d00-0000-4000-8000-000000000001",
                     *           "name": "July to December 2026",
                     *           "startDate": "2026-07-01",
                     *           "endDate": "2026-12-31",
                     *           "state": "Open"
                     *         },
                     *         {
                     *           "id": "a0e10d00-0000-4000-8000-000000000002",
                     *           "name": "January to June 2026",
                     *           "startDate": "2026-01-01",
                     *           "endDate": "2026-06-30",
                     *           "state": "Paid"
                     *         }
                     *       ],
                     *       "retailers": [
                     *         {
                     *           "id": "c0a1e000-0000-4000-8000-000000000001",
                     *           "name": "Dales Gas Supplies",
                     *           "postCode": "BD23 1AA"
                     *         },
                     *         {
                     *           "id": "c0a1e000-0000-4000-8000-000000000002",
                     *           "name": "Harbour Bottled Gas",
                     *           "postCode": "YO21 3PU"
                     *         }
                     *       ],
                     *       "statuses": [
                     *         "Submitted",
                     *         "Approved",
                     *         "Rejected",
                     *         "Paid"
                     *       ],
                     *       "flags": [
                     *         "SameReceipt",
                     *         "SameFile",
                     *         "OutsidePeriod",
                     *         "TooOld",
                     *         "UnusualQuantity"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ClaimQueueOptions"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getCardRefunds: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description The order: `createdAt` (when it was asked for; the default, with `direction` `desc`) or `amount`. */
                sort?: "createdAt" | "amount";
                /** @description The sort direction. */
                direction?: components["parameters"]["Direction"];
                /** @description Only refunds in this status. */
                status?: components["schemas"]["CardRefundStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the refunds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "refund": {
                     *             "id": "3c5e7a90-2b4d-4f6a-8c1e-5d7f9b2a4c6e",
                     *             "cardPaymentId": "0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a",
                     *             "providerReference": "re_test_Lp4Zs8Qd2Wm6Xv0Hb3Ny7Tc1",
                     *             "amount": 300,
                     *             "reason": "duplicate",
                     *             "status": "Succeeded",
                     *             "createdAt": "2026-11-27T01:39:12.004Z",
                     *             "completedAt": "2026-11-27T01:39:13.250Z",
                     *             "failureReason": null
                     *           },
                     *           "membershipNumber": "LM100023",
                     *           "memberName": "Brew & Bun Coffee Van",
                     *           "description": "Membership renewal, Premium, 27/11/2026 to 26/11/2027",
                     *           "card": {
                     *             "brand": "Visa",
                     *             "last4": "4242"
                     *           }
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["FinanceCardRefundPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getBacsFiles: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description The order: `processingDate` (the default, with `direction` `desc`), `reference`, `creditTotal` or `createdOn`. */
                sort?: "processingDate" | "reference" | "creditTotal" | "createdOn";
                /** @description The sort direction. */
                direction?: components["parameters"]["Direction"];
                /** @description Only files in this state. */
                state?: components["schemas"]["BacsFileState"];
                /**
                 * @description Any part of the file's reference, in any case, spaces ignored.
                 * @example 00002
                 */
                reference?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the files. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "bac5f000-0000-4000-8000-000000000002",
                     *           "reference": "BACS-00002",
                     *           "state": "Draft",
                     *           "processingDate": "2026-12-02",
                     *           "periods": [
                     *             {
                     *               "id": "a0e10d00-0000-4000-8000-000000000001",
                     *               "schemeType": "calor",
                     *               "name": "July to December 2026"
                     *             },
                     *             {
                     *               "id": "a0e10d00-0000-4000-8000-000000000007",
                     *               "schemeType": "biopak",
                     *               "name": "July to September 2026"
                     *             }
                     *           ],
                     *           "itemCount": 4,
                     *           "creditTotal": 218.99,
                     *           "contraTotal": 218.99,
                     *           "created": {
                     *             "by": {
                     *               "id": "auth0|larder-admin",
                     *               "name": "Lee Harper"
                     *             },
                     *             "on": "2026-11-27T09:05:12Z"
                     *           },
                     *           "approved": null,
                     *           "submitted": null,
                     *           "returnsRecorded": null,
                     *           "returnedCount": 0,
                     *           "returnedTotal": 0
                     *         },
                     *         {
                     *           "id": "bac5f000-0000-4000-8000-000000000001",
                     *           "reference": "BACS-00001",
                     *           "state": "Submitted",
                     *           "processingDate": "2026-11-25",
                     *           "periods": [
                     *             {
                     *               "id": "a0e10d00-0000-4000-8000-000000000002",
                     *               "schemeType": "calor",
                     *               "name": "January to June 2026"
                     *             },
                     *             {
                     *               "id": "a0e10d00-0000-4000-8000-000000000008",
                     *               "schemeType": "biopak",
                     *               "name": "April to June 2026"
                     *             }
                     *           ],
                     *           "itemCount": 4,
                     *           "creditTotal": 74.04,
                     *           "contraTotal": 74.04,
                     *           "created": {
                     *             "by": {
                     *               "id": "auth0|larder-admin",
                     *               "name": "Lee Harper"
                     *             },
                     *             "on": "2026-11-19T10:00:00Z"
                     *           },
                     *           "approved": {
                     *             "by": {
                     *               "id": "auth0|larder-admin-2",
                     *               "name": "Jo Brennan"
                     *             },
                     *             "on": "2026-11-19T13:00:00Z"
                     *           },
                     *           "submitted": {
                     *             "by": {
                     *               "id": "auth0|larder-admin-2",
                     *               "name": "Jo Brennan"
                     *             },
                     *             "on": "2026-11-20T12:00:00Z"
                     *           },
                     *           "returnsRecorded": null,
                     *           "returnedCount": 0,
                     *           "returnedTotal": 0
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "total": 2
                     *     }
                     */
                    "application/json": components["schemas"]["BacsFilePage"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    createBacsFile: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "periodIds": [
                 *         "a0e10d00-0000-4000-8000-000000000001",
                 *         "a0e10d00-0000-4000-8000-000000000012"
                 *       ],
                 *       "processingDate": "2026-12-04"
                 *     }
                 */
                "application/json": components["schemas"]["CreateBacsFileRequest"];
            };
        };
        responses: {
            /** @description The new Draft file. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bac5f000-0000-4000-8000-000000000003",
                     *       "reference": "BACS-00003",
                     *       "state": "Draft",
                     *       "processingDate": "2026-12-04",
                     *       "periods": [
                     *         {
                     *           "id": "a0e10d00-0000-4000-8000-000000000001",
                     *           "schemeType": "calor",
                     *           "name": "July to December 2026"
                     *         },
                     *         {
                     *           "id": "a0e10d00-0000-4000-8000-000000000012",
                     *           "schemeType": "nisbets",
                     *           "name": "January to June 2026"
                     *         }
                     *       ],
                     *       "itemCount": 1,
                     *       "creditTotal": 244.77,
                     *       "contraTotal": 244.77,
                     *       "created": {
                     *         "by": {
                     *           "id": "auth0|larder-admin",
                     *           "name": "Lee Harper"
                     *         },
                     *         "on": "2026-11-27T09:20:41Z"
                     *       },
                     *       "approved": null,
                     *       "submitted": null,
                     *       "returnsRecorded": null,
                     *       "returnedCount": 0,
                     *       "returnedTotal": 0,
                     *       "approvedCashback": {
                     *         "transactionCount": 5,
                     *         "total": 276.25
                     *       },
                     *       "exclusionCount": 2,
                     *       "exclusionTotal": 31.48,
                     *       "checks": [
                     *         {
                     *           "id": "countAndTotal",
                     *           "passed": true,
                     *           "summary": "1 credit of £244.77 and £31.48 left out account for all 5 approved cashback items (£276.25)."
                     *         },
                     *         {
                     *           "id": "contra",
                     *           "passed": true,
                     *           "summary": "The contra debit of £244.77 equals the credits."
                     *         },
                     *         {
                     *           "id": "processingDate",
                     *           "passed": true,
                     *           "summary": "04/12/2026 is a working day, 5 working days after 27/11/2026."
                     *         },
                     *         {
                     *           "id": "duplicatePayees",
                     *           "passed": true,
                     *           "summary": "Each of the 1 credit goes to a different member and bank account."
                     *         },
                     *         {
                     *           "id": "records",
                     *           "passed": true,
                     *           "summary": "Every record is 100 characters of Bacs characters, amounts in pence, ending with the contra."
                     *         },
                     *         {
                     *           "id": "labels",
                     *           "passed": true,
                     *           "summary": "The labelled file's VOL1, HDR1, HDR2 and UHL1 (service user number 438907, processing day 04/12/2026) and EOF1, EOF2 and UTL1 (the contra and 1 credit, their totals) are 80 characters each and agree with the records."
                     *         }
                     *       ],
                     *       "fileName": "BACS-00003-2026-12-04.txt",
                     *       "labelledFileName": "BACS-00003-2026-12-04-labelled.txt"
                     *     }
                     */
                    "application/json": components["schemas"]["BacsFileDetail"];
                };
            };
            /**
             * @description - `invalid-request`: no periods, or a processing day that is not a date; or no `Idempotency-Key`,
             *       or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `unknown-period`: `periodIds` names an unknown period; `errors` names which.
             *     - `processing-date-not-accepted`: the processing day is not a working day, under 2 working days
             *       ahead, or beyond the bank holiday table; the detail says which.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /**
             * @description - `nothing-to-pay`: no approved cashback is waiting for payment in these periods.
             *     - `no-payable-bank-details`: every member owed it lacks bank details that pass the checks.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getBacsFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The file's id.
                 * @example bac5f000-0000-4000-8000-000000000002
                 */
                fileId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bac5f000-0000-4000-8000-000000000002",
                     *       "reference": "BACS-00002",
                     *       "state": "Draft",
                     *       "processingDate": "2026-12-02",
                     *       "periods": [
                     *         {
                     *           "id": "a0e10d00-0000-4000-8000-000000000001",
                     *           "schemeType": "calor",
                     *           "name": "July to December 2026"
                     *         },
                     *         {
                     *           "id": "a0e10d00-0000-4000-8000-000000000007",
                     *           "schemeType": "biopak",
                     *           "name": "July to September 2026"
                     *         }
                     *       ],
                     *       "itemCount": 4,
                     *       "creditTotal": 218.99,
                     *       "contraTotal": 218.99,
                     *       "created": {
                     *         "by": {
                     *           "id": "auth0|larder-admin",
                     *           "name": "Lee Harper"
                     *         },
                     *         "on": "2026-11-27T09:05:12Z"
                     *       },
                     *       "approved": null,
                     *       "submitted": null,
                     *       "returnsRecorded": null,
                     *       "returnedCount": 0,
                     *       "returnedTotal": 0,
                     *       "approvedCashback": {
                     *         "transactionCount": 9,
                     *         "total": 250.47
                     *       },
                     *       "exclusionCount": 2,
                     *       "exclusionTotal": 31.48,
                     *       "checks": [
                     *         {
                     *           "id": "countAndTotal",
                     *           "passed": true,
                     *           "summary": "4 credits of £218.99 and £31.48 left out account for all 9 approved cashback items (£250.47)."
                     *         },
                     *         {
                     *           "id": "contra",
                     *           "passed": true,
                     *           "summary": "The contra debit of £218.99 equals the credits."
                     *         },
                     *         {
                     *           "id": "processingDate",
                     *           "passed": true,
                     *           "summary": "02/12/2026 is a working day, 3 working days after 27/11/2026."
                     *         },
                     *         {
                     *           "id": "duplicatePayees",
                     *           "passed": true,
                     *           "summary": "Each of the 4 credits goes to a different member and bank account."
                     *         },
                     *         {
                     *           "id": "records",
                     *           "passed": true,
                     *           "summary": "Every record is 100 characters of Bacs characters, amounts in pence, ending with the contra."
                     *         },
                     *         {
                     *           "id": "labels",
                     *           "passed": true,
                     *           "summary": "The labelled file's VOL1, HDR1, HDR2 and UHL1 (service user number 438907, processing day 02/12/2026) and EOF1, EOF2 and UTL1 (the contra and 4 credits, their totals) are 80 characters each and agree with the records."
                     *         }
                     *       ],
                     *       "fileName": "BACS-00002-2026-12-02.txt",
                     *       "labelledFileName": "BACS-00002-2026-12-02-labelled.txt"
                     *     }
                     */
                    "application/json": components["schemas"]["BacsFileDetail"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no file has this id. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    discardBacsFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The file's id.
                 * @example bac5f000-0000-4000-8000-000000000002
                 */
                fileId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft was discarded. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no file has this id. */
            404: components["responses"]["NotFound"];
            /** @description - `wrong-file-state`: the file is not a draft; the detail names its state, and who moved it there. */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    approveBacsFile: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The file's id.
                 * @example bac5f000-0000-4000-8000-000000000002
                 */
                fileId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, Approved. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bac5f000-0000-4000-8000-000000000002",
                     *       "reference": "BACS-00002",
                     *       "state": "Approved",
                     *       "processingDate": "2026-12-02",
                     *       "periods": [
                     *         {
                     *           "id": "a0e10d00-0000-4000-8000-000000000001",
                     *           "schemeType": "calor",
                     *           "name": "July to December 2026"
                     *         },
                     *         {
                     *           "id": "a0e10d00-0000-4000-8000-000000000007",
                     *           "schemeType": "biopak",
                     *           "name": "July to September 2026"
                     *         }
                     *       ],
                     *       "itemCount": 4,
                     *       "creditTotal": 218.99,
                     *       "contraTotal": 218.99,
                     *       "created": {
                     *         "by": {
                     *           "id": "auth0|larder-admin",
                     *           "name": "Lee Harper"
                     *         },
                     *         "on": "2026-11-27T09:05:12Z"
                     *       },
                     *       "approved": {
                     *         "by": {
                     *           "id": "auth0|larder-admin-2",
                     *           "name": "Jo Brennan"
                     *         },
                     *         "on": "2026-11-27T11:42:07.512Z"
                     *       },
                     *       "submitted": null,
                     *       "returnsRecorded": null,
                     *       "returnedCount": 0,
                     *       "returnedTotal": 0,
                     *       "approvedCashback": {
                     *         "transactionCount": 9,
                     *         "total": 250.47
                     *       },
                     *       "exclusionCount": 2,
                     *       "exclusionTotal": 31.48,
                     *       "checks": [
                     *         {
                     *           "id": "countAndTotal",
                     *           "passed": true,
                     *           "summary": "4 credits of £218.99 and £31.48 left out account for all 9 approved cashback items (£250.47)."
                     *         },
                     *         {
                     *           "id": "contra",
                     *           "passed": true,
                     *           "summary": "The contra debit of £218.99 equals the credits."
                     *         },
                     *         {
                     *           "id": "processingDate",
                     *           "passed": true,
                     *           "summary": "02/12/2026 is a working day, 3 working days after 27/11/2026."
                     *         },
                     *         {
                     *           "id": "duplicatePayees",
                     *           "passed": true,
                     *           "summary": "Each of the 4 credits goes to a different member and bank account."
                     *         },
                     *         {
                     *           "id": "records",
                     *           "passed": true,
                     *           "summary": "Every record is 100 characters of Bacs characters, amounts in pence, ending with the contra."
                     *         },
                     *         {
                     *           "id": "labels",
                     *           "passed": true,
                     *           "summary": "The labelled file's VOL1, HDR1, HDR2 and UHL1 (service user number 438907, processing day 02/12/2026) and EOF1, EOF2 and UTL1 (the contra and 4 credits, their totals) are 80 characters each and agree with the records."
                     *         }
                     *       ],
                     *       "fileName": "BACS-00002-2026-12-02.txt",
                     *       "labelledFileName": "BACS-00002-2026-12-02-labelled.txt"
                     *     }
                     */
                    "application/json": components["schemas"]["BacsFileDetail"];
                };
            };
            /**
             * @description - `invalid-request`: the request breaks this document (Bad input); `errors` names each field; or
             *       no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             *     - `creator-cannot-approve`: the caller created this file: a second Larder administrator must
             *       approve it.
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no file has this id. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `wrong-file-state`: the file is not a draft; the detail names its state, and who moved it there
             *       and when.
             *     - `file-checks-failed`: the file fails its checks; the detail names them.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    downloadBacsFile: {
        parameters: {
            query?: {
                /**
                 * @description `data` for the data records alone (the default), `labelled` for the file with its VOL1 … UTL1 labels.
                 * @example labelled
                 */
                format?: "data" | "labelled";
            };
            header?: never;
            path: {
                /**
                 * @description The file's id.
                 * @example bac5f000-0000-4000-8000-000000000001
                 */
                fileId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Standard 18 file (`text/plain; charset=us-ascii`): the data records, or with `format=labelled` the labelled file. */
            200: {
                headers: {
                    /** @description `attachment`, with the file's name. */
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example 3094122045661309960837122461198000000000004659LARDER ASSOCIATIONCASHBACK LM100060 EVERYTHING CATERIN
                     *     2004150071884209960837122461198000000000000945LARDER ASSOCIATIONCASHBACK LM100075 GARETH LLOYD T/A L
                     *     6083712246119801760837122461198000000000005604LARDER ASSOCIATIONCONTRA            LARDER ASSOCIATION
                     */
                    "text/plain": Blob;
                };
            };
            /** @description - `invalid-request`: `format` is neither `data` nor `labelled`. */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no file has this id. */
            404: components["responses"]["NotFound"];
            /** @description - `wrong-file-state`: the file is a draft; only an approved (or later) file is downloaded. */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getBacsFileLines: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description The order: `lineNumber` (the default, with `direction` `asc`), `member` (the member's name) or `amount`. */
                sort?: "lineNumber" | "member" | "amount";
                /** @description The sort direction. */
                direction?: components["parameters"]["Direction"];
                /**
                 * @description Any part of the membership number, member's name, payee name or reference, in any case, spaces ignored.
                 * @example Okafor
                 */
                search?: string;
                /** @description `yes`: only credits the bank returned; `no`: only the others. */
                returned?: "yes" | "no";
            };
            header?: never;
            path: {
                /**
                 * @description The file's id.
                 * @example bac5f000-0000-4000-8000-000000000001
                 */
                fileId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the file's credits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "bac5e000-0000-4000-8000-000000000001",
                     *           "lineNumber": 1,
                     *           "membershipNumber": "LM100060",
                     *           "memberName": "Sam Okafor",
                     *           "sortCode": "••-••-12",
                     *           "accountNumber": "••••6613",
                     *           "payeeName": "EVERYTHING CATERIN",
                     *           "reference": "CASHBACK LM100060",
                     *           "amount": 46.59,
                     *           "transactionCount": 1,
                     *           "returned": {
                     *             "reason": "Account closed",
                     *             "recorded": {
                     *               "by": {
                     *                 "id": "auth0|larder-admin",
                     *                 "name": "Lee Harper"
                     *               },
                     *               "on": "2026-11-27T09:31:05Z"
                     *             }
                     *           }
                     *         },
                     *         {
                     *           "id": "bac5e000-0000-4000-8000-000000000002",
                     *           "lineNumber": 2,
                     *           "membershipNumber": "LM100075",
                     *           "memberName": "Gareth Lloyd",
                     *           "sortCode": "••-••-15",
                     *           "accountNumber": "••••8842",
                     *           "payeeName": "GARETH LLOYD T/A L",
                     *           "reference": "CASHBACK LM100075",
                     *           "amount": 9.45,
                     *           "transactionCount": 1,
                     *           "returned": null
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 2,
                     *       "total": 4
                     *     }
                     */
                    "application/json": components["schemas"]["BacsLinePage"];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no file has this id. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    recordBacsReturns: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The file's id.
                 * @example bac5f000-0000-4000-8000-000000000001
                 */
                fileId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordBacsReturnsRequest"];
            };
        };
        responses: {
            /** @description The file, ReturnsRecorded. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bac5f000-0000-4000-8000-000000000001",
                     *       "reference": "BACS-00001",
                     *       "state": "ReturnsRecorded",
                     *       "processingDate": "2026-11-25",
                     *       "periods": [
                     *         {
                     *           "id": "a0e10d00-0000-4000-8000-000000000002",
                     *           "schemeType": "calor",
                     *           "name": "January to June 2026"
                     *         },
                     *         {
                     *           "id": "a0e10d00-0000-4000-8000-000000000008",
                     *           "schemeType": "biopak",
                     *           "name": "April to June 2026"
                     *         }
                     *       ],
                     *       "itemCount": 4,
                     *       "creditTotal": 74.04,
                     *       "contraTotal": 74.04,
                     *       "created": {
                     *         "by": {
                     *           "id": "auth0|larder-admin",
                     *           "name": "Lee Harper"
                     *         },
                     *         "on": "2026-11-19T10:00:00Z"
                     *       },
                     *       "approved": {
                     *         "by": {
                     *           "id": "auth0|larder-admin-2",
                     *           "name": "Jo Brennan"
                     *         },
                     *         "on": "2026-11-19T13:00:00Z"
                     *       },
                     *       "submitted": {
                     *         "by": {
                     *           "id": "auth0|larder-admin-2",
                     *           "name": "Jo Brennan"
                     *         },
                     *         "on": "2026-11-20T12:00:00Z"
                     *       },
                     *       "returnsRecorded": {
                     *         "by": {
                     *           "id": "auth0|larder-admin",
                     *           "name": "Lee Harper"
                     *         },
                     *         "on": "2026-11-27T09:31:05Z"
                     *       },
                     *       "returnedCount": 1,
                     *       "returnedTotal": 46.59,
                     *       "approvedCashback": {
                     *         "transactionCount": 4,
                     *         "total": 74.04
                     *       },
                     *       "exclusionCount": 0,
                     *       "exclusionTotal": 0,
                     *       "checks": [
                     *         {
                     *           "id": "countAndTotal",
                     *           "passed": true,
                     *           "summary": "4 credits of £74.04 account for all 4 approved cashback items (£74.04)."
                     *         },
                     *         {
                     *           "id": "contra",
                     *           "passed": true,
                     *           "summary": "The contra debit of £74.04 equals the credits."
                     *         },
                     *         {
                     *           "id": "processingDate",
                     *           "passed": true,
                     *           "summary": "25/11/2026 is a working day, 3 working days after 20/11/2026."
                     *         },
                     *         {
                     *           "id": "duplicatePayees",
                     *           "passed": true,
                     *           "summary": "Each of the 4 credits goes to a different member and bank account."
                     *         },
                     *         {
                     *           "id": "records",
                     *           "passed": true,
                     *           "summary": "Every record is 100 characters of Bacs characters, amounts in pence, ending with the contra."
                     *         },
                     *         {
                     *           "id": "labels",
                     *           "passed": true,
                     *           "summary": "The labelled file's VOL1, HDR1, HDR2 and UHL1 (service user number 438907, processing day 25/11/2026) and EOF1, EOF2 and UTL1 (the contra and 4 credits, their totals) are 80 characters each and agree with the records."
                     *         }
                     *       ],
                     *       "fileName": "BACS-00001-2026-11-25.txt",
                     *       "labelledFileName": "BACS-00001-2026-11-25-labelled.txt"
                     *     }
                     */
                    "application/json": components["schemas"]["BacsFileDetail"];
                };
            };
            /**
             * @description - `invalid-request`: `returns` is not a list of `{ lineId, reason }`, an entry lacks its line or
             *       the bank's reason, a reason is over 200 characters, or a line is listed twice; `errors` names the
             *       entry; or no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             *     - `unknown-line`: a `lineId` is not a line of this file.
             *     - `returns-required`: nothing is listed for a file whose returns were already recorded.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no file has this id. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `wrong-file-state`: the file has not been submitted.
             *     - `returns-too-early`: the processing day has not come yet, so the bank's report cannot exist.
             *     - `line-already-returned`: a line was already recorded as returned.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    submitBacsFile: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One submission attempt (see Idempotency in the description).
                 * @example 3f2b8c1e-9a4d-4f6b-8e2a-5c7d9b1a0e4f
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The file's id.
                 * @example bac5f000-0000-4000-8000-000000000002
                 */
                fileId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, Submitted. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bac5f000-0000-4000-8000-000000000001",
                     *       "reference": "BACS-00001",
                     *       "state": "Submitted",
                     *       "processingDate": "2026-11-25",
                     *       "periods": [
                     *         {
                     *           "id": "a0e10d00-0000-4000-8000-000000000002",
                     *           "schemeType": "calor",
                     *           "name": "January to June 2026"
                     *         },
                     *         {
                     *           "id": "a0e10d00-0000-4000-8000-000000000008",
                     *           "schemeType": "biopak",
                     *           "name": "April to June 2026"
                     *         }
                     *       ],
                     *       "itemCount": 4,
                     *       "creditTotal": 74.04,
                     *       "contraTotal": 74.04,
                     *       "created": {
                     *         "by": {
                     *           "id": "auth0|larder-admin",
                     *           "name": "Lee Harper"
                     *         },
                     *         "on": "2026-11-19T10:00:00Z"
                     *       },
                     *       "approved": {
                     *         "by": {
                     *           "id": "auth0|larder-admin-2",
                     *           "name": "Jo Brennan"
                     *         },
                     *         "on": "2026-11-19T13:00:00Z"
                     *       },
                     *       "submitted": {
                     *         "by": {
                     *           "id": "auth0|larder-admin-2",
                     *           "name": "Jo Brennan"
                     *         },
                     *         "on": "2026-11-20T12:00:00Z"
                     *       },
                     *       "returnsRecorded": null,
                     *       "returnedCount": 0,
                     *       "returnedTotal": 0,
                     *       "approvedCashback": {
                     *         "transactionCount": 4,
                     *         "total": 74.04
                     *       },
                     *       "exclusionCount": 0,
                     *       "exclusionTotal": 0,
                     *       "checks": [
                     *         {
                     *           "id": "countAndTotal",
                     *           "passed": true,
                     *           "summary": "4 credits of £74.04 account for all 4 approved cashback items (£74.04)."
                     *         },
                     *         {
                     *           "id": "contra",
                     *           "passed": true,
                     *           "summary": "The contra debit of £74.04 equals the credits."
                     *         },
                     *         {
                     *           "id": "processingDate",
                     *           "passed": true,
                     *           "summary": "25/11/2026 is a working day, 3 working days after 20/11/2026."
                     *         },
                     *         {
                     *           "id": "duplicatePayees",
                     *           "passed": true,
                     *           "summary": "Each of the 4 credits goes to a different member and bank account."
                     *         },
                     *         {
                     *           "id": "records",
                     *           "passed": true,
                     *           "summary": "Every record is 100 characters of Bacs characters, amounts in pence, ending with the contra."
                     *         },
                     *         {
                     *           "id": "labels",
                     *           "passed": true,
                     *           "summary": "The labelled file's VOL1, HDR1, HDR2 and UHL1 (service user number 438907, processing day 25/11/2026) and EOF1, EOF2 and UTL1 (the contra and 4 credits, their totals) are 80 characters each and agree with the records."
                     *         }
                     *       ],
                     *       "fileName": "BACS-00001-2026-11-25.txt",
                     *       "labelledFileName": "BACS-00001-2026-11-25-labelled.txt"
                     *     }
                     */
                    "application/json": components["schemas"]["BacsFileDetail"];
                };
            };
            /**
             * @description - `invalid-request`: the request breaks this document (Bad input); `errors` names each field; or
             *       no `Idempotency-Key`, or one that is not a UUID.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was sent before with a different body; nothing
             *       was done, and a new attempt takes a new key.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `role-required`: the caller holds none of this operation's `x-roles`, a `developer` included
             *       (developers read, never change).
             */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no file has this id. */
            404: components["responses"]["NotFound"];
            /**
             * @description - `wrong-file-state`: the file is not `Approved`; the detail names its state, and who moved it
             *       there and when.
             *     - `request-in-progress`: a request with this `Idempotency-Key` is still being processed: try again
             *       shortly.
             */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getPayablePeriods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payable periods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "period": {
                     *           "id": "a0e10d00-0000-4000-8000-000000000001",
                     *           "schemeType": "calor",
                     *           "name": "July to December 2026",
                     *           "startDate": "2026-07-01",
                     *           "endDate": "2026-12-31",
                     *           "state": "Open"
                     *         },
                     *         "transactionCount": 4,
                     *         "total": 31.48
                     *       },
                     *       {
                     *         "period": {
                     *           "id": "a0e10d00-0000-4000-8000-000000000012",
                     *           "schemeType": "nisbets",
                     *           "name": "January to June 2026",
                     *           "startDate": "2026-01-01",
                     *           "endDate": "2026-06-30",
                     *           "state": "CashbackCalculated"
                     *         },
                     *         "transactionCount": 1,
                     *         "total": 244.77
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PayablePeriod"][];
                };
            };
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
    getBacsFileExclusions: {
        parameters: {
            query?: {
                /** @description The page wanted, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Items on a page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description The order: `member` (the member's name, the default, with `direction` `asc`) or `amount`. */
                sort?: "member" | "amount";
                /** @description The sort direction. */
                direction?: components["parameters"]["Direction"];
                /**
                 * @description Any part of the membership number or member's name, in any case, spaces ignored.
                 * @example Mackay
                 */
                search?: string;
                /** @description Only the members left out for this reason. */
                reason?: components["schemas"]["BacsExclusionReason"];
            };
            header?: never;
            path: {
                /**
                 * @description The file's id.
                 * @example bac5f000-0000-4000-8000-000000000002
                 */
                fileId: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the members left out of the file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "membershipNumber": "LM100078",
                     *           "memberName": "Fiona Mackay",
                     *           "amount": 14.28,
                     *           "transactionCount": 2,
                     *           "reason": "MissingBankDetails",
                     *           "detail": "The member has not given bank details for payouts."
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["BacsExclusionPage"];
                };
            };
            /**
             * @description - `invalid-request`: a malformed `page`, `pageSize`, `sort`, `direction`, `search` or `reason`;
             *       `errors` names the parameter.
             */
            400: components["responses"]["BadRequest"];
            /** @description - `unauthenticated`: no valid access token; `WWW-Authenticate` says why. */
            401: components["responses"]["Unauthorized"];
            /** @description - `role-required`: the caller holds none of this operation's `x-roles`. */
            403: components["responses"]["Forbidden"];
            /** @description - `not-found`: no file has this id. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Failure"];
        };
    };
}
