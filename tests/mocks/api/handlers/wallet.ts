// TEST DOUBLE, never shipped: a member's wallet: cashback transactions, payouts, and the bank account payouts go to.
import { londonToday } from '../../../../src/domain/londonToday';
import { addDays } from 'date-fns';
import { HttpResponse } from 'msw';
import { formatApiDate } from '../../../../src/domain/format/date';
import {
  ACCOUNT_HOLDER_NAME_MAX,
  normaliseAccountNumber,
  normaliseSortCode,
  type BankDetailsRequest,
} from '../../../../src/domain/wallet/bankDetails';
import { problem, refused } from '../responses';
import { invalid, type Refusal } from '../backend-reference/refusal';
import { isAccountNumber, isSortCode, maskBankAccount, nextPayout, nextPayoutOn } from '../backend-reference/wallet';
import type { BankAccountRecord, WalletStore } from '../seed/wallet';
import { entriesOf } from '../backend-reference/ledger';
import { walletSummary, walletTransactionsPage } from '../backend-reference/walletSummary';
import { requireMemberPermission } from './memberPermission';
import { memberResolver } from './memberResolver';
import { apiHttp, type ApiHandlerOptions, type ApiSchemas } from './options';

/** A change whose hold is over has become the account payouts go to. */
function settledRecord(wallet: WalletStore, membershipNumber: string, today: Date): BankAccountRecord {
  const record = wallet.bankAccounts.get(membershipNumber) ?? { current: null, pendingChange: null };
  if (record.pendingChange && record.pendingChange.effectiveFrom <= formatApiDate(today)) {
    const { requestedOn: _requestedOn, effectiveFrom, ...details } = record.pendingChange;
    record.current = { ...details, since: effectiveFrom };
    record.pendingChange = null;
  }
  wallet.bankAccounts.set(membershipNumber, record);
  return record;
}

function maskedRecord(record: BankAccountRecord, holdDays: number): ApiSchemas['PayoutBankAccount'] {
  return {
    current: record.current ? { ...maskBankAccount(record.current), since: record.current.since } : null,
    pendingChange: record.pendingChange
      ? { ...maskBankAccount(record.pendingChange), requestedOn: record.pendingChange.requestedOn, effectiveFrom: record.pendingChange.effectiveFrom }
      : null,
    holdDays,
  };
}

function checkBankDetails(body: unknown): Refusal | { ok: true; details: BankDetailsRequest } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const accountHolderName = text(record.accountHolderName);
  if (!accountHolderName) return invalid('accountHolderName is required', 'accountHolderName');
  if (accountHolderName.length > ACCOUNT_HOLDER_NAME_MAX) return invalid(`accountHolderName must be ${ACCOUNT_HOLDER_NAME_MAX} characters or fewer`, 'accountHolderName');
  const sortCode = normaliseSortCode(text(record.sortCode));
  if (!isSortCode(sortCode)) return invalid('sortCode must be 6 digits', 'sortCode');
  const accountNumber = normaliseAccountNumber(text(record.accountNumber));
  if (!isAccountNumber(accountNumber)) return invalid('accountNumber must be 6 to 8 digits', 'accountNumber');
  return { ok: true, details: { accountHolderName, sortCode, accountNumber } };
}

const sameAccount = (a: BankDetailsRequest | null, b: BankDetailsRequest) => a?.sortCode === b.sortCode && a.accountNumber === b.accountNumber;

export function walletHandlers(options: ApiHandlerOptions) {
  const http = apiHttp(options);
  const wallet = () => options.store.wallet;
  return [
    /** What the wallet comes to, and the next payout day (backend-reference/walletSummary.ts). */
    http.get(
      '/members/{membershipNumber}/wallet',
      memberResolver(options, ({ member }) => {
        requireMemberPermission(member, 'wallet');
        const { membershipNumber } = member;
        const payouts = wallet().payouts.filter((payout) => payout.membershipNumber === membershipNumber);
        return HttpResponse.json(walletSummary(entriesOf(wallet(), { membershipNumber }), payouts, nextPayout(options.store, membershipNumber, londonToday())));
      }),
    ),

    /** A page of the member's transactions, newest first, filtered (backend-reference/walletSummary.ts). */
    http.get(
      '/members/{membershipNumber}/wallet/transactions',
      memberResolver(options, ({ request, member }) => {
        requireMemberPermission(member, 'wallet');
        return HttpResponse.json(walletTransactionsPage(entriesOf(wallet(), { membershipNumber: member.membershipNumber }), request));
      }),
    ),

    /** Masked: never the full numbers. */
    http.get(
      '/members/{membershipNumber}/wallet/bank-account',
      memberResolver(options, ({ member }) => {
        requireMemberPermission(member, 'wallet');
        return HttpResponse.json(maskedRecord(settledRecord(wallet(), member.membershipNumber, londonToday()), wallet().holdDays));
      }),
    ),

    /** The new account is used from the first payout after the safety hold; until then payouts go to the current one. */
    http.put(
      '/members/{membershipNumber}/wallet/bank-account',
      memberResolver(options, async ({ request, member }) => {
        requireMemberPermission(member, 'wallet');
        const check = checkBankDetails(await request.json().catch(() => undefined));
        if (!check.ok) throw refused(check);
        const today = londonToday();
        const record = settledRecord(wallet(), member.membershipNumber, today);
        if (sameAccount(record.pendingChange, check.details)) throw problem(409, 'bank-change-already-pending', 'This change is already waiting for its safety hold');
        if (sameAccount(record.current, check.details)) {
          if (!record.pendingChange) throw problem(409, 'bank-account-unchanged', 'Payouts already go to this account');
          // Going back to the current account cancels the waiting change.
          record.pendingChange = null;
          return HttpResponse.json(maskedRecord(record, wallet().holdDays));
        }
        record.pendingChange = {
          ...check.details,
          requestedOn: formatApiDate(today),
          effectiveFrom: formatApiDate(nextPayoutOn(addDays(today, wallet().holdDays))),
        };
        return HttpResponse.json(maskedRecord(record, wallet().holdDays));
      }),
    ),
  ];
}
