import { isSchemeType } from '@/domain/rewards/schemes';
import { prefetchAll, type PageData } from '@/session/pageData';
import { getBankAccountQueryOptions } from './api/get-bank-account';
import { getWalletQueryOptions } from './api/get-wallet';

/** The wallet: every transaction and payout, and the bank account payouts go to. */
export const walletPageData: PageData = ({ queryClient, api, membershipNumber }) =>
  prefetchAll(queryClient, [getWalletQueryOptions(api, membershipNumber), getBankAccountQueryOptions(api, membershipNumber)]);

/** One programme's breakdown: the wallet (nothing for an address that names no programme: the page is not found). */
export const walletSchemePageData: PageData = ({ queryClient, api, membershipNumber, params }) =>
  isSchemeType(params.schemeType) && queryClient.prefetchQuery(getWalletQueryOptions(api, membershipNumber));
