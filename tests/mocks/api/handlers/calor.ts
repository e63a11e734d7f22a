// TEST DOUBLE, never shipped: the Calor cashback scheme's calls, checked as the real server would check them.
import { londonToday } from '../../../../src/domain/londonToday';
import { addMonths, format, formatISO, isAfter, isValid, parse, parseISO, startOfDay } from 'date-fns';
import { HttpResponse } from 'msw';
import { hasApprovedCalorAccount } from '../../../../src/domain/calor/calorAccount';
import { cashbackFor } from '../../../../src/domain/calor/cashback';
import { REJECTED_CLAIM_CUTOFF_DAYS, resubmitDeadline } from '../../../../src/domain/calor/claim';
import { claimPeriodContaining, CLAIM_WINDOW_MONTHS } from '../../../../src/domain/calor/claimPeriod';
import { claimTotals } from '../../../../src/domain/calor/claimTotals';
import { MAX_CYLINDER_QUANTITY, readPurchaseDetails, totalCylinders, type PurchaseDetailLine } from '../../../../src/domain/calor/purchaseDetails';
import { RECEIPT_RULES } from '../../../../src/domain/calor/receiptFile';
import { isSearchableRetailerQuery } from '../../../../src/domain/calor/retailer';
import { CYLINDER_TYPES } from '../../../../src/domain/cylinders';
import { formatApiDate } from '../../../../src/domain/format/date';
import type { ListDefinition } from '../../../../src/domain/lists/listQuery';
import { normalisePostcode } from '../../../../src/domain/validation/postcode';
import type { ProgrammePeriod } from '../../../../src/domain/rewards/periods';
import { periodContaining } from '../backend-reference/periods';
import { problem, refused } from '../responses';
import { invalid, refuse, type Refusal } from '../backend-reference/refusal';
import type { CalorStore, StoredClaim, StoredReceipt } from '../seed/calor';
import type { WalletStore } from '../seed/wallet';
import { recordSubmission, storedReceipt } from '../backend-reference/claimReview';
import { claimTransaction } from '../backend-reference/wallet';
import { idempotent } from '../backend-reference/idempotency';
import { canonicalIdentity } from '../backend-reference/identity';
import { calorStatements } from '../backend-reference/calorStatements';
import { earnedSum, entriesOf, sumOf } from '../backend-reference/ledger';
import { pageOf } from '../backend-reference/paging';
import { memberClaimsPage } from '../backend-reference/memberClaims';
import { apiFileMessages, checkUploadedFile } from '../backend-reference/uploads';
import { memberResolver } from './memberResolver';
import { apiHttp, type ApiHandlerOptions, type ApiSchemas } from './options';

const SEARCH_RESULTS_LIMIT = 10;

/** Statements come newest period first; the call takes no sort. */
const STATEMENTS_LIST: ListDefinition<'period', never> = { sorts: ['period'], filters: [], defaultSort: 'period', defaultDirection: 'desc' };

/** Searches and premises compare without case or spacing: 'yo1 6jt' finds 'YO1 6JT'. */
const normalise = (value: string) => value.replace(/\s+/g, '').toLowerCase();

const textField = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

// ---------------------------------------------------------------------------------------------------------
// Call 8: the claim upload's checks

/**
 * Claims are taken only into a Calor period that is Open: staff close it for claims, after which
 * a claim whose purchase date falls in it answers 422, as does a date in no period at all.
 */
function isPeriodOpen(purchaseDate: Date, periods: readonly ProgrammePeriod[]): boolean {
  return periodContaining(periods.filter((period) => period.schemeType === 'calor'), purchaseDate)?.state === 'Open';
}

interface UploadedFile {
  name: string;
  type: string;
  size: number;
}

/** The receipt by its bytes: a PDF or a BMP, GIF, JPEG or PNG image, 1 byte to 10 MB, 40 megapixels at most. */
const RECEIPT_API_RULES = { ...RECEIPT_RULES, typeMessage: undefined, messages: apiFileMessages('receiptImage', 'a .bmp, .gif, .jpeg, .png or .pdf file', 10) };

