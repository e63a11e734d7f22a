import { readListQuery } from '@/domain/lists/listQuery';
import { isSchemeType } from '@/domain/rewards/schemes';
import { prefetchAll, type PageData } from '@/session/pageData';
import { getBankAccountQueryOptions } from './api/get-bank-account';
import { getWalletQueryOptions } from './api/get-wallet';
import { getWalletTransactionsQueryOptions, SCHEME_TRANSACTIONS_LIST, WALLET_TRANSACTIONS_LIST } from './api/get-wallet-transactions';

/** The wallet: its sums and payouts, the bank account payouts go to, and exactly the page of transactions the address asks for. */
export const walletPageData: PageData = ({ queryClient, api, membershipNumber, searchParams }) =>
  prefetchAll(queryClient, [
    getWalletQueryOptions(api, membershipNumber),
    getBankAccountQueryOptions(api, membershipNumber),
    getWalletTransactionsQueryOptions(api, membershipNumber, readListQuery(searchParams, WALLET_TRANSACTIONS_LIST)),
  ]);

/** One programme's breakdown: the wallet's sums and the page of that programme's transactions the address asks for (nothing for an address that names no programme: the page is not found). */
export const walletSchemePageData: PageData = ({ queryClient, api, membershipNumber, params, searchParams }) =>
  isSchemeType(params.schemeType) &&
  prefetchAll(queryClient, [
    getWalletQueryOptions(api, membershipNumber),
    getWalletTransactionsQueryOptions(api, membershipNumber, readListQuery(searchParams, SCHEME_TRANSACTIONS_LIST), params.schemeType),
  ]);