function checkPurchaseDate(value: FormDataEntryValue | null, today: Date, periods: readonly ProgrammePeriod[]): Refusal | { ok: true; date: Date } {
  const raw = typeof value === 'string' ? value : '';
  const date = parse(raw, 'yyyy-MM-dd', today);
  if (!isValid(date) || format(date, 'yyyy-MM-dd') !== raw) return invalid('purchaseDate must be a date as yyyy-MM-dd', 'purchaseDate');
  if (isAfter(date, startOfDay(today))) return refuse(400, 'purchase-date-in-future', 'purchaseDate is in the future', 'purchaseDate');
  if (!isPeriodOpen(date, periods)) return refuse(422, 'period-closed', 'The claim period of this purchase date is closed for claim submissions', 'purchaseDate');
  if (isAfter(startOfDay(today), addMonths(date, CLAIM_WINDOW_MONTHS)))
    return refuse(400, 'claim-window-passed', `Receipts must be uploaded within ${CLAIM_WINDOW_MONTHS} months of purchase`, 'purchaseDate');
  return { ok: true, date };
}

/** Exactly four JSON lines, in CYLINDER_TYPES order, each within the §5/§9 limits, with a cylinder in all. */
function checkPurchaseDetails(entries: FormDataEntryValue[]): Refusal | { ok: true; lines: PurchaseDetailLine[] } {
  const parsed = entries.map((entry) => {
    try {
      return typeof entry === 'string' ? (JSON.parse(entry) as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  });
  const inOrder = parsed.length === CYLINDER_TYPES.length && parsed.every((line, index) => line?.cylinderIdentity === CYLINDER_TYPES[index]);
  const lines = inOrder ? readPurchaseDetails(parsed) : undefined;
  if (!lines) return refuse(400, 'invalid-purchase-details', `purchaseDetails must be ${CYLINDER_TYPES.length} JSON lines in the order ${CYLINDER_TYPES.join(', ')}`, 'purchaseDetails');
  const badLine = lines.find(
    (line, index) =>
      typeof parsed[index]?.quantity !== 'number' ||
      typeof parsed[index]?.pricePerCylinder !== 'number' ||
      typeof parsed[index]?.vatIncluded !== 'boolean' ||
      !Number.isInteger(line.quantity) ||
      line.quantity < 0 ||
      line.quantity > MAX_CYLINDER_QUANTITY ||
      line.pricePerCylinder < 0 ||
      (line.quantity > 0 && line.pricePerCylinder <= 0),
  );
  if (badLine)
    return refuse(400, 'invalid-purchase-details', `The purchaseDetails line for ${badLine.cylinderIdentity} is not valid`, `purchaseDetails[${lines.indexOf(badLine)}]`);
  if (totalCylinders(lines) < 1) return refuse(400, 'no-cylinders', 'purchaseDetails must hold at least one cylinder', 'purchaseDetails');
  return { ok: true, lines };
}

async function checkReceipt(entries: FormDataEntryValue[]): Promise<Refusal | { ok: true; receipt: UploadedFile }> {
  const check = await checkUploadedFile(entries, RECEIPT_API_RULES);
  if (!check.ok) return refuse(check.status, check.code, check.message, 'receiptImage');
  // Kept with the type its bytes say, whatever the sender declared.
  return { ok: true, receipt: new File([check.bytes], check.file.name, { type: check.contentType }) };
}

const everyClaim = (calor: CalorStore) => [...calor.claims.values()].flat();

/**
 * One claim per receipt: the same receipt number from the same retailer is refused, unless that claim was
 * rejected. Receipt numbers compare by their canonical form, as the staff's same-receipt flag does.
 */
function claimForSameReceipt(calor: CalorStore, retailerId: string, receiptNumber: string): StoredClaim | undefined {
  const wanted = canonicalIdentity(receiptNumber);
  if (!wanted) return undefined;
  return everyClaim(calor).find((claim) => claim.retailer.id === retailerId && canonicalIdentity(claim.receiptNumber) === wanted);
}

/**
 * The designed `correctsClaimReference`: the member's own claim (another member's is as unknown as a
 * made-up reference), rejected, not yet resubmitted and within the 30 days (spec §9) a rejection stays open.
 */
function checkCorrectedClaim(value: FormDataEntryValue | null, memberClaims: readonly StoredClaim[], today: Date): Refusal | { ok: true; corrects?: StoredClaim } {
  if (value === null) return { ok: true };
  const reference = textField(value).toUpperCase();
  const corrects = memberClaims.find((claim) => claim.claimReference === reference);
  if (!corrects) return refuse(400, 'unknown-corrected-claim', `correctsClaimReference ${textField(value)} is not a claim of this member`, 'correctsClaimReference');
  if (corrects.status !== 'Rejected') return refuse(409, 'claim-not-correctable', `${reference} is ${corrects.status}: only a rejected claim can be corrected`, 'correctsClaimReference');
  if (corrects.resubmittedAs) return refuse(409, 'claim-not-correctable', `${reference} has already been resubmitted as ${corrects.resubmittedAs}`, 'correctsClaimReference');
  const deadline = resubmitDeadline(corrects);
  if (!deadline || isAfter(startOfDay(today), deadline))
    return refuse(409, 'resubmission-window-passed', `${reference} can no longer be resubmitted: it was rejected more than ${REJECTED_CLAIM_CUTOFF_DAYS} days ago`, 'correctsClaimReference');
  return { ok: true, corrects };
}

/** The uploaded receipt; or, on a resubmission sent without one, the corrected claim's, kept as it is. */
async function checkReceiptOrKept(entries: FormDataEntryValue[], corrects: StoredClaim | undefined): Promise<Refusal | { ok: true; receipt: StoredReceipt }> {
  if (entries.length === 0 && corrects) {
    if (!corrects.receiptImage) return refuse(400, 'receipt-required', `receiptImage is required: ${corrects.claimReference} has no receipt to keep`, 'receiptImage');
    return { ok: true, receipt: { ...corrects.receiptImage } };
  }
  const file = await checkReceipt(entries);
  if (!file.ok) return file;
  // The bytes are kept for staff to view, with their fingerprint (the same file on two claims is flagged).
  return { ok: true, receipt: await storedReceipt(file.receipt) };
}

type UploadCheck =
  | Refusal
  | {
      ok: true;
      claim: Omit<StoredClaim, 'claimReference' | 'submittedOn' | 'status' | 'version' | 'receiptImage'>;
      receipt: StoredReceipt;
      /** The rejected claim this one corrects, when the upload named it. */
      corrects?: StoredClaim;
    };

async function checkClaimUpload(
  form: FormData,
  calor: CalorStore,
  memberClaims: readonly StoredClaim[],
  periods: readonly ProgrammePeriod[],
  today: Date,
): Promise<UploadCheck> {
  const retailer = calor.retailers.find((candidate) => candidate.id === textField(form.get('retailerId')));
  if (!retailer) return refuse(400, 'unknown-retailer', 'retailerId is not a known retailer', 'retailerId');
  const vatNumber = textField(form.get('vatNumber'));
  if (vatNumber && !/^\d{9}$/.test(vatNumber)) return invalid('vatNumber must be 9 digits when supplied', 'vatNumber');
  const date = checkPurchaseDate(form.get('purchaseDate'), today, periods);
  if (!date.ok) return date;
  const details = checkPurchaseDetails(form.getAll('purchaseDetails'));
  if (!details.ok) return details;
  const correction = checkCorrectedClaim(form.get('correctsClaimReference'), memberClaims, today);
  if (!correction.ok) return correction;
  const file = await checkReceiptOrKept(form.getAll('receiptImage'), correction.corrects);
  if (!file.ok) return file;
  const receiptNumber = textField(form.get('receiptNumber'));
  const earlier = claimForSameReceipt(calor, retailer.id, receiptNumber);
  if (earlier && earlier.status !== 'Rejected')
    return refuse(409, 'receipt-already-claimed', `Receipt ${receiptNumber} from ${retailer.name} has already been claimed (${earlier.claimReference})`, 'receiptNumber');

  const totals = claimTotals(details.lines);
  return {
    ok: true,
    claim: {
      purchaseDate: formatApiDate(date.date),
      receiptNumber,
      vatNumber,
      retailer,
      purchaseDetails: details.lines,
      totalCylinders: totals.totalCylinders,
      totalExcludingVat: totals.excludingVat,
      totalIncludingVat: totals.includingVat,
      cashback: cashbackFor(totals.excludingVat, calor.cashbackPercent),
    },
    receipt: file.receipt,
    ...(correction.corrects ? { corrects: correction.corrects } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Calls 9 and 10: retailers

function searchRetailers(retailers: readonly ApiSchemas['Retailer'][], query: string): ApiSchemas['Retailer'][] {
  const wanted = normalise(query);
  return retailers
    .filter((retailer) => normalise(retailer.name).includes(wanted) || normalise(retailer.postCode).includes(wanted))
    .slice(0, SEARCH_RESULTS_LIMIT);
}

/**
 * Name, address and post code are required; a retailer with the same name and post code exists already
 * (409). The post code is kept normalised ("bd231aa" → "BD23 1AA"), as the portal sends it.
 */
function checkNewRetailer(body: unknown, retailers: readonly ApiSchemas['Retailer'][]): Refusal | { ok: true; fields: Omit<ApiSchemas['Retailer'], 'id'> } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const fields = { name: textField(record.name), address: textField(record.address), postCode: normalisePostcode(textField(record.postCode)) };
  const missing = (['name', 'address', 'postCode'] as const).filter((field) => !fields[field]);
  if (missing.length) return invalid(`Required: ${missing.join(', ')}`, missing);
  const exists = retailers.some(
    (retailer) => canonicalIdentity(retailer.name) === canonicalIdentity(fields.name) && normalise(retailer.postCode) === normalise(fields.postCode),
  );
  if (exists) return refuse(409, 'retailer-exists', `${fields.name} at ${fields.postCode} already exists`);
  return { ok: true, fields };
}

// ---------------------------------------------------------------------------------------------------------
// Sign up

function checkSignup(
  body: unknown,
  accounts: readonly ApiSchemas['CalorAccount'][],
): Refusal | { ok: true; fields: Omit<ApiSchemas['CalorAccount'], 'id' | 'accountStatus'> } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (typeof record.isDirectAccountHolder !== 'boolean') return invalid('isDirectAccountHolder must be true or false', 'isDirectAccountHolder');
  const premises = textField(record.premises);
  if (!premises) return invalid('premises is required', 'premises');
  const accountNumber = record.isDirectAccountHolder ? textField(record.accountNumber) : '';
  if (record.isDirectAccountHolder && !accountNumber) return refuse(400, 'account-number-required', 'accountNumber is required for a direct account holder', 'accountNumber');
  const live = accounts.filter((account) => account.accountStatus !== 'Rejected');
  if (live.some((account) => normalise(account.premises) === normalise(premises)))
    return refuse(409, 'premises-already-signed-up', 'These premises are already signed up to the scheme', 'premises');
  if (accountNumber && live.some((account) => account.accountNumber && normalise(account.accountNumber) === normalise(accountNumber)))
    return refuse(409, 'account-already-signed-up', 'This Calor account number is already signed up to the scheme', 'accountNumber');
  return { ok: true, fields: { isDirectAccountHolder: record.isDirectAccountHolder, accountNumber: accountNumber || null, premises } };
}

// ---------------------------------------------------------------------------------------------------------
// Cashback deal

const HALF_YEAR_NAMES = ['January to June', 'July to December'] as const;

/** The half-year's figures are the cashback ledger's (backend-reference/ledger.ts): the member's Calor entries of the half-year holding today. */
function cashbackDeal(calor: CalorStore, wallet: WalletStore, membershipNumber: string, today: Date): ApiSchemas['CalorCashbackDeal'] {
  const period = claimPeriodContaining(today);
  const inPeriod = entriesOf(wallet, { membershipNumber, schemeType: 'calor' }).filter(
    (entry) => claimPeriodContaining(parseISO(entry.period.startDate)).start.getTime() === period.start.getTime(),
  );
  const pending = inPeriod.filter((entry) => entry.state === 'Pending' && entry.claimReference);
  return {
    cashbackPercent: calor.cashbackPercent,
    period: {
      name: `${HALF_YEAR_NAMES[period.start.getMonth() === 0 ? 0 : 1]} ${period.start.getFullYear()}`,
      startDate: formatApiDate(period.start),
      endDate: formatApiDate(period.end),
    },
    // Claims close with the period: a purchase must be claimed in the period it was made (spec §2).
    claimDeadline: formatApiDate(period.end),
    cashbackToDate: earnedSum(inPeriod),
    pendingClaims: pending.length,
    pendingCashback: sumOf(pending),
  };
}

// ---------------------------------------------------------------------------------------------------------

/** The rewards-member call and every /calor/members/{membershipNumber}/… call of the portal. */
export function calorHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  const calor = () => options.store.calor;
  const accountsOf = (membershipNumber: string) => calor().accounts.get(membershipNumber) ?? [];
  const claimsOf = (membershipNumber: string) => {
    const claims = calor().claims.get(membershipNumber) ?? [];
    calor().claims.set(membershipNumber, claims);
    return claims;
  };
  const idempotency = () => options.store.idempotency;
  const newId = () => `5e1d0000-0000-4000-8000-${String(calor().nextId++).padStart(12, '0')}`;

  return [
    http.get(
      '/offers/members/{membershipNumber}',
      memberResolver(options, ({ member: { membershipNumber } }) =>
        HttpResponse.json({ membershipNumber, calor: { accounts: accountsOf(membershipNumber) } }),
      ),
    ),

    http.post(
      '/calor/members/{membershipNumber}/upload-claim',
      memberResolver(
        options,
        idempotent(idempotency, async ({ request, caller, member: { membershipNumber } }) => {
          if (!hasApprovedCalorAccount(accountsOf(membershipNumber))) throw problem(409, 'not-signed-up', 'The member has no Approved account under the Calor scheme');
          const form = await request.formData().catch(() => null);
          if (!form) throw refused(invalid('The body must be multipart/form-data', ''));
          const today = londonToday();
          const check = await checkClaimUpload(form, calor(), claimsOf(membershipNumber), options.store.rewards.periods, today);
          if (!check.ok) throw refused(check);

          const claimReference = `CLR-${calor().nextClaimNumber++}`;
          // A resubmission replaces the rejected claim it corrects: the one it names, else the one for the same retailer and receipt.
          const rejected = check.corrects ?? claimForSameReceipt(calor(), check.claim.retailer.id, check.claim.receiptNumber);
          if (rejected) rejected.resubmittedAs = claimReference;
          const claim: StoredClaim = { ...check.claim, claimReference, submittedOn: formatISO(today), status: 'Submitted', version: 1, receiptImage: check.receipt };
          claimsOf(membershipNumber).push(claim);
          recordSubmission(options.store, claim, membershipNumber, caller, today, rejected);
          // Its cashback enters the member's wallet, waiting for approval.
          const transaction = claimTransaction(options.store.wallet, options.store.rewards.periods, membershipNumber, claim);
          if (transaction) options.store.wallet.transactions.push(transaction);
          return HttpResponse.json({ claimReference });
        }),
      ),
    ),

    http.post(
      '/calor/members/{membershipNumber}/retailers/search',
      memberResolver(options, async ({ request }) => {
        const body: unknown = await request.json().catch(() => undefined);
        const query = textField((body as { retailerNameOrPostcodeQuery?: unknown } | undefined)?.retailerNameOrPostcodeQuery);
        if (!isSearchableRetailerQuery(query)) throw refused(refuse(400, 'query-too-short', 'retailerNameOrPostcodeQuery needs 3 characters or more', 'retailerNameOrPostcodeQuery'));
        return HttpResponse.json(searchRetailers(calor().retailers, query));
      }),
    ),

    http.post(
      '/calor/members/{membershipNumber}/retailers/create',
      memberResolver(
        options,
        idempotent(idempotency, async ({ request }) => {
          const check = checkNewRetailer(await request.json().catch(() => undefined), calor().retailers);
          if (!check.ok) throw refused(check);
          const retailer: ApiSchemas['Retailer'] = { id: newId(), ...check.fields };
          calor().retailers.push(retailer);
          return HttpResponse.json(retailer, { status: 201 });
        }),
      ),
    ),

    http.get(
      '/calor/members/{membershipNumber}/claims',
      memberResolver(options, ({ request, member: { membershipNumber } }) => HttpResponse.json(memberClaimsPage(claimsOf(membershipNumber), request))),
    ),

    /** A page of the member's statements, newest period first (backend-reference/calorStatements.ts). */
    http.get(
      '/calor/members/{membershipNumber}/statements',
      memberResolver(options, ({ request, member: { membershipNumber } }) =>
        HttpResponse.json(
          pageOf(calorStatements(entriesOf(options.store.wallet, { membershipNumber })), request, {
            definition: STATEMENTS_LIST,
            sortValue: (statement) => statement.period.startDate,
            matches: () => true,
          }),
        ),
      ),
    ),

    http.post(
      '/calor/members/{membershipNumber}/signup',
      memberResolver(
        options,
        idempotent(idempotency, async ({ request, member: { membershipNumber } }) => {
          const accounts = accountsOf(membershipNumber);
          const check = checkSignup(await request.json().catch(() => undefined), accounts);
          if (!check.ok) throw refused(check);
          const account: ApiSchemas['CalorAccount'] = { id: newId(), accountStatus: 'Pending', ...check.fields };
          calor().accounts.set(membershipNumber, [...accounts, account]);
          // When it joined the staff's sign-up queue.
          options.store.programmeStaff.calorSubmittedOn.set(account.id, formatISO(new Date()));
          return HttpResponse.json(account, { status: 201 });
        }),
      ),
    ),

    http.get(
      '/calor/members/{membershipNumber}/cashback-deal',
      memberResolver(options, ({ member: { membershipNumber } }) => HttpResponse.json(cashbackDeal(calor(), options.store.wallet, membershipNumber, new Date()))),
    ),
  ];
}

